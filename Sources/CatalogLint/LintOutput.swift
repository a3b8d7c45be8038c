import Foundation

/// The three ways a lint run is printed: text for people and editors, JSON for scripts, SARIF
/// for code-scanning services. All three list findings in the same order and are deterministic.
public enum LintOutput {
    /// `path:line:col: warning: summary [rule-id]`, then the rule's lead and its link, indented.
    public static func text(_ findings: [LintFinding]) -> String {
        var out = ""
        for f in findings {
            out += "\(f.path):\(f.line):\(f.column): warning: \(f.summary) [\(f.ruleID)]\n"
            out += "    \(f.lead)\n"
            out += "    See \(f.link)\n"
        }
        return out
    }

    /// The closing line of a text run.
    public static func summary(findings: Int, files: Int, suppressed: Int, baselined: Int) -> String {
        var line = findings == 0 ? "No findings" : "\(findings) finding\(findings == 1 ? "" : "s")"
        line += " in \(files) file\(files == 1 ? "" : "s")"
        var extra: [String] = []
        if suppressed > 0 { extra.append("\(suppressed) suppressed in source") }
        if baselined > 0 { extra.append("\(baselined) accepted by the baseline") }
        if !extra.isEmpty { line += " (" + extra.joined(separator: ", ") + ")" }
        return line + ".\n"
    }

    struct JSONReport: Encodable {
        var findings: [JSONFinding]
        var summary: Summary
        struct Summary: Encodable {
            var findings: Int
            var files: Int
            var suppressed: Int
            var baselined: Int
        }
    }

    struct JSONFinding: Encodable {
        var path: String
        var line: Int
        var column: Int
        var rule: String
        var violation: String
        var summary: String
        var lead: String
        var link: String
        var citations: [String]
    }

    /// One object: `findings` (path, line, column, rule, violation, summary, lead, link,
    /// citations) and `summary` (counts).
    public static func json(_ findings: [LintFinding], files: Int, suppressed: Int, baselined: Int) -> String {
        let report = JSONReport(
            findings: findings.map {
                JSONFinding(path: $0.path, line: $0.line, column: $0.column, rule: $0.ruleID, violation: $0.violation.rawValue,
                            summary: $0.summary, lead: $0.lead, link: $0.link, citations: $0.citations)
            },
            summary: .init(findings: findings.count, files: files, suppressed: suppressed, baselined: baselined))
        return encode(report)
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of strings and numbers cannot fail.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
