import CatalogModel
@testable import CatalogRender
import Foundation
import Testing
import TemplateKit
import TestSupport

/// Content is hostile until escaped: every route a string takes to a page must neutralise it.
@Suite struct EscapingTests {
    /// Text escaped into a string (rich text's fallbacks, the sketches, the preview's error page)
    /// and a value a template streams with `{{double}}` braces come out as the same bytes, for
    /// every ASCII character and beyond: a page never mixes two escapings.
    @Test func textEscapedIntoAStringIsWhatTemplatesStream() {
        for text in (UInt8(0)...UInt8(127)).map({ "a" + String(UnicodeScalar($0)) + "z" }) + ["é—\u{1F600}<&>", ""] {
            var streamed: [UInt8] = []
            HTMLEscaping.append(text, to: &streamed)
            #expect(Array(MarkupEscaping.escape(text).utf8) == streamed, "\(Array(text.utf8))")
        }
    }

    /// Every ASCII character through the path encoder: letters, digits, `-`, `.`, `_` and `~`
    /// stay, everything else becomes `%XX`; text beyond ASCII is encoded byte by byte.
    @Test func pathSegmentsKeepOnlyUnreservedCharacters() {
        let unreserved = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~".utf8)
        for byte in UInt8(0)..<UInt8(128) {
            let text = String(UnicodeScalar(byte))
            let expected = unreserved.contains(byte) ? text : "%" + String(format: "%02X", byte)
            #expect(HTML.pathSegment(text) == expected, "byte \(byte)")
            #expect(HTML.pathSegment("a\(text)b") == "a\(expected)b", "byte \(byte) inside")
        }
        #expect(HTML.pathSegment("détail") == "d%C3%A9tail")
    }

    static let payload = "<script>alert(1)</script>\"'&"

    func htmlFiles(_ out: RenderOutput) -> [(String, String)] {
        out.files.filter { $0.path.hasSuffix(".html") }.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }
    }

    @Test func titleIsEscapedOnEveryPage() throws {
        let out = try Fixtures.render(Fixtures.catalog(title: Self.payload, leadText: Self.payload))
        var seen = 0
        for (path, html) in htmlFiles(out) {
            #expect(!html.contains("<script>alert"), "raw payload in \(path)")
            if html.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;") { seen += 1 }
        }
        // Home, the component page, compare, platforms, 404: the title shows up escaped on many pages.
        #expect(seen >= 5)
    }

    @Test func ruleIDInAttributesCannotBreakOut() throws {
        let hostile = "sheets.best-practices.x\" onmouseover=\"alert(1)"
        let out = try Fixtures.render(Fixtures.catalog(ruleID: hostile))
        for (path, html) in htmlFiles(out) {
            #expect(!html.contains("\" onmouseover=\"alert(1)"), "attribute break-out in \(path)")
        }
        let page = try #require(out.text("components/sheets.html"))
        #expect(page.contains("id=\"sheets.best-practices.x&quot; onmouseover=&quot;alert(1)\""))
        // The permalink's fragment is percent-encoded, then escaped.
        #expect(page.contains("href=\"#sheets.best-practices.x%22%20onmouseover%3D%22alert%281%29\""))
    }

    @Test(arguments: [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)",
        "\u{1}javascript:alert(1)", "vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>",
        "file:///etc/passwd", "\\\\evil.example/x",
    ])
    func unsafeLinkSchemesBecomePlainText(destination: String) throws {
        let out = try Fixtures.render(Fixtures.catalog(link: destination))
        let page = try #require(out.text("components/sheets.html"))
        #expect(page.contains("See the docs."))
        for (path, html) in htmlFiles(out) {
            let lower = html.lowercased()
            #expect(!lower.contains("href=\"javascript"), "\(path)")
            #expect(!lower.contains("href=\"java"), "\(path)")
            #expect(!lower.contains("href=\"vbscript"), "\(path)")
            #expect(!lower.contains("href=\"data:"), "\(path)")
            #expect(!lower.contains("href=\"file:"), "\(path)")
        }
    }

    @Test(arguments: [
        ("https://example.org/a?b=1&c=2", "href=\"https://example.org/a?b=1&amp;c=2\""),
        ("mailto:design@example.org", "href=\"mailto:design@example.org\""),
        ("action-sheets.md", "href=\"../components/action-sheets.html\""),
        ("action-sheets.md#action-sheets.best-practices.avoid-scrolling",
         "href=\"../components/action-sheets.html#action-sheets.best-practices.avoid-scrolling\""),
        ("rule:action-sheets.best-practices.avoid-scrolling",
         "href=\"../components/action-sheets.html#action-sheets.best-practices.avoid-scrolling\""),
    ])
    func safeLinksKeepWorking(destination: String, expected: String) throws {
        let out = try Fixtures.render(Fixtures.catalog(link: destination))
        let page = try #require(out.text("components/sheets.html"))
        #expect(page.contains(expected + ">the docs</a>"))
    }

    @Test func sourceAndAPIAddressesAreFilteredToo() throws {
        var catalog = Fixtures.catalog()
        catalog.sources[2].url = "javascript:alert(1)"
        catalog.components[2].apis[0].url = "JavaScript:alert(2)"
        catalog.components[2].related.append(.init(title: "Elsewhere", url: "javascript:alert(3)"))
        let out = try Fixtures.render(catalog)
        for (path, html) in htmlFiles(out) {
            #expect(!html.lowercased().contains("javascript:"), "\(path)")
        }
        let page = try #require(out.text("components/sheets.html"))
        #expect(page.contains("<code>sheet(isPresented:onDismiss:content:)</code>"))
        #expect(page.contains("<li>Elsewhere</li>"))
    }

    @Test func searchIndexCannotCloseItsScript() throws {
        let lead = "Close </script><script>alert(1)</script> and <!-- comment"
        let out = try Fixtures.render(Fixtures.catalog(leadText: lead))
        let files = out.files.filter { $0.path.hasPrefix("assets/search-") }
        #expect(files.count >= 2, "the core and a shard")
        for file in files {
            let text = String(decoding: file.bytes, as: UTF8.self)
            #expect(!text.contains("<") && !text.contains(">"), "\(file.path)")
        }
        #expect(try #require(out.text(SearchIndex.corePath)).hasPrefix("window.SHEETCAT_SEARCH="))
        // It is JSON, and decodes back to the very text that went in.
        let index = try SearchIndexTests.Index(out)
        #expect(index.docs.contains { ($0[1] as? String) == lead })
    }

    @Test func textEscapingCoversEveryMetacharacter() {
        #expect(HTML.escape("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        // Every ASCII byte: exactly NUL, `"`, `&`, `'`, `<` and `>` change.
        for byte in UInt8(0)..<128 {
            let text = String(UnicodeScalar(byte))
            #expect((HTML.escape(text) != text) == "\0\"&'<>".utf8.contains(byte), "byte \(byte)")
        }
    }

    @Test func jsonStringsEscapeWhatCouldEndAScriptOrALine() {
        func quoted(_ text: String) -> String {
            var out: [UInt8] = []
            JSONValue.quote(text, into: &out)
            return String(decoding: out, as: UTF8.self)
        }
        #expect(quoted("plain words") == "\"plain words\"")
        #expect(quoted("say \"hi\" \\ </script><!-- & more") == #""say \"hi\" \\ \u003c/script\u003e\u003c!-- \u0026 more""#)
        #expect(quoted("one\ntwo\r\tthree\u{1}\u{1F}") == #""one\ntwo\r\tthree\u0001\u001f""#)
        #expect(quoted("line\u{2028}para\u{2029}end") == #""line\u2028para\u2029end""#)
        // Other characters pass through as UTF-8, including ones that share U+2028's first byte.
        #expect(quoted("sheet’s “detent” – café ✓") == "\"sheet’s “detent” – café ✓\"")
        // Every ASCII byte: exactly the control bytes, `"`, `\`, `&`, `<` and `>` are escaped.
        for byte in UInt8(0)..<128 {
            let text = String(UnicodeScalar(byte))
            let escaped = quoted(text) != "\"" + text + "\""
            #expect(escaped == (byte < 0x20 || "\"\\&<>".utf8.contains(byte)), "byte \(byte)")
        }
    }
}
