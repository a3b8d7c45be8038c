/// Showing more than one sheet at once: where the guidance and the API part ways.
public enum Stacking {
    /// The guidance: one sheet at a time from the main interface; close the first before showing
    /// another (000), and do not nest sheets unless needed (001).
    public static let guidanceAllowsStackedSheets = false

    /// The SwiftUI API: one sheet at a time up to iOS 14, stacked sheets from iOS 15 (003).
    /// An unknown version counts as current.
    public static func apiAllowsStackedSheets(iOS version: OSVersion?) -> Bool {
        guard let version else { return true }
        return version >= OSVersion(15)
    }
}
