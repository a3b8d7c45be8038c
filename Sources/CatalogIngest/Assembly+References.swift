import CatalogModel
import Parallel

extension Assembly {
    /// Checks every reference once all pages are in: sources, rules, links and related pages.
    mutating func checkReferences() {
        pages = PageIndex(components.map { c in
            (file: c.file, id: c.id, url: c.sources.first.flatMap { sourceIndex[$0.sourceID] }.flatMap { sources[$0].url })
        })
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
            if let held = heldBackLinks[page.location.file] { diagnostics.append(HeldBack.note(holdingBackLinks: held, to: page)) }
        }
    }

    /// The links of the pages in `pageLinks`: each page's links are looked up on every core
    /// (`problem(with:from:)` changes nothing), then what is broken is reported, page by page
    /// and link by link in order, as before.
    package mutating func checkPageLinks() {
        let found = ParallelWork.map(pageLinks.count, parallel: pageLinks.count >= Self.parallelFrom) { [self] page in
            pageLinks[page].links.indices.compactMap { l in
                problem(with: pageLinks[page].links[l], from: pageLinks[page].file).map { (link: l, problem: $0) }
            }
        }
        for page in found.indices {
            for broken in found[page] { report(broken.problem, with: pageLinks[page].links[broken.link], from: pageLinks[page].file) }
        }
    }

    /// Checks the sources each of `components` names, and fills in what its references resolve
    /// to: the component a related link points at, the declared edition of a source named by
    /// bare id. The indexes (`componentByFile`, `sourceIndex`, …) must be complete.
    ///
    /// What each page's references resolve to is found on every core first (`references(of:)`
    /// changes nothing); then, page by page in order as before, what is unknown is reported and
    /// each page takes what its references resolved to. At 10,000 pages these checks were 40 ms
    /// of one core, with the other idle, between ingest and the examples.
    package mutating func checkComponentReferences(_ components: inout [Component]) {
        let found = ParallelWork.map(components.count, parallel: components.count >= Self.parallelFrom) { [self, components] index in
            references(of: components[index])
        }
        for index in components.indices {
            for unknown in found[index].unknownSources { checkSource(unknown.id, at: unknown.location) }
            if let related = found[index].related { components[index].related = related }
            for (s, reference) in found[index].sourceEditions { components[index].sources[s] = reference }
            for edition in found[index].ruleSourceEditions {
                components[index].rules[edition.rule].sources[edition.source] = edition.reference
            }
        }
    }

    /// What one page's references resolve to, and which name a source no page declares.
    struct PageReferences {
        /// Sources not in `sourceIndex`, in the order the page names them: `checkSource` decides.
        var unknownSources: [(id: String, location: SourceLocation)] = []
        /// The page's related links with the components they point at; nil when it has none.
        var related: [Component.RelatedLink]?
        /// The page's sources named by bare id, with their declared editions, by position.
        var sourceEditions: [(Int, SourceReference)] = []
        /// The same for the rules' sources: rule, source, and the source with its edition.
        var ruleSourceEditions: [(rule: Int, source: Int, reference: SourceReference)] = []
    }

    /// What `checkComponentReferences` does to one page, found without changing anything.
    func references(of component: Component) -> PageReferences {
        var found = PageReferences()
        for reference in component.sources where sourceIndex[reference.sourceID] == nil {
            found.unknownSources.append((reference.sourceID, component.location))
        }
        // Read through the array, not a copy: a copy of a rule retains every field.
        component.rules.withUnsafeBufferPointer { rules in
            for r in rules.indices where !rules[r].sources.isEmpty {
                for reference in rules[r].sources
                where sourceIndex[reference.sourceID] == nil && !component.sources.contains(reference) {
                    found.unknownSources.append((reference.sourceID, rules[r].location))
                }
                for s in rules[r].sources.indices where rules[r].sources[s].edition == nil {
                    let declared = withDeclaredEdition(rules[r].sources[s])
                    if declared != rules[r].sources[s] { found.ruleSourceEditions.append((r, s, declared)) }
                }
            }
        }
        if !component.related.isEmpty {
            found.related = component.related.map { link in
                let resolved = resolve(link, from: component.file)
                // A page's Related list naming the page itself (a HIG page that shares our
                // page's name) stays an outside link rather than a link to itself.
                return resolved.componentID == component.id ? Component.RelatedLink(title: resolved.title, url: resolved.url) : resolved
            }
        }
        for s in component.sources.indices where component.sources[s].edition == nil {
            found.sourceEditions.append((s, withDeclaredEdition(component.sources[s])))
        }
        return found
    }

    /// Below this many pages (a preview, a small catalog) the checks stay on one core: handing
    /// the work over costs more than it saves.
    static let parallelFrom = 256

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
    /// was left out; if so, it is counted for that page's note instead of reported: as a
    /// warning for a link (`link.broken`), as an error for any other reference.
    mutating func holdsBack(rule id: String, fromLink: Bool) -> Bool {
        guard let page = unread.first(where: { $0.mayHold(rule: id, isComponent: { componentIndex[String($0)] != nil }) }) else { return false }
        if fromLink { heldBackLinks[page.location.file, default: .init()].warnings += 1 } else { heldBackLinks[page.location.file, default: .init()].errors += 1 }
        return true
    }

    mutating func unknownRule(_ id: String, at location: SourceLocation, usedBy owner: String) {
        guard !holdsBack(rule: id, fromLink: false) else { return }
        let nearest = closestRuleIDs().closest(to: id)
        diagnostics.append(.error(
            "rule.unknown-reference", "\(owner) refers to rule '\(id)', which does not exist", at: location,
            explanation: nearest.isEmpty ? "no rule id is close to it" : "nearest rule ids: \(nearest.joined(separator: ", "))",
            fix: nearest.first.map { "use the full id, such as '\($0)'" } ?? "use a full rule id `component.section.slug`, or `section.slug` on the same page"))
    }

    /// Why a link lands nowhere.
    enum LinkProblem {
        /// `rule:` names a rule no page has.
        case unknownRule(String)
        /// No page is at the path, nor has the name, the link gives; `resolved` is the path from
        /// the linking page (nil: out of the content folder).
        case unknownPage(written: String, resolved: String?)
        /// The page is there, without a rule or section by that name.
        case unknownTarget(written: String, component: Int, componentID: String, fragment: String)
    }

    /// Why `link` lands nowhere; nil when it lands (`other.md`, `other.md#rule-id` and
    /// `rule:component.section.slug` must land somewhere). Changes nothing, so links are looked
    /// up on every core at once.
    func problem(with link: PageLink, from file: String) -> LinkProblem? {
        let target = LinkTarget(link.destination)
        switch target {
        case .rule(let id):
            return ruleIDs.contains(id) ? nil : .unknownRule(id)
        case .page(let path, let fragment, let fromRoot):
            guard let componentID = pages.componentID(for: target, from: file) else {
                return .unknownPage(written: path, resolved: fromRoot ? String(path.drop { $0 == "/" }) : LinkTarget.resolve(path, from: file))
            }
            guard let fragment, let index = componentIndex[componentID] else { return nil }
            return hasAnchor(fragment, component: index, componentID: componentID)
                ? nil : .unknownTarget(written: Self.beforeFragment(link.destination), component: index, componentID: componentID, fragment: fragment)
        case .site, .other:
            return nil
        }
    }

    /// Whether a page has a rule or section that `fragment` names: a rule id, whole or without
    /// the page's id (`best-practices.slug`) or as its slug alone; a section id; or a heading's
    /// anchor as a site writes it (`#Best-practices`, `#iOS-iPadOS`).
    func hasAnchor(_ fragment: String, component index: Int, componentID: String) -> Bool {
        let qualified = componentID + "." + fragment, suffix = "." + fragment
        // The page's rules read in place: `contains` on the array copied each rule, field by
        // field, for every link (and a page with thousands of rules has thousands of links).
        let rule = components[index].rules.withUnsafeBufferPointer { rules in
            rules.indices.contains { rules[$0].id == fragment || rules[$0].id == qualified || rules[$0].id.hasSuffix(suffix) }
        }
        if rule || components[index].sections.contains(where: { $0.id == fragment }) { return true }
        let slug = Slug.make(fragment)
        return !slug.isEmpty && components[index].sections.contains { $0.id == slug }
    }

    /// Reports a link that lands nowhere, unless it may land on a page that was left out.
    mutating func report(_ problem: LinkProblem, with link: PageLink, from file: String) {
        switch problem {
        case .unknownRule(let id):
            guard !holdsBack(rule: id, fromLink: true) else { return }
            let nearest = closestRuleIDs().closest(to: id)
            broken(link, "rule '\(id)' does not exist", fix: nearest.first.map { "link to `rule:\($0)`" } ?? "link to an existing rule id")
        case .unknownPage(let written, let path):
            let name = PageIndex.nameKey(of: written)
            // A page left out may be the one the link means, by its path or its name.
            if let leftOut = unread.first(where: { $0.isLeftOut && ($0.location.file == path || PageIndex.nameKey(of: $0.location.file) == name) }) {
                heldBackLinks[leftOut.location.file, default: .init()].warnings += 1
                return
            }
            let shared = pages.filesNamed(like: written).filter { $0 != file }
            if !shared.isEmpty {
                let paths = shared.map { "`\(LinkTarget.written(LinkTarget.relativePath(to: $0, from: file)))`" }
                broken(link, "\(shared.count) pages are named '\(written.split(onASCII: "/").last ?? "")'",
                       explanation: "a link by file name alone lands only when one page has that name",
                       fix: "link to one of them by its path: \(paths.joined(separator: ", "))")
                return
            }
            let nearest = nearestFiles(to: written, excluding: file)
            broken(link, "page '\(written)' does not exist",
                   explanation: nearest.count > 1 ? "nearest pages: \(nearest.map { LinkTarget.relativePath(to: $0, from: file) }.joined(separator: ", "))" : nil,
                   fix: nearest.first.map { "link to `\(LinkTarget.written(LinkTarget.relativePath(to: $0, from: file)))`, or add the page" }
                       ?? "add the page or correct the path")
        case .unknownTarget(let written, let index, let componentID, let fragment):
            let nearest = closestRuleIDs(of: index).closest(to: "\(componentID).\(fragment)")
            broken(link, "'\(written)' has no rule or section '\(fragment)'",
                   fix: nearest.first.map { "link to '\(written)#\($0)'" } ?? "link to one of the page's rule ids")
        }
    }

    /// The pages whose names are closest to `written`'s, never the linking page itself, by path.
    mutating func nearestFiles(to written: String, excluding file: String) -> [String] {
        if suggestions.files == nil {
            var byName: [String: [String]] = [:]
            for path in componentByFile.keys { byName[PageIndex.nameKey(of: path), default: []].append(path) }
            suggestions.files = ClosestIDs(byName.keys)
            suggestions.filesByName = byName.mapValues { $0.sorted() }
        }
        // One more than needed: the linking page may be among them.
        let names = suggestions.files!.closest(to: PageIndex.nameKey(of: written), limit: 4)
        return Array(names.flatMap { suggestions.filesByName[$0] ?? [] }.filter { $0 != file }.prefix(3))
    }

    /// A broken link is a warning: its text is kept, marked, without the link, and the site is
    /// built (`--strict` makes it an error).
    mutating func broken(_ link: PageLink, _ what: String, explanation: String? = nil, fix: String) {
        diagnostics.append(.warning("link.broken", "broken link `\(link.destination)`: \(what)", at: link.location,
                                    explanation: explanation, fix: fix))
    }

    /// Fills in the component a related link points at, when it is in the catalog.
    func resolve(_ link: Component.RelatedLink, from file: String) -> Component.RelatedLink {
        guard let url = link.url else { return link }
        var resolved = link
        if PageLink.isInternal(url) {
            resolved.componentID = pages.componentID(for: LinkTarget(url), from: file)
        } else if url.contains("human-interface-guidelines") {
            let path = url.split(onASCII: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(onASCII: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let last = path.split(onASCII: "/").last.map { Slug.make(String($0)) } ?? ""
            resolved.componentID = componentIndex[last] == nil ? nil : last
        }
        return resolved
    }

    /// `url` up to its first `#`.
    static func beforeFragment(_ url: String) -> String {
        String(url.split(onASCII: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// A relative path resolved against the linking page's folder; nil when it climbs out of
    /// the content folder.
    static func resolve(_ relative: String, from file: String) -> String? {
        LinkTarget.resolve(relative, from: file)
    }
}
