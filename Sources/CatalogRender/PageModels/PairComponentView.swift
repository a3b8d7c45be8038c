import TemplateKit

/// One component on a comparison page of two platforms: its status on each and the rules only one has.
@TemplateModel
struct PairComponentView {
    let title: String
    let href: String
    /// The links of the rules on one side only; empty past the page's list limit.
    let onlyAHTML: String
    let onlyBHTML: String
    var hasOnlyA: Bool { !onlyAHTML.isEmpty }
    var hasOnlyB: Bool { !onlyBHTML.isEmpty }
    /// How many rules each side has that the other does not ("2 rules not on macOS"); nil for none.
    var onlyANote: String? = nil
    var onlyBNote: String? = nil
    /// Absent for guides, which are advice across components and have no status on a platform.
    let cellA: CellView?
    let cellB: CellView?
    /// The same cells through `partials/pair-cell`, rendered once for every comparison page;
    /// empty for guides, and when no template asks for them.
    let cellAHTML: String
    let cellBHTML: String
}
