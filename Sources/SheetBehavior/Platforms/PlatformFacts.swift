/// What one platform's sources say about its presentations, each fact with its citations.
///
/// Every field is optional or empty by default: a fact left out is a question the model answers
/// with "not defined here" for this platform. A declaration fills in only what its sources say.
public struct PlatformFacts: Sendable {
    /// Whether each presentation exists here, and why. A presentation missing from the table is
    /// not defined on the platform.
    public var presentations: [Presentation: Answer<PlatformSupport>]
    /// Whether sheets are modal, and whether the app may make them nonmodal.
    public var sheetModality: SheetModality?
    /// Sheets resize between detents, show a grabber and close with a swipe down (UIKit and
    /// SwiftUI on iPhone and iPad). Detents, grabber, swipe and the iOS API tables apply only here.
    public var resizableSheets: Bool
    /// Why a sheet has one fixed size here, when it does.
    public var fixedSizeSheet: Citation?
    /// Why a swipe or drag does nothing to a sheet here, when it does nothing.
    public var sheetIgnoresSwipe: Citation?
    /// Whether a sheet covers the whole screen here.
    public var sheetCoversScreen: Answer<Bool>?
    /// What a modal sheet does to the view behind it, where the model does not work it out from
    /// detents (`resizableSheets`).
    public var sheetParent: Answer<ParentTreatment>?
    /// Why the content under a sheet shows through it blurred by a material, where a source says so.
    public var sheetBlursParent: Citation?
    /// Whether a tap outside a modal sheet is a question the sources answer here (it does nothing).
    public var tapOutsideModalSheetDefined: Bool
    /// Where a sheet's dismiss buttons go.
    public var sheetButtons: ButtonConvention?
    /// Where the buttons of a full-screen modal go (SAP's convention on iPhone and iPad).
    public var fullScreenModalButtons: Citation?
    /// The limits an action sheet respects here; nil where the platform has none or no source says.
    public var actionSheet: ActionSheetGuidance?
    /// Whether an action sheet becomes a popover, and a plain sheet a form sheet, in regular width (iPad).
    public var regularWidthAdaptations: Bool
    /// Whether people run several windows of one app side by side here.
    public var hasAppWindows: Bool
    /// Whether other windows of the app stay usable under a sheet, where the sources say.
    public var otherWindowsStayUsable: Answer<Bool>?
    /// Why a sheet rising from a window's bottom edge goes against the guidance here, when it does.
    public var bottomEdgeSheetDiscouraged: Citation?
    /// Sheets rest in Material's named states (Android).
    public var materialSheets: MaterialSheetFacts?
    /// Dialogs are the HTML `<dialog>` element and popovers the `popover` attribute, with
    /// support per browser (the web).
    public var webDialogs: WebFacts?
    /// What the platform calls each row of the cross-platform equivalents, where its sources
    /// name it otherwise than the catalog (`modal bottom sheet`, `<dialog> opened with showModal()`).
    public var counterparts: [Equivalence.ID: Answer<String>]

    public init(presentations: [Presentation: Answer<PlatformSupport>] = [:], sheetModality: SheetModality? = nil,
                resizableSheets: Bool = false, fixedSizeSheet: Citation? = nil, sheetIgnoresSwipe: Citation? = nil,
                sheetCoversScreen: Answer<Bool>? = nil, sheetParent: Answer<ParentTreatment>? = nil,
                sheetBlursParent: Citation? = nil, tapOutsideModalSheetDefined: Bool = false, sheetButtons: ButtonConvention? = nil,
                fullScreenModalButtons: Citation? = nil, actionSheet: ActionSheetGuidance? = nil,
                regularWidthAdaptations: Bool = false, hasAppWindows: Bool = false,
                otherWindowsStayUsable: Answer<Bool>? = nil, bottomEdgeSheetDiscouraged: Citation? = nil,
                materialSheets: MaterialSheetFacts? = nil, webDialogs: WebFacts? = nil,
                counterparts: [Equivalence.ID: Answer<String>] = [:]) {
        self.presentations = presentations
        self.sheetModality = sheetModality
        self.resizableSheets = resizableSheets
        self.fixedSizeSheet = fixedSizeSheet
        self.sheetIgnoresSwipe = sheetIgnoresSwipe
        self.sheetCoversScreen = sheetCoversScreen
        self.sheetParent = sheetParent
        self.sheetBlursParent = sheetBlursParent
        self.tapOutsideModalSheetDefined = tapOutsideModalSheetDefined
        self.sheetButtons = sheetButtons
        self.fullScreenModalButtons = fullScreenModalButtons
        self.actionSheet = actionSheet
        self.regularWidthAdaptations = regularWidthAdaptations
        self.hasAppWindows = hasAppWindows
        self.otherWindowsStayUsable = otherWindowsStayUsable
        self.bottomEdgeSheetDiscouraged = bottomEdgeSheetDiscouraged
        self.materialSheets = materialSheets
        self.webDialogs = webDialogs
        self.counterparts = counterparts
    }

    /// Whether sheets are modal here.
    public enum SheetModality: Hashable, Sendable {
        /// Always modal; asking for a nonmodal sheet goes against the guidance.
        case alwaysModal(Citation)
        /// Modal by default, and the app may make one nonmodal.
        case mayBeNonmodal(byDefault: Citation, nonmodal: [Citation])
        /// Modal by default; whether one may be nonmodal, no source says.
        case modalByDefault(Citation)
    }

    /// Where a sheet puts its dismiss buttons.
    public enum ButtonConvention: Hashable, Sendable {
        /// Done top trailing, Cancel top leading, Back in a multi-step flow (iPhone, iPad).
        case topCorners
        /// Every dismiss button at the bottom, in the trailing corner (Mac).
        case bottomTrailing(Citation)
        /// One round button top leading: Cancel, or Done when the sheet only informs (Apple Watch).
        case singleTopLeading(Citation)
    }
}
