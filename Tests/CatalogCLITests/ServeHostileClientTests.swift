import CatalogModel
import CatalogSite
import Foundation
import NIOCore
import Testing
@testable import CatalogCLI

/// `serve` against clients that are not a reader's browser: a page using DNS rebinding, and
/// sockets opened and left quiet. All on loopback, with small counts and short waits.
@Suite(.serialized) struct ServeHostileClientTests {
    func startSession(_ limits: PreviewLimits = PreviewLimits(), log: LogLines = LogLines()) throws -> (PreviewSession, Int, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetcat-hostile-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("# Sheets\n\nA sheet holds a short task.\n\n## Best practices\n\n**Keep sheets short.** Long flows belong elsewhere. {taste}\n".utf8)
            .write(to: root.appendingPathComponent("content/sheets.md"))
        let session = PreviewSession(configuration: SiteConfiguration(
            contentDirectory: root.appendingPathComponent("content"), templatesDirectory: ServeTests.templates,
            outputDirectory: root.appendingPathComponent("preview")), limits: limits, log: { log.append($0) })
        let (port, report) = try session.start(port: 0)
        #expect(report.wroteSite)
        return (session, port, root)
    }

    /// Sends `head` as written and returns the status and body.
    func exchange(port: Int, _ head: String) throws -> RawHTTP.Response {
        let fd = try RawHTTP.connect(port: port)
        defer { close(fd) }
        RawHTTP.send(fd, head)
        let raw = RawHTTP.read(fd)
        let head = raw.components(separatedBy: "\r\n\r\n").first ?? ""
        return RawHTTP.Response(status: Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0, headers: head,
                                body: raw.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// More connections than the descriptors allow would leave none for the files a request reads.
    @Test func theConnectionLimitLeavesDescriptorsForFiles() {
        let asked = PreviewLimits(maxConnections: 1000)
        #expect(asked.effectiveMaxConnections(descriptors: 96).limit == 64)
        #expect(asked.effectiveMaxConnections(descriptors: 96).note?.contains("holding at most 64") == true)
        #expect(asked.effectiveMaxConnections(descriptors: 20).limit == PreviewLimits.connectionCounts.lowerBound)
        #expect(asked.effectiveMaxConnections(descriptors: 4096) == (1000, nil))
        #expect(asked.effectiveMaxConnections(descriptors: nil) == (1000, nil))
    }

    @Test(arguments: [
        ("localhost", true), ("LOCALHOST:8000", true), ("127.0.0.1:65535", true), ("[::1]:8000", true), ("[::1]", true),
        ("localhost.", true), ("evil.example", false), ("evil.example:8000", false), ("127.0.0.1.evil.example", false),
        ("localhost.evil.example:80", false), ("127.0.0.2", false), ("[::2]:80", false), ("localhost:", false),
        ("localhost:99999", false), ("localhost:80:80", false), ("[::1]x", false), ("0.0.0.0", false), ("", false),
    ])
    func onlyLoopbackNamesAreAccepted(host: String, accepted: Bool) {
        #expect(PreviewHost.isLoopback(host) == accepted, "\(host)")
    }

    /// A page on another origin that rebinds its name to 127.0.0.1 sends its own name as Host:
    /// it gets 421 and none of the site.
    @Test func aRequestForAnotherHostGetsNoPage() throws {
        let (session, port, root) = try startSession()
        defer { session.stop(); try? FileManager.default.removeItem(at: root) }
        for host in ["evil.example", "evil.example:\(port)", "127.0.0.1.nip.io:\(port)"] {
            let response = try exchange(port: port, "GET /components/sheets.html HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            #expect(response.status == 421, "\(host) → \(response.status)")
            #expect(!response.body.contains("Keep sheets short"), "\(host) read the page")
        }
        let events = try exchange(port: port, "GET /_sheetcat/events HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        #expect(events.status == 421, "the live-reload stream is refused too")
        #expect(try exchange(port: port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n").status == 400, "HTTP/1.1 without Host")
        #expect(try exchange(port: port, "GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n").status == 400)
        for host in ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)", "LocalHost"] {
            let response = try exchange(port: port, "GET /components/sheets.html HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            #expect(response.status == 200 && response.body.contains("Keep sheets short"), "\(host) → \(response.status)")
        }
        #expect(try exchange(port: port, "GET / HTTP/1.0\r\n\r\n").status == 200, "HTTP/1.0 may leave Host out")
    }

    /// A socket that sends nothing is closed after the idle timeout; a live-reload stream, quiet
    /// by design, stays open.
    @Test func aQuietConnectionIsClosedAndALiveReloadStreamIsNot() throws {
        let (session, port, root) = try startSession(PreviewLimits(idleTimeout: .seconds(1), maxConnections: 16))
        defer { session.stop(); try? FileManager.default.removeItem(at: root) }
        let quiet = try RawHTTP.connect(port: port)
        defer { close(quiet) }
        let stream = try RawHTTP.connect(port: port)
        defer { close(stream) }
        RawHTTP.send(stream, "GET /_sheetcat/events HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(RawHTTP.read(stream, until: "\"paths\":null}\n\n").contains("text/event-stream"))
        let started = Date()
        var byte: UInt8 = 0
        #expect(recv(quiet, &byte, 1, 0) == 0, "the server closes the quiet socket (5 s receive timeout otherwise)")
        let waited = Date().timeIntervalSince(started)
        #expect(waited > 0.5 && waited < 4, "closed after \(waited) s")
        // The stream outlived the timeout and still hears the next build.
        Thread.sleep(forTimeInterval: 1.2)
        session.state.publish(errors: [], changed: ["index.html"])
        #expect(RawHTTP.read(stream, until: "\"v\":2").contains("\"v\":2"))
    }

    /// A client that sends its request a byte at a time, never quite quiet, is closed once the
    /// head has taken longer than the timeout; a client that sends its requests whole keeps its
    /// connection for as many as it likes.
    @Test func aRequestHeadSentByteByByteIsCutOff() throws {
        let (session, port, root) = try startSession(PreviewLimits(idleTimeout: .seconds(1), maxConnections: 16))
        defer { session.stop(); try? FileManager.default.removeItem(at: root) }
        let slow = try RawHTTP.connect(port: port)
        defer { close(slow) }
        let started = Date()
        var open = true
        for byte in "GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ".utf8 + Array(repeating: UInt8(ascii: "a"), count: 40) {
            var b = byte
            if send(slow, &b, 1, Int32(MSG_NOSIGNAL)) != 1 { open = false; break }
            Thread.sleep(forTimeInterval: 0.25)
            if Date().timeIntervalSince(started) > 6 { break }
        }
        #expect(!open || RawHTTP.read(slow).isEmpty, "the trickling connection was closed")
        #expect(Date().timeIntervalSince(started) < 5, "cut off after \(Date().timeIntervalSince(started)) s")

        let steady = try RawHTTP.connect(port: port)
        defer { close(steady) }
        for _ in 0..<4 {
            RawHTTP.send(steady, "GET /components/sheets.html HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(RawHTTP.read(steady, until: "</html>").hasPrefix("HTTP/1.1 200"))
            Thread.sleep(forTimeInterval: 0.6)
        }
    }

    /// With the limit of connections held by sockets that send nothing, a new request is still
    /// answered at once (the quiet one closes to make room), and the server says it is full, once.
    @Test func newRequestsAreAnsweredWhenQuietSocketsFillTheLimit() throws {
        let log = LogLines()
        let (session, port, root) = try startSession(PreviewLimits(idleTimeout: .seconds(30), maxConnections: 8), log: log)
        defer { session.stop(); try? FileManager.default.removeItem(at: root) }
        var idle: [Int32] = []
        defer { idle.forEach { close($0) } }
        for _ in 0..<40 { idle.append(try RawHTTP.connect(port: port)) }
        Thread.sleep(forTimeInterval: 0.3)
        #expect(session.connectionCount <= 8, "\(session.connectionCount) connections held")
        let started = Date()
        for _ in 0..<5 {
            let response = try RawHTTP.get(port: port, target: "/components/sheets.html")
            #expect(response.status == 200)
        }
        #expect(Date().timeIntervalSince(started) < 3, "five requests took \(Date().timeIntervalSince(started)) s")
        let lines = log.lines.filter { $0.contains("8 connections open, the most allowed") }
        #expect(lines.count == 1, "\(log.lines)")
    }

    /// Regression: with every place taken by a live-reload stream, the connection that came in
    /// was the one closed (it was the only one not a stream), so a new page never loaded. The
    /// oldest stream gives way instead; its page reconnects by itself.
    @Test func newRequestsAreAnsweredWhenLiveReloadStreamsFillTheLimit() throws {
        let (session, port, root) = try startSession(PreviewLimits(idleTimeout: .seconds(30), maxConnections: 4))
        defer { session.stop(); try? FileManager.default.removeItem(at: root) }
        var streams: [Int32] = []
        defer { streams.forEach { close($0) } }
        for _ in 0..<4 {
            let fd = try RawHTTP.connect(port: port)
            RawHTTP.send(fd, "GET /_sheetcat/events HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(RawHTTP.read(fd, until: "\"paths\":null}\n\n").contains("text/event-stream"))
            streams.append(fd)
        }
        #expect(try RawHTTP.get(port: port, target: "/components/sheets.html").status == 200)
        let waited = Date()
        #expect(RawHTTP.read(streams[0]).isEmpty && Date().timeIntervalSince(waited) < 3, "the oldest stream was closed")
    }
}

/// What a test server logged.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}

/// CPU time this process (or another, by id) has used, user and system, in seconds.
enum ProcessCPU {
    static func seconds(pid: Int32? = nil) -> Double {
        let path = pid.map { "/proc/\($0)/stat" } ?? "/proc/self/stat"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let close = text.lastIndex(of: ")") else { return 0 }
        // Fields after the name: state is the 3rd field; utime and stime are the 14th and 15th.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
