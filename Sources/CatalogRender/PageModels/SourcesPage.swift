import TemplateKit

/// `sources.html`: every source grouped by work, and every disagreement with its positions.
@TemplateModel
struct SourcesPage: PageModel {
    let chrome: PageChrome
    let works: [SourceWorkView]
    var hasSources: Bool { !works.isEmpty }
    let disagreements: [DisagreementView]
    var hasDisagreements: Bool { !disagreements.isEmpty }
}

/// One work and its editions, newest dated edition first.
@TemplateModel
struct SourceWorkView {
    let work: String
    let editions: [SourceEditionView]
}

/// One source as its entry on `sources.html` shows it.
@TemplateModel
struct SourceEditionView {
    let id: String
    let anchor: String
    let title: String
    /// Rules that cite it, each counted once.
    let ruleCount: Int
    let edition: String?
    let publisher: String?
    let note: String?
    let href: String?
}

/// Sources that disagree on one topic of a page, with the rules it concerns.
@TemplateModel
struct DisagreementView {
    let id: String
    let anchor: String
    let topic: String
    let componentTitle: String
    let componentHref: String
    let rules: [RuleRef]
    let positions: [PositionView]
}

/// What one source says in a disagreement.
@TemplateModel
struct PositionView {
    let says: String
    let source: SourceRef
}
