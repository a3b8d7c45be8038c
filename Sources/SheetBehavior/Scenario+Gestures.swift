/// What each gesture does to each presentation.
extension Scenario {
    /// The outcome of one gesture from the current state (`.nothing` where no source says).
    public func outcome(of gesture: Gesture) -> Outcome { outcomeAnswer(of: gesture).value }

    /// The outcome of one gesture from the current state, and why.
    ///
    /// - Dragging moves between allowed detents only; tapping the grabber cycles through them (HIG).
    /// - Swiping down past the lowest detent dismisses a sheet on iPhone and iPad (HIG), unless
    ///   interactive dismissal is disabled (field guide); with unsaved changes it asks for
    ///   confirmation with an action sheet instead (HIG).
    /// - Full-screen modals ignore swipes (field guide); only a button leaves them (SAP).
    /// - A tap outside dismisses form sheets (SAP), popovers (SAP) and the dimmed backdrop of a
    ///   custom bottom sheet (field guide). It does not dismiss a nonmodal sheet: the touch reaches
    ///   the parent (HIG's Notes example; UIKit's undimmed area), which SAP disputes. With
    ///   background interaction on at the current detent the tap also reaches the parent.
    /// - Popovers close when focus moves elsewhere (SAP).
    /// - A second sheet from a sheet: SwiftUI refuses it on iOS 14 and stacks it from iOS 15 (field guide).
    public func outcomeAnswer(of gesture: Gesture) -> Answer<Outcome> {
        let shown = shownAnswer
        guard let view = shown.value else { return shown.map { _ in .nothing } }
        if let native = materialOutcome(of: gesture) ?? sideSheetOutcome(of: gesture) ?? webOutcome(of: gesture) { return native }
        switch gesture {
        case .dragUp:
            let resizable = resizableAnswer
            guard resizable.value else { return resizable.map { _ in .nothing } }
            return Answer(.restsAt(detentAbove ?? restingDetent ?? .large),
                          [Cite.source(Cite.higSheets, "iOS, iPadOS", "a resizable sheet expands when people drag it")])
        case .tapGrabber:
            let grabber = grabberAnswer
            guard grabber.value, let current = restingDetent else { return grabber.map { _ in .nothing } }
            return Answer(.restsAt(detentAbove ?? availableDetents.first ?? current),
                          [Cite.source(Cite.higSheets, "iOS, iPadOS", "tapping the grabber cycles through the detents")])
        case .swipeDown:
            return swipeDownAnswer(view)
        case .tapOutside:
            return tapOutsideAnswer(view)
        case .focusLoss:
            if view == .popover { return Answer(.dismissed, [Cite.source(Cite.sap, "Popovers (iPad)", "dismissed when focus is lost")]) }
            let modality = modalityAnswer
            if view.isSheetLike && modality.isDefined {
                // Modal: focus cannot leave it. Nonmodal: the sheet stays while people work behind it.
                return modality.map { _ in .nothing }
            }
            return .notDefined(.nothing, gap: "no source says what focus moving elsewhere does to \(view.displayName)s")
        case .tapDismissButton:
            if configuration.hasDismissButton {
                return Answer(.dismissed, [Cite.source(Cite.sap, "Usage", "give a clear way to dismiss, such as a button")])
            }
            if view == .alert || view == .actionSheet || presentation == .actionSheet, (configuration.totalButtons ?? 1) > 0 {
                return Answer(.dismissed, [Cite.source(Cite.higActionSheets, "watchOS", "the cancel style dismisses the view")])
            }
            return Answer(.nothing, [Cite.source(Cite.sap, "Usage", "without a button there is nothing to tap")])
        case .presentAnotherSheet:
            guard view.isSheetLike || view == .fullScreenModal || view == .popover else {
                return .notDefined(.nothing, gap: "no source says what showing a sheet from \(view.displayName)s does")
            }
            guard context.isTouchSheetPlatform else {
                return .notDefined(.nothing, gap: "the field guide describes stacked sheets on iOS only")
            }
            let stacks = Stacking.apiAllowsStackedSheets(iOS: context.osVersion)
            return Answer(stacks ? .stacked : .notPresented, Stacking.apiCitations)
        case .pressBack, .pressEscape, .requestClose, .openAnotherPopover, .swipeToEdge:
            return .notDefined(.nothing, gap: "no source says what \(gesture.rawValue) does to \(view.displayName)s in \(platform.displayName)")
        }
    }

    private func swipeDownAnswer(_ view: Presentation) -> Answer<Outcome> {
        switch view {
        case .fullScreenModal:
            return Answer(.nothing, [Cite.source(Cite.fieldGuide, "Pattern 2: fullScreenCover", "no swipe to dismiss")])
        case .sheet, .pageSheet, .formSheet, .customBottomSheet:
            if context.isTouchSheetPlatform {
                if isResizable, let lower = detentBelow {
                    return Answer(.restsAt(lower), [Cite.source(Cite.higSheets, "iOS, iPadOS", "sheets rest at their detents")])
                }
                let swipe = view == .customBottomSheet
                    ? Cite.source(Cite.fieldGuide, "Pattern 7: Custom Bottom Sheet", "a long enough drag down closes it")
                    : Cite.source(Cite.higSheets, "iOS, iPadOS", "people expect to swipe a sheet away")
                return attemptDismissal(citing: swipe)
            }
            if let ignored = platform.facts.sheetIgnoresSwipe { return Answer(.nothing, [ignored]) }
            return .notDefined(.nothing, gap: "no source says whether a swipe dismisses a sheet in \(platform.displayName)")
        case .popover, .alert, .actionSheet, .panel, .sideSheet:
            return .notDefined(.nothing, gap: "no source says what a swipe does to \(view.displayName)s")
        }
    }

    private func tapOutsideAnswer(_ view: Presentation) -> Answer<Outcome> {
        if backgroundInteractionActive { return Answer(.reachesParent, backgroundInteractionCitations) }
        switch view {
        case .popover:
            return attemptDismissal(citing: Cite.source(Cite.sap, "Popovers (iPad)", "dismissed when focus is lost"))
        case .customBottomSheet:
            return attemptDismissal(citing: Cite.source(Cite.fieldGuide, "Pattern 7: Custom Bottom Sheet", "a tap on the backdrop closes it"))
        case .formSheet where context.isTouchSheetPlatform && !configuration.nonmodal:
            return attemptDismissal(citing: Cite.source(Cite.sap, "Form Sheets", "a tap outside the form sheet leaves it"))
        case .sheet, .pageSheet, .formSheet:
            let modality = modalityAnswer
            switch modality.value {
            case .nonmodal:
                return Answer(.reachesParent,
                              [Cite.source(Cite.higSheets, nil, "a nonmodal sheet stays while people keep working in the parent view"),
                               .api(APIReference.largestUndimmedDetentIdentifier.saying("touches around an undimmed sheet reach the view behind it"))],
                              disagreements: [Dissent(Cite.source(Cite.sap, "Non-Modal Sheets"), says: "a tap outside dismisses a nonmodal sheet")])
            case .modal where !platform.facts.tapOutsideModalSheetDefined:
                return .notDefined(.nothing, gap: "no source says what happens around a \(platform.displayName) sheet")
            case .modal:
                var citations = modality.citations
                if context.isTouchSheetPlatform { citations.append(Cite.source(Cite.sap, nil, "a modal sheet needs an explicit dismissal")) }
                return Answer(.nothing, citations)
            case .notDefined:
                return modality.map { _ in .nothing }
            }
        case .fullScreenModal:
            return coversFullScreenAnswer.map { _ in .nothing }
        case .alert, .actionSheet, .panel, .sideSheet:
            return .notDefined(.nothing, gap: "no source says what a tap outside does to \(view.displayName)s")
        }
    }

    /// Unsaved changes turn a dismiss gesture into a question (HIG); a disabled interactive
    /// dismissal turns it into nothing (field guide). Buttons are not gestures and are not affected.
    private func attemptDismissal(citing gesture: Citation) -> Answer<Outcome> {
        if configuration.hasUnsavedChanges {
            return Answer(.asksForConfirmation, [gesture, Cite.source(Cite.higSheets, "iOS, iPadOS", "confirm with an action sheet when changes are unsaved")])
        }
        if configuration.interactiveDismissDisabled {
            let disabled = Cite.source(Cite.fieldGuide, "Frequently Asked Questions", "interactiveDismissDisabled blocks swipe to dismiss")
            if let current = restingDetent { return Answer(.restsAt(current), [gesture, disabled]) }
            return Answer(.nothing, [gesture, disabled])
        }
        return Answer(.dismissed, [gesture])
    }

    /// Every gesture that closes the presentation (or starts closing it with a confirmation).
    public var dismissGestures: [Gesture] { dismissGesturesAnswer.value }

    /// The gestures that close the presentation, and the answers behind each one asked.
    public var dismissGesturesAnswer: Answer<[Gesture]> {
        var result = Answer<[Gesture]>([], [])
        var gaps: [String] = []
        var gestures = presentation == .sideSheet ? [Gesture.swipeToEdge, .tapOutside, .focusLoss] : [Gesture.swipeDown, .tapOutside, .focusLoss]
        if platform.accepts(.back) { gestures.append(.pressBack) }
        if platform.accepts(.escape) { gestures.append(.pressEscape) }
        for gesture in gestures {
            var probe = self
            // From the lowest detent or state, so that a swipe is not just a resize.
            probe.configuration.currentDetent = availableDetents.first
            probe.configuration.sheetState = nil
            probe.configuration.hasUnsavedChanges = false
            let answer = probe.outcomeAnswer(of: gesture)
            if answer.value == .dismissed { result.value.append(gesture) }
            if let gap = answer.gap { gaps.append(gap) }
            result = result.citing(answer)
        }
        // Some gestures answered: the list rests on those. None did: the list is a guess, so no answer.
        if result.citations.isEmpty, !gaps.isEmpty { result.gap = gaps.joined(separator: "; ") }
        return result
    }

    /// Whether people have any way out: a visible button or a dismiss gesture.
    public var hasWayOut: Bool {
        if configuration.hasDismissButton { return true }
        if let shown = effectivePresentation, shown == .alert || shown == .actionSheet || presentation == .actionSheet,
           (configuration.totalButtons ?? 1) > 0 {
            return true
        }
        return !dismissGestures.isEmpty
    }
}
