import CatalogModel

/// What running each example gave, kept by `SpecRunner.run(_:reusing:)` so that a rebuild after
/// a small edit runs only the examples that changed. A value: keep the one the last run returned.
public struct ExampleMemo: Sendable {
    struct Outcome: Sendable {
        var result: ExampleResult
        var diagnostics: [Diagnostic]
    }

    var outcomes: [SpecExample: Outcome] = [:]

    public init() {}

    /// How many examples the memo holds.
    public var count: Int { outcomes.count }
}
