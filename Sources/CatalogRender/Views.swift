import CatalogModel
import Synchronization
import TemplateKit

// The values templates receive. Field names are the template variables documented in
// docs/templates.md; a field ending in `HTML` holds markup this module escaped already and is
// meant for `{{{triple}}}` braces, every other string is plain text for `{{double}}` braces.
//
// Each view answers the engine's look-ups itself with a typed value, from a table of its fields
// (`fields`) that finds a name by the hash the template computed when it was parsed, so the
// engine never reflects over a view, casts what it gets back, or compares a name with every
// field in turn. A nil optional answers `.missing`, so the look-up falls through to outer values
// exactly as an absent dictionary key does. The heavy views are final classes: a list of them is
// a list of pointers, shared by every page that shows them.

/// A view whose fields are listed in a table (`fields`): both of the engine's look-ups answer
/// from it, so a view lists its fields and nothing else.
protocol FieldTableView: TemplateObject {
    static var fields: TemplateFieldTable<Self> { get }
}

extension FieldTableView {
    func value(for key: TemplateKey) -> TemplateValue { Self.fields.value(of: self, for: key) }
    func value(forKey key: String) -> TemplateValue { Self.fields.value(of: self, forKey: key) }
}

final class NavItem: FieldTableView {
    let title: String, href: String, current: Bool
    init(title: String, href: String, current: Bool) { self.title = title; self.href = href; self.current = current }
    static let fields: TemplateFieldTable<NavItem> = [
        "title": { TemplateValue($0.title) },
        "href": { TemplateValue($0.href) },
        "current": { TemplateValue($0.current) },
    ]
}

final class PlatformRef: FieldTableView {
    let id: String, name: String, href: String
    init(id: String, name: String, href: String) { self.id = id; self.name = name; self.href = href }
    static let fields: TemplateFieldTable<PlatformRef> = [
        "id": { TemplateValue($0.id) },
        "name": { TemplateValue($0.name) },
        "href": { TemplateValue($0.href) },
    ]
}

final class SourceRef: FieldTableView {
    let id: String, title: String, edition: String?, href: String?, anchor: String
    init(id: String, title: String, edition: String?, href: String?, anchor: String) {
        self.id = id; self.title = title; self.edition = edition; self.href = href; self.anchor = anchor
    }
    static let fields: TemplateFieldTable<SourceRef> = [
        "id": { TemplateValue($0.id) },
        "title": { TemplateValue($0.title) },
        "edition": { TemplateValue($0.edition) },
        "href": { TemplateValue($0.href) },
        "anchor": { TemplateValue($0.anchor) },
    ]
}

final class RuleRef: FieldTableView {
    let id: String, href: String?, lead: String
    init(id: String, href: String?, lead: String) { self.id = id; self.href = href; self.lead = lead }
    static let fields: TemplateFieldTable<RuleRef> = [
        "id": { TemplateValue($0.id) },
        "href": { TemplateValue($0.href) },
        "hasHref": { TemplateValue($0.href != nil) },
        "lead": { TemplateValue($0.lead) },
    ]
}

final class StepView: FieldTableView {
    let keyword: String?, text: String
    init(keyword: String?, text: String) { self.keyword = keyword; self.text = text }
    static let fields: TemplateFieldTable<StepView> = [
        "keyword": { TemplateValue($0.keyword) },
        "text": { TemplateValue($0.text) },
    ]
}

final class CaseView: FieldTableView {
    let number: Int
    let steps: [StepView]
    let passed: Bool
    let statusLabel: String
    /// Only when the example has several cases; a single case's failure is the example's `message`.
    let caseMessage: String?
    init(number: Int, steps: [StepView], passed: Bool, statusLabel: String, caseMessage: String?) {
        self.number = number; self.steps = steps; self.passed = passed; self.statusLabel = statusLabel
        self.caseMessage = caseMessage
    }
    static let fields: TemplateFieldTable<CaseView> = [
        "number": { TemplateValue($0.number) },
        "steps": { TemplateValue($0.steps) },
        "passed": { TemplateValue($0.passed) },
        "statusLabel": { TemplateValue($0.statusLabel) },
        "caseMessage": { TemplateValue($0.caseMessage) },
    ]
}

final class ExampleView: FieldTableView {
    let id: String
    let anchor: String
    /// True on the one view of an example that carries its anchor on a component page.
    let isPrimary: Bool
    /// True on the verification page. The page sets it too; holding it here answers the look-up
    /// before the engine climbs through every outer value for it.
    let inVerification: Bool
    let title: String
    let status: String
    let statusLabel: String
    let passed: Bool
    let failed: Bool
    let notRun: Bool
    let message: String?
    let cases: [CaseView]
    let multipleCases: Bool
    let location: String
    let rules: [RuleRef]
    let componentTitle: String
    let componentHref: String

    init(id: String, anchor: String, isPrimary: Bool = false, inVerification: Bool = false, title: String, status: String, statusLabel: String, passed: Bool, failed: Bool,
         notRun: Bool, message: String?, cases: [CaseView], multipleCases: Bool, location: String, rules: [RuleRef],
         componentTitle: String, componentHref: String) {
        self.id = id; self.anchor = anchor; self.isPrimary = isPrimary; self.inVerification = inVerification; self.title = title; self.status = status
        self.statusLabel = statusLabel
        self.passed = passed; self.failed = failed; self.notRun = notRun; self.message = message; self.cases = cases
        self.multipleCases = multipleCases; self.location = location; self.rules = rules
        self.componentTitle = componentTitle; self.componentHref = componentHref
    }

    static let fields: TemplateFieldTable<ExampleView> = [
        "id": { TemplateValue($0.id) },
        "anchor": { TemplateValue($0.anchor) },
        "isPrimary": { TemplateValue($0.isPrimary) },
        "inVerification": { TemplateValue($0.inVerification) },
        "title": { TemplateValue($0.title) },
        "status": { TemplateValue($0.status) },
        "statusLabel": { TemplateValue($0.statusLabel) },
        "passed": { TemplateValue($0.passed) },
        "failed": { TemplateValue($0.failed) },
        "notRun": { TemplateValue($0.notRun) },
        "message": { TemplateValue($0.message) },
        "cases": { TemplateValue($0.cases) },
        "multipleCases": { TemplateValue($0.multipleCases) },
        "location": { TemplateValue($0.location) },
        "rules": { TemplateValue($0.rules) },
        "componentTitle": { TemplateValue($0.componentTitle) },
        "componentHref": { TemplateValue($0.componentHref) },
    ]
}

/// One rule. The same value serves the component page (permalinks within the page) and, with its
/// permalink pointing at that page, `partials/rule-link` for every page that lists the rule.
final class RuleView: FieldTableView {
    let id: String
    let permalink: String
    let leadHTML: String
    let lead: String
    let bodyHTML: String
    let hasBody: Bool
    let strength: String
    let strengthLabel: String
    let allPlatforms: Bool
    let platforms: [PlatformRef]
    /// " (regular width)" for a rule scoped by size class, "" otherwise: the end of `platformsText`.
    let widthNote: String
    let sources: [SourceRef]
    let taste: Bool
    let examples: [ExampleView]
    let verification: String
    let verificationLabel: String
    let componentID: String
    let componentTitle: String
    let componentHref: String
    let location: SourceLocation

    init(id: String, permalink: String, leadHTML: String, lead: String, bodyHTML: String, hasBody: Bool, strength: String,
         strengthLabel: String, allPlatforms: Bool, platforms: [PlatformRef], widthNote: String, sources: [SourceRef],
         taste: Bool, examples: [ExampleView], verification: String, verificationLabel: String, componentID: String,
         componentTitle: String, componentHref: String, location: SourceLocation) {
        self.id = id; self.permalink = permalink; self.leadHTML = leadHTML; self.lead = lead; self.bodyHTML = bodyHTML
        self.hasBody = hasBody; self.strength = strength; self.strengthLabel = strengthLabel
        self.allPlatforms = allPlatforms; self.platforms = platforms; self.widthNote = widthNote
        self.sources = sources; self.taste = taste; self.examples = examples; self.verification = verification
        self.verificationLabel = verificationLabel; self.componentID = componentID; self.componentTitle = componentTitle
        self.componentHref = componentHref; self.location = location
    }

    // Made when a template asks, not for every rule: the project's templates show the first only
    // in the one-line links of platform rules and the second nowhere.

    /// "iOS, iPadOS (regular width)", or "All platforms".
    var platformsText: String {
        (platforms.isEmpty ? "All platforms" : platforms.map(\.name).joined(separator: ", ")) + widthNote
    }

    /// `file:line` of the rule in its page.
    var locationText: String { "\(location.file):\(location.line)" }

    /// The same rule with another permalink.
    func with(permalink: String) -> RuleView {
        RuleView(id: id, permalink: permalink, leadHTML: leadHTML, lead: lead, bodyHTML: bodyHTML, hasBody: hasBody,
                 strength: strength, strengthLabel: strengthLabel, allPlatforms: allPlatforms, platforms: platforms,
                 widthNote: widthNote, sources: sources, taste: taste, examples: examples,
                 verification: verification, verificationLabel: verificationLabel, componentID: componentID,
                 componentTitle: componentTitle, componentHref: componentHref, location: location)
    }

    static let fields: TemplateFieldTable<RuleView> = [
        "id": { TemplateValue($0.id) },
        "permalink": { TemplateValue($0.permalink) },
        "leadHTML": { TemplateValue($0.leadHTML) },
        "lead": { TemplateValue($0.lead) },
        "bodyHTML": { TemplateValue($0.bodyHTML) },
        "hasBody": { TemplateValue($0.hasBody) },
        "strength": { TemplateValue($0.strength) },
        "strengthLabel": { TemplateValue($0.strengthLabel) },
        "allPlatforms": { TemplateValue($0.allPlatforms) },
        "platforms": { TemplateValue($0.platforms) },
        "platformsText": { TemplateValue($0.platformsText) },
        "sources": { TemplateValue($0.sources) },
        "taste": { TemplateValue($0.taste) },
        "examples": { TemplateValue($0.examples) },
        "hasExamples": { TemplateValue(!$0.examples.isEmpty) },
        "verification": { TemplateValue($0.verification) },
        "verificationLabel": { TemplateValue($0.verificationLabel) },
        "componentID": { TemplateValue($0.componentID) },
        "componentTitle": { TemplateValue($0.componentTitle) },
        "componentHref": { TemplateValue($0.componentHref) },
        "location": { TemplateValue($0.locationText) },
    ]
}

final class SectionView: FieldTableView {
    let id: String
    let anchor: String
    let title: String
    let proseHTML: String
    let rules: [RuleView]
    let platformsText: String
    init(id: String, anchor: String, title: String, proseHTML: String, rules: [RuleView], platformsText: String) {
        self.id = id; self.anchor = anchor; self.title = title; self.proseHTML = proseHTML; self.rules = rules
        self.platformsText = platformsText
    }
    static let fields: TemplateFieldTable<SectionView> = [
        "id": { TemplateValue($0.id) },
        "anchor": { TemplateValue($0.anchor) },
        "title": { TemplateValue($0.title) },
        "proseHTML": { TemplateValue($0.proseHTML) },
        "hasProse": { TemplateValue(!$0.proseHTML.isEmpty) },
        "rules": { TemplateValue($0.rules) },
        "hasRules": { TemplateValue(!$0.rules.isEmpty) },
        "platformsText": { TemplateValue($0.platformsText) },
    ]
}

final class StatementView: FieldTableView {
    let platform: PlatformRef
    /// `unsupported`, `no-additional-considerations`, `specific` or `general`.
    let status: String
    let label: String
    let detail: String?
    init(platform: PlatformRef, status: String, label: String, detail: String?) {
        self.platform = platform; self.status = status; self.label = label; self.detail = detail
    }
    static let fields: TemplateFieldTable<StatementView> = [
        "platform": { TemplateValue($0.platform) },
        "status": { TemplateValue($0.status) },
        "label": { TemplateValue($0.label) },
        "unsupported": { TemplateValue($0.status == "unsupported") },
        "noAdditionalConsiderations": { TemplateValue($0.status == "no-additional-considerations") },
        "detail": { TemplateValue($0.detail) },
    ]
}

final class ComponentView: FieldTableView {
    let id: String
    let title: String
    let kind: String
    let href: String
    let abstractHTML: String
    let abstract: String
    let overviewHTML: String
    let hasOverview: Bool
    let general: [SectionView]
    let platformSections: [SectionView]
    let statements: [StatementView]
    let related: [[String: String]]
    let apis: [[String: String]]
    let changeLog: [[String: String]]
    let sources: [SourceRef]
    let ruleCount: Int
    let exampleCount: Int
    let failedCount: Int
    let presentations: [String]

    init(id: String, title: String, kind: String, href: String, abstractHTML: String, abstract: String,
         overviewHTML: String, hasOverview: Bool, general: [SectionView], platformSections: [SectionView],
         statements: [StatementView], related: [[String: String]], apis: [[String: String]],
         changeLog: [[String: String]], sources: [SourceRef], ruleCount: Int, exampleCount: Int, failedCount: Int,
         presentations: [String]) {
        self.id = id; self.title = title; self.kind = kind; self.href = href; self.abstractHTML = abstractHTML
        self.abstract = abstract; self.overviewHTML = overviewHTML; self.hasOverview = hasOverview
        self.general = general; self.platformSections = platformSections; self.statements = statements
        self.related = related; self.apis = apis; self.changeLog = changeLog; self.sources = sources
        self.ruleCount = ruleCount; self.exampleCount = exampleCount; self.failedCount = failedCount
        self.presentations = presentations
    }

    var isGuide: Bool { kind == "guide" }

    static let fields: TemplateFieldTable<ComponentView> = [
        "id": { TemplateValue($0.id) },
        "title": { TemplateValue($0.title) },
        "kind": { TemplateValue($0.kind) },
        "isGuide": { TemplateValue($0.isGuide) },
        "href": { TemplateValue($0.href) },
        "abstractHTML": { TemplateValue($0.abstractHTML) },
        "abstract": { TemplateValue($0.abstract) },
        "overviewHTML": { TemplateValue($0.overviewHTML) },
        "hasOverview": { TemplateValue($0.hasOverview) },
        "general": { TemplateValue($0.general) },
        "platformSections": { TemplateValue($0.platformSections) },
        "hasPlatformSections": { TemplateValue(!$0.platformSections.isEmpty) },
        "statements": { TemplateValue($0.statements) },
        "related": { TemplateValue($0.related) },
        "hasRelated": { TemplateValue(!$0.related.isEmpty) },
        "apis": { TemplateValue($0.apis) },
        "hasAPIs": { TemplateValue(!$0.apis.isEmpty) },
        "changeLog": { TemplateValue($0.changeLog) },
        "hasChangeLog": { TemplateValue(!$0.changeLog.isEmpty) },
        "sources": { TemplateValue($0.sources) },
        "ruleCount": { TemplateValue($0.ruleCount) },
        "exampleCount": { TemplateValue($0.exampleCount) },
        "failedCount": { TemplateValue($0.failedCount) },
        "hasFailures": { TemplateValue($0.failedCount > 0) },
        "allPassed": { TemplateValue($0.failedCount == 0 && $0.exampleCount > 0) },
        "presentations": { TemplateValue($0.presentations) },
    ]
}

/// A component as a card on the home page: the fields of `ComponentView` without rules. The few
/// a card shows are made up front; the others (overview, statements, links, sources) are made,
/// all at once, the first time a template asks for one of them. Making all of them for every card
/// when the default card shows five was most of the home page's cost at 10,000 components.
final class ComponentCardView: TemplateObject, @unchecked Sendable {
    let id: String
    let title: String
    let kind: String
    let href: String
    let abstract: String
    let ruleCount: Int
    let exampleCount: Int
    let failedCount: Int
    private let component: Int
    private let builder: Builder
    /// Made on first use; the lock makes a card safe to share, though one page renders it.
    private let full = Mutex<ComponentView?>(nil)

    /// The page builder, held once by reference for all the cards of a page rather than copied
    /// into each.
    final class Builder: Sendable {
        let builder: PageBuilder
        init(_ builder: PageBuilder) { self.builder = builder }
    }

    init(component: Int, builder: Builder, exampleCount: Int, failedCount: Int) {
        let c = builder.builder.catalog.components[component]
        id = c.id
        title = c.title
        kind = c.kind.rawValue
        href = LinkResolver.componentHref(c.id, root: "")
        abstract = c.abstract.plainText
        ruleCount = c.rules.count
        self.exampleCount = exampleCount
        self.failedCount = failedCount
        self.component = component
        self.builder = builder
    }

    var isGuide: Bool { kind == "guide" }

    /// The whole view, as `PageBuilder.componentCard` makes it.
    var fullView: ComponentView {
        full.withLock { made in
            if let made { return made }
            let view = builder.builder.componentCard(builder.builder.catalog.components[component])
            made = view
            return view
        }
    }

    func value(forKey key: String) -> TemplateValue { value(for: TemplateKey(key)) }

    func value(for key: TemplateKey) -> TemplateValue {
        let own = Self.fields.value(of: self, for: key)
        if case .missing = own, Self.fullNames.contains(key.name) { return fullView.value(for: key) }
        return own
    }

    private static let fullNames = Set(ComponentView.fields.names)

    /// Answered without the whole view, each exactly as `ComponentView` answers it.
    static let fields: TemplateFieldTable<ComponentCardView> = [
        "id": { TemplateValue($0.id) },
        "title": { TemplateValue($0.title) },
        "kind": { TemplateValue($0.kind) },
        "isGuide": { TemplateValue($0.isGuide) },
        "href": { TemplateValue($0.href) },
        "abstract": { TemplateValue($0.abstract) },
        "ruleCount": { TemplateValue($0.ruleCount) },
        "exampleCount": { TemplateValue($0.exampleCount) },
        "failedCount": { TemplateValue($0.failedCount) },
        "hasFailures": { TemplateValue($0.failedCount > 0) },
        "allPassed": { TemplateValue($0.failedCount == 0 && $0.exampleCount > 0) },
    ]
}

/// One cell of a comparison table.
final class CellView: FieldTableView {
    let status: String
    let label: String
    let note: String?
    let href: String
    let platform: String
    init(status: String, label: String, note: String?, href: String, platform: String) {
        self.status = status; self.label = label; self.note = note; self.href = href; self.platform = platform
    }
    static let fields: TemplateFieldTable<CellView> = [
        "status": { TemplateValue($0.status) },
        "label": { TemplateValue($0.label) },
        "note": { TemplateValue($0.note) },
        "href": { TemplateValue($0.href) },
        "platform": { TemplateValue($0.platform) },
    ]
}

final class PairView: FieldTableView {
    let a: PlatformRef, b: PlatformRef, href: String, title: String
    init(a: PlatformRef, b: PlatformRef, href: String, title: String) { self.a = a; self.b = b; self.href = href; self.title = title }
    static let fields: TemplateFieldTable<PairView> = [
        "a": { TemplateValue($0.a) },
        "b": { TemplateValue($0.b) },
        "href": { TemplateValue($0.href) },
        "title": { TemplateValue($0.title) },
    ]
}

/// One component on a comparison page of two platforms: its status on each and the rules only one has.
final class PairComponentView: FieldTableView {
    let title: String, href: String
    let onlyAHTML: String, onlyBHTML: String
    /// Absent for guides, which are advice across components and have no status on a platform.
    let cellA: CellView?, cellB: CellView?
    init(title: String, href: String, onlyAHTML: String, onlyBHTML: String, cellA: CellView?, cellB: CellView?) {
        self.title = title; self.href = href; self.onlyAHTML = onlyAHTML; self.onlyBHTML = onlyBHTML
        self.cellA = cellA; self.cellB = cellB
    }
    static let fields: TemplateFieldTable<PairComponentView> = [
        "title": { TemplateValue($0.title) },
        "href": { TemplateValue($0.href) },
        "onlyAHTML": { TemplateValue($0.onlyAHTML) },
        "onlyBHTML": { TemplateValue($0.onlyBHTML) },
        "hasOnlyA": { TemplateValue(!$0.onlyAHTML.isEmpty) },
        "hasOnlyB": { TemplateValue(!$0.onlyBHTML.isEmpty) },
        "cellA": { TemplateValue($0.cellA) },
        "cellB": { TemplateValue($0.cellB) },
    ]
}

/// One component on a platform page: its statement about the platform, the links of its rules
/// for the platform, and a count of its general rules. A class with a field table rather than a
/// dictionary: a platform page holds one for every component, so a render made 60,000 of them
/// at 10,000 pages, each dictionary hashing its eleven names twice over.
final class PlatformGroupView: FieldTableView {
    let title: String, id: String, href: String
    let statement: StatementView
    let specificHTML: String, specificCount: Int
    let generalHTML: String, generalCount: Int

    init(title: String, id: String, href: String, statement: StatementView, specificHTML: String, specificCount: Int,
         generalHTML: String, generalCount: Int) {
        self.title = title; self.id = id; self.href = href; self.statement = statement
        self.specificHTML = specificHTML; self.specificCount = specificCount
        self.generalHTML = generalHTML; self.generalCount = generalCount
    }

    static let fields: TemplateFieldTable<PlatformGroupView> = [
        "title": { TemplateValue($0.title) },
        "id": { TemplateValue($0.id) },
        "href": { TemplateValue($0.href) },
        "statement": { TemplateValue($0.statement) },
        "specificHTML": { TemplateValue($0.specificHTML) },
        "hasSpecific": { TemplateValue($0.specificCount > 0) },
        "specificCount": { TemplateValue($0.specificCount) },
        "generalHTML": { TemplateValue($0.generalHTML) },
        "hasGeneral": { TemplateValue($0.generalCount > 0) },
        "generalCount": { TemplateValue($0.generalCount) },
        "generalLabel": { TemplateValue($0.generalCount == 1 ? "1 general rule" : "\($0.generalCount) general rules") },
    ]
}
