import TemplateKit

/// `equivalents.html`: each presentation's counterpart on every platform the core model knows.
@TemplateModel
struct EquivalentsPage: PageModel {
    let chrome: PageChrome
    let rows: [EquivalentRowView]
    var hasRows: Bool { !rows.isEmpty }
    /// The labels of the columns after the platform and its name.
    let aspects: [String]
    /// Every column of a row's table: the platform, its name and the aspects.
    var columns: Int { 2 + aspects.count }
    /// For the platform picker (`partials/platform-picker`).
    let families: [PlatformFamilyView]
    let hasPicker: Bool
}

/// One presentation, or a setting of one, on every platform.
@TemplateModel
struct EquivalentRowView {
    let anchor: String
    let title: String
    /// "iOS: sheet · Android: modal bottom sheet · …"
    let names: String
    let sketches: [EquivalentSketchView]
    var hasSketches: Bool { !sketches.isEmpty }
    let groups: [EquivalentGroupView]
}

/// A counterpart's sketch, captioned with its name.
@TemplateModel
struct EquivalentSketchView {
    let platform: String
    let platformName: String
    let name: String
    /// Inline SVG, escaped where it is made.
    let svg: String
}

/// A family's platforms in a row's table.
@TemplateModel
struct EquivalentGroupView {
    let family: String
    let familyID: String
    let single: Bool
    let members: String
    let sides: [EquivalentSideView]
}

/// One platform's counterpart: what it is called and how it behaves.
@TemplateModel
struct EquivalentSideView {
    let id: String
    let name: String
    let href: String
    let cells: [EquivalentCellView]
}

/// One answer of the model, with why it says so.
@TemplateModel
struct EquivalentCellView {
    let text: String
    let status: String
    let note: String?
    let why: WhyView?
}
