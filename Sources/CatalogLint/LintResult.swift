/// What a lint run found, and what it could not look at.
public struct LintResult: Sendable {
    public var findings: [LintFinding] = []
    /// Things the linter skipped or could not decide, for `--verbose`.
    public var notes: [String] = []
    /// How many presentations the sources hold.
    public var presentationCount = 0
    /// Findings a `// sheetcat:ignore` comment silenced.
    public var suppressedCount = 0

    public init() {}
}
