import CatalogModel
import TemplateKit

extension PageBuilder {
    /// `index.html`: what the catalog holds, its verification state, and the search box.
    func home() -> Page {
        let shared = ComponentCardView.Builder(self)
        let cards = catalog.components.indices.map { n in
            let counts = exampleCounts(ofComponent: catalog.components[n].id)
            return ComponentCardView(component: n, builder: shared, exampleCount: counts.examples, failedCount: counts.failed)
        }
        let components = cards.filter { !$0.isGuide }, guides = cards.filter(\.isGuide)
        // The same cards in parts of 200, one grid each: one grid of 10,000 cards took 0.8 s
        // to open, since the browser lays out every item of a grid; in parts, 0.2 s.
        func groups(_ cards: [ComponentCardView]) -> [CardGroup] {
            Self.parts(of: cards.count).map { CardGroup(cards: Array(cards[$0])) }
        }
        return Page(template: "index", path: "index.html", model: HomePage(
            chrome: chrome(title: options.siteTitle, path: "index.html", current: "home"),
            components: components, guides: guides,
            componentGroups: groups(components), componentsAreSplit: components.count > Self.partSize,
            guideGroups: groups(guides), guidesAreSplit: guides.count > Self.partSize,
            platforms: platforms.map { platformRef($0.id, root: "") },
            state: stateSummary(),
            strengths: RuleStrength.allCases.map { StrengthView(id: $0.rawValue, label: strengthLabel($0)) }))
    }

    /// `sources.html`: every source grouped by work, and every disagreement with its positions side by side.
    func sources() -> Page {
        var ruleCounts: [String: Int] = [:]
        // By position (`for rule in` copies every rule), and a rule that cites two editions of
        // one source counts once for it.
        for c in catalog.components.indices {
            for r in catalog.components[c].rules.indices {
                let cited = catalog.components[c].rules[r].sources
                for (n, reference) in cited.enumerated() where !cited[..<n].contains(where: { $0.sourceID == reference.sourceID }) {
                    ruleCounts[reference.sourceID, default: 0] += 1
                }
            }
        }
        let works = Dictionary(grouping: catalog.sources, by: \.work)
        let workViews = works.keys.sorted().map { work -> SourceWorkView in
            // Dated editions first, newest first; labels such as "earlier edition" after them.
            func dated(_ s: Source) -> Bool { s.edition?.first?.isNumber == true }
            let editions = works[work]!.sorted {
                dated($0) != dated($1) ? dated($0) : ($0.edition ?? "", $0.id) > ($1.edition ?? "", $1.id)
            }
            return SourceWorkView(work: work, editions: editions.map { s in
                SourceEditionView(id: s.id, anchor: "source-" + s.id, title: s.title, ruleCount: ruleCounts[s.id] ?? 0,
                                  edition: s.edition, publisher: s.publisher, note: s.note,
                                  href: s.url.flatMap(HTML.externalDestination))
            })
        }
        let disagreements = catalog.disagreements.sorted { ($0.componentID, $0.id) < ($1.componentID, $1.id) }
        return Page(template: "sources", path: "sources.html", model: SourcesPage(
            chrome: chrome(title: "Sources", path: "sources.html", current: "sources"),
            works: workViews,
            disagreements: disagreements.map { d in
                DisagreementView(
                    id: d.id, anchor: "disagreement-" + d.componentID + "-" + d.id, topic: d.topic,
                    componentTitle: title(ofComponent: d.componentID),
                    componentHref: LinkResolver.componentHref(d.componentID, root: ""),
                    rules: d.ruleIDs.map { RuleRef(id: $0, href: links.ruleHref($0, root: ""), lead: leadText(ofRule: $0) ?? $0) },
                    positions: d.positions.map { PositionView(says: $0.says, source: sourceRef(SourceReference(sourceID: $0.sourceID), root: "")) })
            }))
    }

    /// Entries the verification page lists in full, of examples and of rules without one.
    /// Past it, a list gives way to what a reader needs: at 10,000 pages the two lists were
    /// 45 of the page's 48 MB, and it took 7 s to open.
    static let verificationListLimit = 2_000

    /// `verification.html`: every example with its status and rules (past the limit, those that
    /// did not pass), the rules without one, and coverage tables.
    /// - Parameter listLimit: the site's limit; tests pass a small one.
    func verification(listLimit: Int = Self.verificationListLimit) -> Page {
        // The model's coverage, which `sheetcat check` prints too: the page and the CLI agree.
        let coverage = catalog.coverage
        func row(_ title: String, _ href: String, _ t: Catalog.CoverageTally) -> CoverageRow {
            CoverageRow(title: title, href: href, rules: t.total, covered: t.covered, passing: t.passing, percent: t.percent)
        }
        // Both lists come in catalog order, the order the page shows them in.
        let componentRows = coverage.components.map {
            row($0.title, LinkResolver.componentHref($0.componentID, root: ""), $0.behavioural)
        }
        // The same rows as the components-by-platform matrix comes: one table per 200
        // components, which the browser can skip while off screen. One table of 10,000 rows
        // took a second to lay out, in parts 0.15 s.
        let coverageParts = Self.parts(of: componentRows.count)
        let coverageGroups = coverageParts.map { part in
            let caption = coverageParts.count == 1
                ? "By component" : "By component, \(part.lowerBound + 1) to \(part.upperBound) of \(componentRows.count)"
            return CoverageGroup(caption: caption, rows: Array(componentRows[part]))
        }
        // The two long lists are made entry by entry as the template walks them, not held at
        // once: up to the limit each, they are still thousands of views.
        let examples = catalog.examples
        let order = examples.indices.sorted { (examples[$0].componentID, examples[$0].id) < (examples[$1].componentID, examples[$1].id) }
        let builder = self
        // Past the limit the page lists the examples that did not pass, the ones a reader
        // comes here for. A passing one is on its component page already, under its first
        // rule, unless it names no rule the catalog has: then this page is its only place.
        let listsEveryExample = order.count <= listLimit
        let listed = listsEveryExample ? order : order.filter {
            result(ofExample: examples[$0].id)?.status != .passed || componentPageHref(of: examples[$0], root: "") == nil
        }
        let exampleViews = TemplateValue.sequence(TemplateSequence(count: listed.count) {
            TemplateValue(builder.exampleView(examples[listed[$0]], root: "", inVerification: true))
        })
        // Past the limit, a count: the coverage table counts them by component, each
        // component page marks them, and `sheetcat check --format json` lists them all.
        let untestedCount = coverage.components.reduce(0) { $0 + $1.uncoveredRuleIDs.count }
        let listsUntestedRules = untestedCount <= listLimit
        // Up to the limit, the rules coverage found no example for, in page order, by position;
        // rules read in place, since filtering copies of them copied most of the catalog's rules.
        var untested: [(component: Int, rule: Int)] = []
        for c in catalog.components.indices where listsUntestedRules {
            let missing = coverage.components[c].uncoveredRuleIDs
            var next = 0
            catalog.components[c].rules.withUnsafeBufferPointer { rules in
                for i in rules.indices where next < missing.count && !rules[i].isTaste && rules[i].id == missing[next] {
                    untested.append((c, i))
                    next += 1
                }
            }
        }
        let untestedRules = untested
        let components = catalog.components
        let ruleRef: @Sendable (Int) -> TemplateValue = { n in
            let (c, i) = untestedRules[n]
            return components[c].rules.withUnsafeBufferPointer { rules in
                TemplateValue(RuleRef(id: rules[i].id, href: builder.links.ruleHref(rules[i].id, root: ""), lead: rules[i].leadText))
            }
        }
        // The same rules under a heading per component, so a reader can find a page's rules,
        // and the stylesheet lets the browser skip the groups off screen.
        var groups: [Range<Int>] = []
        for n in untestedRules.indices where n + 1 == untestedRules.count || untestedRules[n + 1].component != untestedRules[n].component {
            groups.append((groups.last?.upperBound ?? 0)..<(n + 1))
        }
        let untestedGroups = groups
        let byComponent = TemplateValue.sequence(TemplateSequence(count: untestedGroups.count) { g in
            let range = untestedGroups[g]
            let component = components[untestedRules[range.lowerBound].component]
            return TemplateValue(UntestedGroup(
                title: component.title, href: LinkResolver.componentHref(component.id, root: ""),
                anchor: "untested-" + component.id, count: range.count,
                rules: .sequence(TemplateSequence(count: range.count) { ruleRef(range.lowerBound + $0) })))
        })
        return Page(template: "verification", path: "verification.html", model: VerificationPage(
            chrome: chrome(title: "Verification", path: "verification.html", current: "verification"),
            componentCoverage: componentRows, componentCoverageGroups: coverageGroups,
            platformCoverage: coverage.platforms.map {
                row($0.platformName, LinkResolver.platformHref($0.platformID, root: ""), $0.behavioural)
            },
            totalCoverage: row("All components", "", coverage.behavioural),
            examples: exampleViews, listsEveryExample: listsEveryExample,
            unlistedExampleCount: order.count - listed.count, listLimit: listLimit,
            failedExamples: order.filter { result(ofExample: examples[$0].id)?.status == .failed }.map {
                exampleView(examples[$0], root: "", inVerification: true)
            },
            hasExamples: !order.isEmpty, state: stateSummary(),
            untestedCount: untestedCount, listsUntestedRules: listsUntestedRules,
            untestedRules: .sequence(TemplateSequence(count: untestedRules.count, item: ruleRef)),
            untestedByComponent: byComponent))
    }

    /// `404.html`: served for any missing path, so its links use the base URL when there is one
    /// (and, for a language's 404 page, its folder).
    func notFound() -> Page {
        let root = Self.root(ofPage: "404.html", baseURL: options.pagesBaseURL)
        return Page(template: "404", path: "404.html", model: NotFoundPage(
            chrome: chrome(title: label("notFound", "Page not found"), path: "404.html", current: nil),
            components: catalog.components.map { PageLink(title: $0.title, href: LinkResolver.componentHref($0.id, root: root)) }))
    }

    /// `platforms/<id>.html`: the rules only for this platform as one-line links, a count and link
    /// per component for the general rules (listing them all again on every platform page made
    /// each page as big as the whole catalog), and how each presentation behaves. The links come
    /// from `fragments`, rendered once per rule.
    /// - Parameter fragments: by component position, as `SiteRenderer` lines them up.
    func platformPage(_ platform: Platform, fragments: [ComponentFragments?]) -> Page {
        let path = "platforms/" + platform.id + ".html"
        let root = root(for: path)
        var groups: [PlatformGroupView] = []
        let generalLabel = CountedPhrase(one: label("generalRuleCount.one", "1 general rule"), other: label("generalRuleCount", "{n} general rules"))
        var unsupported: [PageLink] = [], notCovered: [PageLink] = []
        var ruleCount = 0
        // Components and rules read in place, not copied: this runs for every component on
        // every platform page, while the other core walks the same components for its own page.
        // Through a buffer pointer, so that passing `components[n]` on borrows it.
        catalog.components.withUnsafeBufferPointer { components in
            for n in components.indices {
                let id = components[n].id
                if components[n].platformStatus[platform.id] == .unsupported {
                    unsupported.append(PageLink(title: components[n].title, href: LinkResolver.componentHref(id, root: root)))
                    continue
                }
                if coveredNames(components[n], notCovering: platform) != nil {
                    notCovered.append(PageLink(title: components[n].title, href: LinkResolver.componentHref(id, root: root)))
                    continue
                }
                let rules = components[n].rules
                let generalCount = rules.indices.count { rules[$0].platforms.isEmpty }
                let specific = rules.indices.filter { rules[$0].platforms.contains(platform.id) }
                if generalCount == 0 && specific.isEmpty { continue }
                ruleCount += generalCount + specific.count
                let links = fragments.indices.contains(n) ? fragments[n] : nil
                groups.append(PlatformGroupView(
                    title: components[n].title, id: id, href: LinkResolver.componentHref(id, root: root),
                    statement: statement(status: components[n].platformStatus[platform.id], rules: components[n].rules,
                                         on: platform, root: root),
                    specificHTML: ComponentFragments.links(links, at: specific, naming: platform.id), specificCount: specific.count,
                    generalHTML: links?.generalLinks ?? "", generalCount: generalCount,
                    generalLabel: generalLabel.text(generalCount) ?? ""))
            }
        }
        return Page(template: "platform", path: path, model: PlatformPage(
            chrome: chrome(title: platform.name, path: path, current: nil),
            platform: platformRef(platform.id, root: root),
            components: groups, unsupported: unsupported, notCovered: notCovered, ruleCount: ruleCount,
            behaviors: behaviors(on: platform, root: root),
            pairs: pairs(root: root).filter { $0.a.id == platform.id || $0.b.id == platform.id }))
    }
}
