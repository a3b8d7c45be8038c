/// In-source suppression: `// sheetcat:ignore RULE-ID` on a finding's line or the line before.
///
/// Several ids may follow, separated by spaces or commas; the violation's id (`no-way-out`)
/// works as well as the rule's. A bare `sheetcat:ignore` suppresses nothing, so that a comment
/// always says which rule it is about.
enum Suppression {
    static let marker = "sheetcat:ignore"

    static func isSuppressed(_ finding: LintFinding, lines: [Substring]) -> Bool {
        for number in [finding.line, finding.line - 1] where number >= 1 && number <= lines.count {
            let ids = ignoredIDs(in: lines[number - 1])
            if ids.contains(finding.ruleID) || ids.contains(finding.violation.rawValue) { return true }
        }
        return false
    }

    /// The ids after `sheetcat:ignore` in a line comment.
    static func ignoredIDs(in line: Substring) -> Set<String> {
        guard let comment = line.range(of: "//"), let range = line[comment.upperBound...].range(of: marker) else { return [] }
        let rest = line[range.upperBound...]
        return Set(rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init))
    }
}
