import TemplateKit

/// A component page's component: its text, sections of rules, statements per platform and links.
@TemplateModel
struct ComponentView {
    let id: String
    let title: String
    let kind: String
    var isGuide: Bool { kind == "guide" }
    let href: String
    let abstractHTML: String
    let abstract: String
    let overviewHTML: String
    let hasOverview: Bool
    let general: [SectionView]
    let platformSections: [SectionView]
    var hasPlatformSections: Bool { !platformSections.isEmpty }
    let statements: [StatementView]
    let related: [[String: String]]
    var hasRelated: Bool { !related.isEmpty }
    let apis: [[String: String]]
    var hasAPIs: Bool { !apis.isEmpty }
    let changeLog: [[String: String]]
    var hasChangeLog: Bool { !changeLog.isEmpty }
    let sources: [SourceRef]
    let ruleCount: Int
    let exampleCount: Int
    let failedCount: Int
    var hasFailures: Bool { failedCount > 0 }
    var allPassed: Bool { failedCount == 0 && exampleCount > 0 }
    let presentations: [String]
}
