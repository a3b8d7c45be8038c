import CatalogModel
@testable import CatalogRender
import Foundation
import Testing

@Suite struct DeterminismTests {
    @Test func renderingTwiceGivesTheSameBytes() throws {
        // Build the second catalog with dictionaries filled in the opposite order, so an output
        // that leaked dictionary order would differ.
        let first = Fixtures.catalog()
        var second = Fixtures.catalog()
        for i in second.components.indices {
            var status: [String: PlatformStatus] = [:]
            for key in second.components[i].platformStatus.keys.sorted().reversed() {
                status[key] = second.components[i].platformStatus[key]
            }
            second.components[i].platformStatus = status
        }
        let a = try Fixtures.render(first)
        let b = try Fixtures.render(second)
        #expect(a.files.map(\.path) == b.files.map(\.path))
        for (x, y) in zip(a.files, b.files) { #expect(x == y, "\(x.path) differs") }
        #expect(a.files.map(\.path) == a.files.map(\.path).sorted())
    }
}

@Suite struct TemplateErrorTests {
    @Test func syntaxErrorPointsAtTheTemplateLine() {
        var templates = Fixtures.templates()
        templates["component.mustache"] = "{{<layout}}\n{{$main}}\n<h1>{{#component}}{{title}}{{/components}}</h1>\n{{/main}}\n{{/layout}}\n"
        #expect {
            _ = try SiteRenderer(templates: templates, options: RenderOptions())
        } throws: { error in
            guard let error = error as? TemplateError, let d = error.diagnostics.first else { return false }
            return error.diagnostics.count == 1 && d.id == "template.syntax" && d.severity == .error
                && d.location?.file == "templates/component.mustache" && d.location?.line == 3
        }
    }

    @Test func unknownPartialIsReportedWithItsLine() {
        var templates = Fixtures.templates()
        templates["sources.mustache"] = "{{<layout}}\n{{$main}}\n\n  {{> partials/nope}}\n{{/main}}\n{{/layout}}\n"
        do {
            _ = try SiteRenderer(templates: templates, options: RenderOptions())
            Issue.record("expected a template error")
        } catch {
            let d = error.diagnostics.first
            #expect(d?.id == "template.unknown-partial")
            #expect(d?.location == SourceLocation(file: "templates/sources.mustache", line: 4, column: 3))
            #expect(d?.summary.contains("partials/nope") == true)
        }
    }

    @Test func missingTemplatesAreNamed() {
        var templates = Fixtures.templates()
        templates["verification.mustache"] = nil
        do {
            _ = try SiteRenderer(templates: templates, options: RenderOptions())
            Issue.record("expected a template error")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["template.missing"])
            #expect(error.diagnostics.first?.summary.contains("verification.mustache") == true)
        }
    }

    @Test func allProblemsComeBackAtOnce() {
        var templates = Fixtures.templates()
        templates["index.mustache"] = "{{#a}}"
        templates["404.mustache"] = "{{> missing}}"
        do {
            _ = try SiteRenderer(templates: templates, options: RenderOptions())
            Issue.record("expected a template error")
        } catch {
            #expect(Set(error.diagnostics.map(\.id)) == ["template.syntax", "template.unknown-partial"])
        }
    }
}

@Suite struct BaseURLTests {
    @Test func baseURLAddsSitemapAndCanonicalLinksButKeepsLinksRelative() throws {
        let out = try Fixtures.render(options: RenderOptions(baseURL: "https://example.org/docs"))
        let sitemap = try #require(out.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/docs/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/docs/components/sheets.html</loc>"))
        #expect(!sitemap.contains("404.html"))
        let page = try #require(out.text("components/sheets.html"))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.org/docs/components/sheets.html\">"))
        #expect(page.contains("href=\"../index.html\""))
        #expect(!page.contains("href=\"https://example.org/docs/index.html\""))
        let home = try #require(out.text("index.html"))
        #expect(home.contains("<link rel=\"canonical\" href=\"https://example.org/docs/\">"))
    }

    @Test func pathOnlyBaseURLGetsCanonicalLinksButNoSitemap() throws {
        let out = try Fixtures.render(options: RenderOptions(baseURL: "/docs/"))
        #expect(out.text("sitemap.xml") == nil)
        #expect(out.diagnostics.map(\.id) == ["render.sitemap-needs-absolute-url"])
        #expect(out.text("components/sheets.html")?.contains("<link rel=\"canonical\" href=\"/docs/components/sheets.html\">") == true)
    }

    @Test func withoutBaseURLThereIsNoSitemapOrCanonical() throws {
        let out = try Fixtures.render()
        #expect(out.text("sitemap.xml") == nil)
        for file in out.files where file.path.hasSuffix(".html") {
            #expect(!String(decoding: file.bytes, as: UTF8.self).contains("rel=\"canonical\""))
        }
    }

    @Test func liveReloadAddsTheScriptOnlyWhenAsked() throws {
        let live = try Fixtures.render(options: RenderOptions(liveReload: true))
        #expect(live.text("index.html")?.contains("/_sheetcat/live.js") == true)
        #expect(try Fixtures.render().text("index.html")?.contains("/_sheetcat/live.js") == false)
    }
}
