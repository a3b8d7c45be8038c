import CatalogModel
import CatalogSketch
import SheetBehavior

/// The state one example case builds up step by step: what is presented, where, and what the
/// last gesture did. Steps change a copy; nothing is shared between cases or threads.
struct World: Sendable {
    /// One presentation the example set up, with what happened to it.
    struct Held: Sendable {
        var configuration: PresentationConfiguration
        /// What the last gesture on it led to.
        var lastOutcome: Outcome?
        /// Whether the last gesture on it left everything as it was.
        var lastChangedNothing = false
        /// It is gone; later gestures do nothing.
        var dismissed = false
        /// "a second sheet stacked on it": how a message names it.
        var label: String
    }

    /// The presentations the example set up, in order: the one a Given presents, then any sheet
    /// stacked on it.
    var held: [Held] = []
    var context: PresentationContext?
    /// The presentation the current step is about (its `{subject}`); the top one otherwise.
    var focus: Int?
    var intent: Intent?
    /// The platforms the example's world is on: the devices its Givens name, and iOS when a step
    /// names an iOS version or a SwiftUI API.
    var platforms: Set<PlatformKind> = []
    /// The platform a version step without a device put the world on (`the app runs on iOS 15`),
    /// which a device step then replaces.
    /// The gesture performed last, for steps about the events it fired.
    var lastGesture: Gesture?
    var platformFromVersion: PlatformKind?
    /// How many gestures happened so far, and the first of them (the arrow of the sketch before).
    var gestures = 0
    var firstGesture: Gesture?
    /// What the Givens so far set, with the line and text that set it.
    var settings: [Setting: (line: Int, text: String)] = [:]
    /// Facts the Givens stated since the last gesture (see `StepDefinition.Fact`).
    var stated: Set<String> = []
    /// Records which arguments and whether the subject a step looked at, when mutation testing
    /// asks; nil otherwise.
    var reads: ArgumentReads?

    var focusIndex: Int? { held.isEmpty ? nil : min(focus ?? held.count - 1, held.count - 1) }

    /// The focused presentation's configuration; setting it changes that presentation.
    var configuration: PresentationConfiguration? {
        get {
            guard let i = focusIndex else { return nil }
            reads?.lookedAtSubject = true
            return held[i].configuration
        }
        set {
            guard let i = focusIndex, let newValue else { return }
            held[i].configuration = newValue
        }
    }

    var lastOutcome: Outcome? {
        get { focusIndex.flatMap { reads?.lookedAtSubject = true; return held[$0].lastOutcome } }
        set { if let i = focusIndex { held[i].lastOutcome = newValue } }
    }

    var lastChangedNothing: Bool { focusIndex.map { held[$0].lastChangedNothing } ?? false }
    var dismissed: Bool { focusIndex.map { held[$0].dismissed } ?? false }

    var scenario: Scenario? {
        guard let configuration, let context else { return nil }
        return Scenario(configuration, in: context)
    }

    /// What the world looks like, for its sketch: the first presentation (with any stacked on
    /// it counted), or the device alone; nil before a step names a device.
    func scene(_ moment: SketchScene.Moment, gesture: Gesture? = nil) -> SketchScene? {
        guard let context else { return nil }
        guard let first = held.first else { return SketchScene(nothingOn: context, moment: moment, gesture: gesture) }
        return SketchScene.of(Scenario(first.configuration, in: context), moment: moment, gesture: gesture, dismissed: first.dismissed)
    }

    /// Presents `configuration` as the example's first presentation.
    mutating func present(_ configuration: PresentationConfiguration) {
        held = [Held(configuration: configuration, label: "\(configuration.spokenName)")]
        focus = nil
    }

    /// Puts the world on a device's platform; it is no longer on the one a version implied.
    mutating func putOn(_ platform: PlatformKind) {
        if let implied = platformFromVersion, implied != platform { platforms.remove(implied) }
        platformFromVersion = nil
        platforms.insert(platform)
    }

    /// Applies a gesture to the focused presentation and remembers its outcome.
    mutating func perform(_ gesture: Gesture) -> StepCheck {
        guard let scenario, let i = focusIndex else { return .noPresentation }
        gestures += 1
        if firstGesture == nil { firstGesture = gesture }
        lastGesture = gesture
        stated = []
        let before = scenario.restingDetent
        let outcome = held[i].dismissed ? .nothing : scenario.outcome(of: gesture)
        held[i].lastOutcome = outcome
        switch outcome {
        case .dismissed: held[i].dismissed = true; held[i].lastChangedNothing = false
        case .restsAt(let d): held[i].configuration.currentDetent = d; held[i].lastChangedNothing = d == before
        case .restsIn(let state):
            held[i].lastChangedNothing = state == scenario.sheetState
            held[i].configuration.sheetState = state
        case .stacked:
            held[i].lastChangedNothing = false
            // The new sheet sits over this one; its own outcome is that it was stacked.
            var second = PresentationConfiguration(.sheet)
            second.sheetsOnScreen = held[i].configuration.sheetsOnScreen + 1
            held[i].configuration.sheetsOnScreen += 1
            held.append(Held(configuration: second, lastOutcome: .stacked,
                             label: "a \(World.ordinals[min(held.count, World.ordinals.count - 1)]) sheet stacked on it"))
        case .nothing, .notPresented: held[i].lastChangedNothing = true
        case .asksForConfirmation, .reachesParent: held[i].lastChangedNothing = false
        }
        return .passed
    }

    /// Changes the configuration, failing the step when nothing was presented yet.
    mutating func configure(_ change: (inout PresentationConfiguration) -> Void) -> StepCheck {
        guard let i = focusIndex else { return .noPresentation }
        change(&held[i].configuration)
        return .passed
    }

    /// Changes the context, starting an iPhone one when none exists (an API step needs no
    /// presentation). The world is not on iPhone for that: only a device step puts it there.
    mutating func adjustContext(_ change: (inout PresentationContext) -> Void) -> StepCheck {
        var c = context ?? PresentationContext(platform: .iOS)
        change(&c)
        context = c
        return .passed
    }

    static let ordinals = ["first", "second", "third", "fourth", "fifth"]

    /// What the example presents, for a message: "a sheet on iPhone and a second sheet stacked on it".
    var presentsDescription: String {
        guard let first = held.first else {
            return context == nil ? "nothing yet" : "nothing yet (only an app on \(context!.platform.deviceName))"
        }
        var parts = ["\(first.label) on \(context?.platform.deviceName ?? "?")"]
        parts += held.dropFirst().map(\.label)
        return parts.joined(separator: " and ")
    }

    /// The presentation a subject names: `the sheet`, `the second sheet`, `the popover`, `it`.
    ///
    /// A noun names a presentation when it is one of its kind's names (`confirmation dialog` is
    /// an action sheet); `sheet` also names a page or form sheet, and `nonmodal sheet` a sheet
    /// asked to be nonmodal. An ordinal counts among those the noun names.
    func resolve(subject raw: String) -> Int? {
        var words = raw.lowercased().split(separator: " ").map(String.init)
        if let first = words.first, ["the", "this", "that", "a", "an"].contains(first) { words.removeFirst() }
        if words == ["it"] || words == ["they"] || words == ["them"] { return focusIndex }
        var ordinal = 0
        if let first = words.first, let n = World.ordinals.firstIndex(of: first) {
            ordinal = n
            words.removeFirst()
        }
        let noun = words.joined(separator: " ")
        guard !noun.isEmpty else { return nil }
        let matching = held.indices.filter { World.noun(noun, names: held[$0].configuration) }
        return ordinal < matching.count ? matching[ordinal] : nil
    }

    static func noun(_ noun: String, names configuration: PresentationConfiguration) -> Bool {
        let p = configuration.presentation
        if noun == "presentation" { return true }
        if noun == "sheet" { return p.isSheetLike }
        if ["nonmodal sheet", "non-modal sheet", "modeless sheet"].contains(noun) { return p.isSheetLike && configuration.nonmodal }
        if noun.hasSuffix("side sheet") {
            guard p == .sideSheet, SlotKind.sideSheetNames.contains(noun) else { return false }
            return noun == "side sheet" || (noun == "standard side sheet") == configuration.nonmodal
        }
        // A side sheet answers to a sheet's other names ("the modal sheet"), not to a bottom sheet's.
        if p == .sideSheet { return Presentation.named(noun) == .sheet && !noun.contains("bottom") }
        return Presentation.named(noun) == p
    }
}

extension PresentationConfiguration {
    /// "a nonmodal sheet", "an action sheet".
    var spokenName: String {
        let name = presentation == .sideSheet ? (nonmodal ? "standard side sheet" : "modal side sheet")
            : (nonmodal ? "nonmodal " : "") + presentation.displayName
        return (name.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + name
    }
}

/// Which arguments a step read and whether it looked at its subject, written while one step runs
/// on one thread (mutation testing makes a new one per step), so the reference is never shared.
final class ArgumentReads: @unchecked Sendable {
    var names: Set<String> = []
    var lookedAtSubject = false
}

/// A problem with the example itself rather than with the model's answer: a value the model
/// cannot be asked about, a subject the world does not hold, a contradiction.
struct Finding: Sendable, Equatable {
    var id: String
    var summary: String
    var explanation: String?
    var fix: String
}

/// What one step gave.
enum StepCheck: Sendable, Equatable {
    case passed
    case failed(expected: String, actual: String)
    /// The step makes no sense in this world; reported under its own id, and the case stops.
    case rejected(Finding)

    static let noPresentation = StepCheck.failed(
        expected: "a presentation set up first (e.g. `Given a sheet on iPhone`)", actual: "nothing presented")

    static func compare(expected: String, actual: String) -> StepCheck {
        expected == actual ? .passed : .failed(expected: expected, actual: actual)
    }

    static func require(_ condition: Bool, expected: String, actual: String) -> StepCheck {
        condition ? .passed : .failed(expected: expected, actual: actual)
    }

    /// A value the model does not cover in this world (`spec.invalid-value`).
    static func invalid(_ summary: String, explanation: String? = nil, fix: String) -> StepCheck {
        .rejected(Finding(id: "spec.invalid-value", summary: summary, explanation: explanation, fix: fix))
    }
}

/// Typed access to the slot values of a matched step, by slot name (`{detent}` is named
/// `detent`, `{page:count}` is named `page`).
struct StepArguments: Sendable {
    let names: [String]
    let values: [SlotValue]
    var reads: ArgumentReads?

    init(names: [String], values: [SlotValue], reads: ArgumentReads? = nil) {
        self.names = names
        self.values = values
        self.reads = reads
    }

    /// The same arguments, recording what the step reads into `reads`.
    func recording(into reads: ArgumentReads) -> StepArguments {
        StepArguments(names: names, values: values, reads: reads)
    }

    func value(_ name: String) -> SlotValue? {
        guard let i = names.firstIndex(of: name) else { return nil }
        reads?.names.insert(name)
        return values[i]
    }

    func presentation(_ name: String = "presentation") -> (Presentation, nonmodal: Bool) {
        if case .presentation(let p, let n)? = value(name) { return (p, n) }
        return (.sheet, false)
    }
    /// What a `{presentation}` slot asks for: the presentation, modal or not.
    func configuration(_ name: String = "presentation") -> PresentationConfiguration {
        guard case .presentation(let p, let nonmodal)? = value(name) else { return PresentationConfiguration(.sheet) }
        return PresentationConfiguration(p, nonmodal: nonmodal)
    }
    func edge(_ name: String = "edge") -> SheetEdge {
        if case .edge(let e)? = value(name) { return e }
        return .end
    }
    func platform(_ name: String = "device") -> PlatformKind {
        if case .platform(let p)? = value(name) { return p }
        return .iOS
    }
    func width(_ name: String = "width") -> HorizontalSizeClass? {
        if case .width(let w)? = value(name) { return w }
        return nil
    }
    func direction(_ name: String = "direction") -> LayoutDirection {
        if case .direction(let d)? = value(name) { return d }
        return .leftToRight
    }
    func version(_ name: String = "version") -> (OSVersion, os: PlatformKind?)? {
        if case .version(let v, let os)? = value(name) { return (v, os) }
        return nil
    }
    func state(_ name: String = "state") -> SheetState {
        if case .state(let s)? = value(name) { return s }
        return .expanded
    }
    func closedBy(_ name: String = "closedby") -> ClosedBy {
        if case .closedBy(let c)? = value(name) { return c }
        return .closeRequest
    }
    func popoverType(_ name: String = "popover") -> PopoverType {
        if case .popover(let p)? = value(name) { return p }
        return .auto
    }
    func feature(_ name: String = "feature") -> WebFeature.ID {
        if case .feature(let f)? = value(name) { return f }
        return .dialog
    }
    func browser(_ name: String = "browser") -> (String, OSVersion?) {
        if case .browser(let b, let v)? = value(name) { return (b, v) }
        return ("chrome", nil)
    }
    func framework(_ name: String = "framework") -> UIFramework? {
        if case .framework(let f)? = value(name) { return f }
        return nil
    }
    func detent(_ name: String = "detent") -> Detent {
        if case .detent(let d)? = value(name) { return d }
        return .large
    }
    func detents(_ name: String = "detents") -> [Detent] {
        if case .detents(let d)? = value(name) { return d }
        return []
    }
    func count(_ name: String = "count") -> Int {
        if case .count(let n)? = value(name) { return n }
        return 0
    }
    func styles(_ name: String = "styles") -> [PresentationConfiguration.ButtonStyle] {
        if case .styles(let s)? = value(name) { return s }
        return []
    }
    func button(_ name: String = "button") -> DismissButton {
        if case .button(let b)? = value(name) { return b }
        return .done
    }
    func modality(_ name: String = "modality") -> Modality {
        if case .modality(let m)? = value(name) { return m }
        return .modal
    }
    func parent(_ name: String = "parent") -> ParentTreatment {
        if case .parent(let p)? = value(name) { return p }
        return .dimmed
    }
    func intent(_ name: String = "intent") -> Intent {
        if case .intent(let x)? = value(name) { return x }
        return .viewOrEditContent
    }
    func api(_ name: String = "api") -> APIAvailability? {
        if case .api(let a)? = value(name) { return a }
        return nil
    }
    func violation(_ name: String = "violation") -> Violation {
        if case .violation(let v)? = value(name) { return v }
        return .noWayOut
    }
    func text(_ name: String) -> String {
        switch value(name) {
        case .pattern(let s)?, .subject(let s)?, .physical(let s)?: return s
        default: return ""
        }
    }
    /// A placement written either way: `(logical, nil)` or `(nil, "top left")`.
    func placement(_ name: String = "placement") -> (ButtonPlacement?, String?) {
        switch value(name) {
        case .placement(let p)?: return (p, nil)
        case .physical(let s)?: return (nil, s)
        default: return (nil, nil)
        }
    }
}
