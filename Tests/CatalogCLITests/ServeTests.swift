import CatalogModel
import CatalogSite
import Foundation
import Testing
@testable import CatalogCLI

/// `serve` drives the real server on a free loopback port.
@Suite(.serialized) struct ServeTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates")

    let page = """
    # Sheets

    A sheet holds a short task.

    ## Best practices

    **Keep sheets short.** Long flows belong elsewhere. {taste}
    """

    func makeSession(_ root: URL) -> PreviewSession {
        PreviewSession(configuration: SiteConfiguration(
            contentDirectory: root.appendingPathComponent("content"), templatesDirectory: Self.templates,
            outputDirectory: root.appendingPathComponent("preview")))
    }

    func temporaryRoot() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetcat-serve-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("content"), withIntermediateDirectories: true)
        return url
    }

    @Test func servesTheSiteWithTheLiveReloadScript() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(page.utf8).write(to: root.appendingPathComponent("content/sheets.md"))
        let session = makeSession(root)
        let (port, report) = try session.start(port: 0)
        defer { session.stop() }
        #expect(report.wroteSite, "\(report.diagnostics.map(\.compilerStyle))")
        let home = try RawHTTP.get(port: port, target: "/")
        #expect(home.status == 200)
        #expect(home.body.contains("/_sheetcat/live.js"))
        #expect(try RawHTTP.get(port: port, target: "/no-such-page.html").status == 404)
    }

    @Test func rejectsPathTraversalOverTheWire() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(page.utf8).write(to: root.appendingPathComponent("content/sheets.md"))
        // A file beside the site that a traversal would reach.
        try Data("secret".utf8).write(to: root.appendingPathComponent("secret.txt"))
        let session = makeSession(root)
        let (port, _) = try session.start(port: 0)
        defer { session.stop() }
        for target in ["/../secret.txt", "/..%2fsecret.txt", "/%2e%2e/secret.txt", "/%252e%252e/secret.txt",
                       "/..\\secret.txt", "/%2e%2e%5csecret.txt"] {
            let response = try RawHTTP.get(port: port, target: target)
            #expect(response.status == 400 || response.status == 404, "\(target) → \(response.status)")
            #expect(!response.body.contains("secret"), "\(target) leaked the file")
        }
    }

    @Test func rebuildsAndReloadsOpenPagesWhenContentChanges() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("content/sheets.md")
        try Data(page.utf8).write(to: file)
        let session = makeSession(root)
        let (port, _) = try session.start(port: 0)
        defer { session.stop() }

        let stream = try RawHTTP.connect(port: port)
        defer { close(stream) }
        RawHTTP.send(stream, "GET /_sheetcat/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let hello = RawHTTP.read(stream, until: "\"paths\":null}\n\n")
        #expect(hello.contains("text/event-stream"))
        #expect(hello.contains("data: {\"v\":1,\"paths\":null}"), "a new page learns the version, and nothing to reload")

        // Modification times have one-second granularity on some file systems; change the size too.
        try Data((page + "\n\n**Show a grabber on resizable sheets.** It tells people the sheet resizes. {taste}\n").utf8).write(to: file)
        let report = try #require(session.rebuildIfChanged())
        #expect(report.wroteSite)
        // The edited page first, then the pages built from it (the home page counts its rules).
        let events = RawHTTP.read(stream, until: "\"v\":3")
        #expect(events.contains("event: reload\ndata: {\"v\":2,\"paths\":[\"components/sheets.html\"]}"), "\(events)")
        #expect(events.contains("\"v\":3,\"paths\":["))
        #expect(events.contains("\"index.html\""))
        #expect(report.changedPaths?.contains("components/sheets.html") == false, "already written in the first half")
        let html = try RawHTTP.get(port: port, target: "/components/sheets.html")
        #expect(html.body.contains("Show a grabber on resizable sheets"))
        #expect(session.rebuildIfChanged() == nil, "nothing changed since")
    }

    /// When another edit comes in during a rebuild, the rebuild stops after the edited pages
    /// (their reload goes out) and the next one brings the rest up to date even if that edit
    /// changed nothing, with a second reload for the pages built from every component.
    @Test func aRebuildYieldsToANewerEditAndTheNextFinishesTheRest() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("content/sheets.md")
        try Data(page.utf8).write(to: file)
        let saidOnce = OneYes()
        let session = PreviewSession(configuration: SiteConfiguration(
            contentDirectory: root.appendingPathComponent("content"), templatesDirectory: Self.templates,
            outputDirectory: root.appendingPathComponent("preview")), editCameIn: { saidOnce.ask() })
        let (port, _) = try session.start(port: 0)
        defer { session.stop() }
        #expect(!saidOnce.asked, "the first build is not cut short")
        let stream = try RawHTTP.connect(port: port)
        defer { close(stream) }
        RawHTTP.send(stream, "GET /_sheetcat/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        _ = RawHTTP.read(stream, until: "\"paths\":null}\n\n")

        try Data(page.replacingOccurrences(of: "# Sheets", with: "# Bottom sheets").utf8).write(to: file)
        let stopped = try #require(session.rebuildIfChanged())
        #expect(stopped.stoppedAfterPages)
        #expect(try RawHTTP.get(port: port, target: "/components/sheets.html").body.contains("Bottom sheets"))
        #expect(!(try RawHTTP.get(port: port, target: "/index.html").body.contains("Bottom sheets")))

        let rest = try #require(session.rebuildIfChanged(), "the pages left over are rebuilt though no file changed")
        #expect(!rest.stoppedAfterPages && rest.wroteSite)
        #expect(try RawHTTP.get(port: port, target: "/index.html").body.contains("Bottom sheets"))
        let events = RawHTTP.read(stream, until: "\"v\":3")
        #expect(events.contains("data: {\"v\":2,\"paths\":[\"components/sheets.html\"]}"), "\(events)")
        #expect(events.contains("\"v\":3,\"paths\":[") && events.contains("\"index.html\""), "\(events)")
        #expect(session.rebuildIfChanged() == nil, "nothing left to do")
    }

    @Test func showsBuildErrorsInTheBrowserInsteadOfAStalePage() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("content/sheets.md")
        try Data(page.utf8).write(to: file)
        let session = makeSession(root)
        let (port, _) = try session.start(port: 0)
        defer { session.stop() }

        try Data("---\ntitle: [unclosed\n---\n# Sheets\n".utf8).write(to: file)
        let broken = try #require(session.rebuildIfChanged())
        #expect(broken.diagnostics.hasErrors)
        let errorPage = try RawHTTP.get(port: port, target: "/components/sheets.html")
        #expect(errorPage.body.contains("sheets.md:"), "the page names file:line")
        #expect(errorPage.body.contains("frontmatter.malformed"))

        try Data(page.utf8).write(to: file)
        _ = try #require(session.rebuildIfChanged())
        let fixed = try RawHTTP.get(port: port, target: "/components/sheets.html")
        #expect(fixed.body.contains("Keep sheets short"))
    }
}

/// Says yes the first time it is asked, then no.
final class OneYes: @unchecked Sendable {
    private let lock = NSLock()
    private var said = false

    func ask() -> Bool { lock.withLock { defer { said = true }; return !said } }
    var asked: Bool { lock.withLock { said } }
}
