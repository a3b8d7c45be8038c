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

    /// Material Components for Android: the bottom sheets guide (`docs/components/BottomSheet.md`).
    public static let materialBottomSheets = SourceCitation(id: "mdc-android-bottom-sheets", edition: "2025 (Material 3)")
    /// Material Components for Android: the side sheets guide (`docs/components/SideSheet.md`).
    public static let materialSideSheets = SourceCitation(id: "mdc-android-side-sheets", edition: "2025 (Material 3)")
    /// Material Components for Android: the dialogs guide (`docs/components/Dialog.md`).
    public static let materialDialogs = SourceCitation(id: "mdc-android-dialogs", edition: "2025")
    /// Jetpack Compose Material 3 reference: `ModalBottomSheet`, `SheetState`, `ModalBottomSheetProperties`.
    public static let composeSheets = SourceCitation(id: "compose-material3-bottom-sheets", edition: "2025")
    /// MDN: the `<dialog>` element and `HTMLDialogElement`.
    public static let mdnDialog = SourceCitation(id: "mdn-dialog", edition: "2025")
    /// MDN: the `popover` attribute and the Popover API.
    public static let mdnPopover = SourceCitation(id: "mdn-popover", edition: "2025")
    /// MDN: the CSS anchor positioning guide, which says when a popover's invoker is its implicit anchor.
    public static let mdnAnchorPositioning = SourceCitation(id: "mdn-anchor-positioning", edition: "2026")
    /// The HTML Living Standard: the dialog element's algorithms (show(), showModal(), closing).
    public static let htmlDialog = SourceCitation(id: "whatwg-html-dialog", edition: "living standard, 2026")
    /// W3C WCAG 2.2 Technique H102: modal dialogs with the HTML dialog element.
    public static let wcagDialog = SourceCitation(id: "wcag-h102", edition: "WCAG 2.2")
    /// Browser support by engine: MDN's browser-compat-data, as the web-features explorer lists it.
    public static let browserCompat = SourceCitation(id: "browser-compat-data", edition: "November 2026")

    /// Every source the model cites.
    public static let all = [higSheets, higSheetsEarlier, sap, higActionSheets, fieldGuide,
                             materialBottomSheets, materialSideSheets, materialDialogs, composeSheets, mdnDialog, mdnPopover, mdnAnchorPositioning, htmlDialog,
                             wcagDialog, browserCompat]

    /// `Citation.source(source.at(section, note))`, the form most answers use.
    static func source(_ source: SourceCitation, _ section: String?, _ note: String? = nil) -> Citation {
        .source(source.at(section, note))
    }
}
