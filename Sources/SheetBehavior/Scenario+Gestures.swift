/// What each gesture does to each presentation.
extension Scenario {
    /// The outcome of one gesture from the current state.
    ///
    /// - Dragging moves between allowed detents only; tapping the grabber cycles through them (000, 003).
    /// - Swiping down past the lowest detent dismisses a sheet, unless interactive dismissal is
    ///   disabled (003); with unsaved changes it asks for confirmation with an action sheet instead (000).
    /// - Full-screen modals ignore swipes (003); only a button leaves them (001).
    /// - Tapping outside dismisses form sheets (001), nonmodal sheets (001), popovers (001) and the
    ///   dimmed backdrop of a custom bottom sheet (003); with background interaction on at the
    ///   current detent the tap reaches the parent instead (003).
    /// - Popovers close when focus moves elsewhere (001).
    /// - A second sheet from a sheet: the API refuses it on iOS 14 and stacks it from iOS 15 (003).
    public func outcome(of gesture: Gesture) -> Outcome {
        guard let shown = effectivePresentation else { return .nothing }
        let config = configuration
        switch gesture {
        case .dragUp:
            guard isResizable else { return .nothing }
            return .restsAt(detentAbove ?? restingDetent ?? .large)

        case .tapGrabber:
            guard hasGrabber, let current = restingDetent else { return .nothing }
            return .restsAt(detentAbove ?? availableDetents.first ?? current)

        case .swipeDown:
            guard swipeDismissable else { return .nothing }
            if isResizable, let lower = detentBelow { return .restsAt(lower) }
            return attemptDismissal(byGesture: true)

        case .tapOutside:
            if backgroundInteractionActive { return .reachesParent }
            switch shown {
            case .popover, .customBottomSheet:
                return attemptDismissal(byGesture: true)
            case .formSheet where context.isTouchSheetPlatform:
                return attemptDismissal(byGesture: true)
            case .sheet, .pageSheet, .formSheet:
                return config.nonmodal && context.isTouchSheetPlatform ? attemptDismissal(byGesture: true) : .nothing
            default:
                return .nothing
            }

        case .focusLoss:
            return shown == .popover ? .dismissed : .nothing

        case .tapDismissButton:
            if config.hasDismissButton { return .dismissed }
            if shown == .alert || shown == .actionSheet, (config.totalButtons ?? 1) > 0 { return .dismissed }
            return .nothing

        case .presentAnotherSheet:
            guard shown.isSheetLike || shown == .fullScreenModal || shown == .popover else { return .nothing }
            return Stacking.apiAllowsStackedSheets(iOS: context.osVersion) ? .stacked : .notPresented
        }
    }

    /// Whether a downward swipe is a dismiss gesture here: sheets on iOS and iPadOS (000) and
    /// hand-built bottom sheets (003). macOS, visionOS, watchOS and tvOS sheets close with buttons.
    var swipeDismissable: Bool {
        guard let shown = effectivePresentation, context.isTouchSheetPlatform else { return false }
        return shown.isSheetLike || shown == .customBottomSheet
    }

    /// Unsaved changes turn a dismiss gesture into a question; a disabled interactive dismissal
    /// turns it into nothing. Buttons are not gestures and are not affected.
    private func attemptDismissal(byGesture: Bool) -> Outcome {
        if configuration.hasUnsavedChanges { return .asksForConfirmation }
        if configuration.interactiveDismissDisabled {
            if let current = restingDetent { return .restsAt(current) }
            return .nothing
        }
        return .dismissed
    }

    /// Every gesture that closes the presentation (or starts closing it with a confirmation).
    public var dismissGestures: [Gesture] {
        [.swipeDown, .tapOutside, .focusLoss].filter { gesture in
            var probe = self
            // From the lowest detent, so that a swipe is not just a resize.
            probe.configuration.currentDetent = availableDetents.first
            probe.configuration.hasUnsavedChanges = false
            return probe.outcome(of: gesture) == .dismissed
        }
    }

    /// Whether people have any way out: a visible button or a dismiss gesture.
    public var hasWayOut: Bool {
        if configuration.hasDismissButton { return true }
        if let shown = effectivePresentation, shown == .alert || shown == .actionSheet, (configuration.totalButtons ?? 1) > 0 {
            return true
        }
        return !dismissGestures.isEmpty
    }
}
