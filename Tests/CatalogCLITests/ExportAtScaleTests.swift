import CatalogModel
import Foundation
import Testing
@testable import CatalogCLI
@testable import CatalogSite

/// An export the size of a whole guideline site (192 pages), made in the test from the export
/// fixture's 32 pages: six copies, each in its own folder with spaces, each page renamed
/// (`Sheets 3.md`) and its links rewritten to the renamed pages, so they still land (by file
/// name, percent-encoded, in angle brackets, root-relative to the content folder), while the
/// links that were broken stay broken. It must build with warnings, grouped, and nothing else.
@Suite struct ExportAtScaleTests {
    static let fixture = BinaryTests.packageRoot.appendingPathComponent("Tests/CatalogSiteTests/Fixtures/export-site/content")
    /// Writes `copies` under `root/content` and returns the folder.
    static func writeExport(in root: URL, copies: ClosedRange<Int> = 1...6) throws -> URL {
        let files = try FileManager.default.subpathsOfDirectory(atPath: fixture.path).filter { $0.hasSuffix(".md") }.sorted()
        let names = files.map { String($0.split(separator: "/").last!.dropLast(3)) }
            .sorted { $0.count > $1.count } // longer names first, so no name is rewritten inside another
        let texts = try files.map { try String(contentsOf: fixture.appendingPathComponent($0), encoding: .utf8) }
        for copy in copies {
            let folder = "Set \(copy) of the guides"
            for (file, original) in zip(files, texts) {
                var text = original
                for name in names where text.contains(name) {
                    let encoded = name.replacingOccurrences(of: " ", with: "%20")
                    text = text.replacingOccurrences(of: "(\(encoded).md", with: "(\(encoded)%20\(copy).md")
                        .replacingOccurrences(of: "(<\(name).md>)", with: "(<\(name) \(copy).md>)")
                        .replacingOccurrences(of: "(\(name).md)", with: "(\(name) \(copy).md)")
                }
                if file.hasSuffix("/Sheets.md") {
                    // A rule named by its slug alone, and a page by its path from the content folder.
                    text = text.replacingOccurrences(of: "People recognise common words faster than clever ones.", with:
                        "People recognise common words faster than clever ones. See [the first rule](#keep-each-sheet-focused-on-a-single-job), "
                        + "[the panel rule](Panels%20\(copy).md#keep-each-panel-focused-on-a-single-job) "
                        + "and [alerts](</\(folder)/Components/Presentation/Alerts \(copy).md>).")
                }
                let renamed = file.dropLast(3) + " \(copy).md"
                let page = root.appendingPathComponent("content/\(folder)/\(renamed)")
                try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: page)
            }
        }
        return root.appendingPathComponent("content")
    }

    static func temporaryRoot() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("sheetcat-export-\(UUID().uuidString.prefix(8))")
    }

    /// What `sheetcat check` reads of the whole export: it succeeds (exit 0), with six times the
    /// fixture's warnings, grouped, and six times its rules, no label among them.
    @Test func aWholeSiteExportChecksWithWarningsGroupedAndOnlyRealRules() throws {
        let root = Self.temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = SitePipeline().check(contentDirectory: try Self.writeExport(in: root))
        #expect(report.succeeded, "a check that succeeds is `sheetcat check` exiting 0")
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics.filter { $0.severity == .error }.prefix(5).map { $0.compilerStyle })")
        #expect(report.catalog.components.count == 32 * 6)

        // Only the links broken in the fixture are broken here.
        let counts = Dictionary(report.diagnostics.map { ($0.id, 1) }, uniquingKeysWith: +)
        #expect(counts == ["rule.glued-lead": 8 * 6, "frontmatter.unclosed": 7 * 6, "rule.id-suffixed": 5 * 6, "link.broken": 3 * 6])
        #expect(report.diagnostics.filter { $0.id == "link.broken" }.allSatisfy { $0.summary.contains("overview") })

        let rules = report.catalog.allRules
        #expect(rules.count == 281 * 6)
        let leads = rules.map(\.leadText)
        for label in ["Note", "macOS", "Do", "Don't", "Idle", "Active", "Full screen"] {
            #expect(!leads.contains { $0.hasPrefix(label + ":") || $0.hasPrefix(label + ".") || $0 == label }, "\(label) counted as a rule")
        }

        // The report a person reads: grouped by kind with counts, then the first few of each.
        let warnings = report.diagnostics.filter { $0.severity == .warning }
        let lines = WarningGroups.lines(warnings) { $0.compilerStyle }
        #expect(Array(lines.prefix(5)) == [
            "138 warnings of 4 kinds:",
            "  rule.glued-lead       48",
            "  frontmatter.unclosed  42",
            "  rule.id-suffixed      30",
            "  link.broken           18",
        ])
        #expect(lines.count < 40)
    }

    /// One set of the copies built: the links the check accepted land on the site, the rule
    /// named by its slug alone on the rule's own anchor.
    @Test func linksTheCheckAcceptsLandOnTheSite() throws {
        let root = Self.temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("_site")
        let report = SitePipeline().build(SiteConfiguration(contentDirectory: try Self.writeExport(in: root, copies: 4...4),
                                                            templatesDirectory: BinaryTests.packageRoot.appendingPathComponent("templates"),
                                                            outputDirectory: output))
        #expect(report.succeeded && report.wroteSite)
        let sheets = try String(contentsOf: output.appendingPathComponent("components/sheets-4.html"), encoding: .utf8)
        #expect(sheets.contains("<a href=\"#sheets-4.best-practices.keep-each-sheet-focused-on-a-single-job\">the first rule</a>"))
        #expect(sheets.contains("id=\"sheets-4.best-practices.keep-each-sheet-focused-on-a-single-job\""))
        #expect(sheets.contains("<a href=\"../components/panels-4.html#panels-4.best-practices.keep-each-panel-focused-on-a-single-job\">the panel rule</a>"))
        #expect(sheets.contains("<a href=\"../components/alerts-4.html\">alerts</a>"))
        #expect(sheets.contains("<a href=\"../components/panels-4.html\">Panels</a>"))
    }
}
