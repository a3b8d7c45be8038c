/// Checks a configuration against the guidance.
extension Scenario {
    /// Every violation, in a stable order. Each names its sources (`Violation.citations`).
    public var violations: [Violation] {
        var found: [Violation] = []
        let config = configuration
        guard let shown = effectivePresentation else {
            // A bottom sheet in visionOS: no source says whether one can be built there, but the
            // HIG advises against a sheet that rises from a window's bottom edge.
            if presentation == .customBottomSheet && platform.facts.bottomEdgeSheetDiscouraged != nil { return [.risesFromBottomEdge] }
            return supportAnswer.value == .unsupported ? [.unsupportedOnPlatform] : []
        }
        if !hasWayOut { found.append(.noWayOut) }
        if config.nonmodal && presentation.isSheetLike, case .alwaysModal = platform.facts.sheetModality {
            found.append(.nonmodalNotAvailable)
        }
        if presentation == .actionSheet, let guidance = ActionSheetGuidance.on(platform) {
            if let limit = guidance.maxButtons, let count = config.totalButtons, count > limit { found.append(.tooManyButtons) }
            if config.scrolls && guidance.mayScroll == false { found.append(.actionSheetScrolls) }
            let buttons = config.buttons
            let others = buttons.filter { $0 != .cancel }
            if let firstOther = others.firstIndex(of: .default), let lastDestructive = others.lastIndex(of: .destructive),
               lastDestructive > firstOther {
                found.append(.destructiveNotFirst)
            }
            if guidance.cancelPlacement == .bottom, let cancel = buttons.firstIndex(of: .cancel), cancel != buttons.count - 1 {
                found.append(.cancelNotLast)
            }
            // A SwiftUI confirmation dialog adds Cancel itself; a UIKit alert controller shows only
            // the actions the app adds.
            if context.framework == .uiKit && buttons.contains(.destructive) && !buttons.contains(.cancel) {
                found.append(.destructiveWithoutCancel)
            }
        }
        if config.sheetsOnScreen > 1 && (shown.isSheetLike || shown == .fullScreenModal) { found.append(.moreThanOneSheet) }
        if !missingAPIs.isEmpty { found.append(.apiUnavailable) }
        return found.sorted()
    }

    /// The APIs this configuration uses that the iOS version does not have yet.
    public var missingAPIs: [APIAvailability] {
        guard context.isTouchSheetPlatform, let version = context.osVersion else { return [] }
        return usedAPIs.filter { !$0.isAvailable(onIOS: version) }
    }

    /// The APIs this configuration relies on, in the scenario's framework.
    var usedAPIs: [APIAvailability] {
        // The table lists Apple's APIs only.
        guard context.framework.isApple else { return [] }
        var names: [String] = []
        switch presentation {
        case .sheet, .pageSheet, .formSheet: if context.framework == .swiftUI { names.append("sheet") }
        case .fullScreenModal: if context.framework == .swiftUI { names.append("fullScreenCover") }
        case .popover: if context.framework == .swiftUI { names.append("popover") }
        case .alert: if context.framework == .swiftUI { names.append("alert") }
        case .actionSheet: if context.framework == .swiftUI { names.append("confirmationDialog") }
        case .customBottomSheet: names.append("custom ZStack overlay")
        case .panel, .sideSheet: break
        }
        let detents = configuration.detents
        if !detents.isEmpty && presentation != .customBottomSheet {
            switch context.framework {
            case .swiftUI:
                names.append("presentationDetents")
            case .uiKit:
                names.append("UISheetPresentationController")
                if detents.contains(where: { $0 != .medium && $0 != .large }) { names.append("UISheetPresentationController.Detent.custom") }
            case .materialViews, .compose, .html:
                break
            }
        }
        if configuration.compactAdaptation != nil && context.framework == .swiftUI { names.append("presentationCompactAdaptation") }
        if configuration.backgroundInteractionUpThrough != nil {
            names.append(context.framework == .swiftUI ? "presentationBackgroundInteraction" : "largestUndimmedDetentIdentifier")
        }
        if configuration.grabberVisible && presentation != .customBottomSheet {
            names.append(context.framework == .swiftUI ? "presentationDragIndicator" : "prefersGrabberVisible")
        }
        return names.compactMap(APIAvailability.named)
    }
}
