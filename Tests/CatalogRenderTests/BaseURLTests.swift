import CatalogModel
@testable import CatalogRender
import Foundation
import Testing
import TestSupport

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

    /// The base URL becomes every canonical link and the 404 page's absolute links and form
    /// action, so anything that is not a web address or a root path is refused up front.
    @Test(arguments: [
        ("https://example.org/docs/", true), ("http://example.org", true), ("HTTPS://Example.org/a/b", true),
        ("/docs/", true), ("/", true), ("  ", true),
        ("javascript:alert(1)//", false), ("data:text/html,x", false), ("docs/", false), ("example.org/docs", false),
        ("https://", false), ("https:///docs", false), ("//cdn.example.org/docs/", false),
        ("https://example.org/my docs/", false), ("https://example.org/docs\n/", false),
        ("https://example.org/docs?lang=en", false), ("/docs/#top", false),
    ])
    func aBaseURLMustBeAWebAddressOrARootPath(url: String, usable: Bool) {
        #expect((RenderOptions.problem(withBaseURL: url) == nil) == usable, "\(url)")
    }

    @Test(arguments: [("SheetCatalog", true), ("Guías de hojas", true), ("A · B", true),
                      ("", false), ("   ", false), ("A\u{1B}[31mB", false), ("two\nlines", false), ("x\u{202E}y", false)])
    func aSiteTitleMustBeVisibleText(title: String, usable: Bool) {
        #expect((RenderOptions.problem(withSiteTitle: title) == nil) == usable, "\(title.debugDescription)")
    }

    @Test func withoutBaseURLThereIsNoSitemapOrCanonical() throws {
        let out = try Fixtures.render()
        #expect(out.text("sitemap.xml") == nil)
        for file in out.files where file.path.hasSuffix(".html") {
            #expect(!String(decoding: file.bytes, as: UTF8.self).contains("rel=\"canonical\""))
        }
    }

    @Test func liveReloadOptionNoLongerChangesPages() throws {
        // The preview server injects its own script; pages from the renderer must not load a second copy.
        let live = try Fixtures.render(options: RenderOptions(liveReload: true))
        let plain = try Fixtures.render()
        #expect(live.text("index.html")?.contains("/_sheetcat/live.js") == false)
        #expect(live.files == plain.files)
    }
}
