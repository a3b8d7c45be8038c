import TemplateKit

/// One case of a spec example: its steps and whether they passed.
@TemplateModel
struct CaseView {
    let number: Int
    let steps: [StepView]
    let passed: Bool
    let statusLabel: String
    /// Only when the example has several cases; a single case's failure is the example's `message`.
    let caseMessage: String?
}
