/// The answers Apple's platforms share, which each Apple platform's file picks from: one
/// sentence of the HIG or one API table often speaks for several platforms at once.
enum Apple {
    /// The releases SwiftUI's version-dependent answers cover on iPhone and iPad: from the first
    /// SwiftUI release (13) to the newest the sources describe (26). Apple numbered the release
    /// after 18 as 26, so 19 to 25 never existed.
    static let modelledIOSMajors = [13, 14, 15, 16, 17, 18, 26]

    /// Sheets exist everywhere: the HIG has a section (or "no additional considerations") for
    /// every platform, and SwiftUI's `sheet` is on all six.
    static func sheet(section: String) -> Answer<PlatformSupport> {
        Answer(.supported, [Cite.source(Cite.higSheets, section), .api(.sheet)])
    }

    static let alert = Answer(PlatformSupport.supported, [.api(.alert)])

    /// Page and form sheets are UIKit styles the HIG and SAP describe for iPhone and iPad.
    static let pageAndFormSheets = Answer(PlatformSupport.supported, [
        Cite.source(Cite.higSheets, "iOS, iPadOS", "prefer page or form sheets in iPadOS apps"),
        Cite.source(Cite.sap, "Form Sheets"), .api(.modalPresentationStyle),
    ])
    /// UIKit is not on the Mac (outside Catalyst) or Apple Watch.
    static let noPageOrFormSheets = Answer(PlatformSupport.unsupported, [.api(.modalPresentationStyle)])
    /// On tvOS and visionOS UIKit lists the styles but no source says how they look there.
    static func pageAndFormSheetsUndescribed(on name: String) -> Answer<PlatformSupport> {
        .notDefined(.notDefined, gap: "the HIG and SAP describe page and form sheets on iPhone and iPad only; UIKit lists the styles on \(name) without saying how they look there")
    }

    static func fullScreenModal(sap: Bool) -> Answer<PlatformSupport> {
        Answer(.supported, [.api(.fullScreenCover)] + (sap ? [Cite.source(Cite.sap, "Full-Screen Modal")] : []))
    }
    /// The HIG sends Mac apps to a window or full-screen mode, and `fullScreenCover` is not in macOS.
    static let noFullScreenModal = Answer(PlatformSupport.unsupported, [
        Cite.source(Cite.higSheets, "Best practices", "a Mac app opens a window or enters full-screen mode instead"),
        .api(.fullScreenCover),
    ])

    /// SwiftUI's `popover` is on iOS, iPadOS, macOS and visionOS only.
    static func popover(_ support: PlatformSupport, sap: Bool) -> Answer<PlatformSupport> {
        Answer(support, [.api(.popover)] + (sap ? [Cite.source(Cite.sap, "Popovers (iPad)")] : []))
    }

    static func actionSheet(section: String) -> Answer<PlatformSupport> {
        Answer(.supported, [Cite.source(Cite.higActionSheets, section), .api(.confirmationDialog)])
    }

    /// Panels are a macOS window type (HIG Sheets, macOS).
    static func panel(_ support: PlatformSupport) -> Answer<PlatformSupport> {
        Answer(support, [Cite.source(Cite.higSheets, "macOS", "a panel lets people give input repeatedly and watch the results")])
    }

    /// The custom bottom sheet is the field guide's iOS technique.
    static let customBottomSheet = Answer(PlatformSupport.supported, [Cite.source(Cite.fieldGuide, "Pattern 7: Custom Bottom Sheet")])
    static func customBottomSheetUndescribed(on name: String) -> Answer<PlatformSupport> {
        .notDefined(.notDefined, gap: "the field guide builds its custom bottom sheet for iOS only; no source covers \(name)")
    }

    /// Sheets in macOS, visionOS and watchOS are always modal (HIG Sheets).
    static let alwaysModal = PlatformFacts.SheetModality.alwaysModal(
        Cite.source(Cite.higSheets, nil, "always modal in macOS, visionOS and watchOS"))
    static let modalByDefault = Cite.source(Cite.higSheets, nil, "a sheet is modal by default")
    /// iOS and iPadOS sheets may be nonmodal (HIG Sheets, SAP).
    static let mayBeNonmodal = PlatformFacts.SheetModality.mayBeNonmodal(
        byDefault: modalByDefault,
        nonmodal: [Cite.source(Cite.higSheets, nil, "in iOS and iPadOS a sheet can be nonmodal"), Cite.source(Cite.sap, "Non-Modal Sheets")])

    /// Action sheets: destructive buttons first, Cancel at the bottom (HIG Action sheets); on
    /// iPhone and iPad they should not scroll.
    static func actionSheetGuidance(mayScroll: Bool?) -> ActionSheetGuidance {
        ActionSheetGuidance(
            maxButtons: nil, mayScroll: mayScroll, destructiveFirst: true, cancelPlacement: .bottom,
            buttonStyles: PresentationConfiguration.ButtonStyle.allCases,
            citations: [Cite.source(Cite.higActionSheets, "Best practices", "destructive buttons first; Cancel at the bottom, top left in watchOS"),
                        Cite.source(Cite.higActionSheets, "iOS, iPadOS", "avoid scrolling")])
    }

    /// A sheet leaves some of the parent view visible (HIG best practices).
    static let sheetLeavesParentVisible = Answer(false, [Cite.source(Cite.higSheets, "Best practices", "a sheet leaves some of the parent view visible")])

    /// SAP puts Cancel on the leading side of a full-screen modal and the button that completes
    /// on the trailing side (iPhone, iPad).
    static let fullScreenModalButtons = Cite.source(Cite.sap, "Full-Screen Modal", "Cancel on the left, the button that completes on the right")

    /// What the sources say of iPhone and iPad alike (the HIG's "iOS, iPadOS" sections, SAP,
    /// UIKit and SwiftUI), so that a fact of both is stated once; on iPad, regular width adapts
    /// action sheets and sheets, and an app's windows sit side by side.
    static func iPhoneAndIPadFacts(onIPad: Bool) -> PlatformFacts {
        PlatformFacts(
            presentations: [
                .sheet: sheet(section: "iOS, iPadOS"),
                .pageSheet: pageAndFormSheets, .formSheet: pageAndFormSheets,
                .fullScreenModal: fullScreenModal(sap: true),
                .popover: popover(.supported, sap: true),
                .actionSheet: actionSheet(section: "Platform considerations"),
                .alert: alert,
                .panel: panel(.unsupported),
                .customBottomSheet: customBottomSheet,
            ],
            sheetModality: mayBeNonmodal,
            resizableSheets: true,
            sheetCoversScreen: sheetLeavesParentVisible,
            tapOutsideModalSheetDefined: true,
            sheetButtons: .topCorners,
            fullScreenModalButtons: fullScreenModalButtons,
            actionSheet: actionSheetGuidance(mayScroll: false),
            regularWidthAdaptations: onIPad,
            hasAppWindows: onIPad)
    }
}
