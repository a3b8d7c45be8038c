import TemplateKit

/// One step of a spec example, its keyword (`Given`, `When`…) set apart from the rest.
@TemplateModel
struct StepView {
    let keyword: String?
    let text: String
}
