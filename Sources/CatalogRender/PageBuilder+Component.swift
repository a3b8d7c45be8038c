import CatalogModel

extension PageBuilder {
    /// `components/<id>.html`: abstract, overview, rules grouped General then per platform, examples, resources.
    /// Also returns every rule's view by its position in `component.rules` (a repeated id gets
    /// the first such rule's view), so its one-line link can be rendered once for all other pages.
    func componentPage(_ component: Component) -> (page: Page, rules: [RuleView?]) {
        let path = "components/" + component.id + ".html"
        // A page written in another language than the site's and shown as it is (a Korean page
        // with no English source) is that language's page: `<html lang>` and the interface
        // strings follow it. A language's site shows the others' untranslated pages marked.
        let shownIn = options.pathPrefix.isEmpty && component.language != (options.language ?? "en") ? component.language : nil
        var rules: [RuleView?] = []
        let view = componentView(component, root: root(for: path), ruleViews: &rules)
        return (Page(template: "component", path: path,
                     model: ComponentPage(chrome: chrome(title: component.title, path: path, current: nil, language: shownIn), component: view)), rules)
    }

    /// What the home page shows of a component: the view without its rules, which a card never lists.
    func componentCard(_ c: Component) -> ComponentView {
        var stripped = c
        stripped.rules = []
        stripped.sections = []
        var unused: [RuleView?] = []
        return componentView(stripped, root: "", ruleViews: &unused, ruleCount: c.rules.count)
    }

    func componentView(_ c: Component, root: String, ruleViews: inout [RuleView?], ruleCount: Int? = nil) -> ComponentView {
        let text = rich(root: root, file: c.file)
        // Positions, not copies: a rule is a large value and a page may hold hundreds. A repeated
        // id (an error reported at ingest) stands for its first rule throughout. Rules are read
        // through a buffer pointer: reading a field of `c.rules[i]` copied the whole rule first,
        // a retain and a release per field.
        let positions = RulePositions(c.rules)
        ruleViews = Array(repeating: nil, count: c.rules.count)
        var context = ruleViewContext(for: c, root: root)
        func views(_ indices: [Int]) -> [RuleView] {
            c.rules.withUnsafeBufferPointer { rules in
                indices.map { i in
                    let view = ruleView(rules.baseAddress! + i, root: root, samePage: true, context: &context)
                    ruleViews[i] = view
                    return view
                }
            }
        }
        var placed = [Bool](repeating: false, count: c.rules.count)
        var general: [SectionView] = []
        var platformSections: [SectionView] = []
        for section in c.sections {
            let indices = section.ruleIDs.compactMap { positions.first(of: $0) }
            for i in indices { placed[i] = true }
            let view = SectionView(
                id: section.id, anchor: "section-" + section.id, title: section.title,
                proseHTML: text.blocks(section.prose), rules: views(indices), platformsText: platformList(section.platforms),
                titleLanguage: section.titleFallbackLanguage, proseLanguage: section.proseFallbackLanguage)
            if section.platforms.isEmpty { general.append(view) } else { platformSections.append(view) }
        }
        // Rules no section claims still belong on the page: general ones first, then by platform
        // (each group titled by the platforms of its first rule).
        var looseGeneral: [Int] = []
        var looseScoped: [String: (platforms: [String], indices: [Int])] = [:]
        c.rules.withUnsafeBufferPointer { rules in
            for i in rules.indices {
                let first = positions.first[i]
                guard !placed[first] else { continue }
                if rules[i].platforms.isEmpty {
                    looseGeneral.append(first)
                } else {
                    looseScoped[rules[i].platforms.sorted().joined(separator: "-"), default: (rules[i].platforms, [])].indices.append(first)
                }
            }
        }
        if !looseGeneral.isEmpty {
            general.append(SectionView(id: "general", anchor: "section-general", title: label("general", "General"), proseHTML: "",
                                       rules: views(looseGeneral), platformsText: label("allPlatforms", "All platforms")))
        }
        for key in looseScoped.keys.sorted() {
            let group = looseScoped[key]!
            platformSections.append(SectionView(
                id: key, anchor: "section-" + key, title: platformList(group.platforms), proseHTML: "",
                rules: views(group.indices), platformsText: platformList(group.platforms)))
        }
        for i in ruleViews.indices where ruleViews[i] == nil { ruleViews[i] = ruleViews[positions.first[i]] }

        let counts = exampleCounts(ofComponent: c.id)
        return ComponentView(
            id: c.id, title: c.title, kind: c.kind.rawValue,
            href: LinkResolver.componentHref(c.id, root: root),
            abstractHTML: text.inline(c.abstract), abstract: c.abstract.plainText,
            overviewHTML: text.blocks(c.overview), hasOverview: !c.overview.isEmpty,
            general: general, platformSections: platformSections,
            statements: platforms.map { statement(for: c, on: $0, root: root) },
            related: c.related.enumerated().map { i, link in
                RelatedLink(title: link.title,
                            href: link.componentID.map { LinkResolver.componentHref($0, root: root) }
                                ?? link.url.flatMap { links.href(for: $0, fromFile: c.file, root: root) },
                            lang: c.untranslated?.relatedLinks.contains(i) == true ? c.untranslated?.language : nil)
            },
            apis: c.apis.map { APIView(name: $0.name, framework: $0.framework, href: $0.url.flatMap(HTML.externalDestination)) },
            changeLog: c.changeLog.enumerated().map { i, entry in
                ChangeView(date: entry.date, text: entry.text,
                           lang: c.untranslated?.changeLogEntries.contains(i) == true ? c.untranslated?.language : nil)
            },
            sources: c.sources.map { sourceRef($0, root: root) },
            ruleCount: ruleCount ?? c.rules.count, exampleCount: counts.examples, failedCount: counts.failed,
            presentations: c.presentations,
            untranslatedLanguage: c.untranslated?.wholePage == true ? c.untranslated?.language : nil,
            titleLanguage: c.untranslated?.title == true ? c.untranslated?.language : nil,
            abstractLanguage: c.untranslated?.abstract == true ? c.untranslated?.language : nil,
            overviewLanguage: c.untranslated?.overview == true ? c.untranslated?.language : nil)
    }

    /// What the page says about one platform, as a fact a reader can scan.
    func statement(for c: Component, on platform: Platform, root: String) -> StatementView {
        if let names = coveredNames(c, notCovering: platform) {
            return StatementView(platform: platformRef(platform.id, root: root), status: "not-covered", label: label("notCovered", "Not covered"),
                                 detail: label("statementNotCovered", "This page covers only ") + names + ".")
        }
        return statement(status: c.platformStatus[platform.id], rules: c.rules, on: platform, root: root)
    }

    /// `statement(for:on:root:)` from the two parts of the component it reads: a platform page
    /// passes them from the catalog's array, where passing the component copied it whole.
    func statement(status: PlatformStatus?, rules: [Rule], on platform: Platform, root: String) -> StatementView {
        let ref = platformRef(platform.id, root: root)
        switch status {
        case .unsupported?:
            return StatementView(platform: ref, status: "unsupported", label: label("notSupported", "Not supported"), detail: nil)
        case .noAdditionalConsiderations?:
            return StatementView(platform: ref, status: "no-additional-considerations",
                                 label: label("noAdditionalConsiderations", "No additional considerations"),
                                 detail: label("statementGeneralAsTheyAre", "The general rules apply as they are."))
        case nil:
            let specific = rules.withUnsafeBufferPointer { rules in rules.indices.count { rules[$0].platforms.contains(platform.id) } }
            if specific > 0 {
                return StatementView(platform: ref, status: "specific", label: label("statementSpecific", "Platform-specific guidance"),
                                     detail: specific == 1 ? label("statementOneRule", "1 rule for this platform")
                                         : "\(specific)" + label("statementRules", " rules for this platform"))
            }
            return StatementView(platform: ref, status: "general", label: label("statementGeneral", "General rules apply"),
                                 detail: label("statementNoStatement", "The page makes no statement about this platform."))
        }
    }
}

/// Where each rule id of a component first appears among its rules: a repeated id (an error
/// reported at ingest) stands for its first rule throughout a page.
///
/// A page's few rules are compared in place. Hashing every long id three times a rule for a
/// dictionary cost more than comparing them, and a section's ids are the very strings its rules
/// hold, which compare equal at once. Past `linearLimit` rules a dictionary keeps it linear.
struct RulePositions {
    static let linearLimit = 32

    /// For each rule, the position of the first rule with its id.
    let first: [Int]
    private let rules: [Rule]
    private let byID: [String: Int]?

    init(_ rules: [Rule]) {
        self.rules = rules
        if rules.count <= Self.linearLimit {
            byID = nil
            // By position, the id read where the rule lies: a closure given each rule would get
            // a copy of it, a retain per field.
            first = rules.withUnsafeBufferPointer { rules in
                rules.indices.map { i in
                    var j = 0
                    while rules[j].id != rules[i].id { j += 1 }
                    return j
                }
            }
        } else {
            let byID = rules.withUnsafeBufferPointer { rules in
                Dictionary(rules.indices.map { (rules[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
            }
            self.byID = byID
            first = rules.withUnsafeBufferPointer { rules in rules.indices.map { byID[rules[$0].id] ?? $0 } }
        }
    }

    /// The position of the first rule with `id`; nil when no rule has it.
    func first(of id: String) -> Int? {
        if let byID { return byID[id] }
        return rules.withUnsafeBufferPointer { rules in
            for j in rules.indices where rules[j].id == id { return j }
            return nil
        }
    }
}
