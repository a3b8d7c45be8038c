import TemplateKit

/// `compare.html`: one table per aspect of behaviour (presentations × platforms), the
/// components × platforms matrix, and links to every two-platform view.
@TemplateModel
struct ComparePage: PageModel {
    let chrome: PageChrome
    let platforms: [PlatformRef]
    let modelPlatforms: [PlatformRef]
    /// The head of the model's tables and of the components matrix (`partials/platform-head`).
    let modelHead: PlatformHead
    let matrixHead: PlatformHead
    /// For the platform picker (`partials/platform-picker`).
    let families: [PlatformFamilyView]
    let hasPicker: Bool
    let rows: [MatrixRow]
    /// The same rows in tables of `PageBuilder.partSize`.
    let rowGroups: [MatrixGroup]
    var matrixIsSplit: Bool { rowGroups.count > 1 }
    let pairs: [PairView]
    let presentationRows: [PresentationRow]
    var hasPresentationRows: Bool { !presentationRows.isEmpty }
    let aspects: [AspectTable]
    var hasAspects: Bool { !aspects.isEmpty }
    let contested: [ContestedView]
    var hasContested: Bool { !contested.isEmpty }
}

/// A component's row of the matrix: its cell on each platform.
@TemplateModel
struct MatrixRow {
    let component: PlatformRef
    let cells: [CellView]
}

/// One table of matrix rows.
@TemplateModel
struct MatrixGroup {
    let rows: [MatrixRow]
}

/// A presentation's row of the presentations × platforms table.
@TemplateModel
struct PresentationRow {
    let title: String
    let cells: [CellView]
}

/// One aspect of behaviour as a presentations × platforms table.
@TemplateModel
struct AspectTable {
    let id: String
    let title: String
    let rows: [AspectTableRow]
}

/// A presentation's row of an aspect table, linked to the page that covers it, if any.
@TemplateModel
struct AspectTableRow {
    let presentation: String
    let componentHref: String?
    let componentTitle: String?
    let cells: [CellView]
}

/// A question the sources answer differently, and the model's answer.
@TemplateModel
struct ContestedView {
    let question: String
    let answer: String
    let why: WhyView?
}
