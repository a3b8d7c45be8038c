import CatalogLint
import Foundation
import SheetBehavior
import Testing
import TestSupport

/// The rules built into the program are the ones `content/` states, as checked in.
/// `scripts/embed-lint-rules` rewrites the Swift file from `content/` (it runs this suite with
/// `SHEETCAT_RECORD=1`, the golden files' record switch).
@Suite struct BuiltInLintRulesTests {
    static let file = LintFixtures.root.appendingPathComponent("Sources/CatalogLint/BuiltInLintRules.swift")

    @Test func theBuiltInRulesAreTheContentFolders() throws {
        let generated = Self.swiftSource(LintFixtures.rules)
        if ProcessInfo.processInfo.environment["SHEETCAT_RECORD"] != nil {
            try generated.write(to: Self.file, atomically: true, encoding: .utf8)
            Issue.record("wrote Sources/CatalogLint/BuiltInLintRules.swift; build and run again without SHEETCAT_RECORD")
            return
        }
        let current = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(current == generated, Comment(rawValue: "Sources/CatalogLint/BuiltInLintRules.swift is out of date: run scripts/embed-lint-rules\n"
                + Golden.lineDiff(current, generated)))
        #expect(LintRules.builtIn == LintFixtures.rules, "run scripts/embed-lint-rules")
    }

    @Test func everyFindingLintReportsHasABuiltInRule() {
        for violation in [Violation.noWayOut, .moreThanOneSheet, .apiUnavailable, .destructiveNotFirst, .nonmodalNotAvailable] {
            #expect(LintRules.builtIn.checks(violation), "\(violation.rawValue)")
        }
    }

    /// The Swift file that holds `rules`' candidates: small (ids, pages, leads and the examples
    /// that tie them to violations), sorted, so it only changes when content/ does.
    static func swiftSource(_ rules: LintRules) -> String {
        var out = """
            // Generated from content/ by scripts/embed-lint-rules; do not edit. Run the script after
            // changing content/ (BuiltInLintRulesTests fails until the two agree).
            import SheetBehavior

            /// The built-in catalog's rules that spec examples tie to a violation (`the check finds …`),
            /// with the examples' text: what `sheetcat lint` needs when no `--catalog` is given.
            enum BuiltInLintRules {
                static let candidates: [LintRules.Candidate] = [

            """
        for c in rules.candidates {
            out += "        .init(violation: .init(rawValue: \(literal(c.violation.rawValue)))!,\n"
            out += "              rule: LintRule(id: \(literal(c.rule.id)), componentID: \(literal(c.rule.componentID)),\n"
            out += "                             lead: \(literal(c.rule.lead))),\n"
            out += "              given: \(literal(c.given)),\n"
            out += "              text: \(literal(c.text))),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// A one-line Swift string literal whose value is `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
