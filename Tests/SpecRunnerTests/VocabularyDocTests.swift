import Foundation
import Testing
@testable import SpecRunner

/// docs/spec-examples.md lists the step vocabulary between two markers; this keeps it equal to
/// the table the runner uses. `SHEETCAT_RECORD=1 swift test --filter VocabularyDocTests` rewrites it.
@Suite struct VocabularyDocTests {
    static let docURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/spec-examples.md")
    static let begin = "<!-- vocabulary:begin (generated from StepVocabulary; do not edit by hand) -->"
    static let end = "<!-- vocabulary:end -->"

    static func generated() -> String {
        var out: [String] = [begin, ""]
        let titles: [StepKind: String] = [.given: "Given: set up", .when: "When: act", .then: "Then: check"]
        for kind in StepKind.allCases {
            out.append("### \(titles[kind]!)")
            out.append("")
            out.append("| Pattern | Meaning | Example |")
            out.append("|---|---|---|")
            for info in StepVocabulary.all where info.kind == kind {
                out.append("| `\(escape(info.pattern))` | \(escape(info.description)) | `\(escape(info.example))` |")
            }
            out.append("")
        }
        out.append("### Values")
        out.append("")
        out.append("| Slot | Accepts |")
        out.append("|---|---|")
        for slot in SlotKind.allCases where slot != .subject {
            out.append("| `{\(slot.rawValue)}` | \(slot.allowed.map { escape($0) }.joined(separator: ", ")) |")
        }
        out.append("| `{subject}` | a presentation the example sets up: `the sheet`, `the side sheet`, `the popover`, `the second sheet` (one stacked on it), `it`; any other noun is an error |")
        out.append("")
        out.append(end)
        return out.joined(separator: "\n")
    }

    static func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }

    @Test func docListsTheWholeVocabulary() throws {
        let doc = try String(contentsOf: Self.docURL, encoding: .utf8)
        guard let start = doc.range(of: Self.begin), let stop = doc.range(of: Self.end) else {
            Issue.record("docs/spec-examples.md lacks the vocabulary markers")
            return
        }
        let current = String(doc[start.lowerBound..<stop.upperBound])
        let wanted = Self.generated()
        if current != wanted, ProcessInfo.processInfo.environment["SHEETCAT_RECORD"] == "1" {
            let updated = doc.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: wanted)
            try updated.write(to: Self.docURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == wanted, "docs/spec-examples.md is out of date: run SHEETCAT_RECORD=1 swift test --filter VocabularyDocTests")
    }
}
