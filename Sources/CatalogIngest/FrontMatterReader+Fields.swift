import CatalogModel
import Yams

extension FrontMatterReader {
    /// Copies the known keys into `result`; unknown keys are left alone so that exports may
    /// carry their own metadata.
    mutating func fill(_ result: inout FrontMatter, from fullMapping: Node.Mapping) {
        // Indexed once: each field below is one dictionary look-up, not a scan of the mapping.
        let mapping = FieldIndex(fullMapping)
        if let node = mapping[key: "id"] {
            if let id = scalar(node, key: "id") { result.id = id }
        }
        if let node = mapping[key: "kind"], let raw = scalar(node, key: "kind") {
            if let kind = Component.Kind(rawValue: raw.lowercased()) {
                result.kind = kind
            } else {
                malformed("front matter `kind` is '\(raw)'", line: line(of: node),
                          fix: "use `kind: component` or `kind: guide`")
            }
        }
        if let node = mapping[key: "title"] { result.rawTitle = scalar(node, key: "title") }
        if let node = mapping[key: "presentations"] { result.presentations = strings(node, key: "presentations") }
        if let node = mapping[key: "platforms"] { result.extraPlatforms = platforms(node) }
        if let node = mapping[key: "sources"] {
            readSources(node, into: &result)
        } else if let node = mapping[key: "source"], let url = scalar(node, key: "source") {
            // Exports name their page's URL; that URL is the page's one source.
            let source = Self.source(fromURL: url, title: result.rawTitle)
            result.sources = [source]
            result.sourceRefs = [SourceReference(sourceID: source.id)]
        }
        if let node = mapping[key: "disagreements"] { result.disagreements = disagreements(node) }
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

    func line(of node: Node) -> Int { (node.mark?.line ?? 1) + 1 }

    mutating func scalar(_ node: Node, key: String) -> String? {
        if let scalar = node.scalar { return scalar.string }
        malformed("front matter `\(key)` must be a single value", line: line(of: node),
                  fix: "write `\(key): value` on one line")
        return nil
    }

    mutating func strings(_ node: Node, key: String) -> [String] {
        if let scalar = node.scalar { return [scalar.string] }
        guard let sequence = node.sequence else {
            malformed("front matter `\(key)` must be a list", line: line(of: node), fix: "write `\(key): [a, b]`")
            return []
        }
        var out: [String] = []
        for item in sequence {
            if let value = scalar(item, key: key) { out.append(value) }
        }
        return out
    }

    mutating func platforms(_ node: Node) -> [Platform] {
        guard let sequence = node.sequence else {
            malformed("front matter `platforms` must be a list", line: line(of: node),
                      fix: "write `platforms:` followed by `- { id: android, name: Android }` lines")
            return []
        }
        var out: [Platform] = []
        for item in sequence {
            if let mapping = item.mapping {
                guard let name = mapping[key: "name"]?.string ?? mapping[key: "id"]?.string else {
                    malformed("a platform in front matter has no `name`", line: line(of: item),
                              fix: "write `- { id: android, name: Android }`")
                    continue
                }
                let id = mapping[key: "id"]?.string.map { Slug.make($0) } ?? Slug.make(name)
                if Platform.base.contains(where: { $0.id == id }) { continue }
                out.append(Platform(id: id, name: name))
            } else if let name = item.string {
                if Platform.named(name) != nil { continue }
                diagnostics.append(.error(
                    "platform.unknown", "'\(name)' is not a known platform", at: location(line(of: item)),
                    fix: "use one of \(PlatformNames.knownList(Platform.base)), or declare a new one as `- { id: \(Slug.make(name)), name: \(name) }`"))
            } else {
                malformed("a platform in front matter is neither a name nor `{ id, name }`", line: line(of: item),
                          fix: "write `- { id: android, name: Android }`")
            }
        }
        return out
    }

    mutating func readSources(_ node: Node, into result: inout FrontMatter) {
        guard let sequence = node.sequence else {
            malformed("front matter `sources` must be a list", line: line(of: node),
                      fix: "write `sources:` followed by `- id: …` entries or bare source ids")
            return
        }
        for item in sequence {
            if let id = item.scalar?.string {
                result.sourceRefs.append(SourceReference(sourceID: id))
                continue
            }
            guard let mapping = item.mapping, let id = mapping[key: "id"]?.string, !id.isEmpty else {
                malformed("a source in front matter has no `id`", line: line(of: item),
                          fix: "give each source an `id:` (and `title:`), or refer to one by its bare id")
                continue
            }
            let title = mapping[key: "title"]?.string ?? mapping[key: "work"]?.string ?? id
            let edition = mapping[key: "edition"]?.string
            result.sources.append(Source(
                id: id, work: mapping[key: "work"]?.string, title: title, url: mapping[key: "url"]?.string, edition: edition,
                publisher: mapping[key: "publisher"]?.string, note: mapping[key: "note"]?.string))
            result.sourceRefs.append(SourceReference(sourceID: id, edition: edition))
        }
    }

    mutating func disagreements(_ node: Node) -> [FrontMatter.DisagreementDraft] {
        guard let sequence = node.sequence else {
            malformed("front matter `disagreements` must be a list", line: line(of: node),
                      fix: "write `disagreements:` followed by `- id: …` entries")
            return []
        }
        var out: [FrontMatter.DisagreementDraft] = []
        for item in sequence {
            guard let mapping = item.mapping, let id = mapping[key: "id"]?.string else {
                malformed("a disagreement in front matter has no `id`", line: line(of: item),
                          fix: "give each disagreement an `id:`, a `topic:`, `rules:` and `positions:`")
                continue
            }
            var positions: [Disagreement.Position] = []
            for position in mapping[key: "positions"]?.sequence.map(Array.init) ?? [] {
                guard let p = position.mapping, let source = p[key: "source"]?.string, let says = p[key: "says"]?.string else {
                    malformed("a position of disagreement '\(id)' needs `source` and `says`", line: line(of: position),
                              fix: "write `- { source: some-source, says: \"…\" }`")
                    continue
                }
                positions.append(Disagreement.Position(sourceID: source, says: says))
            }
            let rules = mapping[key: "rules"].map { strings($0, key: "rules") } ?? []
            out.append(FrontMatter.DisagreementDraft(
                id: id, topic: mapping[key: "topic"]?.string ?? id, ruleRefs: rules, positions: positions, line: line(of: item)))
        }
        return out
    }
}

/// A mapping's values by plain-text key; the first of repeated keys wins, as with `[key:]`.
struct FieldIndex {
    private var values: [String: Node] = [:]

    init(_ mapping: Node.Mapping) {
        for (key, value) in mapping {
            guard let text = key.scalar?.string, values[text] == nil else { continue }
            values[text] = value
        }
    }

    subscript(key key: String) -> Node? { values[key] }
}

extension Node.Mapping {
    /// The value under a plain-text key. Yams' own subscript compares resolved tags as well,
    /// which runs the resolver on every key; front-matter keys are only ever text.
    subscript(key key: String) -> Node? {
        first { $0.key.scalar?.string == key }?.value
    }
}
