import TemplateKit

/// One spec example with its result, under a rule on a component page or on the verification page.
@TemplateModel
struct ExampleView {
    let id: String
    let anchor: String
    /// True on the one view of an example that carries its anchor on a component page.
    var isPrimary = false
    /// True on the verification page. The page sets it too; holding it here answers the look-up
    /// before the engine climbs through every outer value for it.
    var inVerification = false
    let title: String
    let status: String
    let statusLabel: String
    let passed: Bool
    let failed: Bool
    let notRun: Bool
    let message: String?
    let cases: [CaseView]
    let multipleCases: Bool
    /// `file:line` of the example in its page.
    let location: String
    let rules: [RuleRef]
    let componentTitle: String
    let componentHref: String
    /// On the verification page, where a passing example's steps are already shown (its place on
    /// a component page); nil when the page should show them itself. At 10,000 pages, repeating
    /// every passing example's steps made the page 51 MB and took Chromium 26 s to open.
    var stepsHref: String? = nil
    /// The sketches of its cases (`<figure>`s with inline SVG, escaped here); nil on the
    /// verification page, which links to the component page that shows them.
    var sketchesHTML: String? = nil
}
