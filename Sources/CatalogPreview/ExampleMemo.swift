import CatalogModel
import SpecRunner

/// What running each example gave, kept between rebuilds so that a rebuild after a small edit
/// runs only the examples that changed. An example's outcome is taken again only when the
/// example reads exactly as it did and its rules are scoped to the same platforms (the spec
/// runner keeps no outcome that depends on anything else).
struct ExampleMemo: Sendable {
    /// Keyed by example id, and used only when the example is still equal to the one kept:
    /// hashing every example's lines on each rebuild cost more than comparing them, since an
    /// unchanged page hands back the very same strings and arrays.
    private var outcomes: [String: (example: SpecExample, outcome: SpecRunner.Outcome)] = [:]
    /// The catalog's rule ids at the last run and the set made of them: an edit rarely changes
    /// them, and comparing the list costs less than hashing every id again.
    private var ruleIDs: [String]?
    private var knownRuleIDs: Set<String> = []

    /// Runs the catalog's examples, each unchanged one taking its kept outcome, and keeps what
    /// ran for the next call. The output is `runner.run(catalog)`'s.
    /// - Parameter given: `Set(catalog.ruleIDs)`, when the caller has it (the preview's
    ///   assembly keeps it up to date); else it is made here, or kept from the last run when
    ///   the catalog's rule ids did not change.
    mutating func run(_ catalog: Catalog, with runner: SpecRunner, knownRuleIDs given: Set<String>? = nil)
        -> (results: [ExampleResult], diagnostics: [Diagnostic])
    {
        let known: Set<String>
        if let given {
            known = given
            ruleIDs = nil
        } else {
            let ids = catalog.ruleIDs
            known = ruleIDs == ids ? knownRuleIDs : Set(ids)
            ruleIDs = ids
        }
        knownRuleIDs = known
        let memo = self
        let (results, diagnostics, ran) = runner.run(catalog, knownRuleIDs: known) { memo.outcome(of: $0, scopes: $1) }
        // The last memo goes on, with what ran written into it: an edit changes a few examples,
        // and a memo made anew copied and hashed every one of them on each rebuild. Of two
        // examples with one id, the one that ran last is kept (the other reruns).
        for (example, outcome) in ran { outcomes[example.id] = (example, outcome) }
        // Outcomes of examples that are gone are let go once they are a fair share of the memo.
        let examples = catalog.examples
        if outcomes.count > examples.count + examples.count / 4 + 64 {
            let present = Set(examples.map(\.id))
            outcomes = outcomes.filter { present.contains($0.key) }
        }
        return (results, diagnostics)
    }

    /// The kept outcome of `example`, if it ran before exactly as it reads now, with its rules
    /// scoped to the same platforms.
    func outcome(of example: SpecExample, scopes: [[String]]) -> SpecRunner.Outcome? {
        guard let kept = outcomes[example.id], kept.example == example, kept.outcome.scopes == scopes else { return nil }
        return kept.outcome
    }

    /// Keeps `outcome` as what `example` gives (tests plant one to see that it is taken).
    mutating func keep(_ outcome: SpecRunner.Outcome, of example: SpecExample) {
        outcomes[example.id] = (example, outcome)
    }

    /// How many examples the memo holds.
    var count: Int { outcomes.count }
}
