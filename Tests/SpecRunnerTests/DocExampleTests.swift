import CatalogModel
import Foundation
import Testing
@testable import SpecRunner

/// The examples shown in docs/spec-examples.md are copied by people writing content, so they must pass.
@Suite struct DocExampleTests {
    static func docExamples() throws -> [SpecExample] {
        let text = try String(contentsOf: VocabularyDocTests.docURL, encoding: .utf8)
        var examples: [SpecExample] = []
        var body: [SpecExample.Line]?
        var start = 0
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```example") {
                body = []
                start = index + 1
            } else if line.hasPrefix("```"), let lines = body {
                examples.append(SpecExample(id: "doc.example-\(start)", componentID: "doc", title: nil, ruleIDs: ["doc.rule"],
                                            lines: lines, location: SourceLocation(file: "docs/spec-examples.md", line: start)))
                body = nil
            } else if body != nil, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                body?.append(.init(text: line, location: SourceLocation(file: "docs/spec-examples.md", line: index + 1)))
            }
        }
        return examples
    }

    @Test func everyExampleInTheDocPasses() throws {
        let examples = try Self.docExamples()
        #expect(examples.count >= 3)
        for example in examples {
            let (result, diagnostics) = SpecRunner().run(example, knownRuleIDs: ["doc.rule"])
            #expect(result.status == .passed, "\(example.location.description): \(result.message)")
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.humanReadable))")
        }
    }

    /// The failure sample in the doc is real: the example it shows fails with exactly the
    /// printed text it shows (a sample that passed once taught people a check that did not exist).
    @Test func theFailureSampleFailsAsPrinted() throws {
        let text = try String(contentsOf: VocabularyDocTests.docURL, encoding: .utf8)
        guard let start = text.range(of: "<!-- failing-sample:begin -->"), let end = text.range(of: "<!-- failing-sample:end -->") else {
            Issue.record("docs/spec-examples.md lacks the failing-sample markers")
            return
        }
        let blocks = text[start.upperBound..<end.lowerBound].components(separatedBy: "```")
        // Text, fence, text, fence, text: the fenced parts are the example and its output.
        try #require(blocks.count == 5)
        let body = blocks[1].split(separator: "\n").map(String.init)
        let printed = blocks[3].trimmingCharacters(in: .newlines)
        let lines = body.enumerated().map { SpecExample.Line(text: $1, location: SourceLocation(file: "content/sheets.md", line: 41 + $0)) }
        let example = SpecExample(id: "sheets.swipe-down-closes-a-full-screen-modal", componentID: "sheets",
                                  title: "Swipe down closes a full-screen modal", ruleIDs: ["doc.rule"], lines: lines,
                                  location: SourceLocation(file: "content/sheets.md", line: 40))
        let (result, diagnostics) = SpecRunner().run(example, knownRuleIDs: ["doc.rule"])
        #expect(result.status == .failed)
        #expect(diagnostics.map(\.humanReadable).joined(separator: "\n") == printed)
    }
}
