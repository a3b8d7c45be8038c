import Foundation
import Testing
import CatalogModel
@testable import CatalogSite
@testable import CatalogPreview

/// Files the user who runs sheetcat may not read. Root reads any file whatever its
/// permissions, so these run only as another user: `scripts/test`, run as root (as CI does),
/// runs this suite again as `nobody`. `CatalogAssemblerTests` covers what follows from an
/// unreadable page without a file system.
@Suite(.enabled(if: geteuid() != 0, "root can read a file whatever its permissions; scripts/test runs this suite as nobody"))
struct PermissionTests {
    /// A page the user who runs sheetcat cannot read is one error, and links into it wait
    /// for it; once it can be read, the preview reads it again, even a page as empty as an
    /// unreadable file looks.
    @Test func aPageThatCannotBeReadIsReportedOnceAndReadOnceItCanBe() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", "")
        try root.write("content/alerts.md", "# Alerts\n\n## Best practices\n\n**Keep alerts rare.** See [sheets](sheets.md).\n")
        let content = root.url.appendingPathComponent("content")
        let sheets = content.appendingPathComponent("sheets.md").path
        let readable = SitePipeline().check(contentDirectory: content).diagnostics.severitiesIDsAndFiles
        #expect(chmod(sheets, 0) == 0)
        defer { chmod(sheets, 0o644) }
        let unreadable = ["error content.unreadable sheets.md", "note page.errors-held-back sheets.md"]
        #expect(SitePipeline().check(contentDirectory: content).diagnostics.severitiesIDsAndFiles == unreadable)

        let config = SiteConfiguration(contentDirectory: content, templatesDirectory: TestPaths.templates,
                                       outputDirectory: root.url.appendingPathComponent("preview"))
        let previewer = SitePreview(configuration: config)
        #expect(previewer.rebuild().diagnostics.severitiesIDsAndFiles == unreadable)
        #expect(chmod(sheets, 0o644) == 0)
        #expect(previewer.rebuild().diagnostics.severitiesIDsAndFiles == readable)
        #expect(!readable.contains(where: { $0.contains("unreadable") || $0.contains("held-back") }))
    }

    /// A template the user cannot read stops the build before anything is written: the last
    /// site stays as it was.
    @Test func aTemplateThatCannotBeReadStopsTheBuildAndKeepsTheLastSite() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", "# Sheets\n\n## Best practices\n\n**Show one sheet at a time.** Body.\n")
        let templates = root.url.appendingPathComponent("templates")
        // File by file: `copyItem` keeps each file's owner, which only root may do.
        for case let file as URL in FileManager.default.enumerator(at: TestPaths.templates, includingPropertiesForKeys: nil)!
            where !file.hasDirectoryPath {
            try root.write("templates/" + file.path.dropFirst(TestPaths.templates.path.count + 1), try Data(contentsOf: file))
        }
        let config = SiteConfiguration(contentDirectory: root.url.appendingPathComponent("content"),
                                       templatesDirectory: templates, outputDirectory: root.url.appendingPathComponent("_site"))
        #expect(SitePipeline().build(config).diagnostics.filter { $0.severity == .error }.isEmpty)
        let index = config.outputDirectory.appendingPathComponent("index.html")
        let built = try Data(contentsOf: index)

        let layout = templates.appendingPathComponent("layout.mustache").path
        #expect(chmod(layout, 0) == 0)
        defer { chmod(layout, 0o644) }
        let report = SitePipeline().build(config)
        #expect(report.diagnostics.filter { $0.severity == .error }.map { "\($0.id) \($0.location?.file ?? "")" }
                == ["templates.unreadable templates/layout.mustache"])
        #expect(try Data(contentsOf: index) == built)
    }
}
