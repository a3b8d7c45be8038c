import CatalogModel

extension PageBuilder {
    /// `components/<id>.html`: abstract, overview, rules grouped General then per platform, examples, resources.
    func componentPage(_ component: Component) -> Page {
        let path = "components/" + component.id + ".html"
        var context = chrome(title: component.title, path: path, current: nil)
        context["component"] = componentView(component, root: root(for: path))
        return Page(template: "component", path: path, context: context)
    }

    /// What the home page shows of a component: the view without its rules, which a card never lists.
    func componentCard(_ c: Component) -> ComponentView {
        var stripped = c
        stripped.rules = []
        stripped.sections = []
        var view = componentView(stripped, root: "")
        view.ruleCount = c.rules.count
        return view
    }

    func componentView(_ c: Component, root: String) -> ComponentView {
        let text = rich(root: root, file: c.file)
        let rulesByID = Dictionary(c.rules.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var placed: Set<String> = []
        var general: [SectionView] = []
        var platformSections: [SectionView] = []
        for section in c.sections {
            let rules = section.ruleIDs.compactMap { rulesByID[$0] }
            placed.formUnion(rules.map(\.id))
            let view = SectionView(
                id: section.id, anchor: "section-" + section.id, title: section.title,
                proseHTML: text.blocks(section.prose), hasProse: !section.prose.isEmpty,
                rules: rules.map { ruleView($0, root: root, samePage: true) }, hasRules: !rules.isEmpty,
                platformsText: platformList(section.platforms))
            if section.platforms.isEmpty { general.append(view) } else { platformSections.append(view) }
        }
        // Rules no section claims still belong on the page: general ones first, then by platform.
        let loose = c.rules.filter { !placed.contains($0.id) }
        if !loose.filter(\.platforms.isEmpty).isEmpty {
            let rules = loose.filter(\.platforms.isEmpty)
            general.append(SectionView(id: "general", anchor: "section-general", title: "General", proseHTML: "", hasProse: false,
                                       rules: rules.map { ruleView($0, root: root, samePage: true) }, hasRules: true,
                                       platformsText: "All platforms"))
        }
        let scoped = Dictionary(grouping: loose.filter { !$0.platforms.isEmpty }, by: { $0.platforms.sorted().joined(separator: "-") })
        for key in scoped.keys.sorted() {
            let rules = scoped[key]!
            platformSections.append(SectionView(
                id: key, anchor: "section-" + key, title: platformList(rules[0].platforms), proseHTML: "", hasProse: false,
                rules: rules.map { ruleView($0, root: root, samePage: true) }, hasRules: true,
                platformsText: platformList(rules[0].platforms)))
        }

        let exampleIDs = Set(catalog.examples.filter { $0.componentID == c.id }.map(\.id))
        let failed = catalog.results.filter { exampleIDs.contains($0.exampleID) && $0.status == .failed }.count
        return ComponentView(
            id: c.id, title: c.title, kind: c.kind.rawValue, isGuide: c.kind == .guide,
            href: LinkResolver.componentHref(c.id, root: root),
            abstractHTML: text.inline(c.abstract), abstract: c.abstract.plainText,
            overviewHTML: text.blocks(c.overview), hasOverview: !c.overview.isEmpty,
            general: general, platformSections: platformSections, hasPlatformSections: !platformSections.isEmpty,
            statements: platforms.map { statement(for: c, on: $0, root: root) },
            related: c.related.map { link in
                let href = link.componentID.map { LinkResolver.componentHref($0, root: root) }
                    ?? link.url.flatMap { links.href(for: $0, fromFile: c.file, root: root) }
                return LinkView(title: link.title, href: href)
            },
            hasRelated: !c.related.isEmpty,
            apis: c.apis.map { APIView(name: $0.name, framework: $0.framework, href: $0.url.flatMap(HTML.externalDestination)) },
            hasAPIs: !c.apis.isEmpty,
            changeLog: c.changeLog.map { ChangeView(date: $0.date, text: $0.text) }, hasChangeLog: !c.changeLog.isEmpty,
            sources: c.sources.map { sourceRef($0, root: root) },
            ruleCount: c.rules.count, exampleCount: exampleIDs.count, failedCount: failed, hasFailures: failed > 0,
            allPassed: failed == 0 && !exampleIDs.isEmpty,
            presentations: c.presentations)
    }

    /// What the page says about one platform, as a fact a reader can scan.
    func statement(for c: Component, on platform: Platform, root: String) -> StatementView {
        let ref = platformRef(platform.id, root: root)
        let specific = c.rules.filter { $0.platforms.contains(platform.id) }.count
        switch c.platformStatus[platform.id] {
        case .unsupported?:
            return StatementView(platform: ref, status: "unsupported", label: "Not supported", unsupported: true,
                                 noAdditionalConsiderations: false, detail: nil)
        case .noAdditionalConsiderations?:
            return StatementView(platform: ref, status: "no-additional-considerations", label: "No additional considerations",
                                 unsupported: false, noAdditionalConsiderations: true,
                                 detail: "The general rules apply as they are.")
        case nil:
            if specific > 0 {
                return StatementView(platform: ref, status: "specific", label: "Platform-specific guidance", unsupported: false,
                                     noAdditionalConsiderations: false,
                                     detail: specific == 1 ? "1 rule for this platform" : "\(specific) rules for this platform")
            }
            return StatementView(platform: ref, status: "general", label: "General rules apply", unsupported: false,
                                 noAdditionalConsiderations: false, detail: "The page makes no statement about this platform.")
        }
    }
}
