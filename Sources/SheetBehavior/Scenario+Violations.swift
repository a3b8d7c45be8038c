/// Checks a configuration against the guidance.
extension Scenario {
    /// Every violation, in a stable order.
    public var violations: [Violation] {
        var found: [Violation] = []
        let config = configuration
        guard let shown = effectivePresentation else { return [.unsupportedOnPlatform] }
        if !hasWayOut { found.append(.noWayOut) }
        if config.nonmodal && presentation.isSheetLike && !context.isTouchSheetPlatform {
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
            if platform != .watchOS, let cancel = buttons.firstIndex(of: .cancel), cancel != buttons.count - 1 {
                found.append(.cancelNotLast)
            }
        }
        if config.sheetsOnScreen > 1 && (shown.isSheetLike || shown == .fullScreenModal) { found.append(.moreThanOneSheet) }
        if !missingAPIs.isEmpty { found.append(.apiUnavailable) }
        return found.sorted()
    }

    /// The SwiftUI APIs this configuration uses that the iOS version does not have yet (003).
    public var missingAPIs: [APIAvailability] {
        guard context.isTouchSheetPlatform, let version = context.osVersion else { return [] }
        return usedAPIs.filter { !$0.isAvailable(onIOS: version) }
    }

    /// The SwiftUI APIs this configuration relies on.
    var usedAPIs: [APIAvailability] {
        var names: [String] = []
        switch presentation {
        case .sheet, .pageSheet, .formSheet: names.append("sheet")
        case .fullScreenModal: names.append("fullScreenCover")
        case .popover: names.append("popover")
        case .alert: names.append("alert")
        case .actionSheet: names.append("confirmationDialog")
        case .customBottomSheet: names.append("custom ZStack overlay")
        case .panel: break
        }
        if !configuration.detents.isEmpty && presentation != .customBottomSheet { names.append("presentationDetents") }
        if configuration.compactAdaptation != nil { names.append("presentationCompactAdaptation") }
        if configuration.backgroundInteractionUpThrough != nil { names.append("presentationBackgroundInteraction") }
        return names.compactMap(APIAvailability.named)
    }
}
