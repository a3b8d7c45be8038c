import TemplateKit

/// A rule's view with another permalink: its one-line link, which other pages show from one
/// folder down. It answers `permalink` itself and every other name from the rule's view.
@TemplateModel
struct RuleLinkView {
    let permalink: String
    private let rule: RuleView

    init(_ rule: RuleView, permalink: String) {
        self.rule = rule
        self.permalink = permalink
    }

    func otherValue(for key: TemplateKey) -> TemplateValue { rule.value(for: key) }
}
