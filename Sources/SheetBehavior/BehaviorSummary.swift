/// A presentation on a platform in a few short strings: one cell per column of a comparison table,
/// each with the sources behind it.
public struct BehaviorSummary: Hashable, Sendable, Codable {
    /// One table cell: a short value, a note when the answer is partial or conditional, and why
    /// the model says so.
    public struct Cell: Hashable, Sendable, Codable {
        /// The answer, as words a page can show in its language.
        public var phrase: Phrase
        /// A condition or adaptation of the answer, when it is partial or conditional.
        public var notePhrase: Phrase?
        /// Where the answer comes from; empty only when no source defines it (`gap`).
        public var citations: [Citation]
        /// Sources that answer otherwise: recorded, not the model's answer.
        public var disagreements: [Dissent]
        /// What no source defines, when the cell gives no answer.
        public var gap: String?

        /// The answer in English.
        public var text: String { phrase.english }
        /// The note in English.
        public var note: String? { notePhrase?.english }

        public init(_ phrase: Phrase, note: Phrase? = nil, citations: [Citation] = [], disagreements: [Dissent] = [],
                    gap: String? = nil) {
            self.phrase = phrase
            self.notePhrase = note
            self.citations = citations
            self.disagreements = disagreements
            self.gap = gap
        }

        /// A cell of text that is no words of the model's own (a name), shown as it is.
        public init(_ text: String, note: String? = nil, citations: [Citation] = [], disagreements: [Dissent] = [],
                    gap: String? = nil) {
            self.init(.verbatim(text), note: note.map(Phrase.verbatim), citations: citations, disagreements: disagreements, gap: gap)
        }

        /// A cell showing `phrase` for an answer, with its citations.
        init<Value>(_ phrase: Phrase, note: Phrase? = nil, _ answer: Answer<Value>) {
            self.init(phrase, note: note, citations: answer.citations, disagreements: answer.disagreements, gap: answer.gap)
        }

        /// The text a cell shows when no source defines the answer.
        public static let notDefinedText = "not defined"
        /// `notDefinedText` as a phrase.
        public static let notDefined = Phrase.words("not-defined", notDefinedText)

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
                ? Cell(.words("no", "no"), note: presentation == .actionSheet && support.value == .unsupported
                    ? .words("not-supported-in", "not supported in {platform}", ["platform": .verbatim(platform.displayName)]) : nil, support)
                : Cell(Cell.notDefined, note: .words("no-source-here", "no source covers it here"), support)
            let dash = Cell(Phrase.verbatim("—"), support)
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
        let yes = Phrase.words("yes", "yes")
        if shown != s.presentation {
            return Cell(yes, note: .words("shown-as-a", "shown as a {presentation}", ["presentation": shown.namePhrase]), support)
                .citing(s.shownAnswer)
        }
        return Cell(yes, support)
    }

    private static func modalityCell(_ s: Scenario) -> Cell {
        let answer = s.modalityAnswer
        let text = answer.value == .notDefined ? Cell.notDefined : .words("modality." + answer.value.rawValue, answer.value.rawValue)
        guard s.presentation.isSheetLike else { return Cell(text, answer) }
        let mayBeNonmodal = Phrase.words("may-be-nonmodal", "may be nonmodal")
        // A side sheet's nonmodal kind is the standard side sheet, not the platform's nonmodal sheet.
        if s.isMaterialSideSheet {
            guard answer.value == .modal else { return Cell(text, answer) }
            return Cell(text, note: mayBeNonmodal, answer)
                .citing([Material.sideSheets("Standard side sheet", "the sheet and the main view are seen and used at once")])
        }
        switch s.platform.facts.sheetModality {
        case .mayBeNonmodal(_, let nonmodal):
            return Cell(text, note: mayBeNonmodal, answer).citing(Array(nonmodal.prefix(1)))
        case .alwaysModal:
            return Cell(text, note: .words("always-modal", "always modal"), answer)
        case .modalByDefault:
            // Modal by default, as every sheet; whether one may be nonmodal here, no source says.
            return Cell(text, note: .words("modal-by-default", "by default; no source says whether a {platform} sheet may be nonmodal",
                                           ["platform": .verbatim(s.platform.displayName)]), answer)
        case nil:
            return Cell(text, answer)
        }
    }

    private static func shownCell(_ s: Scenario, shown: Presentation) -> Cell {
        let cover = s.coversFullScreenAnswer
        var text = shown.namePhrase
        if cover.value && shown != .fullScreenModal { text = .words("full-screen", "{presentation}, full screen", ["presentation": text]) }
        var cell = Cell(text, s.shownAnswer).citing(cover)
        // Answered as to what appears, open as to how much of the screen it takes: the note says
        // so in a few words, the gap (shown under "Why") says what no source covers.
        if let gap = cover.gap {
            cell.notePhrase = .words("cover-not-defined", "how much of the screen it covers is not defined")
            cell.gap = gap
        }
        if s.presentation == .popover && shown != .popover {
            cell.notePhrase = .words("compact-adaptation", "compact adaptation can keep a popover (iOS 16.4+)")
            cell = cell.citing([.api(.presentationCompactAdaptation)])
        }
        return cell
    }

    private static func dismissalCell(_ s: Scenario) -> Cell {
        let answer = s.dismissGesturesAnswer
        var ways = answer.value.map { gesture -> Phrase in
            let english: String
            switch gesture {
            case .swipeDown: english = "swipe down"
            case .tapOutside: english = "tap outside"
            case .focusLoss: english = "focus loss"
            case .pressBack: english = "Back"
            case .pressEscape: english = "Escape"
            case .swipeToEdge: english = "swipe to the edge"
            default: english = gesture.rawValue
            }
            return .words("gesture." + gesture.rawValue, english)
        }
        ways.append(.words("button", "button"))
        var cell = Cell(Phrase.list(ways), answer)
            .citing([Cite.source(Cite.sap, "Usage", "give a clear way to dismiss, such as a button")])
        // A button always answers; gestures no source covers are named, not guessed.
        cell.gap = answer.gap
        if answer.gap != nil { cell.notePhrase = .words("no-source-gestures", "no source says what gestures do") }
        if answer.value.contains(.swipeDown) {
            cell.notePhrase = .words("unless-dismissal-disabled", "unless interactive dismissal is disabled")
            cell = cell.citing([Cite.source(Cite.fieldGuide, "Frequently Asked Questions", "interactiveDismissDisabled blocks swipe to dismiss")])
        }
        return cell
    }

    private static func placementCell(_ s: Scenario, _ button: DismissButton) -> Cell {
        let answer = s.placementAnswer(of: button)
        guard let placement = answer.value else { return Cell(Phrase.verbatim("—"), note: .words("no-guidance", "no guidance"), answer) }
        var note: Phrase?
        var mirrored = false
        if s.context.isTouchSheetPlatform && s.presentation.isSheetLike && placement != .hidden && placement != .bottom {
            note = .words("mirrored", "mirrored in right-to-left layouts")
            mirrored = true
        }
        if case .singleTopLeading = s.platform.facts.sheetButtons, s.presentation.isSheetLike {
            note = button == .done ? .words("done-information-only", "when the sheet only presents information") : .words("by-default", "by default")
            mirrored = false
            if placement == .hidden { return Cell(ButtonPlacement.topLeading.phrase, note: note, answer) }
        }
        var cell = Cell(placement.phrase, note: note, answer)
        if mirrored {
            cell = cell.citing([Cite.source(Cite.higSheetsEarlier, "iOS, iPadOS", "Done and Cancel trade corners right to left")])
        }
        return cell
    }

    /// A Material sheet's named states where another sheet lists its detents.
    private static func statesCell(_ s: Scenario, note: Phrase) -> Cell {
        let states = s.sheetStatesAnswer
        guard states.isDefined else { return Cell(Cell.notDefined, states) }
        return Cell(Phrase.list(states.value.map(\.phrase)), note: note, states)
    }

    private static func detentsCell(_ s: Scenario) -> Cell {
        if s.isMaterialSideSheet { return statesCell(s, note: .words("side-sheet-states", "or hidden; nothing between")) }
        if s.isMaterialSheet {
            return statesCell(s, note: s.context.framework == .compose ? .words("compose-sheet-value", "Compose SheetValue")
                                      : .words("fit-to-contents", "half-expanded too with fitToContents off"))
        }
        let answer = s.detentsAnswer
        guard answer.isDefined else { return Cell(Cell.notDefined, answer) }
        let available = answer.value
        if available.isEmpty { return Cell(.words("fixed-size", "fixed size"), answer) }
        if s.presentation == .customBottomSheet {
            return Cell(.words("custom", "custom"), note: .words("snap-points", "snap points are yours to define"), answer)
        }
        switch s.context.framework {
        case .swiftUI:
            return Cell(available.spokenPhrase, note: .words("swiftui-detents", "medium, height and fraction with presentationDetents (iOS 16+)"), answer)
                .citing([.api(.presentationDetents)])
        case .uiKit:
            return Cell(available.spokenPhrase, note: .words("uikit-detents", "medium from iOS 15, custom heights from iOS 16"), answer)
                .citing([.api(.sheetDetents), .api(.customSheetDetent)])
        case .materialViews, .compose, .html:
            return Cell(available.spokenPhrase, answer)
        }
    }
}

extension ButtonPlacement {
    /// The placement as a cell shows it (`top leading`, `not shown`).
    public var phrase: Phrase { .words("placement." + rawValue.replacing(" ", with: "-"), rawValue) }
}
