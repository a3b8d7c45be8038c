import CatalogModel
import CatalogRender
import Foundation
import Testing
@testable import CatalogSite

/// Regression: `catalog.json` published a source's `javascript:` or `data:` address, and API
/// links, as written and without a word. The site never linked them, but any tool that renders
/// the file would have. Every address goes through the check page links get.
@Suite struct CatalogJSONURLTests {
    /// Each way a browser would still read the scheme: any case, leading spaces and control
    /// characters, a tab inside it.
    static let hostile = ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "  javascript:alert(1)", "\u{1}\u{7}javascript:alert(1)",
                          "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "VBScript:msgbox(1)"]

    @Test(arguments: hostile)
    func anUnsafeAddressIsReportedAndNotPublished(url: String) throws {
        let root = try TemporaryFolder()
        let quoted = "\"" + url.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04X", $0.value) : String($0) }.joined() + "\""
        try root.write("content/sheets.md", """
        ---
        title: Sheets
        sources:
          - id: spoof
            title: Spoofed source
            url: \(quoted)
          - id: fine
            title: A fine source
            url: https://example.org/sheets
        ---
        # Sheets

        A sheet holds a short task.

        ## Best practices

        **Keep sheets short.** Long flows belong elsewhere. {taste sources=spoof,fine}

        ## Resources

        #### Developer documentation

        [`sheet(isPresented:)`](\(url.replacingOccurrences(of: "\t", with: "%09"))) — SwiftUI

        [`presentationDetents(_:)`](https://example.org/detents) — SwiftUI
        """)
        try root.write("content/popovers.md", "---\nsource: \(quoted)\n---\n# Popovers\n\nA popover floats.\n\n## Best practices\n\n**Point at the source.** Body. {taste}\n")
        let report = SitePipeline().build(OnePageSite.configuration(root))
        let unsafe = report.diagnostics.filter { $0.id == "link.unsafe-scheme" }
        #expect(unsafe.contains { $0.location?.file == "sheets.md" && $0.location?.line == 6 }, "\(report.diagnostics.map(\.compilerStyle))")
        #expect(unsafe.contains { $0.location?.file == "popovers.md" && $0.location?.line == 2 }, "\(report.diagnostics.map(\.compilerStyle))")
        #expect(unsafe.allSatisfy { $0.severity == .error && $0.fix != nil })

        // An error stops the build, so the catalog is encoded as a build would write it.
        let urls = try Self.urls(in: CatalogJSON.encode(report.catalog))
        #expect(urls.filter(Self.runsCode).isEmpty, "\(urls)")
        #expect(urls.contains("https://example.org/sheets") && urls.contains("https://example.org/detents"), "safe addresses stay: \(urls)")
        #expect(report.catalog.sources.contains { $0.id == "spoof" && $0.url == nil }, "the source itself stays, without its address")
    }

    /// A catalog made another way (a library user's, a test's) gets the same treatment when encoded.
    @Test func theEncoderDropsUnsafeAddressesWhateverMadeTheCatalog() throws {
        var catalog = Catalog()
        catalog.sources = Self.hostile.enumerated().map { Source(id: "s\($0.offset)", title: "S", url: $0.element) }
            + [Source(id: "ok", title: "OK", url: "https://example.org/ok")]
        var component = Component(id: "sheets", title: "Sheets", file: "sheets.md", location: SourceLocation(file: "sheets.md", line: 1))
        component.apis = Self.hostile.map { Component.DeveloperAPI(name: "api", framework: "SwiftUI", url: $0) }
        component.related = Self.hostile.map { Component.RelatedLink(title: "r", url: $0) }
        component.sources = [SourceReference(sourceID: "s0")]
        catalog.components = [component]
        let urls = try Self.urls(in: CatalogJSON.encode(catalog))
        // Besides the catalog's own, the core model's API references (`model.citations`), all Apple's documentation.
        #expect(urls.filter { !$0.hasPrefix("https://developer.apple.com/documentation/") } == ["https://example.org/ok"])
        #expect(urls.filter(Self.runsCode).isEmpty)
    }

    /// Every value under a `url` key, anywhere in the document.
    static func urls(in json: [UInt8]) throws -> [String] {
        var found: [String] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, inner) in object {
                    if key == "url", let url = inner as? String { found.append(url) } else { walk(inner) }
                }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(json)))
        return found
    }

    /// Read the way a browser reads a scheme: control characters and spaces dropped, any case.
    static func runsCode(_ url: String) -> Bool {
        let squeezed = String(url.unicodeScalars.filter { $0.value > 0x20 }.map(Character.init)).lowercased()
        return ["javascript:", "vbscript:", "data:"].contains { squeezed.hasPrefix($0) }
    }
}
