import CatalogModel
import CatalogRender
import Foundation
import Testing
import TestSupport

@Suite struct SiteShapeTests {
    @Test func writesEveryPage() throws {
        let out = try Fixtures.render()
        let paths = Set(out.files.map(\.path))
        for expected in ["index.html", "components/sheets.html", "components/action-sheets.html", "components/choosing.html",
                         "platforms/ios.html", "compare.html", "compare/ios-vs-macos.html", "sources.html",
                         "verification.html", "404.html", "catalog.json", "assets/search-index.js"] {
            #expect(paths.contains(expected), "missing \(expected)")
        }
        #expect(!paths.contains("sitemap.xml"))
        if let dir = ProcessInfo.processInfo.environment["SHEETCAT_RENDER_DUMP"] {
            for f in out.files {
                let url = URL(fileURLWithPath: dir).appendingPathComponent(f.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(f.bytes).write(to: url)
            }
        }
    }
}
