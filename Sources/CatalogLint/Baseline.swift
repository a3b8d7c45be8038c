import Foundation

/// Findings a team has accepted for now (`--baseline FILE`), so lint can be adopted on an
/// existing app and fail only on new findings.
///
/// An entry matches on path, rule and the text of the finding's line, not the line number, so
/// edits above a finding do not bring it back. Each entry accepts one finding: a second copy
/// of the same line is new.
public struct Baseline: Hashable, Sendable, Codable {
    public struct Entry: Hashable, Sendable, Codable, Comparable {
        public var path: String
        public var rule: String
        public var line: String

        public static func < (a: Entry, b: Entry) -> Bool { (a.path, a.rule, a.line) < (b.path, b.rule, b.line) }
    }

    /// The file format's version, so a later one can be told apart.
    public var version = 1
    public var findings: [Entry]

    public init(_ findings: [LintFinding]) {
        self.findings = findings.map { Entry(path: $0.path, rule: $0.ruleID, line: $0.lineText) }.sorted()
    }

    /// The findings the baseline does not accept, and how many it did.
    public func filter(_ findings: [LintFinding]) -> (kept: [LintFinding], accepted: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in self.findings { remaining[entry, default: 0] += 1 }
        var kept: [LintFinding] = []
        for finding in findings {
            let entry = Entry(path: finding.path, rule: finding.ruleID, line: finding.lineText)
            if let n = remaining[entry], n > 0 { remaining[entry] = n - 1 } else { kept.append(finding) }
        }
        return (kept, findings.count - kept.count)
    }

    /// Sorted keys and one entry per line: a baseline diffs well in review.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    public static func decode(_ data: Data) throws -> Baseline { try JSONDecoder().decode(Baseline.self, from: data) }
}
