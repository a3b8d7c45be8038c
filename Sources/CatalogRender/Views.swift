import CatalogModel
import Mustache

// The values templates receive. Field names are the template variables documented in
// docs/templates.md; a field ending in `HTML` holds markup this module escaped already and is
// meant for `{{{triple}}}` braces, every other string is plain text for `{{double}}` braces.
//
// Each view answers the engine's look-ups itself (`child(named:)`) instead of being reflected
// over: a `Mirror` per look-up, or flattening every view into dictionaries first, dominated the
// build. A nil optional answers nil, so the look-up falls through to outer values exactly as an
// absent dictionary key does. The heavy views are final classes: the engine boxes every value
// it pushes on its stack, and a class boxes as one pointer where a struct is copied.

final class NavItem: MustacheParent, Sendable {
    let title: String, href: String, current: Bool
    init(title: String, href: String, current: Bool) { self.title = title; self.href = href; self.current = current }
    func child(named name: String) -> Any? {
        switch name {
        case "title": return title
        case "href": return href
        case "current": return current
        default: return nil
        }
    }
}

final class PlatformRef: MustacheParent, Sendable {
    let id: String, name: String, href: String
    init(id: String, name: String, href: String) { self.id = id; self.name = name; self.href = href }
    func child(named key: String) -> Any? {
        switch key {
        case "id": return id
        case "name": return name
        case "href": return href
        default: return nil
        }
    }
}

final class SourceRef: MustacheParent, Sendable {
    let id: String, title: String, edition: String?, href: String?, anchor: String
    init(id: String, title: String, edition: String?, href: String?, anchor: String) {
        self.id = id; self.title = title; self.edition = edition; self.href = href; self.anchor = anchor
    }
    func child(named key: String) -> Any? {
        switch key {
        case "id": return id
        case "title": return title
        case "edition": return edition
        case "href": return href
        case "anchor": return anchor
        default: return nil
        }
    }
}

final class RuleRef: MustacheParent, Sendable {
    let id: String, href: String?, lead: String
    init(id: String, href: String?, lead: String) { self.id = id; self.href = href; self.lead = lead }
    func child(named key: String) -> Any? {
        switch key {
        case "id": return id
        case "href": return href
        case "hasHref": return href != nil
        case "lead": return lead
        default: return nil
        }
    }
}

final class StepView: MustacheParent, Sendable {
    let keyword: String?, text: String
    init(keyword: String?, text: String) { self.keyword = keyword; self.text = text }
    func child(named key: String) -> Any? {
        switch key {
        case "keyword": return keyword
        case "text": return text
        default: return nil
        }
    }
}

final class CaseView: MustacheParent, Sendable {
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
    func child(named key: String) -> Any? {
        switch key {
        case "number": return number
        case "steps": return steps
        case "passed": return passed
        case "statusLabel": return statusLabel
        case "caseMessage": return caseMessage
        default: return nil
        }
    }
}

final class ExampleView: MustacheParent, Sendable {
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

    func child(named key: String) -> Any? {
        switch key {
        case "id": return id
        case "anchor": return anchor
        case "isPrimary": return isPrimary
        case "inVerification": return inVerification
        case "title": return title
        case "status": return status
        case "statusLabel": return statusLabel
        case "passed": return passed
        case "failed": return failed
        case "notRun": return notRun
        case "message": return message
        case "cases": return cases
        case "multipleCases": return multipleCases
        case "location": return location
        case "rules": return rules
        case "componentTitle": return componentTitle
        case "componentHref": return componentHref
        default: return nil
        }
    }
}

/// One rule. The same value serves the component page (permalinks within the page) and, with its
/// permalink pointing at that page, `partials/rule-link` for every page that lists the rule.
final class RuleView: MustacheParent, Sendable {
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

    func child(named key: String) -> Any? {
        switch key {
        case "id": return id
        case "permalink": return permalink
        case "leadHTML": return leadHTML
        case "lead": return lead
        case "bodyHTML": return bodyHTML
        case "hasBody": return hasBody
        case "strength": return strength
        case "strengthLabel": return strengthLabel
        case "allPlatforms": return allPlatforms
        case "platforms": return platforms
        case "platformsText": return platformsText
        case "sources": return sources
        case "taste": return taste
        case "examples": return examples
        case "hasExamples": return !examples.isEmpty
        case "verification": return verification
        case "verificationLabel": return verificationLabel
        case "componentID": return componentID
        case "componentTitle": return componentTitle
        case "componentHref": return componentHref
        case "location": return location
        default: return nil
        }
    }
}

final class SectionView: MustacheParent, Sendable {
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
    func child(named key: String) -> Any? {
        switch key {
        case "id": return id
        case "anchor": return anchor
        case "title": return title
        case "proseHTML": return proseHTML
        case "hasProse": return !proseHTML.isEmpty
        case "rules": return rules
        case "hasRules": return !rules.isEmpty
        case "platformsText": return platformsText
        default: return nil
        }
    }
}

final class StatementView: MustacheParent, Sendable {
    let platform: PlatformRef
    /// `unsupported`, `no-additional-considerations`, `specific` or `general`.
    let status: String
    let label: String
    let detail: String?
    init(platform: PlatformRef, status: String, label: String, detail: String?) {
        self.platform = platform; self.status = status; self.label = label; self.detail = detail
    }
    func child(named key: String) -> Any? {
        switch key {
        case "platform": return platform
        case "status": return status
        case "label": return label
        case "unsupported": return status == "unsupported"
        case "noAdditionalConsiderations": return status == "no-additional-considerations"
        case "detail": return detail
        default: return nil
        }
    }
}

final class ComponentView: MustacheParent, Sendable {
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

    func child(named key: String) -> Any? {
        switch key {
        case "id": return id
        case "title": return title
        case "kind": return kind
        case "isGuide": return isGuide
        case "href": return href
        case "abstractHTML": return abstractHTML
        case "abstract": return abstract
        case "overviewHTML": return overviewHTML
        case "hasOverview": return hasOverview
        case "general": return general
        case "platformSections": return platformSections
        case "hasPlatformSections": return !platformSections.isEmpty
        case "statements": return statements
        case "related": return related
        case "hasRelated": return !related.isEmpty
        case "apis": return apis
        case "hasAPIs": return !apis.isEmpty
        case "changeLog": return changeLog
        case "hasChangeLog": return !changeLog.isEmpty
        case "sources": return sources
        case "ruleCount": return ruleCount
        case "exampleCount": return exampleCount
        case "failedCount": return failedCount
        case "hasFailures": return failedCount > 0
        case "allPassed": return failedCount == 0 && exampleCount > 0
        case "presentations": return presentations
        default: return nil
        }
    }
}

/// One cell of a comparison table.
final class CellView: MustacheParent, Sendable {
    let status: String
    let label: String
    let note: String?
    let href: String
    let platform: String
    init(status: String, label: String, note: String?, href: String, platform: String) {
        self.status = status; self.label = label; self.note = note; self.href = href; self.platform = platform
    }
    func child(named key: String) -> Any? {
        switch key {
        case "status": return status
        case "label": return label
        case "note": return note
        case "href": return href
        case "platform": return platform
        default: return nil
        }
    }
}

final class PairView: MustacheParent, Sendable {
    let a: PlatformRef, b: PlatformRef, href: String, title: String
    init(a: PlatformRef, b: PlatformRef, href: String, title: String) { self.a = a; self.b = b; self.href = href; self.title = title }
    func child(named key: String) -> Any? {
        switch key {
        case "a": return a
        case "b": return b
        case "href": return href
        case "title": return title
        default: return nil
        }
    }
}
