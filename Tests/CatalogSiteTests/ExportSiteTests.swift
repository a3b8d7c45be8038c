import CatalogModel
import Foundation
import Testing
@testable import CatalogSite

/// A whole guideline site in the shape exporters write it, built whole (Fixtures/export-site):
/// 32 pages in nested folders whose names have spaces; links percent-encoded, in angle brackets,
/// by file name across folders, root-relative to the site, to heading anchors; unclosed front
/// matter; admonitions (two in one section), definition bullets, labels, glued leads, leads
/// whose first eight words collide, and a few links that really are broken.
@Suite struct ExportSiteTests {
    static let content = TestPaths.fixtures.appendingPathComponent("export-site/content")

    func build(strict: Bool = false) throws -> (report: BuildReport, output: URL, root: TemporaryFolder) {
        let root = try TemporaryFolder()
        let output = root.url.appendingPathComponent("_site")
        let report = SitePipeline().build(SiteConfiguration(contentDirectory: Self.content, templatesDirectory: TestPaths.templates,
                                                            outputDirectory: output, strict: strict))
        return (report, output, root)
    }

    @Test func theWholeExportBuildsWithWarningsAndNothingElse() throws {
        let (report, _, _) = try build()
        #expect(report.succeeded && report.wroteSite)
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics.filter { $0.severity == .error }.map(\.compilerStyle))")
        let counts = Dictionary(report.diagnostics.map { ($0.id, 1) }, uniquingKeysWith: +)
        #expect(counts == ["rule.glued-lead": 8, "frontmatter.unclosed": 7, "rule.id-suffixed": 5, "link.broken": 3])
        #expect(report.catalog.components.count == 32)
    }

    @Test func everyRealRuleIsFoundWithItsScopeAndNoLabelIsCounted() throws {
        let (report, _, _) = try build()
        let rules = report.catalog.allRules
        // Eight on every page, a glued lead on 8 pages, a colliding pair on 5, one more on 7.
        #expect(rules.count == 281)
        let leads = rules.map(\.leadText)
        for label in ["Note", "macOS", "Do", "Don't", "Idle", "Active", "Full screen"] {
            #expect(!leads.contains { $0.hasPrefix(label + ":") || $0.hasPrefix(label + ".") || $0 == label }, "\(label) counted as a rule")
        }
        #expect(rules.filter { $0.sectionID == "macos" }.allSatisfy { $0.platforms == ["macos"] })
        #expect(rules.filter { $0.sectionID == "ios-ipados" }.allSatisfy { $0.platforms == ["ios", "ipados"] })
        #expect(rules.filter { $0.platforms == ["watchos"] }.count == 32)
        #expect(rules.filter { $0.platforms.isEmpty }.count == 281 - 3 * 32)
        // "… that don't need attention" is a do: strength comes from how the lead opens.
        #expect(rules.filter { $0.leadText.hasPrefix("Show ") }.allSatisfy { $0.strength == .do })
        #expect(rules.filter { $0.leadText.hasPrefix("Don't rely") }.allSatisfy { $0.strength == .dont })
        #expect(rules.contains { $0.leadText == "Close the alert when the task ends." && $0.bodyText == "People expect to return where they were." })
    }

    @Test func linksLandFromNestedPagesAndBrokenOnesAreMarkedText() throws {
        let built = try build()
        let (report, output) = (built.report, built.output)
        #expect(report.wroteSite)
        let alerts = try String(contentsOf: output.appendingPathComponent("components/alerts.html"), encoding: .utf8)
        #expect(alerts.contains("<a href=\"../components/toolbars.html\">Toolbars</a>"), "angle brackets, by name, across folders")
        #expect(alerts.contains("<a href=\"../components/toolbars.html#section-best-practices\">its guidance</a>"))
        #expect(alerts.contains("<a href=\"../components/page-controls.html\">Page controls</a>"), "percent-encoded, by name")
        let buttons = try String(contentsOf: output.appendingPathComponent("components/buttons.html"), encoding: .utf8)
        #expect(buttons.contains("<span class=\"broken-link\">the old overview <small>(broken link)</small></span>"))
        let panels = try String(contentsOf: output.appendingPathComponent("components/panels.html"), encoding: .utf8)
        #expect(panels.contains("<a href=\"../components/modality.html\">modality</a>"), "a root-relative site path")
        #expect(panels.contains("<a href=\"../components/sheets.html#section-best-practices\">sheets</a>"))
        #expect(panels.contains(" developer notes stay text") && !panels.contains("href=\"/documentation"), "a site path naming no page is not a dead link")
        // The place of each broken link is its destination's column, on the page that links.
        let broken = report.diagnostics.filter { $0.id == "link.broken" }.compactMap(\.location?.description)
        #expect(broken == ["Components/Menus and actions/Buttons.md:30:59", "Components/Presentation/Sheets.md:26:58", "Foundations/Writing.md:32:65"])
    }

    @Test func underStrictTheWarningsAreErrorsAndNothingIsWritten() throws {
        let (report, output, _) = try build(strict: true)
        #expect(!report.succeeded && !report.wroteSite)
        #expect(report.diagnostics.filter { $0.id == "link.broken" }.allSatisfy { $0.severity == .error })
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func twoBuildsGiveTheSameSuffixesAndTheSameFiles() throws {
        let first = try build(), second = try build()
        #expect(first.report.catalog.allRules.map(\.id) == second.report.catalog.allRules.map(\.id))
        try expectSameFiles(first.output, second.output)
    }
}
