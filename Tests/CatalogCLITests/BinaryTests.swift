import Foundation
import Synchronization
import Testing

/// Runs the real `sheetcat` binary, as users and CI do.
@Suite struct BinaryTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `sheetcat` sits beside the test runner in the products folder (this target depends on it).
    static var binary: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return runner.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("sheetcat")
    }

    /// - Parameter killAfter: seconds after which the process is killed, for a command that
    ///   must exit by itself but would otherwise keep running (`serve`) if it did not.
    /// - Parameter environment: variables set on top of this process's own; a nil value removes
    ///   the variable.
    func run(_ arguments: [String], in directory: URL, killAfter: Double? = nil,
             environment: [String: String?] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value }
            process.environment = merged
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        if let killAfter {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + killAfter) { if process.isRunning { kill(pid, SIGKILL) } }
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh folder in the temporary directory, removed when the test process exits (or
    /// earlier by the test): several tests hand theirs to a helper that builds a catalog in it,
    /// and no scope of theirs ends with it.
    func temporaryRoot() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetcat-bin-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        TemporaryRoots.removeAtExit(url)
        return url
    }

    /// Many small pages, so writing the site takes long enough to be interrupted.
    func writeCorpus(_ root: URL, pages: Int) throws {
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for i in 0..<pages {
            let text = """
            # Component \(i)

            Component \(i) holds a short task.

            ## Best practices

            **Keep component \(i) short.** Long flows belong elsewhere. {taste}

            **Give component \(i) a clear title.** People scan titles first. {taste}
            """
            try Data(text.utf8).write(to: content.appendingPathComponent(String(format: "component-%04d.md", i)))
        }
    }

    @Test func exitsNonZeroAndPrintsFileAndLineForBrokenContent() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("---\ntitle: [unclosed\n---\n# Broken\n".utf8).write(to: root.appendingPathComponent("content/broken.md"))
        let result = try run(["build", "--templates", Self.packageRoot.appendingPathComponent("templates").path], in: root)
        #expect(result.status == 1)
        #expect(result.output.contains("content/broken.md:2:"), "\(result.output)")
        #expect(result.output.contains("[frontmatter.malformed]"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }

    /// The last line says what happened: a build that stopped before reading a page does not
    /// report "0 pages, 0 rules, 0 examples (all passed)".
    @Test func theSummaryOfABuildThatReadNothingCountsNothing() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeCorpus(root, pages: 1)
        let stopped = try run(["build", "--templates", "no-such-folder"], in: root)
        #expect(stopped.status == 1)
        let last = stopped.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("Build failed: 1 error, 0 warnings, nothing written in "), "\(stopped.output)")
        let built = try run(["build", "--templates", Self.packageRoot.appendingPathComponent("templates").path], in: root)
        #expect(built.status == 0)
        #expect(built.output.contains("Built: 1 page, 2 rules, 0 examples, wrote "), "\(built.output)")
    }

    /// A rebuild says how many files it kept from the site it replaced; a first build keeps none.
    @Test func theSummaryOfARebuildCountsTheFilesItKept() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeCorpus(root, pages: 2)
        let arguments = ["build", "--quiet", "--templates", Self.packageRoot.appendingPathComponent("templates").path]
        let first = try run(arguments, in: root)
        #expect(first.status == 0, "\(first.output)")
        #expect(!first.output.contains("kept"), "\(first.output)")
        let second = try run(arguments, in: root)
        #expect(second.status == 0, "\(second.output)")
        let files = try #require(second.output.firstMatch(of: /wrote (\d+) files/).flatMap { Int($0.1) })
        // Nothing changed, so every file of the site (the manifest is not counted among them) was kept.
        #expect(second.output.contains("to _site/ (\(files) unchanged, kept as they were)"), "\(second.output)")
    }

    /// `check` and the verification page report coverage from the same reading, so a person who
    /// reads one and then the other sees the same numbers. Run on the project's own content, whose
    /// examples include ones that name no platform (they count on every platform).
    @Test func checkAndTheVerificationPageAgreeOnCoverage() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = Self.packageRoot.appendingPathComponent("content").path
        let check = try run(["check", "--content", content, "--format", "json"], in: root)
        #expect(check.status == 0, "\(check.output)")
        let json = try #require(check.output.firstIndex(of: "{").map { String(check.output[$0...]) })
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let coverage = try #require(report["coverage"] as? [String: Any])
        let platforms = try #require(coverage["platforms"] as? [[String: Any]])
        #expect(platforms.count == 8) // the six Apple platforms, Android and the web

        let build = try run(["build", "--quiet", "--content", content, "--output", "site",
                             "--templates", Self.packageRoot.appendingPathComponent("templates").path], in: root)
        #expect(build.status == 0, "\(build.output)")
        let page = try String(contentsOf: root.appendingPathComponent("site/verification.html"), encoding: .utf8)
        for platform in platforms {
            let id = try #require(platform["id"] as? String)
            let total = try #require(platform["total"] as? Int), covered = try #require(platform["covered"] as? Int)
            let passing = try #require(platform["passing"] as? Int)
            let row = "<a href=\"platforms/\(id).html\">"
            let start = try #require(page.range(of: row), "no coverage row for \(id)")
            let cells = page[start.upperBound...].prefix(200)
            #expect(cells.contains("<td>\(total)</td><td>\(covered)</td><td>\(passing)</td>"), "\(id): \(cells)")
        }
    }

    /// Starts `serve` on a free port, waits until it serves, stops it, and returns what it printed.
    func serveOnce(in directory: URL, _ extra: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["serve", "--port", "0", "--templates", Self.packageRoot.appendingPathComponent("templates").path] + extra
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = Self.readUntilServing(process, pipe)
        // SIGKILL, not terminate(): a child of the test runner inherits its blocked SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return output
    }

    /// What a started `serve` prints through `pipe` until it says it serves, it exits, or 60 s pass.
    static func readUntilServing(_ process: Process, _ pipe: Pipe) -> String {
        var output = ""
        let deadline = Date().addingTimeInterval(60)
        while !output.contains("Serving on"), Date() < deadline {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty {
                if !process.isRunning { break }
                usleep(10_000)
            } else {
                output += String(decoding: chunk, as: UTF8.self)
            }
        }
        return output
    }

    /// Runs `build` in `root` until a run is caught writing (its staging folder exists), sends
    /// that run `signal` and returns it, ended; nil when each of five runs finished first.
    func stopBuildWhileWriting(in root: URL, templates: String, with signal: Int32) throws -> Process? {
        for _ in 0..<5 {
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = ["build", "--templates", templates, "-q"]
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            var stopped = false
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning && Date() < deadline {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
                if entries.contains(where: { $0.hasPrefix(".sheetcat-staging-") }) {
                    kill(process.processIdentifier, signal)
                    stopped = true
                    break
                }
                usleep(200)
            }
            process.waitUntilExit()
            if stopped { return process }
        }
        return nil
    }

    /// `serve` renders into a folder of the temporary directory named after the content folder,
    /// the same one every time: a name that changed per run left a copy of the site behind each time.
    @Test func serveReusesOnePreviewFolderPerContentFolder() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeCorpus(root, pages: 2)
        func previewFolder(_ output: String) -> String? {
            output.split(separator: "\n").first { $0.hasPrefix("Built:") }?
                .split(separator: " ").first { $0.contains("sheetcat-preview-") }
                .map { String($0.prefix { $0 != "," }) }  // "…/sheetcat-preview-1f2e/," ends the phrase
        }
        let first = try serveOnce(in: root), second = try serveOnce(in: root)
        let folder = try #require(previewFolder(first), "\(first)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(previewFolder(second) == folder, "\(second)")
    }

    /// Refused before anything is built or served. A port past 65535 used to be taken modulo
    /// 65536 (99999 served on 34463), and a poll interval past 2^31 ms crashed the watcher.
    @Test(arguments: [
        (["--port", "99999"], "--port 99999 is not a port"),
        (["--port=-1"], "--port -1 is not a port"),
        (["--poll-interval", "99999999999"], "--poll-interval 99999999999 is out of range"),
        (["--poll-interval", "0"], "--poll-interval 0 is out of range"),
    ])
    func serveRefusesOptionsOutOfRange(options: [String], message: String) throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = root.appendingPathComponent("preview")
        let result = try run(["serve", "--content", Self.packageRoot.appendingPathComponent("content").path,
                              "--preview-output", preview.path] + options, in: root, killAfter: 30)
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: preview.path), "nothing is built")
    }

    /// `serve` writes no site to publish, so `--output` and `--base-url`, which are `build`'s,
    /// are refused before anything runs rather than taken and ignored.
    @Test func serveRefusesTheOptionsOfAPublishedSite() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeCorpus(root, pages: 2)
        for option in [["--output", "public"], ["--base-url", "/docs/"]] {
            let result = try run(["serve"] + option, in: root, killAfter: 20)
            #expect(result.status != 0)
            #expect(result.output.contains("Unknown option '\(option[0])'"), "\(result.output)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("public").path))
    }

    @Test func aKilledBuildLeavesThePreviousSiteIntact() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeCorpus(root, pages: 3)
        let templates = Self.packageRoot.appendingPathComponent("templates").path
        let first = try run(["build", "--templates", templates, "-q"], in: root)
        #expect(first.status == 0, "\(first.output)")
        let site = root.appendingPathComponent("_site")
        let manifestBefore = try String(contentsOf: site.appendingPathComponent(".sheetcat-manifest"), encoding: .utf8)

        try writeCorpus(root, pages: 300)
        // Killed without warning while it writes.
        let killed = try stopBuildWhileWriting(in: root, templates: templates, with: SIGKILL)
        try #require(killed != nil, "the build finished before it could be interrupted")
        let manifestAfter = try String(contentsOf: site.appendingPathComponent(".sheetcat-manifest"), encoding: .utf8)
        #expect(manifestAfter == manifestBefore, "the previous site must be untouched")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))

        // The next build cleans up the dead build's staging folder and succeeds.
        let again = try run(["build", "--templates", templates, "-q"], in: root)
        #expect(again.status == 0, "\(again.output)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(!entries.contains(where: { $0.hasPrefix(".sheetcat-") }), "\(entries)")
    }

    @Test func helpTeachesTheCommands() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["--help"], in: root)
        #expect(result.status == 0)
        for word in ["build", "check", "serve", "content/", "file:line"] {
            #expect(result.output.contains(word), "help should mention \(word)")
        }
    }

    /// A copy of the program in an empty folder, with no templates beside it: `init` writes a
    /// starter catalog and `build` makes its site from the built-in templates.
    @Test func initAndBuildWorkInAnEmptyFolderFromACopiedBinary() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("sheetcat")
        // Copied by `cp`, not in this process: a file this process holds open for writing is
        // inherited by any child another test starts meanwhile, and running the copy then fails
        // with "Text file busy" until that child exits.
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = [Self.binary.path, copy.path]
        try cp.run()
        cp.waitUntilExit()
        try #require(cp.terminationStatus == 0, "could not copy the binary to \(copy.path)")
        let work = root.appendingPathComponent("guides")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        func runCopy(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = copy
            process.arguments = arguments
            process.currentDirectoryURL = work
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        let initialized = try runCopy(["init"])
        #expect(initialized.status == 0, "\(initialized.output)")
        #expect(initialized.output.contains("sheetcat build"), "init says what to do next: \(initialized.output)")
        let built = try runCopy(["build"])
        #expect(built.status == 0, "\(built.output)")
        #expect(built.output.contains("1 page,") && built.output.contains("1 example (passed)"), "\(built.output)")
        for file in ["_site/index.html", "_site/components/sheets.html", "_site/assets/site.css", "_site/assets/search.js"] {
            #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent(file).path), "\(file)")
        }
        // A second init refuses and changes nothing.
        let again = try runCopy(["init"])
        #expect(again.status != 0 && again.output.contains("nothing was written"), "\(again.output)")
        // The built-in templates come out for editing.
        let exported = try runCopy(["templates", "export", "templates"])
        #expect(exported.status == 0, "\(exported.output)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("templates/layout.mustache").path))
    }

    /// `serve` on a port another program holds says so before it builds anything, and names the
    /// option that picks another.
    @Test func serveOnABusyPortSaysSoBeforeBuilding() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeCorpus(root, pages: 1)
        // Hold a port on the loopback address, as another server would.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try #require(withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0 }
        })
        let port = Int(UInt16(bigEndian: address.sin_port))
        let result = try run(["serve", "--port", String(port)], in: root, killAfter: 20)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("[serve.port-in-use]") && result.output.contains("--port"), "\(result.output)")
        #expect(!result.output.contains("[1/4]"), "nothing is built first: \(result.output)")
    }

    /// `check` without a content folder is an error, with no coverage table of nothing.
    @Test func checkWithoutContentSaysSoAndPrintsNoCoverage() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["check"], in: root)
        #expect(result.status == 1)
        #expect(result.output.contains("[content.missing]"), "\(result.output)")
        #expect(!result.output.contains("100%") && !result.output.contains("0/0"), "\(result.output)")
    }

    /// `serve --help` lists only what the preview uses: it writes no site of its own to
    /// publish, so neither `--output` nor `--base-url`.
    @Test func serveHelpListsOnlyOptionsItUses() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let help = try run(["serve", "--help"], in: root)
        #expect(help.status == 0)
        #expect(help.output.contains("--port") && help.output.contains("--templates"))
        #expect(!help.output.contains("--output ") && !help.output.contains("--base-url"), "\(help.output)")
        let build = try run(["build", "--help"], in: root)
        #expect(build.output.contains("--output") && build.output.contains("--base-url"))
    }
}

/// The folders `BinaryTests.temporaryRoot()` made, removed when the process exits.
enum TemporaryRoots {
    private static let made = Mutex<[URL]>([])
    private static let removingAtExit: Void = {
        atexit {
            for url in TemporaryRoots.made.withLock({ $0 }) { try? FileManager.default.removeItem(at: url) }
        }
    }()

    static func removeAtExit(_ url: URL) {
        _ = removingAtExit
        made.withLock { $0.append(url) }
    }
}
