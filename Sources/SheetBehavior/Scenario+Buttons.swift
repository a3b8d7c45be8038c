/// Where Done, Cancel and Back go.
extension Scenario {
    /// The placement of a button, or nil when the sources give no guidance for this presentation
    /// and platform.
    ///
    /// - iOS, iPadOS sheets: Done top trailing, Cancel top leading (000), mirrored in right-to-left
    ///   layouts (earlier HIG edition). In a multi-step flow Cancel moves to the top trailing corner,
    ///   Back takes the top leading corner from the second page on, and on the last page Done
    ///   replaces Cancel (000).
    /// - iOS full-screen modals: Cancel on the leading side, Done or Save on the trailing side (001).
    /// - macOS sheets: every dismiss button at the bottom, in the trailing corner (000).
    /// - watchOS sheets: Cancel top leading by default; a sheet that only presents information
    ///   shows Done there instead (000).
    /// - Action sheets: Cancel at the bottom, or top leading on watchOS (002).
    public func placement(of button: DismissButton) -> ButtonPlacement? {
        guard let shown = effectivePresentation else { return nil }
        let config = configuration
        switch shown {
        case .sheet, .pageSheet, .formSheet, .customBottomSheet, .fullScreenModal:
            switch platform {
            case .iOS, .iPadOS:
                if config.isMultiStep && shown != .fullScreenModal { return multiStepPlacement(of: button) }
                switch button {
                case .done: return .topTrailing
                case .cancel: return .topLeading
                case .back: return .hidden
                }
            case .macOS:
                return button == .back ? nil : .bottomTrailing
            case .watchOS:
                switch button {
                case .done: return config.presentsInformationOnly ? .topLeading : ButtonPlacement.hidden
                case .cancel: return config.presentsInformationOnly ? ButtonPlacement.hidden : .topLeading
                case .back: return ButtonPlacement.hidden
                }
            case .tvOS, .visionOS:
                return nil
            }
        case .actionSheet:
            guard button == .cancel else { return ButtonPlacement.hidden }
            return platform == .watchOS ? .topLeading : .bottom
        case .popover, .alert, .panel:
            return nil
        }
    }

    private func multiStepPlacement(of button: DismissButton) -> ButtonPlacement {
        let step = max(1, configuration.step), last = step >= configuration.stepCount
        switch button {
        case .back: return step > 1 ? .topLeading : .hidden
        case .cancel: return last ? .hidden : .topTrailing
        case .done: return last ? .topTrailing : .hidden
        }
    }
}
