import SheetBehavior

/// The state one example case builds up step by step: what is presented, where, and what the
/// last gesture did. Steps change a copy; nothing is shared between cases or threads.
struct World: Sendable {
    var configuration: PresentationConfiguration?
    var context: PresentationContext?
    /// What the last When step led to.
    var lastOutcome: Outcome?
    /// Whether the last When step left everything as it was.
    var lastChangedNothing = false
    /// The presentation is gone; later gestures do nothing.
    var dismissed = false
    var intent: Intent?
    var platforms: Set<PlatformKind> = []

    var scenario: Scenario? {
        guard let configuration, let context else { return nil }
        return Scenario(configuration, in: context)
    }

    /// Applies a gesture and remembers its outcome.
    mutating func perform(_ gesture: Gesture) -> StepCheck {
        guard let scenario else { return .noPresentation }
        let before = scenario.restingDetent
        let outcome = dismissed ? .nothing : scenario.outcome(of: gesture)
        lastOutcome = outcome
        switch outcome {
        case .dismissed: dismissed = true; lastChangedNothing = false
        case .restsAt(let d): configuration?.currentDetent = d; lastChangedNothing = d == before
        case .stacked: configuration?.sheetsOnScreen += 1; lastChangedNothing = false
        case .nothing, .notPresented: lastChangedNothing = true
        case .asksForConfirmation, .reachesParent: lastChangedNothing = false
        }
        return .passed
    }

    /// Changes the configuration, failing the step when nothing was presented yet.
    mutating func configure(_ change: (inout PresentationConfiguration) -> Void) -> StepCheck {
        guard configuration != nil else { return .noPresentation }
        change(&configuration!)
        return .passed
    }

    /// Changes the context, starting an iPhone one when none exists (an API step needs no presentation).
    mutating func adjustContext(_ change: (inout PresentationContext) -> Void) -> StepCheck {
        var c = context ?? PresentationContext(platform: .iOS)
        change(&c)
        context = c
        platforms.insert(c.platform)
        return .passed
    }
}

/// What one step gave.
enum StepCheck: Sendable, Equatable {
    case passed
    case failed(expected: String, actual: String)

    static let noPresentation = StepCheck.failed(
        expected: "a presentation set up first (e.g. `Given a sheet on iPhone`)", actual: "nothing presented")

    static func compare(expected: String, actual: String) -> StepCheck {
        expected == actual ? .passed : .failed(expected: expected, actual: actual)
    }

    static func require(_ condition: Bool, expected: String, actual: String) -> StepCheck {
        condition ? .passed : .failed(expected: expected, actual: actual)
    }
}

/// Typed access to the slot values of a matched step, in pattern order.
struct StepArguments: Sendable {
    let values: [SlotValue]

    private func value(_ i: Int) -> SlotValue? { i < values.count ? values[i] : nil }

    func presentation(_ i: Int) -> (Presentation, nonmodal: Bool) {
        if case .presentation(let p, let n)? = value(i) { return (p, n) }
        return (.sheet, false)
    }
    func platform(_ i: Int) -> PlatformKind {
        if case .platform(let p)? = value(i) { return p }
        return .iOS
    }
    func width(_ i: Int) -> HorizontalSizeClass {
        if case .width(let w)? = value(i) { return w }
        return .compact
    }
    func direction(_ i: Int) -> LayoutDirection {
        if case .direction(let d)? = value(i) { return d }
        return .leftToRight
    }
    func version(_ i: Int) -> OSVersion {
        if case .version(let v)? = value(i) { return v }
        return OSVersion(26)
    }
    func detent(_ i: Int) -> Detent {
        if case .detent(let d)? = value(i) { return d }
        return .large
    }
    func detents(_ i: Int) -> [Detent] {
        if case .detents(let d)? = value(i) { return d }
        return []
    }
    func count(_ i: Int) -> Int {
        if case .count(let n)? = value(i) { return n }
        return 0
    }
    func styles(_ i: Int) -> [PresentationConfiguration.ButtonStyle] {
        if case .styles(let s)? = value(i) { return s }
        return []
    }
    func button(_ i: Int) -> DismissButton {
        if case .button(let b)? = value(i) { return b }
        return .done
    }
    func modality(_ i: Int) -> Modality {
        if case .modality(let m)? = value(i) { return m }
        return .modal
    }
    func parent(_ i: Int) -> ParentTreatment {
        if case .parent(let p)? = value(i) { return p }
        return .dimmed
    }
    func intent(_ i: Int) -> Intent {
        if case .intent(let x)? = value(i) { return x }
        return .viewOrEditContent
    }
    func api(_ i: Int) -> APIAvailability? {
        if case .api(let a)? = value(i) { return a }
        return nil
    }
    func violation(_ i: Int) -> Violation {
        if case .violation(let v)? = value(i) { return v }
        return .noWayOut
    }
    func text(_ i: Int) -> String {
        switch value(i) {
        case .pattern(let s)?, .subject(let s)?, .physical(let s)?: return s
        default: return ""
        }
    }
    /// A placement written either way: `(logical, nil)` or `(nil, "top left")`.
    func placement(_ i: Int) -> (ButtonPlacement?, String?) {
        switch value(i) {
        case .placement(let p)?: return (p, nil)
        case .physical(let s)?: return (nil, s)
        default: return (nil, nil)
        }
    }
}
