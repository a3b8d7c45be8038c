import Foundation
import Testing

/// The real `serve` under a small descriptor limit (`ulimit -n`), filled with quiet sockets and
/// then with live-reload streams. It used to stop answering there, and spin on one core trying
/// to accept. Loopback only, bounded counts and waits.
@Suite(.serialized) struct ServeDescriptorLimitTests {
    /// Starts `serve` with `ulimit -n limit` and returns it with its port, a reader of its
    /// output and what it printed until it served.
    func startServe(in root: URL, descriptorLimit: Int, _ extra: [String]) throws -> (Process, Int, Pipe, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let arguments = ["serve", "--port", "0", "--templates", BinaryTests.packageRoot.appendingPathComponent("templates").path,
                         "--preview-output", root.appendingPathComponent("preview").path] + extra
        process.arguments = ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", BinaryTests.binary.path] + arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = BinaryTests.readUntilServing(process, pipe)
        let port = Int(output.firstMatch(of: /127\.0\.0\.1:(\d+)/)?.1 ?? "") ?? 0
        if port == 0 { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        try #require(port > 0, "\(output)")
        return (process, port, pipe, output)
    }

    @Test func atTheDescriptorLimitNewRequestsAreAnsweredAndTheListenerDoesNotSpin() throws {
        let root = try BinaryTests().temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try BinaryTests().writeCorpus(root, pages: 2)
        // A connection limit above what the descriptors allow: the server holds fewer, so that a
        // request answered still finds a descriptor for its file.
        let (server, port, pipe, startup) = try startServe(in: root, descriptorLimit: 96, ["--max-connections", "1000", "--idle-timeout", "60"])
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }

        // More quiet sockets than the server has descriptors: it closes the one idle longest for each new one.
        var quiet: [Int32] = []
        defer { quiet.forEach { close($0) } }
        for _ in 0..<150 { quiet.append(try RawHTTP.connect(port: port)) }
        // Those that found no descriptor wait to be accepted: the listener used to retry `accept`
        // for them on one core, on and on.
        let cpuBefore = ProcessCPU.seconds(pid: server.processIdentifier)
        Thread.sleep(forTimeInterval: 2)
        let cpu = ProcessCPU.seconds(pid: server.processIdentifier) - cpuBefore
        #expect(cpu < 0.5, "the server used \(cpu) s of CPU in two seconds with quiet sockets waiting")
        let started = Date()
        let page = try RawHTTP.get(port: port, target: "/components/component-0000.html")
        #expect(page.status == 200)
        #expect(Date().timeIntervalSince(started) < 5)
        quiet.forEach { close($0) }
        quiet = []

        // Live-reload streams are never closed for being quiet, so with more of them than the
        // server holds, it is the oldest stream that gives way (its page reconnects by itself).
        var streams: [Int32] = []
        defer { streams.forEach { close($0) } }
        for _ in 0..<120 {
            let fd = try RawHTTP.connect(port: port)
            RawHTTP.send(fd, "GET /_sheetcat/events HTTP/1.1\r\nHost: localhost\r\n\r\n")
            streams.append(fd)
            guard RawHTTP.read(fd, until: "\"paths\":null}\n\n").contains("text/event-stream") else {
                Issue.record("stream \(streams.count) was not answered")
                break
            }
        }
        let cpuAfterStreams = ProcessCPU.seconds(pid: server.processIdentifier)
        Thread.sleep(forTimeInterval: 1)
        let streamCPU = ProcessCPU.seconds(pid: server.processIdentifier) - cpuAfterStreams
        #expect(streamCPU < 0.25, "the server used \(streamCPU) s of CPU in a second holding streams")
        let again = Date()
        #expect(try RawHTTP.get(port: port, target: "/index.html").status == 200)
        #expect(Date().timeIntervalSince(again) < 5)

        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        let output = startup + String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(output.contains("serve: 1000 connections would leave no descriptors for files (the limit is 96); holding at most 64"), "\(output)")
        #expect(output.contains("serve: 64 connections open, the most allowed"), "\(output)")
    }
}
