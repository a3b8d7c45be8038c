import CatalogModel

/// The catalog while it is being put together, with indexes for the cross-page checks.
///
/// Package-visible with what it takes to check one page again against the indexes of a
/// finished assembly, and put it in place (`CatalogAssembler.PageByPage.indexes`).
package struct Assembly: Sendable {
    package var components: [Component] = []
    var platforms: [Platform] = Platform.base
    package var sources: [Source] = []
    var disagreements: [Disagreement] = []
    var examples: [SpecExample] = []
    package var diagnostics: [Diagnostic] = []

    package var componentIndex: [String: Int] = [:]
    package var componentByFile: [String: String] = [:]
    /// Where links land (by path, by file name, by site path), made once every page is in.
    var pages = PageIndex()
    package var sourceIndex: [String: Int] = [:]
    var sourceLocations: [String: SourceLocation] = [:]
    var exampleIDs: Set<String> = []
    /// Every rule id in the catalog: for the checks of rule references here, and for the spec
    /// runner's check of the rules examples name (made here, while other cores still ingest,
    /// instead of after ingest on one core).
    package var ruleIDs: Set<String> = []
    /// Where each rule is, made only when a duplicate id needs the first one's place: a
    /// second table of every id, kept for the rare error, cost as much as the set.
    var ruleLocationIndex: [String: SourceLocation]?
    /// The links each added page makes, checked once every page is in (`checkReferences`).
    package var pageLinks: [(file: String, links: [PageLink])] = []
    /// What "did you mean" suggestions are made from, made the first time a reference is
    /// broken; to be let go whenever the ids they come from change.
    package var suggestions = Suggestions()
    /// Pages left out, or whose front matter could not be read, in the order added.
    package var unread: [HeldBack.Unread] = []
    /// References to undeclared sources not reported because of `unread`.
    var heldBackSources = 0
    var heldBackSourceIDs: Set<String> = []
    /// Links to each page left out, not reported as broken, by the page's path.
    /// Per page left out, the broken-link warnings and the errors (rule references) held back.
    var heldBackLinks: [String: HeldBack.Count] = [:]
    /// Per-language files (`sheets.ko.md`), attached to their pages once every page is in.
    var pendingTranslations: [PageIngestResult] = []
    /// The per-language files attached to each page, by the page's id, so that a page put in
    /// place again can take them again.
    package var attachedTranslations: [String: [PageIngestResult]] = [:]
    /// Whether some reference was not reported because of a page left out.
    package var holdsBackAny: Bool { heldBackSources > 0 || !heldBackLinks.isEmpty }

    package struct Suggestions: Sendable {
        package init() {}
        var rules: ClosestIDs?
        var sources: ClosestIDs?
        /// The slugs of the pages' file names, and the files that have each.
        var files: ClosestIDs?
        var filesByName: [String: [String]] = [:]
        var byComponent: [Int: ClosestIDs] = [:]
    }

    /// Sizes the indexes up front: growing a dictionary of every rule id rehashes all of them.
    mutating func reserve(pages: Int, rules: Int, examples: Int) {
        components.reserveCapacity(pages)
        componentIndex.reserveCapacity(pages)
        componentByFile.reserveCapacity(pages)
        exampleIDs.reserveCapacity(examples)
        ruleIDs.reserveCapacity(rules)
        self.examples.reserveCapacity(examples)
    }

    mutating func add(_ page: PageIngestResult) {
        if page.translation != nil, page.component != nil {
            pendingTranslations.append(page)
            return
        }
        if let unread = page.unread { self.unread.append(unread) }
        guard var component = page.component else { return }
        if let existing = componentIndex[component.id] {
            let at = page.idLocation ?? component.location
            diagnostics.append(.error(
                "component.duplicate-id", "page id '\(component.id)' is already used by \(components[existing].file)",
                at: at,
                explanation: "each page is one component; the second page with an id is left out",
                fix: "give one of the pages another `id:` in its front matter, or rename the file"))
            unread.append(HeldBack.Unread(location: at, kind: .duplicate(id: component.id),
                                          sources: Set(page.sources.map(\.id)), ruleIDs: Set(component.rules.map(\.id))))
            return
        }
        // Rebuilding the rule list copies every rule; only a page with a duplicate id needs it.
        // Each id is hashed once on the way: inserted if new; at the first taken one the
        // page's insertions are taken back and the slow path below reports the duplicates.
        var inserted = 0
        var clash = false
        // Through a buffer pointer: `for rule in`, and even `component.rules[r].id`, copied
        // every rule of the catalog (a retain and a release per field) on each preview rebuild.
        component.rules.withUnsafeBufferPointer { rules in
            for r in rules.indices {
                guard ruleIDs.insert(rules[r].id).inserted else {
                    clash = true
                    break
                }
                inserted += 1
            }
        }
        guard clash else {
            addChecked(component, from: page)
            return
        }
        for rule in component.rules[..<inserted] { ruleIDs.remove(rule.id) }
        var locations = ruleLocations()
        component.rules = component.rules.filter { rule in
            if let first = locations[rule.id] {
                diagnostics.append(.error(
                    "rule.duplicate-id", "rule id '\(rule.id)' is already used at \(first.description)",
                    at: rule.location,
                    explanation: "an id written with `{#id}` is another rule's id in the same section (ids made from leads are given a suffix instead: `rule.id-suffixed`); the second is left out",
                    fix: "give one of them another id with `{#other-id}` at the end of its paragraph"))
                return false
            }
            locations[rule.id] = rule.location
            ruleIDs.insert(rule.id)
            return true
        }
        let kept = Set(component.rules.map(\.id))
        for index in component.sections.indices {
            var seen = Set<String>()
            component.sections[index].ruleIDs = component.sections[index].ruleIDs.filter { kept.contains($0) && seen.insert($0).inserted }
        }
        addChecked(component, from: page)
    }

    /// Where each rule added so far is: made from the components at the first duplicate id,
    /// then kept up to date by `addChecked`.
    mutating func ruleLocations() -> [String: SourceLocation] {
        if let ruleLocationIndex { return ruleLocationIndex }
        var index: [String: SourceLocation] = [:]
        for c in components.indices {
            for r in components[c].rules.indices where index[components[c].rules[r].id] == nil {
                index[components[c].rules[r].id] = components[c].rules[r].location
            }
        }
        ruleLocationIndex = index
        return index
    }

    /// The most platforms a catalog may have, the six base ones included. Every pair of platforms
    /// gets a comparison page, so the site grows with the square of this: 32 make 496 pages.
    static let maximumPlatforms = 32

    static func tooManyPlatforms(refused: Int, at location: SourceLocation) -> Diagnostic {
        .error("platform.too-many",
               "\(refused) more platform(s) would take the catalog past \(maximumPlatforms), the most it may have",
               at: location,
               explanation: "each pair of platforms gets a comparison page, so the site grows with the square of the platforms; nothing is built",
               fix: "declare only the platforms the guidance speaks about (\(maximumPlatforms - Platform.base.count) besides the six Apple ones)")
    }

    /// Adds a page whose rule ids are known to be unique, with its sources, examples and disagreements.
    private mutating func addChecked(_ component: Component, from page: PageIngestResult) {
        componentIndex[component.id] = components.count
        componentByFile[component.file] = component.id
        if ruleLocationIndex != nil {
            for r in component.rules.indices { ruleLocationIndex?[component.rules[r].id] = component.rules[r].location }
        }
        components.append(component)
        if !page.links.isEmpty { pageLinks.append((component.file, page.links)) }

        var refused = 0
        for platform in page.extraPlatforms where !platforms.contains(where: { $0.id == platform.id }) {
            guard platforms.count < Self.maximumPlatforms else {
                refused += 1
                continue
            }
            platforms.append(platform)
        }
        // A page that alone declares too many has said so at its `platforms:` line.
        if refused > 0 && !page.diagnostics.contains(where: { $0.id == "platform.too-many" }) {
            diagnostics.append(Self.tooManyPlatforms(refused: refused, at: component.location))
        }
        for source in page.sources {
            if let existing = sourceIndex[source.id] {
                if sources[existing] != source {
                    diagnostics.append(.error(
                        "source.conflict", "source '\(source.id)' is declared differently on another page",
                        at: component.location,
                        explanation: "first declared at \(sourceLocations[source.id]?.description ?? "another page"); the first declaration is kept",
                        fix: "declare the source once in full and refer to it elsewhere by its bare id"))
                }
                continue
            }
            sourceIndex[source.id] = sources.count
            sourceLocations[source.id] = component.location
            sources.append(source)
        }
        for example in page.examples {
            guard exampleIDs.insert(example.id).inserted else {
                diagnostics.append(.error(
                    "example.duplicate-id", "spec example id '\(example.id)' is used twice",
                    at: example.location,
                    explanation: "example ids come from their titles; two examples with one title collide",
                    fix: "give the example its own `title=\"…\"`"))
                continue
            }
            examples.append(example)
        }
        for disagreement in page.disagreements {
            if disagreements.contains(where: { $0.id == disagreement.id && $0.componentID == disagreement.componentID }) {
                diagnostics.append(.error(
                    "disagreement.duplicate-id", "disagreement id '\(disagreement.id)' is used twice on this page",
                    at: disagreement.location, fix: "give each disagreement its own `id:`"))
                continue
            }
            disagreements.append(disagreement)
        }
    }
}
