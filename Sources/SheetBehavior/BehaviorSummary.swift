/// A presentation on a platform in a few short strings: one cell per column of a comparison table.
public struct BehaviorSummary: Hashable, Sendable, Codable {
    /// One table cell: a short value and, when the answer is partial or conditional, a note.
    public struct Cell: Hashable, Sendable, Codable {
        public var text: String
        public var note: String?
        public init(_ text: String, note: String? = nil) {
            self.text = text
            self.note = note
        }
    }

    public var presentation: Presentation
    public var platform: PlatformKind
    public var width: HorizontalSizeClass
    public var supported: Cell
    public var modality: Cell
    /// What appears after adaptation (a popover on iPhone is a sheet).
    public var shownAs: Cell
    public var dismissal: Cell
    public var done: Cell
    public var cancel: Cell
    public var detents: Cell

    /// Summarises the default configuration of `presentation` on `platform`; `width` defaults to
    /// the platform's usual width (compact on iPhone and Apple Watch, regular elsewhere).
    public static func of(_ presentation: Presentation, on platform: PlatformKind,
                          width: HorizontalSizeClass? = nil) -> BehaviorSummary {
        let scenario = Scenario(presentation, on: platform, width: width)
        let dash = Cell("—")
        guard let shown = scenario.effectivePresentation else {
            let note = presentation == .actionSheet && platform == .visionOS ? "not supported in visionOS" : nil
            return BehaviorSummary(presentation: presentation, platform: platform, width: scenario.context.width,
                                   supported: Cell("no", note: note), modality: dash, shownAs: dash, dismissal: dash,
                                   done: dash, cancel: dash, detents: dash)
        }
        return BehaviorSummary(
            presentation: presentation, platform: platform, width: scenario.context.width,
            supported: supportedCell(scenario, shown: shown),
            modality: modalityCell(scenario),
            shownAs: shownCell(scenario, shown: shown),
            dismissal: dismissalCell(scenario),
            done: placementCell(scenario, .done),
            cancel: placementCell(scenario, .cancel),
            detents: detentsCell(scenario))
    }

    private static func supportedCell(_ s: Scenario, shown: Presentation) -> Cell {
        if shown != s.presentation { return Cell("yes", note: "shown as a \(shown.displayName)") }
        return Cell("yes")
    }

    private static func modalityCell(_ s: Scenario) -> Cell {
        let text = s.modality.rawValue
        if s.presentation.isSheetLike && s.context.isTouchSheetPlatform {
            return Cell(text, note: "may be nonmodal")
        }
        // 000 names macOS, visionOS and watchOS as always modal; tvOS only gets the default.
        if s.presentation.isSheetLike && [.macOS, .visionOS, .watchOS].contains(s.platform) {
            return Cell(text, note: "always modal")
        }
        return Cell(text)
    }

    private static func shownCell(_ s: Scenario, shown: Presentation) -> Cell {
        var text = shown.displayName
        if s.coversFullScreen && shown != .fullScreenModal { text += ", full screen" }
        if s.presentation == .popover && shown != .popover {
            return Cell(text, note: "compact adaptation can keep a popover (iOS 16.4+)")
        }
        return Cell(text)
    }

    private static func dismissalCell(_ s: Scenario) -> Cell {
        var ways = s.dismissGestures.map { gesture -> String in
            switch gesture {
            case .swipeDown: return "swipe down"
            case .tapOutside: return "tap outside"
            case .focusLoss: return "focus loss"
            default: return gesture.rawValue
            }
        }
        ways.append("button")
        let note = s.dismissGestures.contains(.swipeDown) ? "unless interactive dismissal is disabled" : nil
        return Cell(ways.joined(separator: ", "), note: note)
    }

    private static func placementCell(_ s: Scenario, _ button: DismissButton) -> Cell {
        guard let placement = s.placement(of: button) else { return Cell("—", note: "no guidance") }
        var note: String?
        if s.context.isTouchSheetPlatform && placement != .hidden && placement != .bottom {
            note = "mirrored in right-to-left layouts"
        }
        if s.platform == .watchOS && s.presentation.isSheetLike {
            note = button == .done ? "when the sheet only presents information" : "by default"
            if placement == .hidden { return Cell("top leading", note: note) }
        }
        return Cell(placement.rawValue, note: note)
    }

    private static func detentsCell(_ s: Scenario) -> Cell {
        let available = s.availableDetents
        if available.isEmpty { return Cell("fixed size") }
        if s.presentation == .customBottomSheet { return Cell("custom", note: "snap points are yours to define") }
        return Cell(available.spoken, note: "medium, height and fraction with presentationDetents (iOS 16+)")
    }
}
