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

/// The real exports in ../shared/seeds build as a site, noise and all.
@Suite(.enabled(if: TestPaths.seedsExist, "../shared/seeds is not beside this clone"))
struct SeedSiteTests {
    @Test func theSeedExportsBuildIntoASite() throws {
        let root = try TemporaryFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: TestPaths.seeds.path) where name.hasSuffix(".txt") {
            let data = try Data(contentsOf: TestPaths.seeds.appendingPathComponent(name))
            try root.write("content/" + name.replacingOccurrences(of: ".txt", with: ".md"), data)
        }
        let report = SitePipeline().build(SiteConfiguration(
            contentDirectory: root.url.appendingPathComponent("content"), templatesDirectory: TestPaths.templates,
            outputDirectory: root.url.appendingPathComponent("_site")))
        #expect(report.wroteSite, "\(report.diagnostics.map(\.compilerStyle))")
        let rules = report.catalog.allRules
        #expect(rules.count == 19 + 9)
        // The plain-text exports are reported, not turned into junk rules.
        let noGuidance = report.diagnostics.filter { $0.id == "page.no-guidance" }.compactMap { $0.location?.file }
        #expect(noGuidance.sorted() == ["001_31ee70b23100684f.md", "003_fab7f7b0fe7ec101.md"])
    }
}
