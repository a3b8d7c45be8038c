import CatalogModel
import CatalogSite
import Foundation
import Testing
@testable import CatalogCLI

/// `serve` under load from `wrk` on loopback: 100 connections for 10 seconds, every request
/// answered. Skipped where wrk is missing; scripts/bootstrap --browser installs it for CI.
enum LoadTool {
    static let wrk: String? = ["/usr/bin/wrk", "/usr/local/bin/wrk"].first { FileManager.default.isExecutableFile(atPath: $0) }
}

@Suite(.serialized, .enabled(if: LoadTool.wrk != nil, "wrk is not installed (apt-get install wrk)"))
struct ServeLoadTests {
    @Test func answersEveryRequestFromAHundredConnections() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetcat-load-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("# Sheets\n\nA sheet holds a short task.\n\n## Best practices\n\n**Keep sheets short.** Long flows belong elsewhere. {taste}\n".utf8)
            .write(to: root.appendingPathComponent("content/sheets.md"))
        let session = PreviewSession(configuration: SiteConfiguration(
            contentDirectory: root.appendingPathComponent("content"), templatesDirectory: ServeTests.templates,
            outputDirectory: root.appendingPathComponent("preview")))
        let (port, report) = try session.start(port: 0)
        defer { session.stop() }
        #expect(report.wroteSite)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: LoadTool.wrk!)
        process.arguments = ["-t", "2", "-c", "100", "-d", "10s", "--timeout", "5s", "http://127.0.0.1:\(port)/components/sheets.html"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "\(output)")
        let requests = Int(output.firstMatch(of: /(\d+) requests in/)?.1 ?? "0") ?? 0
        #expect(requests > 1000, "wrk managed only \(requests) requests:\n\(output)")
        // wrk prints these lines only when something went wrong.
        #expect(!output.contains("Socket errors"), "\(output)")
        #expect(!output.contains("Non-2xx or 3xx responses"), "\(output)")

        // The server is still healthy afterwards, and still refuses traversal.
        #expect(try RawHTTP.get(port: port, target: "/").status == 200)
        #expect(try RawHTTP.get(port: port, target: "/%2e%2e/%2e%2e/etc/passwd").status == 400)
    }
}
