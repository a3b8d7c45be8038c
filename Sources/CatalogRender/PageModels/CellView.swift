import TemplateKit

/// One cell of a comparison table.
@TemplateModel
struct CellView {
    let status: String
    let label: String
    let note: String?
    let href: String
    let platform: String
    /// Why the core model says so (`partials/why`); nil for a cell the model does not decide.
    var why: WhyView? = nil
    /// The sketch of the presentation on this platform (inline SVG, escaped here); only the
    /// cells of the "Shown as" table have one.
    var sketchHTML: String? = nil
    /// The platform's id, on the tables whose columns the platform picker hides.
    var platformID: String? = nil
}
