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
    let related: [RelatedLink]
    var hasRelated: Bool { !related.isEmpty }
    let apis: [APIView]
    var hasAPIs: Bool { !apis.isEmpty }
    let changeLog: [ChangeView]
    var hasChangeLog: Bool { !changeLog.isEmpty }
    let sources: [SourceRef]
    let ruleCount: Int
    let exampleCount: Int
    let failedCount: Int
    var hasFailures: Bool { failedCount > 0 }
    var allPassed: Bool { failedCount == 0 && exampleCount > 0 }
    let presentations: [String]
    /// The language of the page's text when the language it is shown in has no translation of
    /// it at all; the page is marked with it and says it is not translated.
    var untranslatedLanguage: String? = nil
    /// The languages of the title, abstract and overview when each is shown untranslated.
    var titleLanguage: String? = nil
    var abstractLanguage: String? = nil
    var overviewLanguage: String? = nil
}

/// A page the component's page points to: another component, or an address.
@TemplateModel
struct RelatedLink {
    let title: String
    /// None for a link the site cannot resolve.
    let href: String?
    /// The language of the title when a translation leaves it out and it shows untranslated.
    var lang: String? = nil
}

/// An API the component's page names.
@TemplateModel
struct APIView {
    let name: String
    let framework: String
    let href: String?
}

/// One entry of the page's change log.
@TemplateModel
struct ChangeView {
    let date: String
    let text: String
    /// The language of the text when a translation leaves it out and it shows untranslated.
    var lang: String? = nil
}
