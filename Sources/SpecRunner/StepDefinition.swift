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

/// A step definition: a compiled pattern and what it does to the world.
struct StepDefinition: Sendable {
    let info: StepDefinitionInfo
    let pattern: StepPattern
    let run: @Sendable (inout World, StepArguments) -> StepCheck

    init(_ kind: StepKind, _ pattern: String, _ description: String, example: String,
         _ run: @escaping @Sendable (inout World, StepArguments) -> StepCheck) {
        self.info = StepDefinitionInfo(kind: kind, pattern: pattern, description: description,
                                       example: "\(kind.keyword) \(example)")
        self.pattern = StepPattern(pattern)
        self.run = run
    }

    /// The slot kinds of the pattern, in order.
    var slots: [SlotKind] {
        pattern.elements.compactMap { if case .slot(let k) = $0 { return k } else { return nil } }
    }
}
