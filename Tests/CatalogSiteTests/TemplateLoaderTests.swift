import Foundation
import Testing
@testable import CatalogSite

/// The templates folder is the user's own; what it holds reaches the site, and what it does not
/// hold must be explained rather than called missing.
@Suite struct TemplateLoaderTests {
    @Test func readsTemplatesAndAssetsAndSaysWhatItPassedOver() throws {
        let root = try TemporaryFolder()
        try root.write("templates/layout.mustache", "{{{content}}}")
        try root.write("templates/partials/rule.mustache", "{{lead}}")
        try root.write("templates/assets/site.css", "body {}")
        try root.write("templates/assets/icons/dot.svg", "<svg/>")
        try root.write("templates/README.txt", "notes for the team, not a template")
        try root.write("templates/.backup.mustache", "hidden")
        try root.write("templates/bad.mustache", "")
        try Data([0x7B, 0x7B, 0xFF, 0x7D, 0x7D]).write(to: root.url.appendingPathComponent("templates/bad.mustache"))
        try root.write("shared/component.mustache", "{{title}}")
        try root.write("shared/theme/extra.css", "p {}")
        try root.link("templates/component.mustache", to: "shared/component.mustache")
        try root.link("templates/assets/theme", to: "shared/theme")
        #expect(root.pipe("templates/assets/pipe.css"))

        let (set, diagnostics) = TemplateLoader.loadFolder(root.url.appendingPathComponent("templates"))
        let loaded = try #require(set)
        #expect(loaded.templates.keys.sorted() == ["layout.mustache", "partials/rule.mustache"])
        #expect(loaded.templates["partials/rule.mustache"] == "{{lead}}")
        #expect(loaded.assets.map(\.path) == ["assets/icons/dot.svg", "assets/site.css"])
        #expect(loaded.assets.map { String(decoding: $0.bytes, as: UTF8.self) } == ["<svg/>", "body {}"])
        // Every entry passed over is named, so a user who sees the file knows why it was not used.
        #expect(diagnostics.severitiesIDsAndFiles == [
            "warning templates.not-a-file templates/assets/pipe.css",
            "warning templates.link-skipped templates/assets/theme",
            "warning templates.link-skipped templates/component.mustache",
            "error encoding.invalid-utf8 templates/bad.mustache",
        ])
    }

    /// The link is passed over with a warning that names it, and the built-in template of that
    /// name takes its place.
    @Test func aTemplateThatIsALinkIsNamedAndTheBuiltInOneUsed() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", "# Sheets\n\nA sheet.\n\n## Best practices\n\n**Use a sheet for a short task.** It stays tied.\n")
        try FileManager.default.copyItem(at: TestPaths.templates, to: root.url.appendingPathComponent("templates"))
        let template = root.url.appendingPathComponent("templates/component.mustache")
        try FileManager.default.moveItem(at: template, to: root.url.appendingPathComponent("component.mustache"))
        try root.link("templates/component.mustache", to: "component.mustache")
        let report = SitePipeline().build(SiteConfiguration(
            contentDirectory: root.url.appendingPathComponent("content"),
            templatesDirectory: root.url.appendingPathComponent("templates"),
            outputDirectory: root.url.appendingPathComponent("_site")))
        #expect(report.wroteSite)
        #expect(report.diagnostics.map(\.id).sorted() == ["templates.link-skipped"])
        #expect(report.diagnostics.contains { $0.summary.contains("'component.mustache'") && $0.summary.contains("symbolic link") })
    }
}
