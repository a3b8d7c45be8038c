import TemplateKit

/// A section of a component page: general guidance or one platform's, with its rules.
@TemplateModel
struct SectionView {
    let id: String
    let anchor: String
    let title: String
    let proseHTML: String
    var hasProse: Bool { !proseHTML.isEmpty }
    let rules: [RuleView]
    var hasRules: Bool { !rules.isEmpty }
    let platformsText: String
    /// The language of the title, and of the prose, when they are shown untranslated.
    var titleLanguage: String? = nil
    var proseLanguage: String? = nil
}
