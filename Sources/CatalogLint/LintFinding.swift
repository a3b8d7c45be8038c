import SheetBehavior

/// One place in an app's sources that goes against a catalog rule, as the model decides it.
public struct LintFinding: Hashable, Sendable, Codable {
    /// The file, as the caller named it (relative paths stay relative).
    public var path: String
    /// 1-based line and column of the call that the finding is about.
    public var line: Int
    public var column: Int
    /// The catalog rule the code goes against.
    public var ruleID: String
    /// The model's violation behind the finding.
    public var violation: Violation
    /// One line: what is wrong here.
    public var summary: String
    /// The rule's lead sentence, as the catalog states it.
    public var lead: String
    /// The rule's page in the built site, relative unless a site URL was given.
    public var link: String
    /// Where the model's answer comes from (`UIKit prefersGrabberVisible (iOS 15)`, a source id).
    public var citations: [String]
    /// The trimmed text of the finding's line: what a baseline matches on, so that a finding
    /// keeps its entry when lines above it move.
    public var lineText: String

    public init(path: String, line: Int, column: Int, ruleID: String, violation: Violation, summary: String,
                lead: String, link: String, citations: [String], lineText: String) {
        self.path = path
        self.line = line
        self.column = column
        self.ruleID = ruleID
        self.violation = violation
        self.summary = summary
        self.lead = lead
        self.link = link
        self.citations = citations
        self.lineText = lineText
    }

    /// By path, then position, then rule: the order every output lists findings in.
    static func ordered(_ a: LintFinding, _ b: LintFinding) -> Bool {
        (a.path, a.line, a.column, a.ruleID) < (b.path, b.line, b.column, b.ruleID)
    }
}
