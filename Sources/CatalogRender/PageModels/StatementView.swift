import TemplateKit

/// What a component page says about one platform.
@TemplateModel
struct StatementView {
    let platform: PlatformRef
    /// `unsupported`, `no-additional-considerations`, `specific` or `general`.
    let status: String
    let label: String
    var unsupported: Bool { status == "unsupported" }
    var noAdditionalConsiderations: Bool { status == "no-additional-considerations" }
    let detail: String?
}
