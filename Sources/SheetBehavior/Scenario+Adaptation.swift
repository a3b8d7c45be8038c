/// How a requested presentation turns into what people see, per platform, width, framework and
/// OS version.
extension Scenario {
    /// The presentation that actually appears, or nil when the platform does not have it (or no
    /// source says it does).
    public var effectivePresentation: Presentation? { shownAnswer.value }

    /// The presentation that appears, and why.
    ///
    /// - A popover appears only in regular width; in compact width it becomes a sheet unless the
    ///   app asks for a popover through compact adaptation (iOS 16.4+), or for another style.
    /// - A confirmation dialog becomes a popover on iPad in regular width (field guide).
    /// - A plain modal sheet in regular width on iPad: SwiftUI shows a form sheet (SAP: the default
    ///   for modal presentation in regular width; `presentationSizing` chooses another size from
    ///   iOS 18). UIKit's automatic style maps to a page sheet before iOS 18 and to a form sheet
    ///   from iOS 18 on (its documentation); SAP's "form sheet by default" is recorded against the
    ///   page sheet answer as a disagreement.
    /// - Page and form sheets in compact width look and act like a sheet (UIKit: the style applies
    ///   in regular width only).
    public var shownAnswer: Answer<Presentation?> {
        let support = supportAnswer
        guard support.value == .supported else { return support.map { _ in nil } }
        let touch = context.isTouchSheetPlatform
        let compact = context.width == .compact
        switch presentation {
        case .popover where touch && compact:
            if let adaptation = configuration.compactAdaptation, has(.presentationCompactAdaptation) {
                return Answer(adaptation, [.api(.presentationCompactAdaptation), Cite.source(Cite.fieldGuide, "Pattern 3: popover")])
            }
            return Answer(.sheet, [Cite.source(Cite.sap, "Popovers (iPad)", "popovers are for regular width, not compact width"),
                                   Cite.source(Cite.fieldGuide, "Pattern 3: popover", "a sheet on iPhone")])
        case .actionSheet where platform.facts.regularWidthAdaptations && !compact:
            return Answer(.popover, [Cite.source(Cite.fieldGuide, "Pattern 5: confirmationDialog", "adapts to a popover on iPad")])
        case .sheet where platform.facts.regularWidthAdaptations && !compact && !configuration.nonmodal
            && configuration.backgroundInteractionUpThrough == nil:
            return plainSheetInRegularWidth
        case .pageSheet, .formSheet:
            if compact {
                return Answer(.sheet, [.api(APIReference.modalPresentationStyle.saying("in compact width some styles act like others"))])
            }
            return Answer(presentation, support.citations)
        default:
            return Answer(presentation, support.citations)
        }
    }

    /// What a plain sheet becomes on iPad in regular width, per framework and OS version.
    private var plainSheetInRegularWidth: Answer<Presentation?> {
        let sapDefault = Cite.source(Cite.sap, "Form Sheets", "form sheets are the default modal presentation in regular width")
        switch context.framework {
        case .swiftUI:
            let sizing = Citation.api(APIReference.presentationSizing.saying("from iOS 18 an app can ask for form or page sizing"))
            return Answer(.formSheet, [sapDefault, sizing])
        case .uiKit:
            let automatic = Citation.api(APIReference.automaticModalStyle.saying("a page sheet before iOS 18, a form sheet from iOS 18"))
            if osAtLeast(18) { return Answer(.formSheet, [automatic, sapDefault]) }
            return Answer(.pageSheet, [automatic],
                          disagreements: [Dissent(sapDefault, says: "a form sheet, the default for modal presentation in regular width")])
        case .materialViews, .compose, .html:
            return .notDefined(nil, gap: "no source says what a \(context.framework.displayName) sheet becomes on \(platform.displayName)")
        }
    }

    /// True when the presentation takes over the whole screen (false where no source says).
    public var coversFullScreen: Bool { coversFullScreenAnswer.value }

    /// Whether the presentation takes over the whole screen, and why.
    ///
    /// Full-screen modals do by definition; on watchOS a sheet is a full-screen view that slides
    /// over the current content (HIG). Elsewhere a sheet leaves part of the parent visible (HIG
    /// best practices), except on tvOS, which the sources do not describe.
    public var coversFullScreenAnswer: Answer<Bool> {
        let shown = shownAnswer
        guard let view = shown.value else { return shown.map { _ in false } }
        if isMaterialDialog {
            if view == .fullScreenModal { return Answer(true, [Material.dialogs("Full-screen dialog", "takes up the entire screen")]) }
            return Answer(false, [Material.dialogs("Container attributes", "inset from the screen's edges by default")])
        }
        if isWebPopover { return .notDefined(false, gap: "a popover is as large as the page makes it") }
        switch view {
        case .fullScreenModal:
            return Answer(true, [.api(.fullScreenCover), Cite.source(Cite.sap, "Full-Screen Modal")])
        case .sheet, .pageSheet, .formSheet:
            if let declared = platform.facts.sheetCoversScreen { return declared }
            return .notDefined(false, gap: "\(platform.displayName) gives no guidance on how much of the screen a sheet covers: not defined here")
        case .popover:
            return Answer(false, [Cite.source(Cite.sap, "Popovers (iPad)", "anchored to the control that opened it")])
        case .customBottomSheet:
            return Answer(false, [Cite.source(Cite.fieldGuide, "Pattern 7: Custom Bottom Sheet", "a fixed-height card over a dimmed backdrop")])
        case .sideSheet:
            return sideSheetCoversScreenAnswer
        case .alert, .actionSheet, .panel:
            return .notDefined(false, gap: "no source says how much of the screen \(view.displayName)s cover")
        }
    }

    /// Whether what appears is a page or form sheet: the styles an iPadOS app should prefer, as
    /// they give the sheet a default size centred over a dimmed view (HIG).
    public var isPageOrFormSheet: Bool {
        guard let shown = effectivePresentation else { return false }
        return shown == .pageSheet || shown == .formSheet
    }
}
