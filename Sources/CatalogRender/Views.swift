import CatalogModel
import Synchronization
import TemplateKit

// The values templates receive. Field names are the template variables documented in
// docs/templates.md; a field ending in `HTML` holds markup this module escaped already and is
// meant for `{{{triple}}}` braces, every other string is plain text for `{{double}}` braces.
//
// Each view answers the engine's look-ups itself with a typed value: its field names
// (`fieldNames`) give a name's position, and `value(at:)` answers for that position, so the
// engine never reflects over a view or casts what it gets back. Each `case` is commented with
// its name; keep the cases in the order of the names (`ViewFieldTests` checks that every name
// answers). A nil optional answers `.missing`, so the look-up falls through to outer values
// exactly as an absent dictionary key does. The heavy views are final classes: a list of them is
// a list of pointers, shared by every page that shows them.

/// A view whose fields are listed by name (`fieldNames`) and answered by position
/// (`value(at:)`, a `switch` in the order of the names).
protocol FieldTableView: TemplateObject {
    static var fieldNames: TemplateFieldNames { get }
    /// Field `field` of `fieldNames`; `.missing` past the last.
    func value(at field: Int) -> TemplateValue
}

extension FieldTableView {
    /// The answer to `value(for:)`: each view's override calls this, so that it is compiled for
    /// that view, with its names and its `value(at:)` called directly.
    @inline(__always)
    func fieldValue(for key: TemplateKey) -> TemplateValue { Self.fieldNames.index(of: key).map { value(at: $0) } ?? .missing }
}

final class NavItem: TemplateObject, FieldTableView, @unchecked Sendable {
    let title: String, href: String, current: Bool
    init(title: String, href: String, current: Bool) { self.title = title; self.href = href; self.current = current }
    static let fieldNames: TemplateFieldNames = ["title", "href", "current"]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.title)  // title
        case 1: return TemplateValue(self.href)  // href
        case 2: return TemplateValue(self.current)  // current
        default: return .missing
        }
    }
}

final class PlatformRef: TemplateObject, FieldTableView, @unchecked Sendable {
    let id: String, name: String, href: String
    init(id: String, name: String, href: String) { self.id = id; self.name = name; self.href = href }
    static let fieldNames: TemplateFieldNames = ["id", "name", "href"]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.id)  // id
        case 1: return TemplateValue(self.name)  // name
        case 2: return TemplateValue(self.href)  // href
        default: return .missing
        }
    }
}

final class SourceRef: TemplateObject, FieldTableView, @unchecked Sendable {
    let id: String, title: String, edition: String?, href: String?, anchor: String
    init(id: String, title: String, edition: String?, href: String?, anchor: String) {
        self.id = id; self.title = title; self.edition = edition; self.href = href; self.anchor = anchor
    }
    static let fieldNames: TemplateFieldNames = ["id", "title", "edition", "href", "anchor"]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.id)  // id
        case 1: return TemplateValue(self.title)  // title
        case 2: return TemplateValue(self.edition)  // edition
        case 3: return TemplateValue(self.href)  // href
        case 4: return TemplateValue(self.anchor)  // anchor
        default: return .missing
        }
    }
}

final class RuleRef: TemplateObject, FieldTableView, @unchecked Sendable {
    let id: String, href: String?, lead: String
    init(id: String, href: String?, lead: String) { self.id = id; self.href = href; self.lead = lead }
    static let fieldNames: TemplateFieldNames = ["id", "href", "hasHref", "lead"]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.id)  // id
        case 1: return TemplateValue(self.href)  // href
        case 2: return TemplateValue(self.href != nil)  // hasHref
        case 3: return TemplateValue(self.lead)  // lead
        default: return .missing
        }
    }
}

final class StepView: TemplateObject, FieldTableView, @unchecked Sendable {
    let keyword: String?, text: String
    init(keyword: String?, text: String) { self.keyword = keyword; self.text = text }
    static let fieldNames: TemplateFieldNames = ["keyword", "text"]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.keyword)  // keyword
        case 1: return TemplateValue(self.text)  // text
        default: return .missing
        }
    }
}

final class CaseView: TemplateObject, FieldTableView, @unchecked Sendable {
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
    static let fieldNames: TemplateFieldNames = ["number", "steps", "passed", "statusLabel", "caseMessage"]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.number)  // number
        case 1: return TemplateValue(self.steps)  // steps
        case 2: return TemplateValue(self.passed)  // passed
        case 3: return TemplateValue(self.statusLabel)  // statusLabel
        case 4: return TemplateValue(self.caseMessage)  // caseMessage
        default: return .missing
        }
    }
}

final class ExampleView: TemplateObject, FieldTableView, @unchecked Sendable {
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
    /// On the verification page, where a passing example's steps are already shown (its place on
    /// a component page); nil when the page should show them itself. At 10,000 pages, repeating
    /// every passing example's steps made the page 51 MB and took Chromium 26 s to open.
    let stepsHref: String?

    init(id: String, anchor: String, isPrimary: Bool = false, inVerification: Bool = false, title: String, status: String, statusLabel: String, passed: Bool, failed: Bool,
         notRun: Bool, message: String?, cases: [CaseView], multipleCases: Bool, location: String, rules: [RuleRef],
         componentTitle: String, componentHref: String, stepsHref: String? = nil) {
        self.id = id; self.anchor = anchor; self.isPrimary = isPrimary; self.inVerification = inVerification; self.title = title; self.status = status
        self.statusLabel = statusLabel
        self.passed = passed; self.failed = failed; self.notRun = notRun; self.message = message; self.cases = cases
        self.multipleCases = multipleCases; self.location = location; self.rules = rules
        self.componentTitle = componentTitle; self.componentHref = componentHref; self.stepsHref = stepsHref
    }

    static let fieldNames: TemplateFieldNames = [
        "id", "anchor", "isPrimary", "inVerification", "title", "status", "statusLabel", "passed", "failed",
        "notRun", "message", "cases", "multipleCases", "location", "rules", "componentTitle",
        "componentHref", "stepsHref",
    ]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.id)  // id
        case 1: return TemplateValue(self.anchor)  // anchor
        case 2: return TemplateValue(self.isPrimary)  // isPrimary
        case 3: return TemplateValue(self.inVerification)  // inVerification
        case 4: return TemplateValue(self.title)  // title
        case 5: return TemplateValue(self.status)  // status
        case 6: return TemplateValue(self.statusLabel)  // statusLabel
        case 7: return TemplateValue(self.passed)  // passed
        case 8: return TemplateValue(self.failed)  // failed
        case 9: return TemplateValue(self.notRun)  // notRun
        case 10: return TemplateValue(self.message)  // message
        case 11: return TemplateValue(self.cases)  // cases
        case 12: return TemplateValue(self.multipleCases)  // multipleCases
        case 13: return TemplateValue(self.location)  // location
        case 14: return TemplateValue(self.rules)  // rules
        case 15: return TemplateValue(self.componentTitle)  // componentTitle
        case 16: return TemplateValue(self.componentHref)  // componentHref
        case 17: return TemplateValue(self.stepsHref)  // stepsHref
        default: return .missing
        }
    }
}

/// One rule. The same value serves the component page (permalinks within the page) and, with its
/// permalink pointing at that page, `partials/rule-link` for every page that lists the rule.
final class RuleView: TemplateObject, FieldTableView, @unchecked Sendable {
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

    static let fieldNames: TemplateFieldNames = [
        "id", "permalink", "leadHTML", "lead", "bodyHTML", "hasBody", "strength", "strengthLabel",
        "allPlatforms", "platforms", "platformsText", "sources", "taste", "examples", "hasExamples",
        "verification", "verificationLabel", "componentID", "componentTitle", "componentHref", "location",
    ]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.id)  // id
        case 1: return TemplateValue(self.permalink)  // permalink
        case 2: return TemplateValue(self.leadHTML)  // leadHTML
        case 3: return TemplateValue(self.lead)  // lead
        case 4: return TemplateValue(self.bodyHTML)  // bodyHTML
        case 5: return TemplateValue(self.hasBody)  // hasBody
        case 6: return TemplateValue(self.strength)  // strength
        case 7: return TemplateValue(self.strengthLabel)  // strengthLabel
        case 8: return TemplateValue(self.allPlatforms)  // allPlatforms
        case 9: return TemplateValue(self.platforms)  // platforms
        case 10: return TemplateValue(self.platformsText)  // platformsText
        case 11: return TemplateValue(self.sources)  // sources
        case 12: return TemplateValue(self.taste)  // taste
        case 13: return TemplateValue(self.examples)  // examples
        case 14: return TemplateValue(!self.examples.isEmpty)  // hasExamples
        case 15: return TemplateValue(self.verification)  // verification
        case 16: return TemplateValue(self.verificationLabel)  // verificationLabel
        case 17: return TemplateValue(self.componentID)  // componentID
        case 18: return TemplateValue(self.componentTitle)  // componentTitle
        case 19: return TemplateValue(self.componentHref)  // componentHref
        case 20: return TemplateValue(self.locationText)  // location
        default: return .missing
        }
    }
}

final class SectionView: TemplateObject, FieldTableView, @unchecked Sendable {
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
    static let fieldNames: TemplateFieldNames = [
        "id", "anchor", "title", "proseHTML", "hasProse", "rules", "hasRules", "platformsText",
    ]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.id)  // id
        case 1: return TemplateValue(self.anchor)  // anchor
        case 2: return TemplateValue(self.title)  // title
        case 3: return TemplateValue(self.proseHTML)  // proseHTML
        case 4: return TemplateValue(!self.proseHTML.isEmpty)  // hasProse
        case 5: return TemplateValue(self.rules)  // rules
        case 6: return TemplateValue(!self.rules.isEmpty)  // hasRules
        case 7: return TemplateValue(self.platformsText)  // platformsText
        default: return .missing
        }
    }
}

final class StatementView: TemplateObject, FieldTableView, @unchecked Sendable {
    let platform: PlatformRef
    /// `unsupported`, `no-additional-considerations`, `specific` or `general`.
    let status: String
    let label: String
    let detail: String?
    init(platform: PlatformRef, status: String, label: String, detail: String?) {
        self.platform = platform; self.status = status; self.label = label; self.detail = detail
    }
    static let fieldNames: TemplateFieldNames = [
        "platform", "status", "label", "unsupported", "noAdditionalConsiderations", "detail",
    ]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.platform)  // platform
        case 1: return TemplateValue(self.status)  // status
        case 2: return TemplateValue(self.label)  // label
        case 3: return TemplateValue(self.status == "unsupported")  // unsupported
        case 4: return TemplateValue(self.status == "no-additional-considerations")  // noAdditionalConsiderations
        case 5: return TemplateValue(self.detail)  // detail
        default: return .missing
        }
    }
}

final class ComponentView: TemplateObject, FieldTableView, @unchecked Sendable {
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

    static let fieldNames: TemplateFieldNames = [
        "id", "title", "kind", "isGuide", "href", "abstractHTML", "abstract", "overviewHTML", "hasOverview",
        "general", "platformSections", "hasPlatformSections", "statements", "related", "hasRelated", "apis",
        "hasAPIs", "changeLog", "hasChangeLog", "sources", "ruleCount", "exampleCount", "failedCount",
        "hasFailures", "allPassed", "presentations",
    ]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.id)  // id
        case 1: return TemplateValue(self.title)  // title
        case 2: return TemplateValue(self.kind)  // kind
        case 3: return TemplateValue(self.isGuide)  // isGuide
        case 4: return TemplateValue(self.href)  // href
        case 5: return TemplateValue(self.abstractHTML)  // abstractHTML
        case 6: return TemplateValue(self.abstract)  // abstract
        case 7: return TemplateValue(self.overviewHTML)  // overviewHTML
        case 8: return TemplateValue(self.hasOverview)  // hasOverview
        case 9: return TemplateValue(self.general)  // general
        case 10: return TemplateValue(self.platformSections)  // platformSections
        case 11: return TemplateValue(!self.platformSections.isEmpty)  // hasPlatformSections
        case 12: return TemplateValue(self.statements)  // statements
        case 13: return TemplateValue(self.related)  // related
        case 14: return TemplateValue(!self.related.isEmpty)  // hasRelated
        case 15: return TemplateValue(self.apis)  // apis
        case 16: return TemplateValue(!self.apis.isEmpty)  // hasAPIs
        case 17: return TemplateValue(self.changeLog)  // changeLog
        case 18: return TemplateValue(!self.changeLog.isEmpty)  // hasChangeLog
        case 19: return TemplateValue(self.sources)  // sources
        case 20: return TemplateValue(self.ruleCount)  // ruleCount
        case 21: return TemplateValue(self.exampleCount)  // exampleCount
        case 22: return TemplateValue(self.failedCount)  // failedCount
        case 23: return TemplateValue(self.failedCount > 0)  // hasFailures
        case 24: return TemplateValue(self.failedCount == 0 && self.exampleCount > 0)  // allPassed
        case 25: return TemplateValue(self.presentations)  // presentations
        default: return .missing
        }
    }
}

/// A component as a card on the home page: the fields of `ComponentView` without rules. The few
/// a card shows are made up front; the others (overview, statements, links, sources) are made,
/// all at once, the first time a template asks for one of them. Making all of them for every card
/// when the default card shows five was most of the home page's cost at 10,000 components.
final class ComponentCardView: TemplateObject, FieldTableView, @unchecked Sendable {
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

    override func value(for key: TemplateKey) -> TemplateValue {
        let own = fieldValue(for: key)
        if case .missing = own, Self.fullNames.contains(key.name) { return fullView.value(for: key) }
        return own
    }

    private static let fullNames = Set(ComponentView.fieldNames.names)

    /// Answered without the whole view, each exactly as `ComponentView` answers it.
    static let fieldNames: TemplateFieldNames = [
        "id", "title", "kind", "isGuide", "href", "abstract", "ruleCount", "exampleCount", "failedCount",
        "hasFailures", "allPassed",
    ]

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.id)  // id
        case 1: return TemplateValue(self.title)  // title
        case 2: return TemplateValue(self.kind)  // kind
        case 3: return TemplateValue(self.isGuide)  // isGuide
        case 4: return TemplateValue(self.href)  // href
        case 5: return TemplateValue(self.abstract)  // abstract
        case 6: return TemplateValue(self.ruleCount)  // ruleCount
        case 7: return TemplateValue(self.exampleCount)  // exampleCount
        case 8: return TemplateValue(self.failedCount)  // failedCount
        case 9: return TemplateValue(self.failedCount > 0)  // hasFailures
        case 10: return TemplateValue(self.failedCount == 0 && self.exampleCount > 0)  // allPassed
        default: return .missing
        }
    }
}

/// One cell of a comparison table.
final class CellView: TemplateObject, FieldTableView, @unchecked Sendable {
    let status: String
    let label: String
    let note: String?
    let href: String
    let platform: String
    /// Why the core model says so (`partials/why`); `.missing` for a cell the model does not decide.
    let why: TemplateValue
    init(status: String, label: String, note: String?, href: String, platform: String, why: TemplateValue = .missing) {
        self.status = status; self.label = label; self.note = note; self.href = href; self.platform = platform; self.why = why
    }
    static let fieldNames: TemplateFieldNames = ["status", "label", "note", "href", "platform", "why"]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.status)  // status
        case 1: return TemplateValue(self.label)  // label
        case 2: return TemplateValue(self.note)  // note
        case 3: return TemplateValue(self.href)  // href
        case 4: return TemplateValue(self.platform)  // platform
        case 5: return self.why  // why
        default: return .missing
        }
    }
}

final class PairView: TemplateObject, FieldTableView, @unchecked Sendable {
    let a: PlatformRef, b: PlatformRef, href: String, title: String
    init(a: PlatformRef, b: PlatformRef, href: String, title: String) { self.a = a; self.b = b; self.href = href; self.title = title }
    static let fieldNames: TemplateFieldNames = ["a", "b", "href", "title"]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.a)  // a
        case 1: return TemplateValue(self.b)  // b
        case 2: return TemplateValue(self.href)  // href
        case 3: return TemplateValue(self.title)  // title
        default: return .missing
        }
    }
}

/// One component on a comparison page of two platforms: its status on each and the rules only one has.
final class PairComponentView: TemplateObject, FieldTableView, @unchecked Sendable {
    let title: String, href: String
    /// The links of the rules on one side only; empty past the page's list limit.
    let onlyAHTML: String, onlyBHTML: String
    /// How many rules each side has that the other does not ("2 rules not on macOS"), or "".
    let onlyANote: String, onlyBNote: String
    /// Absent for guides, which are advice across components and have no status on a platform.
    let cellA: CellView?, cellB: CellView?
    /// The same cells through `partials/pair-cell`, rendered once for every comparison page;
    /// empty for guides, and when no template asks for them.
    let cellAHTML: String, cellBHTML: String
    init(title: String, href: String, onlyAHTML: String, onlyBHTML: String, onlyANote: String = "", onlyBNote: String = "",
         cellA: CellView?, cellB: CellView?, cellAHTML: String, cellBHTML: String) {
        self.title = title; self.href = href; self.onlyAHTML = onlyAHTML; self.onlyBHTML = onlyBHTML
        self.onlyANote = onlyANote; self.onlyBNote = onlyBNote
        self.cellA = cellA; self.cellB = cellB; self.cellAHTML = cellAHTML; self.cellBHTML = cellBHTML
    }
    static let fieldNames: TemplateFieldNames = [
        "title", "href", "onlyAHTML", "onlyBHTML", "hasOnlyA", "hasOnlyB", "cellA", "cellB", "cellAHTML", "cellBHTML",
        "onlyANote", "onlyBNote",
    ]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.title)  // title
        case 1: return TemplateValue(self.href)  // href
        case 2: return TemplateValue(self.onlyAHTML)  // onlyAHTML
        case 3: return TemplateValue(self.onlyBHTML)  // onlyBHTML
        case 4: return TemplateValue(!self.onlyAHTML.isEmpty)  // hasOnlyA
        case 5: return TemplateValue(!self.onlyBHTML.isEmpty)  // hasOnlyB
        case 6: return TemplateValue(self.cellA)  // cellA
        case 7: return TemplateValue(self.cellB)  // cellB
        case 8: return TemplateValue(self.cellAHTML)  // cellAHTML
        case 9: return TemplateValue(self.cellBHTML)  // cellBHTML
        case 10: return self.onlyANote.isEmpty ? .missing : TemplateValue(self.onlyANote)  // onlyANote
        case 11: return self.onlyBNote.isEmpty ? .missing : TemplateValue(self.onlyBNote)  // onlyBNote
        default: return .missing
        }
    }
}

/// A rule's view with another permalink: its one-line link, which other pages show from one
/// folder down. It answers `permalink` itself and every other name from the rule's view; a copy
/// of the view retained all twenty of its fields, for each of tens of thousands of links.
final class RuleLinkView: TemplateObject, @unchecked Sendable {
    let rule: RuleView
    let permalink: String

    init(_ rule: RuleView, permalink: String) {
        self.rule = rule
        self.permalink = permalink
    }

    override func value(for key: TemplateKey) -> TemplateValue {
        key.name == "permalink" ? .text(permalink) : rule.value(for: key)
    }
}

/// One component on a platform page: its statement about the platform, the links of its rules
/// for the platform, and a count of its general rules. A class with a field table rather than a
/// dictionary: a platform page holds one for every component, so a render made 60,000 of them
/// at 10,000 pages, each dictionary hashing its eleven names twice over.
final class PlatformGroupView: TemplateObject, FieldTableView, @unchecked Sendable {
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

    static let fieldNames: TemplateFieldNames = [
        "title", "id", "href", "statement", "specificHTML", "hasSpecific", "specificCount", "generalHTML",
        "hasGeneral", "generalCount", "generalLabel",
    ]

    override func value(for key: TemplateKey) -> TemplateValue { fieldValue(for: key) }

    func value(at field: Int) -> TemplateValue {
        switch field {
        case 0: return TemplateValue(self.title)  // title
        case 1: return TemplateValue(self.id)  // id
        case 2: return TemplateValue(self.href)  // href
        case 3: return TemplateValue(self.statement)  // statement
        case 4: return TemplateValue(self.specificHTML)  // specificHTML
        case 5: return TemplateValue(self.specificCount > 0)  // hasSpecific
        case 6: return TemplateValue(self.specificCount)  // specificCount
        case 7: return TemplateValue(self.generalHTML)  // generalHTML
        case 8: return TemplateValue(self.generalCount > 0)  // hasGeneral
        case 9: return TemplateValue(self.generalCount)  // generalCount
        case 10: return TemplateValue(self.generalCount == 1 ? "1 general rule" : "\(self.generalCount) general rules")  // generalLabel
        default: return .missing
        }
    }
}
