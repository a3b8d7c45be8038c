public import CatalogModel
public import SheetBehavior

extension SketchScene {
    /// The scene of a scenario, asking the core model the same questions the spec checks ask:
    /// what appears, where it rests, whether the grabber shows, where each button goes and what
    /// happens to the parent. A sketch drawn from it cannot disagree with an example's verdict.
    ///
    /// - Parameters:
    ///   - gesture: the gesture about to happen (a `before` scene) or that led here.
    ///   - dismissed: a gesture dismissed the presentation; only the parent is left.
    public init(_ scenario: Scenario, moment: Moment, gesture: Gesture? = nil, dismissed: Bool = false) {
        let shown = dismissed ? nil : scenario.effectivePresentation
        var buttons: [Button] = []
        if shown != nil && (scenario.configuration.hasDismissButton || shown == .actionSheet) {
            for kind in DismissButton.allCases {
                guard let placement = scenario.placement(of: kind), placement != .hidden else { continue }
                // An action sheet's Cancel is one of its own buttons, drawn with them.
                if shown == .actionSheet && placement == .bottom { continue }
                buttons.append(Button(kind: kind.rawValue, placement: placement.rawValue))
            }
        }
        let resting = shown == nil ? nil : scenario.restingDetent
        // A Material bottom sheet rests in a named state instead of at a detent.
        let state = shown == nil ? nil : scenario.sheetState
        let states = state == nil ? [] : scenario.sheetStatesAnswer.value.map(\.rawValue)
        self.init(
            moment: moment, platform: scenario.platform.rawValue, width: scenario.context.width.rawValue,
            rightToLeft: scenario.context.layoutDirection == .rightToLeft,
            requested: Self.drawn(scenario.presentation), shown: shown.map(Self.drawn), dismissed: dismissed,
            detent: resting?.description, detentHeight: state.map { Self.share(of: $0, scenario) } ?? resting?.relativeHeight,
            detents: shown == nil ? [] : state == nil ? scenario.availableDetents.map(\.description) : states,
            state: state?.rawValue,
            grabber: shown != nil && scenario.hasGrabber, buttons: buttons,
            actions: shown == .actionSheet || shown == .alert ? Self.actions(scenario) : [],
            parent: shown == nil ? ParentTreatment.unaffected.rawValue : scenario.parentTreatment.rawValue,
            parentBlurred: shown != nil && scenario.parentBlurredAnswer.value,
            backdrop: (shown == .sheet || shown == .alert) && scenario.platform.facts.webDialogs != nil
                && scenario.inTopLayerAnswer.value,
            modality: scenario.modality.rawValue, sheets: max(1, scenario.configuration.sheetsOnScreen),
            gesture: gesture?.rawValue)
        if shown != nil, let edge = scenario.sheetEdgeAnswer.value {
            sideEdge = Self.screenSide(of: edge, rightToLeft: rightToLeft)
        }
    }

    /// The kind of card a sketch draws and names: a side sheet is a sheet drawn against the
    /// edge it comes from (`sideEdge`), so its sketch and its description speak of a sheet.
    private static func drawn(_ presentation: Presentation) -> String {
        presentation == .sideSheet ? Presentation.sheet.rawValue : presentation.rawValue
    }

    /// `left` or `right`: where a side sheet's edge is on the screen.
    private static func screenSide(of edge: SheetEdge, rightToLeft: Bool) -> String {
        switch edge {
        case .left, .right: return edge.rawValue
        case .start: return rightToLeft ? "right" : "left"
        case .end: return rightToLeft ? "left" : "right"
        }
    }

    /// How much of the screen's height a Material sheet takes in a state: the half-expanded
    /// ratio the model knows and all of it expanded. No source gives the height of a collapsed
    /// (peek) or partially expanded sheet, so those are drawn at a third and a half, only to
    /// tell the states apart; the description names the state, not a height.
    private static func share(of state: SheetState, _ scenario: Scenario) -> Double {
        switch state {
        case .expanded: return 1
        case .halfExpanded: return scenario.halfExpandedRatioAnswer.value ?? 0.5
        case .collapsed: return 0.33
        case .partiallyExpanded: return 0.5
        }
    }

    /// The scene of a device with nothing presented on it.
    public init(nothingOn context: PresentationContext, moment: Moment, gesture: Gesture? = nil) {
        self.init(moment: moment, platform: context.platform.rawValue, width: context.width.rawValue,
                  rightToLeft: context.layoutDirection == .rightToLeft, requested: nil, shown: nil, gesture: gesture?.rawValue)
    }

    /// An action sheet's or alert's buttons as the example describes them; when it does not, two
    /// actions and Cancel for an action sheet, one action and Cancel for an alert.
    private static func actions(_ scenario: Scenario) -> [String] {
        let config = scenario.configuration
        if !config.buttons.isEmpty { return config.buttons.map(\.rawValue) }
        let count = config.buttonCount ?? (scenario.presentation == .alert ? 2 : 3)
        guard count > 0 else { return [] }
        return Array(repeating: PresentationConfiguration.ButtonStyle.default.rawValue, count: count - 1)
            + [PresentationConfiguration.ButtonStyle.cancel.rawValue]
    }
}
