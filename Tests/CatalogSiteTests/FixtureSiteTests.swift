import CatalogModel
import Foundation
import Testing
@testable import CatalogSite
import TestSupport

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
    /// diagnostic the site must give, `file:line severity id`, and no other; `SHEETCAT_RECORD=1`
    /// rewrites the file (and fails). A fixtures folder that cannot be read is a case of its own,
    /// which fails, rather than no cases at all.
    static var invalidCases: [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: invalidSites.path) else {
            return ["(Fixtures/invalid cannot be read)"]
        }
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func theInvalidFixturesAreThere() throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.invalidSites.path).count >= 10)
    }

    @Test(arguments: invalidCases)
    func anInvalidSiteReportsExactlyItsDiagnostics(name: String) throws {
        let folder = Self.invalidSites.appendingPathComponent(name)
        let expectedFile = folder.appendingPathComponent("expected.txt")
        let report = SitePipeline().check(contentDirectory: folder.appendingPathComponent("content"))
        let actual = report.diagnostics.map { d in
            "\(d.location.map { "\($0.file):\($0.line)" } ?? "-") \(d.severity.rawValue) \(d.id)"
        }
        if Golden.recording {
            // The file's comments, which say why the case is there, are kept.
            let comments = ((try? String(contentsOf: expectedFile, encoding: .utf8)) ?? "")
                .split(separator: "\n").filter { $0.hasPrefix("#") }.map(String.init)
            try Golden.assertMatches((comments + actual.sorted()).joined(separator: "\n") + "\n", file: expectedFile)
            return
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(actual.sorted() == expected.sorted(),
                "\(name): expected.txt and the diagnostics differ:\n\(Golden.lineDiff(expected.sorted().joined(separator: "\n"), actual.sorted().joined(separator: "\n")))\nin full:\n\(report.diagnostics.map(\.compilerStyle).joined(separator: "\n"))")
        if expected.contains(where: { $0.contains(" error ") }) {
            #expect(!report.succeeded)
        }
    }
}
