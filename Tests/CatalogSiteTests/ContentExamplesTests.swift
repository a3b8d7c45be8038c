import CatalogModel
import Foundation
import Testing
@testable import CatalogSite

/// The examples are tests: the real content/ must ingest cleanly and every spec example must pass.
@Suite struct ContentExamplesTests {
    @Test func everyExampleInTheRealContentPasses() throws {
        let report = SitePipeline().check(contentDirectory: TestPaths.content, strict: true)
        let problems = report.diagnostics.map(\.humanReadable).joined(separator: "\n")
        #expect(!report.diagnostics.hasErrors, "content/ has problems:\n\(problems)")
        #expect(report.catalog.results.count > 0, "content/ should carry spec examples")
        let failed = report.catalog.results.filter { $0.status == .failed }
        #expect(failed.isEmpty, "failing examples: \(failed.map { "\($0.location.file):\($0.location.line) \($0.message)" })")
    }

    @Test func everyBehaviouralRuleInTheRealContentHasAnExample() throws {
        let report = SitePipeline().check(contentDirectory: TestPaths.content)
        let covered = Set(report.catalog.results.flatMap(\.ruleIDs))
        let uncovered = report.catalog.allRules.filter { !$0.isTaste && !covered.contains($0.id) }
        #expect(uncovered.isEmpty, "behavioural rules without an example: \(uncovered.map { "\($0.location.file):\($0.location.line) \($0.id)" })")
    }
}
