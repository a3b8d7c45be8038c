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
}
