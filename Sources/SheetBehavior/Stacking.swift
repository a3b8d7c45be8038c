/// Showing more than one sheet at once: where the guidance and the API part ways.
public enum Stacking {
    /// The guidance: one sheet at a time from the main interface; close the first before showing
    /// another (HIG), and do not nest sheets unless needed (SAP).
    public static let guidanceAllowsStackedSheets = false

    /// Where the guidance comes from.
    public static let guidanceCitations: [Citation] = [
        Cite.source(Cite.higSheets, "Best practices", "display only one sheet at a time"),
        Cite.source(Cite.sap, "Usage", "do not nest or stack sheets unless needed"),
    ]

    /// The SwiftUI API: one sheet at a time up to iOS 14, stacked sheets from iOS 15 (field guide).
    /// An unknown version counts as current.
    public static func apiAllowsStackedSheets(iOS version: OSVersion?) -> Bool {
        guard let version else { return true }
        return version >= OSVersion(15)
    }

    /// Where the API answer comes from.
    public static let apiCitations: [Citation] = [
        Cite.source(Cite.fieldGuide, "Common Bugs and How to Fix Them", "iOS 14 shows one sheet at a time; iOS 15 stacks them"),
    ]
}
