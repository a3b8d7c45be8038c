import SheetBehavior

/// Which part of an example a step belongs to: setting up, acting, or checking.
public enum StepKind: String, Hashable, Sendable, CaseIterable {
    case given, when, then

    /// The keyword as written at the start of the line.
    public var keyword: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// One step definition as people read it: for the docs and for "did you mean" suggestions.
public struct StepDefinitionInfo: Hashable, Sendable {
    public var kind: StepKind
    /// The pattern: words, `(a|b)` alternatives, `[optional]` words and `{slot}` values.
    public var pattern: String
    public var description: String
    /// A step that matches the pattern, keyword included.
    public var example: String
}

/// A step definition: a compiled pattern, what it does to the world, and what the runner needs
/// to know about it to refuse nonsense (which settings a Given sets, which fact a Then checks).
struct StepDefinition: Sendable {
    /// A fact a Given states or a Then checks, as a short key (`detents=medium and large`); a
    /// Then checking a fact a Given stated, with no gesture between, only restates it.
    typealias Fact = @Sendable (StepArguments) -> String?

    let info: StepDefinitionInfo
    let pattern: StepPattern
    let run: @Sendable (inout World, StepArguments) -> StepCheck
    /// What a Given sets; setting one twice is a contradiction.
    let sets: [Setting]
    let states: Fact?
    let checks: Fact?
    /// A Then about what the last gesture did, meaningless before any gesture.
    let needsGesture: Bool

    init(_ kind: StepKind, _ pattern: String, _ description: String, example: String,
         sets: [Setting] = [], states: Fact? = nil, checks: Fact? = nil, needsGesture: Bool = false,
         _ run: @escaping @Sendable (inout World, StepArguments) -> StepCheck) throws(StepPattern.Problem) {
        self.info = StepDefinitionInfo(kind: kind, pattern: pattern, description: description,
                                       example: "\(kind.keyword) \(example)")
        self.pattern = try StepPattern(parsing: pattern)
        self.sets = sets
        self.states = states
        self.checks = checks
        self.needsGesture = needsGesture
        self.run = run
    }

    /// The slots of the pattern, in order.
    var slots: [(name: String, kind: SlotKind)] { pattern.slots }

    /// Whether the pattern names what it talks about with a `{subject}` slot.
    var hasSubject: Bool { slots.contains { $0.kind == .subject } }
}

/// Builds the step table once per process. A pattern that does not compile (a misspelt slot
/// kind, a name used twice) stops the program here, with the pattern and a suggestion, before
/// any example is read: a table that misreads examples must never run.
enum StepTable {
    static func build(_ make: () throws -> [StepDefinition]) -> [StepDefinition] {
        do {
            return try make()
        } catch {
            fatalError("the step table is wrong: \(error)")
        }
    }
}

/// A setting a Given step makes. Each may be set once per example case: a second Given that
/// sets it again overrides the first, which hides a mistake.
enum Setting: String, Sendable, Hashable {
    case device, width, direction, version, framework, detents, grabber, interactiveDismissal, unsavedChanges
    case backgroundInteraction, compactAdaptation, flow, informationOnly, buttons, dismissButton, scrolling
    case restingDetent, modality, stacking, intent
    case fitToContents, skipCollapsed, skipPartiallyExpanded, sheetState, closedBy, popoverType, nestedPopover, popoverInvoker, sheetEdge

    /// How the setting reads in a message.
    var noun: String {
        switch self {
        case .device: return "the device"
        case .width: return "the width"
        case .direction: return "the layout direction"
        case .version: return "the OS version"
        case .framework: return "the UI framework"
        case .detents: return "the detents"
        case .grabber: return "the grabber"
        case .interactiveDismissal: return "interactive dismissal"
        case .unsavedChanges: return "unsaved changes"
        case .backgroundInteraction: return "background interaction"
        case .compactAdaptation: return "the compact adaptation"
        case .flow: return "the page of the flow"
        case .informationOnly: return "an information-only sheet"
        case .buttons: return "the buttons"
        case .dismissButton: return "the dismiss button"
        case .scrolling: return "scrolling"
        case .restingDetent: return "the resting detent"
        case .modality: return "the modality"
        case .stacking: return "the sheets on screen"
        case .intent: return "the intent"
        case .fitToContents: return "fitToContents"
        case .skipCollapsed: return "skipCollapsed"
        case .skipPartiallyExpanded: return "skipPartiallyExpanded"
        case .sheetState: return "the sheet's state"
        case .closedBy: return "closedby"
        case .popoverType: return "the popover type"
        case .nestedPopover: return "nesting"
        case .popoverInvoker: return "how the popover opens"
        case .sheetEdge: return "the sheet edge"
        }
    }
}
