import CatalogModel
import Foundation
import Testing
@testable import CatalogSite
import TestSupport

/// The templates compiled into the program are templates/ as checked in, and a templates folder
/// replaces them file by file.
@Suite struct DefaultTemplatesTests {
    @Test func theBuiltInTemplatesAreTheTemplatesFolder() throws {
        let folder = TestPaths.templates
        // Throws, and fails the test, when the folder cannot be read.
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }.sorted()
        #expect(DefaultTemplates.files.keys.sorted() == paths, "run scripts/embed-templates after changing templates/")
        for path in paths {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            #expect(DefaultTemplates.files[path] == text, "\(path) differs from its built-in copy: run scripts/embed-templates")
        }
    }

    @Test func aSiteBuildsWithNoTemplatesFolder() throws {
        let site = try TestSite(["content/sheets.md": OnePageSite.page])
        #expect(site.report.wroteSite, "\(site.report.diagnostics.map(\.compilerStyle))")
        #expect(site.page("components/sheets.html")?.contains("Keep sheets short.") == true)
        #expect(site.page("assets/site.css") == DefaultTemplates.files["assets/site.css"])
    }

    @Test func aTemplateTypoFailsTheBuildBeforeAnyPageIsRead() throws {
        let site = try TestSite(["content/sheets.md": OnePageSite.page, "templates/component.mustache": "{{#component}}{{title}}"])
        #expect(!site.report.wroteSite)
        #expect(site.report.diagnostics.map(\.id) == ["template.syntax"], "\(site.report.diagnostics.map(\.compilerStyle))")
        #expect(site.report.catalog.components.isEmpty, "the content is not read when a template does not parse")
    }

    @Test func aTemplatesFolderReplacesTheBuiltInOnesFileByFile() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", OnePageSite.page)
        // One template and one asset of our own; everything else stays built in.
        let layout = try #require(DefaultTemplates.files["layout.mustache"])
        try root.write("templates/layout.mustache", layout.replacingOccurrences(of: "<body", with: "<!-- own layout --><body"))
        try root.write("templates/assets/site.css", "body { color: teal }\n")
        try root.write("templates/assets/extra.txt", "kept\n")
        let report = SitePipeline().build(SiteConfiguration(
            contentDirectory: root.url.appendingPathComponent("content"), templatesDirectory: root.url.appendingPathComponent("templates"),
            outputDirectory: root.url.appendingPathComponent("_site")))
        #expect(report.wroteSite, "\(report.diagnostics.map(\.compilerStyle))")
        let page = String(decoding: try #require(root.read("_site/components/sheets.html")), as: UTF8.self)
        #expect(page.contains("<!-- own layout -->"))
        #expect(root.read("_site/assets/site.css") == Data("body { color: teal }\n".utf8))
        #expect(root.read("_site/assets/extra.txt") == Data("kept\n".utf8))
        #expect(root.read("_site/assets/search.js") == Data(try #require(DefaultTemplates.files["assets/search.js"]).utf8))
    }

    @Test func initWritesACatalogThatBuildsAndRefusesToOverwrite() throws {
        let root = try TemporaryFolder()
        let written = try StarterCatalog.write(into: root.url)
        #expect(written.contains("content/sheets.md") && written.contains("README.md"))
        let report = SitePipeline().build(SiteConfiguration(
            contentDirectory: root.url.appendingPathComponent("content"), templatesDirectory: nil,
            outputDirectory: root.url.appendingPathComponent("_site")))
        #expect(report.succeeded && report.wroteSite, "\(report.diagnostics.map(\.compilerStyle))")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.compilerStyle))")
        #expect(report.catalog.ruleCount >= 3)
        #expect(report.catalog.results.count == 1 && report.failedExamples == 0)
        try root.write("README.md", "mine\n")
        #expect(throws: StarterCatalog.Refusal.self) { try StarterCatalog.write(into: root.url) }
        #expect(root.read("README.md") == Data("mine\n".utf8), "a refused init changes nothing")
    }

    @Test func exportWritesEveryBuiltInFile() throws {
        let root = try TemporaryFolder()
        let written = try DefaultTemplateFiles.export(into: root.url.appendingPathComponent("templates"), overwrite: false)
        #expect(written == DefaultTemplates.files.keys.sorted())
        for path in written {
            #expect(root.read("templates/" + path) == Data(DefaultTemplates.files[path]!.utf8), "\(path)")
        }
        #expect(throws: StarterCatalog.Refusal.self) {
            try DefaultTemplateFiles.export(into: root.url.appendingPathComponent("templates"), overwrite: false)
        }
        #expect(try DefaultTemplateFiles.export(into: root.url.appendingPathComponent("templates"), overwrite: true).count == written.count)
    }
}

/// The golden-file diff shows the lines that changed, not every line after the first change.
@Suite struct GoldenDiffTests {
    @Test func aLineAddedNearTheTopIsOneLine() {
        let expected = (1...20).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...20).map { "line \($0)" }
        lines.insert("new", at: 2)
        lines[15] = "changed"
        #expect(Golden.lineDiff(expected, lines.joined(separator: "\n")).split(separator: "\n") == ["3 + new", "16 + changed", "15 - line 15"]
                || Golden.lineDiff(expected, lines.joined(separator: "\n")).split(separator: "\n") == ["3 + new", "15 - line 15", "16 + changed"])
    }
}
