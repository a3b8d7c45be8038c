import CatalogModel
import TemplateKit

// The values templates receive. Field names are the template variables documented in
// docs/templates.md; a field ending in `HTML` holds markup this module escaped already and is
// meant for `{{{triple}}}` braces, every other string is plain text for `{{double}}` braces.
//
// Each view answers the engine's look-ups itself (`value(forKey:)`) with a typed value, so the
// engine never reflects over a view or casts what it gets back. A nil optional answers
// `.missing`, so the look-up falls through to outer values exactly as an absent dictionary key
// does. The heavy views are final classes: a list of them is a list of pointers, shared by every
// page that shows them.

final class NavItem: TemplateObject {
    let title: String, href: String, current: Bool
    init(title: String, href: String, current: Bool) { self.title = title; self.href = href; self.current = current }
    func value(forKey name: String) -> TemplateValue {
        switch name {
        case "title": return TemplateValue(title)
        case "href": return TemplateValue(href)
        case "current": return TemplateValue(current)
        default: return .missing
        }
    }
}

final class PlatformRef: TemplateObject {
    let id: String, name: String, href: String
    init(id: String, name: String, href: String) { self.id = id; self.name = name; self.href = href }
    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "id": return TemplateValue(id)
        case "name": return TemplateValue(name)
        case "href": return TemplateValue(href)
        default: return .missing
        }
    }
}

final class SourceRef: TemplateObject {
    let id: String, title: String, edition: String?, href: String?, anchor: String
    init(id: String, title: String, edition: String?, href: String?, anchor: String) {
        self.id = id; self.title = title; self.edition = edition; self.href = href; self.anchor = anchor
    }
    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "id": return TemplateValue(id)
        case "title": return TemplateValue(title)
        case "edition": return TemplateValue(edition)
        case "href": return TemplateValue(href)
        case "anchor": return TemplateValue(anchor)
        default: return .missing
        }
    }
}

final class RuleRef: TemplateObject {
    let id: String, href: String?, lead: String
    init(id: String, href: String?, lead: String) { self.id = id; self.href = href; self.lead = lead }
    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "id": return TemplateValue(id)
        case "href": return TemplateValue(href)
        case "hasHref": return TemplateValue(href != nil)
        case "lead": return TemplateValue(lead)
        default: return .missing
        }
    }
}

final class StepView: TemplateObject {
    let keyword: String?, text: String
    init(keyword: String?, text: String) { self.keyword = keyword; self.text = text }
    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "keyword": return TemplateValue(keyword)
        case "text": return TemplateValue(text)
        default: return .missing
        }
    }
}

final class CaseView: TemplateObject {
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
    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "number": return TemplateValue(number)
        case "steps": return TemplateValue(steps)
        case "passed": return TemplateValue(passed)
        case "statusLabel": return TemplateValue(statusLabel)
        case "caseMessage": return TemplateValue(caseMessage)
        default: return .missing
        }
    }
}

final class ExampleView: TemplateObject {
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

    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "id": return TemplateValue(id)
        case "anchor": return TemplateValue(anchor)
        case "isPrimary": return TemplateValue(isPrimary)
        case "inVerification": return TemplateValue(inVerification)
        case "title": return TemplateValue(title)
        case "status": return TemplateValue(status)
        case "statusLabel": return TemplateValue(statusLabel)
        case "passed": return TemplateValue(passed)
        case "failed": return TemplateValue(failed)
        case "notRun": return TemplateValue(notRun)
        case "message": return TemplateValue(message)
        case "cases": return TemplateValue(cases)
        case "multipleCases": return TemplateValue(multipleCases)
        case "location": return TemplateValue(location)
        case "rules": return TemplateValue(rules)
        case "componentTitle": return TemplateValue(componentTitle)
        case "componentHref": return TemplateValue(componentHref)
        default: return .missing
        }
    }
}

/// One rule. The same value serves the component page (permalinks within the page) and, with its
/// permalink pointing at that page, `partials/rule-link` for every page that lists the rule.
final class RuleView: TemplateObject {
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
    let platformsText: String
    let sources: [SourceRef]
    let taste: Bool
    let examples: [ExampleView]
    let verification: String
    let verificationLabel: String
    let componentID: String
    let componentTitle: String
    let componentHref: String
    let location: String

    init(id: String, permalink: String, leadHTML: String, lead: String, bodyHTML: String, hasBody: Bool, strength: String,
         strengthLabel: String, allPlatforms: Bool, platforms: [PlatformRef], platformsText: String, sources: [SourceRef],
         taste: Bool, examples: [ExampleView], verification: String, verificationLabel: String, componentID: String,
         componentTitle: String, componentHref: String, location: String) {
        self.id = id; self.permalink = permalink; self.leadHTML = leadHTML; self.lead = lead; self.bodyHTML = bodyHTML
        self.hasBody = hasBody; self.strength = strength; self.strengthLabel = strengthLabel
        self.allPlatforms = allPlatforms; self.platforms = platforms; self.platformsText = platformsText
        self.sources = sources; self.taste = taste; self.examples = examples; self.verification = verification
        self.verificationLabel = verificationLabel; self.componentID = componentID; self.componentTitle = componentTitle
        self.componentHref = componentHref; self.location = location
    }

    /// The same rule with another permalink.
    func with(permalink: String) -> RuleView {
        RuleView(id: id, permalink: permalink, leadHTML: leadHTML, lead: lead, bodyHTML: bodyHTML, hasBody: hasBody,
                 strength: strength, strengthLabel: strengthLabel, allPlatforms: allPlatforms, platforms: platforms,
                 platformsText: platformsText, sources: sources, taste: taste, examples: examples,
                 verification: verification, verificationLabel: verificationLabel, componentID: componentID,
                 componentTitle: componentTitle, componentHref: componentHref, location: location)
    }

    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "id": return TemplateValue(id)
        case "permalink": return TemplateValue(permalink)
        case "leadHTML": return TemplateValue(leadHTML)
        case "lead": return TemplateValue(lead)
        case "bodyHTML": return TemplateValue(bodyHTML)
        case "hasBody": return TemplateValue(hasBody)
        case "strength": return TemplateValue(strength)
        case "strengthLabel": return TemplateValue(strengthLabel)
        case "allPlatforms": return TemplateValue(allPlatforms)
        case "platforms": return TemplateValue(platforms)
        case "platformsText": return TemplateValue(platformsText)
        case "sources": return TemplateValue(sources)
        case "taste": return TemplateValue(taste)
        case "examples": return TemplateValue(examples)
        case "hasExamples": return TemplateValue(!examples.isEmpty)
        case "verification": return TemplateValue(verification)
        case "verificationLabel": return TemplateValue(verificationLabel)
        case "componentID": return TemplateValue(componentID)
        case "componentTitle": return TemplateValue(componentTitle)
        case "componentHref": return TemplateValue(componentHref)
        case "location": return TemplateValue(location)
        default: return .missing
        }
    }
}

final class SectionView: TemplateObject {
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
    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "id": return TemplateValue(id)
        case "anchor": return TemplateValue(anchor)
        case "title": return TemplateValue(title)
        case "proseHTML": return TemplateValue(proseHTML)
        case "hasProse": return TemplateValue(!proseHTML.isEmpty)
        case "rules": return TemplateValue(rules)
        case "hasRules": return TemplateValue(!rules.isEmpty)
        case "platformsText": return TemplateValue(platformsText)
        default: return .missing
        }
    }
}

final class StatementView: TemplateObject {
    let platform: PlatformRef
    /// `unsupported`, `no-additional-considerations`, `specific` or `general`.
    let status: String
    let label: String
    let detail: String?
    init(platform: PlatformRef, status: String, label: String, detail: String?) {
        self.platform = platform; self.status = status; self.label = label; self.detail = detail
    }
    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "platform": return TemplateValue(platform)
        case "status": return TemplateValue(status)
        case "label": return TemplateValue(label)
        case "unsupported": return TemplateValue(status == "unsupported")
        case "noAdditionalConsiderations": return TemplateValue(status == "no-additional-considerations")
        case "detail": return TemplateValue(detail)
        default: return .missing
        }
    }
}

final class ComponentView: TemplateObject {
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

    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "id": return TemplateValue(id)
        case "title": return TemplateValue(title)
        case "kind": return TemplateValue(kind)
        case "isGuide": return TemplateValue(isGuide)
        case "href": return TemplateValue(href)
        case "abstractHTML": return TemplateValue(abstractHTML)
        case "abstract": return TemplateValue(abstract)
        case "overviewHTML": return TemplateValue(overviewHTML)
        case "hasOverview": return TemplateValue(hasOverview)
        case "general": return TemplateValue(general)
        case "platformSections": return TemplateValue(platformSections)
        case "hasPlatformSections": return TemplateValue(!platformSections.isEmpty)
        case "statements": return TemplateValue(statements)
        case "related": return TemplateValue(related)
        case "hasRelated": return TemplateValue(!related.isEmpty)
        case "apis": return TemplateValue(apis)
        case "hasAPIs": return TemplateValue(!apis.isEmpty)
        case "changeLog": return TemplateValue(changeLog)
        case "hasChangeLog": return TemplateValue(!changeLog.isEmpty)
        case "sources": return TemplateValue(sources)
        case "ruleCount": return TemplateValue(ruleCount)
        case "exampleCount": return TemplateValue(exampleCount)
        case "failedCount": return TemplateValue(failedCount)
        case "hasFailures": return TemplateValue(failedCount > 0)
        case "allPassed": return TemplateValue(failedCount == 0 && exampleCount > 0)
        case "presentations": return TemplateValue(presentations)
        default: return .missing
        }
    }
}

/// One cell of a comparison table.
final class CellView: TemplateObject {
    let status: String
    let label: String
    let note: String?
    let href: String
    let platform: String
    init(status: String, label: String, note: String?, href: String, platform: String) {
        self.status = status; self.label = label; self.note = note; self.href = href; self.platform = platform
    }
    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "status": return TemplateValue(status)
        case "label": return TemplateValue(label)
        case "note": return TemplateValue(note)
        case "href": return TemplateValue(href)
        case "platform": return TemplateValue(platform)
        default: return .missing
        }
    }
}

final class PairView: TemplateObject {
    let a: PlatformRef, b: PlatformRef, href: String, title: String
    init(a: PlatformRef, b: PlatformRef, href: String, title: String) { self.a = a; self.b = b; self.href = href; self.title = title }
    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "a": return TemplateValue(a)
        case "b": return TemplateValue(b)
        case "href": return TemplateValue(href)
        case "title": return TemplateValue(title)
        default: return .missing
        }
    }
}

/// One component on a comparison page of two platforms: its status on each and the rules only one has.
final class PairComponentView: TemplateObject {
    let title: String, href: String
    let onlyAHTML: String, onlyBHTML: String
    /// Absent for guides, which are advice across components and have no status on a platform.
    let cellA: CellView?, cellB: CellView?
    init(title: String, href: String, onlyAHTML: String, onlyBHTML: String, cellA: CellView?, cellB: CellView?) {
        self.title = title; self.href = href; self.onlyAHTML = onlyAHTML; self.onlyBHTML = onlyBHTML
        self.cellA = cellA; self.cellB = cellB
    }
    func value(forKey key: String) -> TemplateValue {
        switch key {
        case "title": return TemplateValue(title)
        case "href": return TemplateValue(href)
        case "onlyAHTML": return TemplateValue(onlyAHTML)
        case "onlyBHTML": return TemplateValue(onlyBHTML)
        case "hasOnlyA": return TemplateValue(!onlyAHTML.isEmpty)
        case "hasOnlyB": return TemplateValue(!onlyBHTML.isEmpty)
        case "cellA": return TemplateValue(cellA)
        case "cellB": return TemplateValue(cellB)
        default: return .missing
        }
    }
}
