import TemplateKit

/// One component on a platform page: its statement about the platform, the links of its rules
/// for the platform, and a count of its general rules.
@TemplateModel
struct PlatformGroupView {
    let title: String
    let id: String
    let href: String
    let statement: StatementView
    let specificHTML: String
    var hasSpecific: Bool { specificCount > 0 }
    let specificCount: Int
    let generalHTML: String
    var hasGeneral: Bool { generalCount > 0 }
    let generalCount: Int
    /// "12 general rules", in the page's language.
    let generalLabel: String
}
