import ArgumentParser
import CatalogModel
import CatalogSite
import Foundation

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site on http://127.0.0.1:PORT, rebuilding and reloading on every change.",
        discussion: """
        Builds the site into a private preview folder (not _site/), serves it on 127.0.0.1 only, and watches content/ and templates/. After each change it rebuilds and every open page reloads by itself. While the content has errors, pages show the diagnostics with file:line instead of a stale page. Press Ctrl-C to stop.
        """
    )

    @OptionGroup var content: ContentOptions
    @OptionGroup var site: SiteOptions

    @Option(name: .shortAndLong, help: "Port to listen on, 0 to 65535 (0 picks a free one).")
    var port: Int = 8000

    @Option(name: .long, help: ArgumentHelp("Preview folder (default: one folder per content folder in the system's temporary directory, reused by the next serve).", valueName: "dir"))
    var previewOutput: String?

    @Option(name: .long, help: ArgumentHelp("How often to look for changes, in milliseconds (\(Self.pollIntervals.lowerBound) to \(Self.pollIntervals.upperBound)), where the system cannot report them as they happen (it can on Linux).", valueName: "ms"))
    var pollInterval: Int = 50

    @Option(name: .long, help: ArgumentHelp("Close a connection that sends and receives nothing for this long, in seconds (\(PreviewLimits.idleTimeouts.lowerBound) to \(PreviewLimits.idleTimeouts.upperBound)); live-reload streams stay open.", valueName: "s"))
    var idleTimeout: Int = 12

    @Option(name: .long, help: ArgumentHelp("Connections held at once (\(PreviewLimits.connectionCounts.lowerBound) to \(PreviewLimits.connectionCounts.upperBound); default: half the descriptor limit, at most 512). At the limit a new connection closes the one idle longest.", valueName: "n"))
    var maxConnections: Int?

    @Flag(name: .long, help: "After each rebuild, print how long each step took.")
    var timings = false

    static let pollIntervals = 10...60_000

    // Checked before anything is built: a port past 65535 was taken modulo 65536 (99999 served
    // on 34463 without a word), a negative one failed only after the first build, and a poll
    // interval past 2^31 ms crashed the watcher.
    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port \(port) is not a port: use 0 to 65535, or 0 to have a free one picked")
        }
        guard Self.pollIntervals.contains(pollInterval) else {
            throw ValidationError("--poll-interval \(pollInterval) is out of range: use \(Self.pollIntervals.lowerBound) to \(Self.pollIntervals.upperBound) milliseconds")
        }
        guard PreviewLimits.idleTimeouts.contains(idleTimeout) else {
            throw ValidationError("--idle-timeout \(idleTimeout) is out of range: use \(PreviewLimits.idleTimeouts.lowerBound) to \(PreviewLimits.idleTimeouts.upperBound) seconds")
        }
        if let maxConnections, !PreviewLimits.connectionCounts.contains(maxConnections) {
            throw ValidationError("--max-connections \(maxConnections) is out of range: use \(PreviewLimits.connectionCounts.lowerBound) to \(PreviewLimits.connectionCounts.upperBound)")
        }
    }

    /// The default preview folder: one per content folder, inside this user's private folder of
    /// the temporary directory (`sheetcat-<uid>`, see `makePrivateFolder`), named by a hash of
    /// the content folder's path that is the same in every run (Swift's `hashValue` is seeded per
    /// process, which once left a new copy of the site in the temporary directory each time
    /// `serve` started).
    static func previewFolder(forContent path: String, in temporary: URL, user: uid_t = geteuid()) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits
        for byte in path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return temporary.appendingPathComponent("sheetcat-\(user)").appendingPathComponent("sheetcat-preview-" + String(hash, radix: 16))
    }

    /// Makes `folder` (mode 0700) or checks the one there: nil when it is a real folder of this
    /// user's that no one else may enter, else why not. The temporary directory is shared, and a
    /// preview folder at a name anyone can predict let another user plant links in it that the
    /// preview then wrote through; inside a folder only this user can enter, nothing is planted.
    static func makePrivateFolder(_ folder: URL) -> String? {
        let path = folder.path
        if mkdir(path, 0o700) != 0 && errno != EEXIST { return "it cannot be created: \(String(cString: strerror(errno)))" }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return "it is a symbolic link or a file, not a folder" }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return String(cString: strerror(errno)) }
        guard info.st_uid == geteuid() else { return "it belongs to another user (uid \(info.st_uid))" }
        // Ours but open to others (made by hand, say): closed now, before anything is written.
        if info.st_mode & 0o077 != 0 && fchmod(fd, 0o700) != 0 { return "others may enter it, and it cannot be closed to them" }
        return nil
    }

    func run() throws {
        let outputURL = previewOutput.map { URL(fileURLWithPath: $0) }
            ?? Self.previewFolder(forContent: content.contentURL.standardizedFileURL.path,
                                  in: FileManager.default.temporaryDirectory)
        if previewOutput == nil, let problem = Self.makePrivateFolder(outputURL.deletingLastPathComponent()) {
            let folder = outputURL.deletingLastPathComponent().path
            DiagnosticPrinter().print([Diagnostic(
                id: "preview.folder-not-private", summary: "cannot keep the preview in '\(folder)': \(problem)",
                explanation: "the preview is written only inside a folder that no other user can enter",
                fix: "remove '\(folder)' if it is not yours to keep, or pass a folder of your own with --preview-output")])
            throw ExitCode.failure
        }
        // Said before the first build, which takes seconds on a large catalog.
        if port != 0, let problem = Self.portProblem(port) {
            DiagnosticPrinter().print([Diagnostic(
                id: "serve.port-in-use", summary: "cannot listen on 127.0.0.1:\(port): \(problem)",
                fix: "stop the other server, or pass another port: --port \(port == 65535 ? 8080 : port + 1), or --port 0 for any free one")])
            throw ExitCode.failure
        }
        let configuration = SiteConfiguration(
            contentDirectory: content.contentURL, templatesDirectory: site.templatesURL,
            outputDirectory: outputURL, baseURL: nil, strict: content.strict, siteTitle: site.title,
            maxOutputBytes: site.maxOutputBytes)
        var limits = PreviewLimits(idleTimeout: .seconds(Int64(idleTimeout)))
        if let maxConnections { limits.maxConnections = maxConnections }
        let session = PreviewSession(configuration: configuration, progress: StepPrinter(), limits: limits)
        let (boundPort, first) = try session.start(port: port)
        DiagnosticPrinter(paths: DisplayPaths(content: content.content, templates: site.templates ?? "templates")).print(first.diagnostics)
        // Nothing of a folder that is a link, or another user's, is served.
        if first.diagnostics.contains(where: { $0.id == "output.symlink" || $0.id == "output.not-owned" }) {
            session.stop()
            throw ExitCode.failure
        }
        Terminal.standardError(BuildSummary.line(for: first, output: outputURL.path))
        Terminal.standardError("Serving on http://127.0.0.1:\(boundPort)/  (Ctrl-C to stop)")
        while true {
            session.waitForChanges(milliseconds: pollInterval)
            let started = DispatchTime.now().uptimeNanoseconds
            guard let report = session.rebuildIfChanged() else { continue }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
            DiagnosticPrinter(paths: DisplayPaths(content: content.content, templates: site.templates ?? "templates")).print(report.diagnostics)
            if timings {
                for step in report.stepSeconds {
                    Terminal.standardError(String(format: "  %-8@ %8.1f ms", step.name, step.seconds * 1000))
                }
            }
            if report.stoppedAfterPages {
                Terminal.standardError(String(format: "Rebuilt the edited pages in %.0f ms; another change came in, so the other pages follow with it", ms))
                continue
            }
            Terminal.standardError(String(format: "Rebuilt in %.0f ms: ", ms)
                                   + (report.succeeded ? "pages reloaded" : "\(counted(report.diagnostics.errorCount, "error")) shown in the browser"))
        }
    }

    /// Why 127.0.0.1:`port` cannot be listened on (another server has it, say); nil when it can.
    /// The socket is closed again at once; the server binds for real after the first build.
    static func portProblem(_ port: Int) -> String? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound != 0 else { return nil }
        return errno == EADDRINUSE ? "another program is using the port" : String(cString: strerror(errno))
    }
}
