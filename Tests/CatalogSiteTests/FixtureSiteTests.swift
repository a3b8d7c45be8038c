import CatalogModel
import Foundation
import Testing
@testable import CatalogSite

/// A checked-in valid site built whole (zola's test_site), with golden output; and one small
/// folder per invalid case asserting its diagnostics (zola's test_sites_invalid).
@Suite struct FixtureSiteTests {
    static let validSite = TestPaths.fixtures.appendingPathComponent("valid-site")
    static let invalidSites = TestPaths.fixtures.appendingPathComponent("invalid")

    func build(content: URL, into output: URL) -> BuildReport {
        SitePipeline().build(SiteConfiguration(contentDirectory: content, templatesDirectory: TestPaths.templates,
                                               outputDirectory: output))
    }

    @Test func theValidFixtureSiteBuildsAndMatchesItsGoldenOutput() throws {
        let root = try TemporaryFolder()
        let output = root.url.appendingPathComponent("_site")
        let report = build(content: Self.validSite.appendingPathComponent("content"), into: output)
        #expect(report.wroteSite)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.compilerStyle))")
        #expect(report.failedExamples == 0)

        let expected = Self.validSite.appendingPathComponent("expected")
        let manifest = try String(contentsOf: output.appendingPathComponent(".sheetcat-manifest"), encoding: .utf8)
        try Golden.assertMatches(manifest, file: expected.appendingPathComponent("manifest.txt"))
        for page in ["catalog.json", "components/sheets.html", "platforms/macos.html"] {
            let text = try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
            try Golden.assertMatches(text, file: expected.appendingPathComponent(page.replacingOccurrences(of: "/", with: "__")))
        }
    }

    @Test func twoBuildsOfTheSameContentAreByteIdentical() throws {
        let root = try TemporaryFolder()
        let content = Self.validSite.appendingPathComponent("content")
        let a = root.url.appendingPathComponent("a"), b = root.url.appendingPathComponent("b")
        #expect(build(content: content, into: a).wroteSite)
        #expect(build(content: content, into: b).wroteSite)
        try expectSameFiles(a, b)
    }

    /// Each folder under Fixtures/invalid holds `content/` and `expected.txt`: one line per
    /// expected diagnostic, `file:line severity id`.
    static var invalidCases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: invalidSites.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test(arguments: invalidCases)
    func anInvalidSiteReportsItsDiagnostic(name: String) throws {
        let folder = Self.invalidSites.appendingPathComponent(name)
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let report = SitePipeline().check(contentDirectory: folder.appendingPathComponent("content"))
        let actual = report.diagnostics.map { d in
            "\(d.location.map { "\($0.file):\($0.line)" } ?? "-") \(d.severity.rawValue) \(d.id)"
        }
        for line in expected {
            #expect(actual.contains(line), "expected `\(line)` in:\n\(report.diagnostics.map(\.compilerStyle).joined(separator: "\n"))")
        }
        if expected.contains(where: { $0.contains(" error ") }) {
            #expect(!report.succeeded)
        }
    }
}
