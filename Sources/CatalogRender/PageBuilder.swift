import CatalogModel
import SheetBehavior
import TemplateKit
import Parallel

/// One page to render: which template, where it goes, and its model (one of the `PageModel`
/// structs of `PageModels/`), which the template renders against.
struct Page {
    var template: String
    var path: String
    var templateValue: TemplateValue

    init(template: String, path: String, model: some PageModel) {
        self.template = template
        self.path = path
        self.templateValue = model.templateValue
    }
}

/// Turns the catalog into page models. Holds lookups shared by all pages; immutable, so pages can
/// be built on every core at once.
package struct PageBuilder: Sendable {
    package let catalog: Catalog
    package let options: RenderOptions
    package let links: LinkResolver
    let platforms: [Platform]
    let resultsByExample: [String: ExampleResult]
    /// Example id → position in `catalog.examples`, made only for a builder that prepares a
    /// render before the examples run (``RenderPreparation``): the results come in the order of
    /// the examples, so the render then makes `resultsByExample` from this table without hashing
    /// an id (see `Reusable.lookupsWithFirstResults`).
    let examplePositions: [String: Int]?
    let examplesByRule: [String: [SpecExample]]
    /// Component id → position in `catalog.components`, so a page reads the fields it needs in
    /// place instead of copying the whole component out of a dictionary.
    let componentPositions: [String: Int]
    /// What every link to a source shows, made once per source rather than once per rule.
    let sourceLinks: [String: SourceLink]
    let examplesByComponent: [String: [SpecExample]]
    /// The core model's summary of every presentation on every platform it models, computed once:
    /// comparison cells ask for the same few dozen summaries thousands of times.
    let summaries: [PlatformKind: [Presentation: BehaviorSummary]]
    /// Every presentation name the pages use, read once: `Presentation.named` normalises the
    /// name on each call, and comparison cells asked it for every component on every platform.
    let presentationByName: [String: Presentation?]
    /// The core model's presentations the catalog talks about: those named in front matter, or
    /// all of them when no page names one.
    let presentations: [Presentation]
    /// The core model's verdict for each list of presentation names a page gives, on each
    /// platform it models, made once: a comparison cell asked for it per component and platform
    /// (twice, for the overview and the pair pages), copying every summary it read.
    private(set) var modelVerdicts: [[String]: [PlatformKind: ModelVerdict?]] = [:]
    /// This builder's id, and what differs from the builder it was made from, if any.
    package let lineage: Lineage
    /// Each language's interface strings, by language tag, in both forms (see `InterfaceStrings`).
    let interfaceTables: [String: InterfaceStrings]

    /// - Parameter previous: the builder of the last render, in a preview: the look-ups that
    ///   the edit left as they were are taken from it (see ``Reusable``) instead of made again
    ///   from every rule and example of the catalog. The builder is the same either way.
    init(catalog: Catalog, options: RenderOptions, reusing previous: PageBuilder? = nil, positioningExamples: Bool = false) {
        self.catalog = catalog
        self.options = options
        self.platforms = catalog.platforms.sorted()
        self.interfaceTables = options.strings.mapValues(InterfaceStrings.init)
        let reusable = previous.flatMap { Reusable($0, for: catalog, options: options) }
        // The rule index is the biggest of the lookups; it is built on the other core while
        // this one builds the example lookups (a preview rebuild waits for both).
        let (links, examples) = ParallelWork.both({ () -> (index: LinkResolver, kept: Bool) in
            if let kept = reusable?.links() { return (kept, true) }
            return (LinkResolver(catalog: catalog), false)
        }, {
            if let kept = reusable?.exampleLookups() {
                return (results: kept.results, byRule: kept.byRule, byComponent: kept.byComponent, kept: Optional(kept))
            }
            // Sized up front: grown an insert at a time, these rehashed every key again and again.
            let results = Self.resultsByExample(catalog.results)
            var byRule: [String: [SpecExample]] = [:]
            byRule.reserveCapacity(catalog.examples.count)
            // In id order. The assembler hands the examples over in that order already; sorting
            // them anyway made a copy of every example and let it go again, 50 ms of one core at
            // 10,000 pages while the other waited. Positions are sorted only when needed.
            catalog.examples.withUnsafeBufferPointer { examples in
                let inOrder = examples.indices.dropFirst().allSatisfy { examples[$0 - 1].id <= examples[$0].id }
                let order = inOrder ? Array(examples.indices) : examples.indices.sorted { examples[$0].id < examples[$1].id }
                for n in order {
                    for id in examples[n].ruleIDs { byRule[id, default: []].append(examples[n]) }
                }
            }
            return (results: results, byRule: byRule, byComponent: Dictionary(grouping: catalog.examples, by: \.componentID),
                    kept: ExampleLookups?.none)
        })
        self.examplePositions = positioningExamples ? Self.positions(of: catalog.examples) : nil
        self.links = links.index
        // What changed is known when the rule index was carried over: a fresh one is made when
        // some rule id is not one rule's, and then which rule a reference finds may change anywhere.
        self.lineage = Lineage(changes: links.kept ? reusable?.changes(examples: examples.kept) : nil)
        self.resultsByExample = examples.results
        self.examplesByRule = examples.byRule
        self.examplesByComponent = examples.byComponent
        self.componentPositions = reusable?.componentPositions
            ?? Dictionary(catalog.components.indices.map { (catalog.components[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
        self.sourceLinks = reusable?.sourceLinks ?? Dictionary(catalog.sources.map { source in
            (source.id, SourceLink(title: source.title, edition: source.edition,
                                   href: source.url.flatMap(HTML.externalDestination),
                                   fragment: HTML.fragment("source-" + source.id)))
        }, uniquingKeysWith: { a, _ in a })
        if let previous {
            // What the core model says depends on nothing in the catalog.
            self.summaries = previous.summaries
        } else {
            var summaries: [PlatformKind: [Presentation: BehaviorSummary]] = [:]
            for kind in PlatformKind.allCases {
                for p in Presentation.allCases { summaries[kind, default: [:]][p] = BehaviorSummary.of(p, on: kind) }
            }
            self.summaries = summaries
        }
        if let kept = reusable?.presentationLookups {
            self.presentationByName = kept.presentationByName
            self.presentations = kept.presentations
            self.modelVerdicts = kept.modelVerdicts
            return
        }
        var byName: [String: Presentation?] = [:]
        // Through a buffer pointer: `for c in` copied every component, field by field.
        catalog.components.withUnsafeBufferPointer { components in
            for c in components.indices {
                for name in components[c].presentations where byName[name] == nil { byName[name] = .some(Presentation.named(name)) }
            }
        }
        self.presentationByName = byName
        self.presentations = Self.presentations(named: byName)
        // Last, once every other look-up is in place: the verdicts are made by the same
        // `modelled` and `summary` that a cell uses for a component from elsewhere.
        var verdicts: [[String]: [PlatformKind: ModelVerdict?]] = [:]
        catalog.components.withUnsafeBufferPointer { components in
            for c in components.indices where verdicts[components[c].presentations] == nil {
                let modelled = modelled(components[c])
                var byKind: [PlatformKind: ModelVerdict?] = [:]
                for kind in PlatformKind.allCases {
                    byKind[kind] = .some(Self.modelVerdict(modelled, on: kind, summary: { summary($0, on: $1) }, words: words))
                }
                verdicts[components[c].presentations] = byKind
            }
        }
        self.modelVerdicts = verdicts
    }

    package func result(ofExample id: String) -> ExampleResult? { resultsByExample[id] }

    /// Each example's position by its id; the last of two examples with one id wins, as the
    /// last of two results does in `resultsByExample`.
    static func positions(of examples: [SpecExample]) -> [String: Int] {
        var byID: [String: Int] = [:]
        byID.reserveCapacity(examples.count)
        examples.withUnsafeBufferPointer { examples in
            for n in examples.indices { byID[examples[n].id] = n }
        }
        return byID
    }

    /// Each example's result by its id; the last of two results for one id wins.
    static func resultsByExample(_ results: [ExampleResult]) -> [String: ExampleResult] {
        var byID: [String: ExampleResult] = [:]
        byID.reserveCapacity(results.count)
        for r in results { byID[r.exampleID] = r }
        return byID
    }

    /// What every template sees through the layout.
    /// - Parameter language: the language of this page when it is not the site's (see
    ///   `componentPage`); nil for the site's.
    func chrome(title: String, path: String, current: String?, language: String? = nil) -> PageChrome {
        let root = Self.root(ofPage: path, baseURL: options.pagesBaseURL)
        let lang = language ?? options.language ?? "en"
        let pageStrings = interfaceStrings(in: lang)
        let strings = pageStrings.table
        var nav = [
            NavItem(title: strings["navHome"], href: root + "index.html", current: current == "home"),
            NavItem(title: strings["navCompare"], href: root + "compare.html", current: current == "compare"),
        ] + (options.hasEquivalentsPage ? [
            NavItem(title: strings["navEquivalents"], href: root + "equivalents.html", current: current == "equivalents"),
        ] : []) + [
            NavItem(title: strings["navSources"], href: root + "sources.html", current: current == "sources"),
            NavItem(title: strings["navVerification"], href: root + "verification.html", current: current == "verification"),
        ]
        if !catalog.glossaries.isEmpty {
            nav.append(NavItem(title: strings["glossary"], href: root + "glossary.html", current: current == "glossary"))
        }
        var canonical: String?
        if let base = options.normalizedBaseURL, path != "404.html" {
            let encoded = path.split(onASCII: "/").map { HTML.pathSegment(String($0)) }.joined(separator: "/")
            canonical = base + options.pathPrefix + (path == "index.html" ? "" : encoded)
        }
        let languages = options.siteLanguages.count > 1 && path != "404.html" ? languageLinks(path: path, root: root) : nil
        return PageChrome(
            root: root,
            // A language's pages under its tag name it after the site's title, so that no two
            // pages of the site share a title.
            siteTitle: options.pathPrefix.isEmpty ? options.siteTitle : options.siteTitle + " · " + strings["languageName"],
            pageTitle: title, path: path, lang: lang,
            strings: pageStrings.templateValue, nav: nav, canonical: canonical,
            languages: languages, hasLanguages: languages.map { _ in true },
            alternates: languages.map { links in
                links.map { AlternateLink(hreflang: $0.hreflang, href: $0.alternate) }
                    + [AlternateLink(hreflang: "x-default", href: links[0].alternate)]
            })
    }

    /// The same page in each language of the site: its name in that language (from the strings
    /// files), the link from this page, the address for `hreflang` alternates (absolute with a
    /// base URL), and whether it is this page.
    func languageLinks(path: String, root: String) -> [LanguageLink] {
        // The top of the whole site: a language's pages sit one folder down.
        let siteRoot = root + (options.pathPrefix.isEmpty ? "" : "../")
        let encoded = path.split(onASCII: "/").map { HTML.pathSegment(String($0)) }.joined(separator: "/")
        return options.siteLanguages.enumerated().map { n, tag in
            let folder = n == 0 ? "" : tag + "/"
            let href = siteRoot + folder + encoded
            let alternate = options.normalizedBaseURL.map { $0 + folder + (path == "index.html" ? "" : encoded) } ?? href
            return LanguageLink(hreflang: tag, href: href, alternate: alternate,
                                name: options.strings[tag]?["languageName"] ?? tag, current: tag == options.language)
        }
    }

    /// What a page's links start with: `../` per folder down, or for `404.html`, which is served
    /// at any depth, the base URL.
    static func root(ofPage path: String, baseURL: String?) -> String {
        path == "404.html" ? (baseURL ?? "") : String(repeating: "../", count: path.split(onASCII: "/").count - 1)
    }

    func rich(root: String, file: String) -> RichTextHTML {
        RichTextHTML(links: links, root: root, file: file)
    }

    func root(for path: String) -> String {
        Self.root(ofPage: path, baseURL: nil)
    }

    func platformRef(_ id: String, root: String) -> PlatformRef {
        PlatformRef(id: id, name: platformName(id), href: LinkResolver.platformHref(id, root: root))
    }

    // A closure rather than `map(platformName)`: a method reference copies the whole builder.
    func platformList(_ ids: [String]) -> String {
        ids.isEmpty ? label("allPlatforms", "All platforms") : ids.map { platformName($0) }.joined(separator: ", ")
    }

    func platformName(_ id: String) -> String {
        catalog.platform(id: id)?.name ?? Platform.named(id)?.name ?? id
    }

    /// " (regular width)" for a rule scoped by size class; empty for any width.
    func widthNote(_ widths: [SizeClass]) -> String {
        widths.isEmpty ? "" : " (" + widths.map { "\($0.rawValue) width" }.joined(separator: ", ") + ")"
    }


    // MARK: - Rules and examples

    /// What the rule views of one component page share, worked out once for the page instead of
    /// once per rule: the rich-text renderer, the component's link and title, and the source
    /// references made so far (a page's rules nearly all cite the page's own source).
    struct RuleViewContext {
        let text: RichTextHTML
        let componentHref: String
        let componentTitle: String
        var sourceRefs: [SourceReference: SourceRef] = [:]
    }

    func ruleViewContext(for component: Component, root: String) -> RuleViewContext {
        RuleViewContext(text: rich(root: root, file: component.file),
                        componentHref: LinkResolver.componentHref(component.id, root: root),
                        componentTitle: component.title)
    }

    /// A rule of the component `context` was made for, as its page shows it. The rule is read
    /// field by field where it lies in its component: a rule passed as a value was copied whole
    /// first, a retain and a release for each of its fields.
    func ruleView(_ rule: UnsafePointer<Rule>, root: String, samePage: Bool, context: inout RuleViewContext) -> RuleView {
        let text = context.text
        let examples = examplesByRule[rule.pointee.id] ?? []
        let statuses = examples.map { resultsByExample[$0.id]?.status.rawValue ?? "not-run" }
        let verification: String
        if rule.pointee.isTaste && examples.isEmpty {
            verification = "taste"
        } else if examples.isEmpty {
            verification = "untested"
        } else if statuses.contains("failed") {
            verification = "failed"
        } else if statuses.contains("not-run") {
            verification = "not-run"
        } else {
            verification = "passed"
        }
        // The id alone is captured: a closure that captures the rule copies the whole rule.
        let ruleID = rule.pointee.id
        let exampleViews = examples.map { exampleView($0, root: root, primaryFor: ruleID) }
        let sources = rule.pointee.sources.map { ref in
            if let made = context.sourceRefs[ref] { return made }
            let made = sourceRef(ref, root: root)
            context.sourceRefs[ref] = made
            return made
        }
        return RuleView(
            id: rule.pointee.id,
            permalink: samePage ? .concatenating("#", HTML.fragment(rule.pointee.id)) : LinkResolver.componentHref(rule.pointee.componentID, root: root, fragment: rule.pointee.id),
            leadHTML: text.inline(rule.pointee.lead), lead: rule.pointee.leadText,
            bodyHTML: text.blocks(rule.pointee.body), hasBody: !rule.pointee.body.isEmpty,
            strength: rule.pointee.strength.rawValue, strengthLabel: strengthLabel(rule.pointee.strength),
            allPlatforms: rule.pointee.platforms.isEmpty,
            platforms: rule.pointee.platforms.map { platformRef($0, root: root) },
            widthNote: widthNote(rule.pointee.widths),
            sources: sources,
            taste: rule.pointee.isTaste, examples: exampleViews,
            verification: verification, verificationLabel: verificationLabel(verification),
            componentID: rule.pointee.componentID, componentTitle: context.componentTitle,
            componentHref: context.componentHref, location: rule.pointee.location,
            fallbackLanguage: rule.pointee.fallbackLanguage)
    }

    func sourceRef(_ ref: SourceReference, root: String) -> SourceRef {
        let source = sourceLinks[ref.sourceID]
        return SourceRef(id: ref.sourceID, title: source?.title ?? ref.sourceID, edition: ref.edition ?? source?.edition,
                         href: source?.href,
                         anchor: .concatenating(root, "sources.html#", source?.fragment ?? HTML.fragment("source-" + ref.sourceID)))
    }

    /// - Parameter primaryFor: the rule under which this view is shown; the example's anchor goes
    ///   on the view under its first rule only, so an example shown under two rules keeps one id.
    func exampleView(_ example: SpecExample, root: String, primaryFor rule: String? = nil, inVerification: Bool = false) -> ExampleView {
        let result = resultsByExample[example.id]
        let status = result?.status.rawValue ?? "not-run"
        var cases: [CaseView] = []
        if let result, !result.cases.isEmpty {
            cases = result.cases.enumerated().map { n, c in
                CaseView(number: n + 1, steps: c.steps.map(Self.step), passed: c.status == .passed,
                         statusLabel: c.status == .passed ? label("casePassed", "Passed") : label("caseFailed", "Failed"),
                         caseMessage: result.cases.count > 1 ? c.message.flatMap { $0.isEmpty ? nil : $0 } : nil)
            }
        } else {
            cases = [CaseView(number: 1, steps: example.lines.map { Self.step($0.text) }, passed: result?.status == .passed,
                              statusLabel: verificationLabel(status), caseMessage: nil)]
        }
        return ExampleView(
            id: example.id, anchor: "example-" + example.id, isPrimary: rule != nil && example.ruleIDs.first == rule,
            inVerification: inVerification, title: example.title ?? example.id,
            status: status, statusLabel: verificationLabel(status),
            passed: status == "passed", failed: status == "failed", notRun: result == nil,
            message: result.flatMap { $0.message.isEmpty ? nil : $0.message },
            cases: cases, multipleCases: cases.count > 1,
            location: "\(example.location.file):\(example.location.line)",
            rules: example.ruleIDs.map { RuleRef(id: $0, href: links.ruleHref($0, root: root), lead: leadText(ofRule: $0) ?? $0) },
            componentTitle: title(ofComponent: example.componentID),
            componentHref: LinkResolver.componentHref(example.componentID, root: root),
            stepsHref: inVerification && status == "passed" ? componentPageHref(of: example, root: root) : nil,
            sketchesHTML: inVerification ? nil : result.flatMap { Self.sketchesHTML($0.cases, strings: sketchStrings) })
    }

    /// Splits `Given a sheet` into its keyword and the rest, so templates can set the keyword apart.
    static func step(_ text: String) -> StepView {
        for k in stepKeywords where text.hasPrefix(k + " ") {
            return StepView(keyword: k, text: String(text.dropFirst(k.count + 1)))
        }
        return StepView(keyword: nil, text: text)
    }

    static let stepKeywords = ["Given", "When", "Then", "And", "But"]

    static func strengthLabel(_ s: RuleStrength) -> String {
        switch s {
        case .do: return "Do"
        case .prefer: return "Prefer"
        case .consider: return "Consider"
        case .avoid: return "Avoid"
        case .dont: return "Don’t"
        }
    }

    static func verificationLabel(_ status: String) -> String {
        switch status {
        case "passed": return "Verified"
        case "failed": return "Failing"
        case "not-run": return "Not run"
        case "taste": return "Taste: no example needed"
        default: return "No example yet"
        }
    }

    // MARK: - Counts

    var failedCount: Int { catalog.resultCount(.failed) }

    /// Where search and other pages send a reader for an example: its place under its first rule
    /// on the component page, or its entry on the verification page.
    func exampleHref(_ example: SpecExample, root: String) -> String {
        componentPageHref(of: example, root: root) ?? .concatenating(root, "verification.html#", HTML.fragment("example-" + example.id))
    }

    /// The example's place under its first rule on a component page; nil when it names no rule
    /// the catalog has, and so is shown on the verification page only.
    func componentPageHref(of example: SpecExample, root: String) -> String? {
        guard let first = example.ruleIDs.first, let component = links.componentID(ofRule: first) else { return nil }
        return LinkResolver.componentHref(component, root: root, fragment: "example-" + example.id)
    }

    func stateSummary() -> StateSummary {
        StateSummary(
            ruleCount: catalog.ruleCount,
            componentCount: catalog.components.withUnsafeBufferPointer { c in c.indices.count { c[$0].kind == .component } },
            exampleCount: catalog.examples.count,
            passedCount: catalog.resultCount(.passed),
            failedCount: failedCount,
            notRunCount: catalog.examples.withUnsafeBufferPointer { e in e.indices.count { resultsByExample[e[$0].id] == nil } })
    }

    /// Where the component `id` is in `catalog.components`.
    package func position(ofComponent id: String) -> Int? { componentPositions[id] }

    func title(ofComponent id: String) -> String { componentPositions[id].map { catalog.components[$0].title } ?? id }

    /// A rule's lead as written, read in place.
    func lead(ofRule id: String) -> [Inline]? { reference(toRule: id).lead }

    /// The component a rule is on, and its lead as written, from one look-up: what a page that
    /// names the rule shows of it.
    package func reference(toRule id: String) -> (componentID: String?, lead: [Inline]?) {
        guard let at = links.position(ofRule: id) else { return (nil, nil) }
        // Through buffer pointers: `rules[i]` of an array copied the whole rule to read its lead.
        return catalog.components.withUnsafeBufferPointer { components in
            (components[at.component].id, components[at.component].rules.withUnsafeBufferPointer { $0[at.rule].lead })
        }
    }

    /// The plain text of a rule's lead.
    func leadText(ofRule id: String) -> String? { lead(ofRule: id)?.plainText }

    /// `BehaviorSummary.of(p, on: kind)` at the platform's usual width.
    func summary(_ p: Presentation, on kind: PlatformKind) -> BehaviorSummary {
        summaries[kind]?[p] ?? BehaviorSummary.of(p, on: kind)
    }

    /// Whether some example names rule `id` (whether or not the rule exists).
    package func isNamedByAnExample(_ id: String) -> Bool { examplesByRule[id] != nil }

    /// The examples written on a component's page.
    func examples(ofComponent id: String) -> [SpecExample] { examplesByComponent[id] ?? [] }

    /// How many examples a component's page holds (an id counted once) and how many of them fail.
    func exampleCounts(ofComponent id: String) -> (examples: Int, failed: Int) {
        let examples = examples(ofComponent: id)
        return (Set(examples.map(\.id)).count, examples.count { result(ofExample: $0.id)?.status == .failed })
    }
}

/// What the core model says of a component's presentations on one platform, for its comparison cell.
enum ModelVerdict: Equatable, Sendable {
    /// None of them exists there.
    case unsupported(note: String)
    /// Some do not exist there.
    case partial(note: String)
    /// All exist; the note says how any of them adapts.
    case supported(adaptation: String?)
}

/// A source as its links show it.
struct SourceLink: Sendable {
    let title: String
    let edition: String?
    let href: String?
    /// The anchor of its entry on `sources.html`.
    let fragment: String
}
