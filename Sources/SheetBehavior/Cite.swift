/// The sources the core model cites, by the ids and editions the catalog's pages declare for them
/// (`content/*.md` front matter). A test holds these to `content/`.
public enum Cite {
    /// Apple HIG, Sheets, current edition.
    public static let higSheets = SourceCitation(id: "hig-sheets-2024", edition: "2024-03-29")
    /// Apple HIG, Sheets, the edition before June 2023.
    public static let higSheetsEarlier = SourceCitation(id: "hig-sheets-earlier", edition: "before June 2023")
    /// SAP Fiori for iOS, Sheets (Usage tab).
    public static let sap = SourceCitation(id: "sap-fiori-ios-sheets", edition: "undated export of the Usage tab")
    /// Apple HIG, Action sheets.
    public static let higActionSheets = SourceCitation(id: "hig-action-sheets", edition: "undated export, 2026")
    /// The 2026 SwiftUI field guide to sheets.
    public static let fieldGuide = SourceCitation(id: "swiftui-sheets-field-guide-2026", edition: "2026")

    /// Every source the model cites.
    public static let all = [higSheets, higSheetsEarlier, sap, higActionSheets, fieldGuide]

    /// `Citation.source(source.at(section, note))`, the form most answers use.
    static func source(_ source: SourceCitation, _ section: String?, _ note: String? = nil) -> Citation {
        .source(source.at(section, note))
    }
}
