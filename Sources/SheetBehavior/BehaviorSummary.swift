/// A presentation on a platform in a few short strings: one cell per column of a comparison table,
/// each with the sources behind it.
public struct BehaviorSummary: Hashable, Sendable, Codable {
    /// One table cell: a short value, a note when the answer is partial or conditional, and why
    /// the model says so.
    public struct Cell: Hashable, Sendable, Codable {
        public var text: String
        public var note: String?
        /// Where the answer comes from; empty only when no source defines it (`gap`).
        public var citations: [Citation]
        /// Sources that answer otherwise: recorded, not the model's answer.
        public var disagreements: [Dissent]
        /// What no source defines, when the cell gives no answer.
        public var gap: String?

        public init(_ text: String, note: String? = nil, citations: [Citation] = [], disagreements: [Dissent] = [],
                    gap: String? = nil) {
            self.text = text
            self.note = note
            self.citations = citations
            self.disagreements = disagreements
            self.gap = gap
        }

        /// A cell showing `text` for an answer, with its citations.
        init<Value>(_ text: String, note: String? = nil, _ answer: Answer<Value>) {
            self.init(text, note: note, citations: answer.citations, disagreements: answer.disagreements, gap: answer.gap)
        }

        /// The text a cell shows when no source defines the answer.
        public static let notDefinedText = "not defined"

        /// Adds citations the cell also rests on.
        func citing(_ more: [Citation]) -> Cell {
            var copy = self
            for c in more where !copy.citations.contains(where: { $0.pointsAtSamePlace(as: c) }) { copy.citations.append(c) }
            return copy
        }

        /// Adds the citations of another answer the cell also rests on.
        func citing<Value>(_ answer: Answer<Value>) -> Cell {
            var copy = self
            for c in answer.citations where !copy.citations.contains(where: { $0.pointsAtSamePlace(as: c) }) { copy.citations.append(c) }
            for d in answer.disagreements where !copy.disagreements.contains(d) { copy.disagreements.append(d) }
            return copy
        }
    }

    public var presentation: Presentation
    public var platform: PlatformKind
    public var width: HorizontalSizeClass
    public var framework: UIFramework
    /// The OS version the summary answers for; nil for the current one.
    public var osVersion: OSVersion?
    public var supported: Cell
    public var modality: Cell
    /// What appears after adaptation (a popover on iPhone is a sheet).
    public var shownAs: Cell
    public var dismissal: Cell
    public var done: Cell
    public var cancel: Cell
    public var detents: Cell

    /// Every cell with its aspect id, in reading order.
    public var cells: [(id: String, cell: Cell)] {
        [("supported", supported), ("modality", modality), ("shown-as", shownAs), ("dismissal", dismissal),
         ("done", done), ("cancel", cancel), ("detents", detents)]
    }

    /// Summarises the default configuration of `presentation` on `platform`; `width` defaults to
    /// the platform's usual width (compact on iPhone and Apple Watch, regular elsewhere), the
    /// framework to SwiftUI and the OS version to the current one.
    public static func of(_ presentation: Presentation, on platform: PlatformKind, width: HorizontalSizeClass? = nil,
                          framework: UIFramework? = nil, osVersion: OSVersion? = nil) -> BehaviorSummary {
        of(PresentationConfiguration(presentation), on: platform, width: width, framework: framework, osVersion: osVersion)
    }

    /// Summarises `configuration` (a nonmodal sheet, a sheet with interactive dismissal
    /// disabled) on `platform`, with the same defaults as `of(_:on:width:framework:osVersion:)`.
    public static func of(_ configuration: PresentationConfiguration, on platform: PlatformKind, width: HorizontalSizeClass? = nil,
                          framework: UIFramework? = nil, osVersion: OSVersion? = nil) -> BehaviorSummary {
        let presentation = configuration.presentation
        let scenario = Scenario(configuration, in: PresentationContext(platform: platform, width: width, osVersion: osVersion, framework: framework))
        let shown = scenario.shownAnswer
        guard let view = shown.value else {
            let support = scenario.supportAnswer
            let defined = support.isDefined
            let supported = defined
                ? Cell("no", note: presentation == .actionSheet && support.value == .unsupported ? "not supported in \(platform.displayName)" : nil, support)
                : Cell(Cell.notDefinedText, note: "no source covers it here", support)
            let dash = Cell("—", support)
            return BehaviorSummary(presentation: presentation, platform: platform, width: scenario.context.width,
                                   framework: scenario.context.framework, osVersion: osVersion, supported: supported, modality: dash,
                                   shownAs: dash, dismissal: dash, done: dash, cancel: dash, detents: dash)
        }
        return BehaviorSummary(
            presentation: presentation, platform: platform, width: scenario.context.width, framework: scenario.context.framework,
            osVersion: osVersion,
            supported: supportedCell(scenario, shown: view),
            modality: modalityCell(scenario),
            shownAs: shownCell(scenario, shown: view),
            dismissal: dismissalCell(scenario),
            done: placementCell(scenario, .done),
            cancel: placementCell(scenario, .cancel),
            detents: detentsCell(scenario))
    }

    private static func supportedCell(_ s: Scenario, shown: Presentation) -> Cell {
        let support = s.supportAnswer
        if shown != s.presentation { return Cell("yes", note: "shown as a \(shown.displayName)", support).citing(s.shownAnswer) }
        return Cell("yes", support)
    }

    private static func modalityCell(_ s: Scenario) -> Cell {
        let answer = s.modalityAnswer
        let text = answer.value.rawValue
        guard s.presentation.isSheetLike else { return Cell(text, answer) }
        // A side sheet's nonmodal kind is the standard side sheet, not the platform's nonmodal sheet.
        if s.isMaterialSideSheet {
            guard answer.value == .modal else { return Cell(text, answer) }
            return Cell(text, note: "may be nonmodal", answer)
                .citing([Material.sideSheets("Standard side sheet", "the sheet and the main view are seen and used at once")])
        }
        switch s.platform.facts.sheetModality {
        case .mayBeNonmodal(_, let nonmodal):
            return Cell(text, note: "may be nonmodal", answer).citing(Array(nonmodal.prefix(1)))
        case .alwaysModal:
            return Cell(text, note: "always modal", answer)
        case .modalByDefault:
            // Modal by default, as every sheet; whether one may be nonmodal here, no source says.
            return Cell(text, note: "by default; no source says whether a \(s.platform.displayName) sheet may be nonmodal", answer)
        case nil:
            return Cell(text, answer)
        }
    }

    private static func shownCell(_ s: Scenario, shown: Presentation) -> Cell {
        let cover = s.coversFullScreenAnswer
        var text = shown.displayName
        if cover.value && shown != .fullScreenModal { text += ", full screen" }
        var cell = Cell(text, s.shownAnswer).citing(cover)
        // Answered as to what appears, open as to how much of the screen it takes: the note says
        // so in a few words, the gap (shown under "Why") says what no source covers.
        if let gap = cover.gap {
            cell.note = "how much of the screen it covers is not defined"
            cell.gap = gap
        }
        if s.presentation == .popover && shown != .popover {
            cell.note = "compact adaptation can keep a popover (iOS 16.4+)"
            cell = cell.citing([.api(.presentationCompactAdaptation)])
        }
        return cell
    }

    private static func dismissalCell(_ s: Scenario) -> Cell {
        let answer = s.dismissGesturesAnswer
        var ways = answer.value.map { gesture -> String in
            switch gesture {
            case .swipeDown: return "swipe down"
            case .tapOutside: return "tap outside"
            case .focusLoss: return "focus loss"
            case .pressBack: return "Back"
            case .pressEscape: return "Escape"
            case .swipeToEdge: return "swipe to the edge"
            default: return gesture.rawValue
            }
        }
        ways.append("button")
        var cell = Cell(ways.joined(separator: ", "), answer)
            .citing([Cite.source(Cite.sap, "Usage", "give a clear way to dismiss, such as a button")])
        // A button always answers; gestures no source covers are named, not guessed.
        cell.gap = answer.gap
        if answer.gap != nil { cell.note = "no source says what gestures do" }
        if answer.value.contains(.swipeDown) {
            cell.note = "unless interactive dismissal is disabled"
            cell = cell.citing([Cite.source(Cite.fieldGuide, "Frequently Asked Questions", "interactiveDismissDisabled blocks swipe to dismiss")])
        }
        return cell
    }

    private static func placementCell(_ s: Scenario, _ button: DismissButton) -> Cell {
        let answer = s.placementAnswer(of: button)
        guard let placement = answer.value else { return Cell("—", note: "no guidance", answer) }
        var note: String?
        if s.context.isTouchSheetPlatform && s.presentation.isSheetLike && placement != .hidden && placement != .bottom {
            note = "mirrored in right-to-left layouts"
        }
        if case .singleTopLeading = s.platform.facts.sheetButtons, s.presentation.isSheetLike {
            note = button == .done ? "when the sheet only presents information" : "by default"
            if placement == .hidden { return Cell("top leading", note: note, answer) }
        }
        var cell = Cell(placement.rawValue, note: note, answer)
        if note == "mirrored in right-to-left layouts" {
            cell = cell.citing([Cite.source(Cite.higSheetsEarlier, "iOS, iPadOS", "Done and Cancel trade corners right to left")])
        }
        return cell
    }

    private static func detentsCell(_ s: Scenario) -> Cell {
        if s.isMaterialSheet {
            let states = s.sheetStatesAnswer
            guard states.isDefined else { return Cell(Cell.notDefinedText, states) }
            let note = s.isMaterialSideSheet ? "or hidden; nothing between"
                : s.context.framework == .compose ? "Compose SheetValue" : "half-expanded too with fitToContents off"
            return Cell(states.value.map(\.spoken).joined(separator: ", "), note: note, states)
        }
        let answer = s.detentsAnswer
        guard answer.isDefined else { return Cell(Cell.notDefinedText, answer) }
        let available = answer.value
        if available.isEmpty { return Cell("fixed size", answer) }
        if s.presentation == .customBottomSheet { return Cell("custom", note: "snap points are yours to define", answer) }
        switch s.context.framework {
        case .swiftUI:
            return Cell(available.spoken, note: "medium, height and fraction with presentationDetents (iOS 16+)", answer)
                .citing([.api(.presentationDetents)])
        case .uiKit:
            return Cell(available.spoken, note: "medium from iOS 15, custom heights from iOS 16", answer)
                .citing([.api(.sheetDetents), .api(.customSheetDetent)])
        case .materialViews, .compose, .html:
            return Cell(available.spoken, answer)
        }
    }
}
