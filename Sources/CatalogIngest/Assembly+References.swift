import CatalogModel

extension Assembly {
    /// Checks every reference once all pages are in: sources, rules, links and related pages.
    mutating func checkReferences() {
        // Moved out and back, not copied: the checks then change the components in place.
        var all = components
        components = []
        checkComponentReferences(&all)
        components = all
        for disagreement in disagreements {
            for position in disagreement.positions { checkSource(position.sourceID, at: disagreement.location) }
            for rule in disagreement.ruleIDs where !ruleIDs.contains(rule) {
                unknownRule(rule, at: disagreement.location, usedBy: "disagreement '\(disagreement.id)'")
            }
        }
        // Spec examples' `rules=` are checked by the spec runner (`spec.unknown-rule`), which
        // runs every example anyway; checking them here too reported each mistake twice.
        checkPageLinks()
        if heldBackSources > 0 {
            let behind = unread.filter { page in heldBackSourceIDs.contains { page.mayDeclare(source: $0) } }
            diagnostics.append(HeldBack.note(holdingBack: heldBackSources, "references to sources that no page declares", because: behind))
        }
        for page in unread where page.mayHoldRules {
            if let count = heldBackLinks[page.location.file] { diagnostics.append(HeldBack.note(holdingBackLinks: count, to: page)) }
        }
    }

    /// The links of the pages in `pageLinks`.
    mutating func checkPageLinks() {
        for (file, links) in pageLinks {
            for link in links { check(link, from: file) }
        }
    }

    /// Checks the sources each of `components` names, and fills in what its references resolve
    /// to: the component a related link points at, the declared edition of a source named by
    /// bare id. The indexes (`componentByFile`, `sourceIndex`, …) must be complete.
    mutating func checkComponentReferences(_ components: inout [Component]) {
        for index in components.indices {
            // Read through the array, not a copy: a copy would make each write below copy
            // every rule of the page.
            for reference in components[index].sources {
                checkSource(reference.sourceID, at: components[index].location)
            }
            for r in components[index].rules.indices where !components[index].rules[r].sources.isEmpty {
                for reference in components[index].rules[r].sources where !components[index].sources.contains(reference) {
                    checkSource(reference.sourceID, at: components[index].rules[r].location)
                }
            }
            // Loops rather than `map { … self … }`: a closure that captures `self` copies the
            // whole assembly, once per page and once per rule, on every preview rebuild.
            let id = components[index].id
            let file = components[index].file
            for l in components[index].related.indices {
                var link = resolve(components[index].related[l], from: file)
                // A page's Related list naming the page itself (a HIG page that shares our
                // page's name) stays an outside link rather than a link to itself.
                if link.componentID == id { link = Component.RelatedLink(title: link.title, url: link.url) }
                components[index].related[l] = link
            }
            for s in components[index].sources.indices where components[index].sources[s].edition == nil {
                components[index].sources[s] = withDeclaredEdition(components[index].sources[s])
            }
            for r in components[index].rules.indices {
                for s in components[index].rules[r].sources.indices where components[index].rules[r].sources[s].edition == nil {
                    let declared = withDeclaredEdition(components[index].rules[r].sources[s])
                    if declared != components[index].rules[r].sources[s] { components[index].rules[r].sources[s] = declared }
                }
            }
        }
    }

    /// A source named by bare id (declared in full on another page) takes the declared edition,
    /// so every rule in `catalog.json` says which edition backs it.
    func withDeclaredEdition(_ reference: SourceReference) -> SourceReference {
        guard reference.edition == nil, let index = sourceIndex[reference.sourceID] else { return reference }
        return SourceReference(sourceID: reference.sourceID, edition: sources[index].edition)
    }

    mutating func checkSource(_ id: String, at location: SourceLocation) {
        guard sourceIndex[id] == nil else { return }
        guard !unread.contains(where: { $0.mayDeclare(source: id) }) else {
            heldBackSources += 1
            heldBackSourceIDs.insert(id)
            return
        }
        if suggestions.sources == nil { suggestions.sources = ClosestIDs(sources.map(\.id)) }
        let nearest = suggestions.sources!.closest(to: id)
        diagnostics.append(.error(
            "source.unknown", "source '\(id)' is not declared on any page", at: location,
            explanation: nearest.isEmpty ? nil : "did you mean \(nearest.map { "'\($0)'" }.joined(separator: ", "))?",
            fix: "declare it in full under some page's `sources:` (id, title, url), or correct the id"))
    }

    // Each set of suggestions is made the first time a reference is broken, and once for all
    // of them: a catalog of 10,000 pages has 150,000 rule ids and 10,000 sources and files.

    mutating func closestRuleIDs() -> ClosestIDs {
        if suggestions.rules == nil { suggestions.rules = ClosestIDs(ruleIDs) }
        return suggestions.rules!
    }

    /// Suggestions among one component's rules, for a link to a rule of its page.
    mutating func closestRuleIDs(of index: Int) -> ClosestIDs {
        if suggestions.byComponent[index] == nil { suggestions.byComponent[index] = ClosestIDs(components[index].rules.map(\.id)) }
        return suggestions.byComponent[index]!
    }

    /// Whether a reference to rule `id`, which does not exist, may name a rule of a page that
    /// was left out; if so, it is counted for that page's note instead of reported.
    mutating func holdsBack(rule id: String) -> Bool {
        guard let page = unread.first(where: { $0.mayHold(rule: id, isComponent: { componentIndex[String($0)] != nil }) }) else { return false }
        heldBackLinks[page.location.file, default: 0] += 1
        return true
    }

    mutating func unknownRule(_ id: String, at location: SourceLocation, usedBy owner: String) {
        guard !holdsBack(rule: id) else { return }
        let nearest = closestRuleIDs().closest(to: id)
        diagnostics.append(.error(
            "rule.unknown-reference", "\(owner) refers to rule '\(id)', which does not exist", at: location,
            explanation: nearest.isEmpty ? "no rule id is close to it" : "nearest rule ids: \(nearest.joined(separator: ", "))",
            fix: nearest.first.map { "use the full id, such as '\($0)'" } ?? "use a full rule id `component.section.slug`, or `section.slug` on the same page"))
    }

    /// `other.md`, `other.md#rule-id` and `rule:component.section.slug` must land somewhere.
    mutating func check(_ link: PageLink, from file: String) {
        if link.destination.lowercased().hasPrefix("rule:") {
            let id = String(link.destination.dropFirst("rule:".count))
            guard !ruleIDs.contains(id), !holdsBack(rule: id) else { return }
            let nearest = closestRuleIDs().closest(to: id)
            broken(link, "rule '\(id)' does not exist", fix: nearest.first.map { "link to `rule:\($0)`" } ?? "link to an existing rule id")
            return
        }
        let parts = link.destination.asciiSplit(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = Self.resolve(String(parts[0]), from: file)
        guard let componentID = path.flatMap({ componentByFile[$0] }) else {
            if let path, unread.contains(where: { $0.isLeftOut && $0.location.file == path }) {
                heldBackLinks[path, default: 0] += 1
                return
            }
            if suggestions.files == nil { suggestions.files = ClosestIDs(componentByFile.keys) }
            let nearest = suggestions.files!.closest(to: path ?? String(parts[0]))
            broken(link, "page '\(parts[0])' does not exist",
                   fix: nearest.first.map { "link to '\($0)' (relative to the content folder), or add the page" } ?? "add the page or correct the path")
            return
        }
        guard parts.count == 2, !parts[1].isEmpty, let index = componentIndex[componentID] else { return }
        let fragment = String(parts[1])
        let qualified = componentID + "." + fragment, suffix = "." + fragment
        // The page's rules read in place: `contains` on the array copied each rule, field by
        // field, for every link (and a page with thousands of rules has thousands of links).
        let matches = components[index].rules.withUnsafeBufferPointer { rules in
            rules.indices.contains { rules[$0].id == fragment || rules[$0].id == qualified || rules[$0].id.hasSuffix(suffix) }
        } || components[index].sections.contains { $0.id == fragment }
        guard !matches else { return }
        let nearest = closestRuleIDs(of: index).closest(to: "\(componentID).\(fragment)")
        broken(link, "'\(parts[0])' has no rule or section '\(fragment)'",
               fix: nearest.first.map { "link to '\(parts[0])#\($0)'" } ?? "link to one of the page's rule ids")
    }

    mutating func broken(_ link: PageLink, _ what: String, fix: String) {
        diagnostics.append(.error("link.broken", "broken link `\(link.destination)`: \(what)", at: link.location, fix: fix))
    }

    /// Fills in the component a related link points at, when it is in the catalog.
    func resolve(_ link: Component.RelatedLink, from file: String) -> Component.RelatedLink {
        guard let url = link.url else { return link }
        var resolved = link
        if PageLink.isInternal(url) {
            resolved.componentID = Self.resolve(Self.beforeFragment(url), from: file).flatMap { componentByFile[$0] }
        } else if url.contains("human-interface-guidelines") {
            let path = url.asciiSplit(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .asciiSplit(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let last = path.asciiSplit(separator: "/").last.map { Slug.make(String($0)) } ?? ""
            resolved.componentID = componentIndex[last] == nil ? nil : last
        }
        return resolved
    }

    /// `url` up to its first `#` character. `asciiSplit` finds it among the bytes when the link
    /// is ASCII, and by characters otherwise (a search by characters cost some five thousand
    /// instructions a link).
    static func beforeFragment(_ url: String) -> String {
        String(url.asciiSplit(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// A relative path resolved against the linking page's folder; nil when it climbs out of
    /// the content folder.
    static func resolve(_ relative: String, from file: String) -> String? {
        // Most links name a page in the same folder: nothing to fold.
        if !relative.isEmpty, relative != ".", relative != "..", !relative.utf8.contains(UInt8(ascii: "/")) {
            guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return relative }
            return String(file[..<slash]) + "/" + relative
        }
        var parts = file.asciiSplit(separator: "/").dropLast().map(String.init)
        for part in relative.asciiSplit(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
