import Foundation
import Testing
@testable import CatalogCLI

@Suite struct PreviewPathTests {
    @Test(arguments: [
        "/../etc/passwd", "/..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2Fetc%2Fpasswd",
        "/%252e%252e/etc/passwd", "/a/..\\..\\etc/passwd", "/..%5c..%5cetc/passwd", "/index.html%00.css",
        "/.sheetcat-manifest", "/%ZZ", "etc/passwd", "/%c0%ae%c0%ae/etc/passwd",
    ])
    func refusesTraversalInAnyEncoding(target: String) {
        guard case .rejected = PreviewPath.resolve(target) else {
            Issue.record("\(target) was accepted as \(PreviewPath.resolve(target))")
            return
        }
    }

    @Test func mapsOrdinaryTargetsToFilesInsideTheSite() {
        #expect(PreviewPath.resolve("/") == .file("index.html"))
        #expect(PreviewPath.resolve("/components/sheets.html#rule-1") == .file("components/sheets.html"))
        #expect(PreviewPath.resolve("/platforms/?q=1") == .file("platforms/index.html"))
        #expect(PreviewPath.resolve("/search%20index.js") == .file("search index.js"))
        #expect(PreviewPath.resolve("/./a/./b.html") == .file("a/b.html"))
    }

    @Test func injectsTheLiveReloadScriptBeforeTheClosingBodyTag() {
        let page = Array("<html><body><p>x</p></body></html>".utf8)
        let out = String(decoding: PreviewHandler.injectingLiveScript(into: page), as: UTF8.self)
        #expect(out == "<html><body><p>x</p><script src=\"/_sheetcat/live.js\"></script></body></html>")
    }
}

/// The default preview folder is a pure function of the content folder's path.
@Suite struct PreviewFolderTests {
    @Test func theNameDependsOnlyOnTheContentPath() {
        let temporary = URL(fileURLWithPath: "/tmp")
        // FNV-1a of the path's bytes, worked out by hand: the same in every process.
        #expect(ServeCommand.previewFolder(forContent: "/srv/catalog/content", in: temporary, user: 1000).path
            == "/tmp/sheetcat-1000/sheetcat-preview-2b55053c3aecc421")
        #expect(ServeCommand.previewFolder(forContent: "/srv/catalog/content", in: temporary)
            != ServeCommand.previewFolder(forContent: "/srv/other/content", in: temporary))
    }
}
