import CatalogModel

/// What running each example gave, kept by `SpecRunner.run(_:reusing:)` so that a rebuild after
/// a small edit runs only the examples that changed. A value: keep the one the last run returned.
public struct ExampleMemo: Sendable {
    struct Outcome: Sendable {
        var result: ExampleResult
        var diagnostics: [Diagnostic]
        /// The platforms each of the example's rules was scoped to: a rule moved to other
        /// platforms changes the outcome of an unchanged example.
        var scopes: [[String]]
    }

    /// Keyed by example id, and used only when the example is still equal to the one kept:
    /// hashing every example's lines on each rebuild cost more than comparing them, since an
    /// unchanged page hands back the very same strings and arrays.
    var outcomes: [String: (example: SpecExample, outcome: Outcome)] = [:]
    /// The catalog's rule ids at the last run and the set made of them: an edit rarely changes
    /// them, and comparing the list costs less than hashing every id again. Nil when the last
    /// run was given the set and made no list.
    var ruleIDs: [String]?
    var knownRuleIDs: Set<String> = []

    public init() {}

    /// The kept outcome of `example`, if it ran before exactly as it reads now, with its rules
    /// scoped to the same platforms.
    func outcome(of example: SpecExample, scopes: [[String]]) -> Outcome? {
        guard let kept = outcomes[example.id], kept.example == example, kept.outcome.scopes == scopes else { return nil }
        return kept.outcome
    }

    /// Keeps an outcome in place of whatever was kept for the example's id: the example ran, so
    /// it did not match that. Of two examples with one id, the one that ran last is kept (the
    /// other reruns).
    mutating func keep(_ outcome: Outcome, of example: SpecExample) {
        outcomes[example.id] = (example, outcome)
    }

    /// How many examples the memo holds.
    public var count: Int { outcomes.count }
}
