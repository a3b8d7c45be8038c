import CatalogModel

extension FrontMatterReader {
    /// Copies the known keys into `result`; unknown keys are left alone so that exports may
    /// carry their own metadata.
    mutating func fill(_ result: inout FrontMatter, from mapping: FrontMatterFields) {
        if let node = mapping["id"] {
            switch scalar(node, key: "id") {
            case let id? where !Slug.make(id).isEmpty:
                result.id = id
                result.idLine = node.line
            case let id? where id.trimmingWhitespace.isEmpty:
                // `id:` with nothing after it, as a page template leaves it: the file name's id.
                break
            case let id?:
                // Nothing of it would be left for a file name or an anchor.
                malformed("front matter `id` '\(id)' has no letter or digit", line: node.line,
                          fix: "use letters, digits and dashes, such as `id: sheets`, or leave `id` out to use the file name")
                result.markUnread(at: location(node.line), id: true)
            case nil:
                result.markUnread(at: location(node.line), id: true)
            }
        }
        if let node = mapping["kind"], let raw = scalar(node, key: "kind") {
            if let kind = Component.Kind(rawValue: raw.lowercased()) {
                result.kind = kind
            } else {
                malformed("front matter `kind` is '\(raw)'", line: node.line,
                          fix: "use `kind: component` or `kind: guide`")
            }
        }
        if let node = mapping["title"] { result.rawTitle = scalar(node, key: "title") }
        for key in ["language", "translation"] {
            guard let node = mapping[key], let raw = scalar(node, key: key) else { continue }
            if let tag = LanguageTag.normalized(raw.trimmingWhitespace) {
                if key == "language" { result.language = tag } else { result.translation = tag }
            } else {
                malformed("front matter `\(key)` '\(raw)' is not a BCP 47 language tag", line: node.line,
                          fix: "use a tag such as `ko`, `ja`, `zh-Hans` or `pt-BR`")
            }
        }
        if let node = mapping["presentations"] { result.presentations = strings(node, key: "presentations") }
        if let node = mapping["platforms"] {
            if node.list == nil { result.markUnread(at: location(node.line), platforms: true) }
            result.extraPlatforms = platforms(node, covered: &result.coveredPlatforms)
        }
        if let node = mapping["sources"] {
            readSources(node, into: &result)
        } else if let node = mapping["source"], let url = scalar(node, key: "source") {
            // Exports name their page's URL; that URL is the page's one source.
            var source = Self.source(fromURL: url, title: result.rawTitle)
            source.url = publishable(url, line: node.line)
            result.sources = [source]
            result.sourceRefs = [SourceReference(sourceID: source.id)]
        }
        if let node = mapping["disagreements"] { result.disagreements = disagreements(node) }
    }

    /// `url`, or nil with a `link.unsafe-scheme` error when its scheme can run code: a source's
    /// address is published in `catalog.json`, where any tool that renders it would link it.
    /// The same check page links get (`ContentConverter.isUnsafe`).
    mutating func publishable(_ url: String, line: Int) -> String? {
        guard ContentConverter.isUnsafe(url) else { return url }
        let scheme = url.split(separator: ":", maxSplits: 1).first.map { String($0).trimmingWhitespace.lowercased() } ?? url
        diagnostics.append(.error(
            "link.unsafe-scheme", "source address uses the unsafe scheme `\(scheme.visible()):`", at: location(line),
            explanation: "`javascript:`, `data:` and `vbscript:` addresses can run code in a reader's browser; the source is kept without its address",
            fix: "give the source's https:// address, or leave `url` out"))
        return nil
    }

    /// A source for an export's `source: URL`: HIG pages get `hig-<page>`, others the page slug.
    static func source(fromURL url: String, title: String?) -> Source {
        let path = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let last = path.split(separator: "/").last.map(String.init) ?? url
        var id = Slug.make(last)
        if url.contains("human-interface-guidelines") { id = "hig-" + id }
        if id.isEmpty { id = "source" }
        return Source(id: id, title: title ?? url, url: url)
    }

    mutating func scalar(_ node: FrontMatterValue, key: String) -> String? {
        if let scalar = node.text { return scalar }
        malformed("front matter `\(key)` must be a single value", line: node.line,
                  fix: "write `\(key): value` on one line")
        return nil
    }

    mutating func strings(_ node: FrontMatterValue, key: String) -> [String] {
        if let scalar = node.text { return [scalar] }
        guard let sequence = node.list else {
            malformed("front matter `\(key)` must be a list", line: node.line, fix: "write `\(key): [a, b]`")
            return []
        }
        var out: [String] = []
        for item in sequence {
            if let value = scalar(item, key: key) { out.append(value) }
        }
        return out
    }

    /// The platforms `node` declares beyond the base ones; `covered` gets the id of every platform
    /// it lists, base ones included.
    mutating func platforms(_ node: FrontMatterValue, covered: inout [String]) -> [Platform] {
        guard let sequence = node.list else {
            malformed("front matter `platforms` must be a list", line: node.line,
                      fix: "write `platforms:` followed by `- { id: android, name: Android }` lines")
            return []
        }
        var out: [Platform] = []
        var firstPastLimit: Int?
        for item in sequence {
            if let mapping = item.fields {
                guard let name = mapping["name"]?.text ?? mapping["id"]?.text else {
                    malformed("a platform in front matter has no `name`", line: item.line,
                              fix: "write `- { id: android, name: Android }`")
                    continue
                }
                let id = mapping["id"]?.text.map { Slug.make($0) } ?? Slug.make(name)
                if !covered.contains(id) { covered.append(id) }
                if Platform.base.contains(where: { $0.id == id }) { continue }
                if out.count == Assembly.maximumPlatforms - Platform.base.count { firstPastLimit = item.line }
                out.append(Platform(id: id, name: name))
            } else if let name = item.text {
                if let known = Platform.named(name) {
                    if !covered.contains(known.id) { covered.append(known.id) }
                    continue
                }
                diagnostics.append(.error(
                    "platform.unknown", "'\(name)' is not a known platform", at: location(item.line),
                    fix: "use one of \(PlatformNames.knownList(Platform.base)), or declare a new one as `- { id: \(Slug.make(name)), name: \(name) }`"))
            } else {
                malformed("a platform in front matter is neither a name nor `{ id, name }`", line: item.line,
                          fix: "write `- { id: android, name: Android }`")
            }
        }
        // Kept whole for reading the page (its platform sections name them); assembly leaves out
        // those past the limit.
        if let line = firstPastLimit {
            let room = Assembly.maximumPlatforms - Platform.base.count
            diagnostics.append(Assembly.tooManyPlatforms(refused: out.count - room, at: location(line)))
        }
        return out
    }

    mutating func readSources(_ node: FrontMatterValue, into result: inout FrontMatter) {
        guard let sequence = node.list else {
            malformed("front matter `sources` must be a list", line: node.line,
                      fix: "write `sources:` followed by `- id: …` entries or bare source ids")
            result.markUnread(at: location(node.line), sources: true)
            return
        }
        for item in sequence {
            if let id = item.text {
                result.sourceRefs.append(SourceReference(sourceID: id))
                continue
            }
            guard let mapping = item.fields, let id = mapping["id"]?.text, !id.isEmpty else {
                malformed("a source in front matter has no `id`", line: item.line,
                          fix: "give each source an `id:` (and `title:`), or refer to one by its bare id")
                continue
            }
            let title = mapping["title"]?.text ?? mapping["work"]?.text ?? id
            let edition = mapping["edition"]?.text
            let url = mapping["url"].flatMap { node in node.text.flatMap { publishable($0, line: node.line) } }
            result.sources.append(Source(
                id: id, work: mapping["work"]?.text, title: title, url: url, edition: edition,
                publisher: mapping["publisher"]?.text, note: mapping["note"]?.text))
            result.sourceRefs.append(SourceReference(sourceID: id, edition: edition))
        }
    }

    mutating func disagreements(_ node: FrontMatterValue) -> [FrontMatter.DisagreementDraft] {
        guard let sequence = node.list else {
            malformed("front matter `disagreements` must be a list", line: node.line,
                      fix: "write `disagreements:` followed by `- id: …` entries")
            return []
        }
        var out: [FrontMatter.DisagreementDraft] = []
        for item in sequence {
            guard let mapping = item.fields, let id = mapping["id"]?.text else {
                malformed("a disagreement in front matter has no `id`", line: item.line,
                          fix: "give each disagreement an `id:`, a `topic:`, `rules:` and `positions:`")
                continue
            }
            var positions: [Disagreement.Position] = []
            for position in mapping["positions"]?.list ?? [] {
                guard let p = position.fields, let source = p["source"]?.text, let says = p["says"]?.text else {
                    malformed("a position of disagreement '\(id)' needs `source` and `says`", line: position.line,
                              fix: "write `- { source: some-source, says: \"…\" }`")
                    continue
                }
                positions.append(Disagreement.Position(sourceID: source, says: says))
            }
            let rules = mapping["rules"].map { strings($0, key: "rules") } ?? []
            out.append(FrontMatter.DisagreementDraft(
                id: id, topic: mapping["topic"]?.text ?? id, ruleRefs: rules, positions: positions, line: item.line))
        }
        return out
    }
}
