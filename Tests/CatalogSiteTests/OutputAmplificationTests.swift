import CatalogModel
import Foundation
import Testing
@testable import CatalogSite
@testable import CatalogPreview

/// Regression: a 2.7 KB page that declared 100 platforms wrote 5,565 comparison pages, 2 GB,
/// because every comparison page listed every pair. The pages now link to the list of pairs,
/// a catalog may declare at most 32 platforms, and a build that would write far more than its
/// content warrants is refused before it writes.
@Suite struct OutputAmplificationTests {
    /// A page declaring `extra` platforms besides the six Apple ones, with a rule on each.
    static func page(extra: Int) -> String {
        let platforms = (0..<extra).map { "  - { id: p\($0), name: Platform \($0) }" }.joined(separator: "\n")
        let sections = (0..<extra).map { "### Platform \($0)\n\n**Keep sheets short on platform \($0).** Body. {taste}\n" }.joined(separator: "\n")
        return "---\ntitle: Sheets\nplatforms:\n\(platforms)\n---\n# Sheets\n\nA sheet holds a short task.\n\n## Best practices\n\n"
            + "**Keep sheets short.** Long flows belong elsewhere. {taste}\n\n## Platform considerations\n\n\(sections)"
    }

    @Test func aPageDeclaringAHundredPlatformsIsRefusedBeforeAnythingIsWritten() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", Self.page(extra: 100))
        let started = Date()
        let report = SitePipeline().build(OnePageSite.configuration(root))
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == ["platform.too-many"], "\(report.diagnostics.map(\.compilerStyle))")
        #expect(errors.first?.location == SourceLocation(file: "sheets.md", line: 30), "at the first platform past the limit")
        #expect(errors.first?.summary.contains("74 more platform(s)") == true, "\(errors.first?.summary ?? "")")
        #expect(!report.wroteSite)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path) == ["content"], "nothing written, no staging folder")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    /// Two pages that together pass the limit: the page that does is named.
    @Test func platformsDeclaredAcrossPagesCountTogether() throws {
        let root = try TemporaryFolder()
        try root.write("content/alerts.md", Self.page(extra: 20).replacingOccurrences(of: "Sheets", with: "Alerts"))
        try root.write("content/sheets.md", Self.page(extra: 20).replacingOccurrences(of: "id: p", with: "id: q"))
        let report = SitePipeline().build(OnePageSite.configuration(root))
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == ["platform.too-many"], "\(report.diagnostics.map(\.compilerStyle))")
        #expect(errors.first?.location?.file == "sheets.md")
        #expect(!report.wroteSite)
    }

    /// A comparison page no longer lists the other pairs: the same page is about as large with
    /// four times as many pairs, and links to the pages that list them.
    @Test func aComparisonPageLinksToTheListOfPairsInsteadOfRepeatingIt() throws {
        func pairPage(extra: Int) throws -> String {
            let root = try TemporaryFolder()
            try root.write("content/sheets.md", Self.page(extra: extra))
            let report = SitePipeline().build(OnePageSite.configuration(root))
            #expect(report.wroteSite, "\(report.diagnostics.map(\.compilerStyle))")
            return String(decoding: root.read("_site/compare/ios-vs-macos.html") ?? Data(), as: UTF8.self)
        }
        let few = try pairPage(extra: 4), many = try pairPage(extra: 20)  // 45 pairs, then 325
        #expect(!few.isEmpty && !many.isEmpty)
        #expect(many.count < few.count + 2_000, "\(few.count) bytes at 45 pairs, \(many.count) at 325")
        #expect(many.components(separatedBy: "-vs-").count < 6, "no list of pairs")
        #expect(many.contains("href=\"../compare.html#pairs-h\""))
        #expect(many.contains("href=\"../platforms/ios.html#pairs-h\"") && many.contains("href=\"../platforms/macos.html#pairs-h\""))
    }

    /// Refused on the estimate, before a page is rendered: nothing is written.
    @Test func aSiteThatCannotFitTheBudgetIsRefusedBeforeRendering() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", Self.page(extra: 20))
        var configuration = OnePageSite.configuration(root)
        configuration.maxOutputBytes = 100 << 10
        let report = SitePipeline().build(configuration)
        #expect(report.diagnostics.map(\.id) == ["output.too-large"], "\(report.diagnostics.map(\.compilerStyle))")
        let summary = report.diagnostics.first?.summary ?? ""
        #expect(summary.contains("325 of them comparing two of 26 platforms") && summary.contains("--max-output 100 KB"), "\(summary)")
        #expect(report.stepSeconds.map(\.0) == ["ingest", "verify"], "no render step")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path) == ["content"])
    }

    /// Past the budget while writing: the staging folder goes, the previous site stays.
    @Test func aSiteThatOutgrowsTheBudgetWhileWritingIsNotSwappedIn() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", OnePageSite.page)
        #expect(SitePipeline().build(OnePageSite.configuration(root)).wroteSite)
        let before = root.read("_site/.sheetcat-manifest")
        try root.write("content/alerts.md", OnePageSite.page.replacingOccurrences(of: "Sheets", with: "Alerts"))
        var configuration = OnePageSite.configuration(root)
        configuration.maxOutputBytes = 100 << 10  // more than the estimate, less than the assets alone
        let report = SitePipeline().build(configuration)
        #expect(report.diagnostics.map(\.id) == ["output.too-large"], "\(report.diagnostics.map(\.compilerStyle))")
        #expect(report.diagnostics.first?.summary.hasPrefix("the site passed") == true)
        #expect(root.read("_site/.sheetcat-manifest") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path).sorted() == ["_site", "content"])

        let preview = SitePreview(configuration: OnePageSite.configuration(root, output: "preview").withBudget(100 << 10)).rebuild()
        #expect(preview.diagnostics.map(\.id) == ["output.too-large"])
        #expect(root.read("preview/index.html") == nil, "the preview's site pages are not written either")
    }

    @Test func theDefaultBudgetGrowsWithTheContent() {
        #expect(OutputBudget(inputBytes: 2_700).limit == OutputBudget.floor)
        #expect(OutputBudget(inputBytes: 10 << 20).limit == 2000 << 20)
        #expect(OutputBudget(inputBytes: 10 << 20, configured: 5 << 20).limit == 5 << 20)
    }

    @Test(arguments: [("2G", 2 << 30), ("500M", 500 << 20), ("500mb", 500 << 20), ("1.5k", 1536), ("4096", 4096),
                      ("0", nil), ("-1M", nil), ("lots", nil), ("", nil), ("M", nil)] as [(String, Int?)])
    func maxOutputSizesAreRead(text: String, bytes: Int?) {
        #expect(OutputBudget.parse(text) == bytes, "\(text)")
    }
}

extension SiteConfiguration {
    func withBudget(_ bytes: Int) -> SiteConfiguration {
        var copy = self
        copy.maxOutputBytes = bytes
        return copy
    }
}
