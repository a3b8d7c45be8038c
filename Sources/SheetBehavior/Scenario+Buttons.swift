/// Where Done, Cancel and Back go.
extension Scenario {
    /// The placement of a button, or nil when the sources give no guidance for this presentation
    /// and platform.
    public func placement(of button: DismissButton) -> ButtonPlacement? { placementAnswer(of: button).value }

    /// The placement of a button and why; nil (with the gap named) where no source places it.
    ///
    /// - iOS, iPadOS sheets: Done top trailing, Cancel top leading (HIG), mirrored in right-to-left
    ///   layouts (earlier HIG edition). In a multi-step flow Cancel moves to the top trailing corner,
    ///   Back takes the top leading corner from the second page on, and on the last page Done
    ///   replaces Cancel (HIG).
    /// - iOS and iPadOS full-screen modals: Cancel on the leading side, Done or Save on the
    ///   trailing side (SAP).
    /// - macOS sheets: every dismiss button at the bottom, in the trailing corner (HIG).
    /// - watchOS sheets: Cancel top leading by default; a sheet that only presents information
    ///   shows Done there instead (HIG). No source places buttons on a watchOS full-screen modal.
    /// - Action sheets: Cancel at the bottom, or top leading on watchOS (HIG Action sheets).
    public func placementAnswer(of button: DismissButton) -> Answer<ButtonPlacement?> {
        let shown = shownAnswer
        guard let view = shown.value else { return shown.map { _ in nil } }
        let config = configuration
        let none = Answer<ButtonPlacement?>.notDefined(nil, gap: "no source places a \(button.displayName) button on \(view.displayName)s in \(platform.displayName)")
        switch view {
        case .sheet, .pageSheet, .formSheet:
            switch platform.facts.sheetButtons {
            case .topCorners:
                if config.isMultiStep {
                    return Answer(multiStepPlacement(of: button),
                                  [Cite.source(Cite.higSheets, "iOS, iPadOS", "in a multi-step sheet Cancel moves top right and Back takes top left")])
                }
                var citations = [Cite.source(Cite.higSheets, "iOS, iPadOS", "Done top right and Cancel top left in a left-to-right layout")]
                if context.layoutDirection == .rightToLeft {
                    citations.append(Cite.source(Cite.higSheetsEarlier, "iOS, iPadOS", "Done and Cancel trade corners right to left"))
                }
                switch button {
                case .done: return Answer(.topTrailing, citations)
                case .cancel: return Answer(.topLeading, citations)
                case .back: return Answer(.hidden, citations)
                }
            case .bottomTrailing(let citation):
                if button == .back { return none }
                return Answer(.bottomTrailing, [citation])
            case .singleTopLeading(let citation):
                let cite = [citation]
                switch button {
                case .done: return Answer(config.presentsInformationOnly ? .topLeading : ButtonPlacement.hidden, cite)
                case .cancel: return Answer(config.presentsInformationOnly ? ButtonPlacement.hidden : .topLeading, cite)
                case .back: return Answer(ButtonPlacement.hidden, cite)
                }
            case nil:
                return none
            }
        case .fullScreenModal:
            guard let cite = platform.facts.fullScreenModalButtons, button != .back else { return none }
            return Answer(button == .done ? .topTrailing : .topLeading, [cite])
        case .actionSheet:
            let cite = [Cite.source(Cite.higActionSheets, "Best practices", "Cancel at the bottom, or top left in watchOS")]
            guard button == .cancel else { return Answer(ButtonPlacement.hidden, cite) }
            guard let guidance = platform.facts.actionSheet else { return none }
            return Answer(guidance.cancelPlacement, cite)
        case .customBottomSheet, .popover, .alert, .panel, .sideSheet:
            return none
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
