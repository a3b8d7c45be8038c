/// Modality, the parent view and other windows.
extension Scenario {
    /// Modal or nonmodal, as people experience it right now.
    public var modality: Modality { modalityAnswer.value }

    /// Modal or nonmodal, and why.
    ///
    /// - Presentations are modal by default (HIG Sheets).
    /// - Sheets in macOS, visionOS and watchOS are always modal; iOS and iPadOS sheets may be
    ///   nonmodal (HIG Sheets). tvOS sheets are modal by default; whether one may be nonmodal no
    ///   source says.
    /// - A sheet with background interaction enabled up through a detent is nonmodal while it
    ///   rests at or below that detent (SwiftUI `presentationBackgroundInteraction`, UIKit
    ///   `largestUndimmedDetentIdentifier`).
    /// - Popovers do not block the rest of the app (SAP); an action sheet is a modal view, also
    ///   when iPad shows it as a popover (HIG Action sheets); macOS panels are modeless windows.
    public var modalityAnswer: Answer<Modality> {
        let shown = shownAnswer
        guard let view = shown.value else { return shown.map { _ in .modal } }
        if presentation == .actionSheet {
            return Answer(.modal, [Cite.source(Cite.higActionSheets, nil, "an action sheet is a modal view")])
        }
        if isMaterialDialog {
            return Answer(.modal, [Material.dialogs("Dialogs", "a dialog disables all app functionality while it is shown")])
        }
        if isWebPopover {
            return Answer(.nonmodal, [Cite.source(Cite.mdnPopover, "Popover API", "popovers are never modal: the page stays usable")])
        }
        if isWebDialog && presentation == .alert {
            return Answer(.modal, [Cite.source(Cite.mdnDialog, "showModal()", "a modal dialog; the rest of the page is inert")])
        }
        switch view {
        case .popover:
            return Answer(.nonmodal, [Cite.source(Cite.sap, "Popovers (iPad)", "popovers do not block the rest of the app")])
        case .panel:
            return Answer(.nonmodal, [Cite.source(Cite.higSheets, "macOS", "panels are modeless")])
        case .sheet, .pageSheet, .formSheet, .customBottomSheet:
            return sheetModality
        case .sideSheet:
            return sideSheetModalityAnswer
        case .fullScreenModal:
            return Answer(.modal, [.api(.fullScreenCover), Cite.source(Cite.sap, "Full-Screen Modal")])
        case .actionSheet:
            return Answer(.modal, [Cite.source(Cite.higActionSheets, nil, "an action sheet is a modal view")])
        case .alert:
            return Answer(.modal, [Cite.source(Cite.fieldGuide, "Pattern 4: alert (modern)", "short blocking messages")])
        }
    }

    /// "Modal by default" cites the source the platform declares with its facts (HIG Sheets for
    /// Apple's platforms, Material's modal bottom sheet, MDN's `showModal()`), not one fixed here.
    private var sheetModality: Answer<Modality> {
        switch platform.facts.sheetModality {
        case .alwaysModal(let citation):
            return Answer(.modal, [citation])
        case .modalByDefault(let byDefault):
            if configuration.nonmodal {
                return .notDefined(.notDefined, gap: "the HIG allows nonmodal sheets in iOS and iPadOS and says nothing of \(platform.displayName)")
            }
            return Answer(.modal, [byDefault])
        case .mayBeNonmodal(let byDefault, let nonmodal):
            if configuration.nonmodal { return Answer(.nonmodal, nonmodal) }
            if backgroundInteractionActive { return Answer(.nonmodal, backgroundInteractionCitations) }
            if presentation == .customBottomSheet {
                return Answer(.modal, [Cite.source(Cite.fieldGuide, "Pattern 7: Custom Bottom Sheet", "a dimmed backdrop covers the parent"),
                                       Cite.source(Cite.fieldGuide, "Accessibility on SwiftUI Sheets", "mark the overlay as modal")])
            }
            return Answer(.modal, [byDefault])
        case nil:
            return .notDefined(.notDefined, gap: "\(platform.displayName) declares nothing about whether its sheets are modal: not defined here")
        }
    }

    /// Where background interaction comes from, per framework.
    var backgroundInteractionCitations: [Citation] {
        switch context.framework {
        case .swiftUI: return [.api(.presentationBackgroundInteraction), Cite.source(Cite.fieldGuide, "Pattern 6: presentationDetents (the half sheet)")]
        case .uiKit: return [.api(APIReference.largestUndimmedDetentIdentifier.saying("no dimming view, and touches around the sheet reach the view behind it, up to this detent"))]
        // Never asked: background interaction is active with an Apple framework only.
        case .materialViews, .compose, .html: return []
        }
    }

    /// Whether people can use the parent view while the presentation is shown.
    public var canInteractWithParent: Bool { modality == .nonmodal }

    /// Dimmed, covered or unaffected.
    public var parentTreatment: ParentTreatment { parentTreatmentAnswer.value }

    /// Whether the parent shows through the presentation blurred by a material (a watchOS sheet,
    /// which covers the parent yet lets it be seen), and why. Only sheets on a platform that
    /// declares it: no source describes a blur anywhere else, so elsewhere the answer is open.
    public var parentBlurredAnswer: Answer<Bool> {
        guard shownAnswer.value == .sheet, let cited = platform.facts.sheetBlursParent else {
            return .notDefined(false, gap: "no source describes a material blurring the parent here")
        }
        return Answer(true, [cited])
    }

    /// Dimmed, covered or unaffected, and why.
    ///
    /// - macOS dims the parent window under a sheet; visionOS dims the window the sheet floats in
    ///   front of; iPad page and form sheets sit on a dimmed background (HIG).
    /// - iOS and iPadOS sheets: UIKit adds a dimming view under a sheet at every detent unless
    ///   the app makes it nonmodal up to a detent (`largestUndimmedDetentIdentifier`).
    /// - watchOS sheets and full-screen modals cover the content.
    /// - tvOS sheets, alerts, action sheets: no source says, so no answer.
    public var parentTreatmentAnswer: Answer<ParentTreatment> {
        let shown = shownAnswer
        guard let view = shown.value else { return shown.map { _ in .unaffected } }
        let cover = coversFullScreenAnswer
        if cover.value { return cover.map { _ in .covered } }
        let modality = modalityAnswer
        if isMaterialDialog && view == .alert {
            return Answer(.dimmed, [Material.dialogs("Anatomy and key properties", "a scrim dims the app behind the dialog")])
        }
        switch view {
        case .popover:
            if presentation == .actionSheet {
                return .notDefined(.notDefined, gap: "no source says whether iPad dims the app behind an action sheet shown as a popover")
            }
            return modality.map { _ in .unaffected }
        case .panel:
            return modality.map { _ in .unaffected }
        case .sheet, .pageSheet, .formSheet:
            if context.isTouchSheetPlatform {
                if modality.value == .nonmodal { return modality.map { _ in .unaffected } }
                var citations: [Citation] = [.api(APIReference.largestUndimmedDetentIdentifier.saying("by default a dimming view lies under the sheet at every detent"))]
                if view != .sheet { citations.insert(Cite.source(Cite.higSheets, "iOS, iPadOS", "page and form sheets sit on a dimmed background"), at: 0) }
                return Answer(.dimmed, citations)
            }
            if modality.value == .nonmodal { return modality.map { _ in .unaffected } }
            if let declared = platform.facts.sheetParent { return declared }
            return .notDefined(.notDefined, gap: "no source says what a \(platform.displayName) sheet does to the view behind it")
        case .sideSheet:
            return sideSheetParentAnswer
        case .customBottomSheet:
            if modality.value == .nonmodal { return modality.map { _ in .unaffected } }
            return Answer(.dimmed, [Cite.source(Cite.fieldGuide, "Pattern 7: Custom Bottom Sheet", "a dimmed backdrop covers the parent")])
        case .fullScreenModal:
            return cover.map { _ in .covered }
        case .alert, .actionSheet:
            return .notDefined(.notDefined, gap: "no source says what \(view.displayName)s do to the view behind them")
        }
    }

    /// Whether other windows of the app stay usable; nil where one app has no side-by-side windows.
    ///
    /// A sheet belongs to its parent window only: on the Mac people expect to use the app's other
    /// windows before dismissing it (HIG Sheets, macOS).
    public var otherWindowsStayUsable: Bool? { otherWindowsAnswer.value }

    /// Whether other windows of the app stay usable, and why; nil where the platform has no app
    /// windows side by side, or no source says.
    public var otherWindowsAnswer: Answer<Bool?> {
        let shown = shownAnswer
        guard shown.value != nil, platform.hasAppWindows else { return shown.map { _ in nil } }
        if let declared = platform.facts.otherWindowsStayUsable { return declared.map { $0 } }
        return .notDefined(nil, gap: "the HIG speaks of other windows only for the Mac")
    }

    /// Background interaction is on and the sheet rests at or below the detent it is enabled through.
    var backgroundInteractionActive: Bool {
        guard let limit = configuration.backgroundInteractionUpThrough, context.framework.isApple else { return false }
        let api: APIReference = context.framework == .uiKit ? .largestUndimmedDetentIdentifier : .presentationBackgroundInteraction
        guard has(api), let current = restingDetent else { return false }
        return current.relativeHeight <= limit.relativeHeight
    }
}
