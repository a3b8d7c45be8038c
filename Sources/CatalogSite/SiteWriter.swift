import Foundation
import CatalogModel
import CatalogRender

/// Writes a site into a fresh folder beside the output and swaps it in only when all of it is on disk.
///
/// The previous site stays in place until the swap, so a failed or killed build never leaves a
/// half-written site. The tool only replaces folders it made itself: it leaves a manifest
/// (`.sheetcat-manifest`) listing every file it wrote, and refuses an output folder that holds
/// anything else.
package struct SiteWriter {
    package static let manifestName = ".sheetcat-manifest"
    static let manifestHeader = "sheetcat site manifest v1"

    let outputDirectory: URL
    private let fm = FileManager.default

    init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory.standardizedFileURL
    }

    /// Refuses output folders that would destroy the user's files; checked before any work is done.
    func preflight(protecting protected: [(name: String, url: URL)]) -> [Diagnostic] {
        let output = resolved(outputDirectory)
        var diagnostics: [Diagnostic] = []
        for (name, url) in protected {
            let other = resolved(url)
            if output == other || isAncestor(output, of: other) {
                diagnostics.append(Diagnostic(
                    id: "output.contains-input",
                    summary: "output folder '\(outputDirectory.path)' is or contains the \(name) folder '\(url.path)'",
                    explanation: "building would replace the \(name) folder with the generated site",
                    fix: "pass a separate folder with --output, such as _site", step: "write"))
            } else if isAncestor(other, of: output) {
                diagnostics.append(Diagnostic(
                    id: "output.inside-input",
                    summary: "output folder '\(outputDirectory.path)' lies inside the \(name) folder '\(url.path)'",
                    explanation: "the generated site would be read back as \(name) on the next build",
                    fix: "pass a folder outside '\(url.path)' with --output", step: "write"))
            }
        }
        if !diagnostics.isEmpty { return diagnostics }
        if let refusal = ownershipProblem() { return [refusal] }

        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: outputDirectory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                return [Diagnostic(id: "output.not-a-folder", summary: "output path '\(outputDirectory.path)' is a file, not a folder",
                                   fix: "remove it or pass another --output", step: "write")]
            }
            let shown = 5
            let (foreign, complete) = foreignFiles(in: outputDirectory, limit: shown + 1)
            if !foreign.isEmpty {
                let listed = foreign.prefix(shown).joined(separator: ", ") + (foreign.count > shown ? ", …" : "")
                let count = complete ? "\(foreign.count) file(s)" : "more than \(shown) files"
                return [Diagnostic(
                    id: "output.foreign-files",
                    summary: "output folder '\(outputDirectory.path)' holds \(count) sheetcat did not make: \(listed)",
                    explanation: "sheetcat replaces its output folder whole and never deletes what it did not create",
                    fix: "move those files away, or pass an empty or new folder with --output", step: "write")]
            }
        }
        return []
    }

    /// An output path that is a symbolic link, or a folder of another user's, is refused.
    ///
    /// A link is refused rather than followed: the build replaces the folder whole, by renaming,
    /// which would replace the link with a real folder and leave its target stale; and following
    /// it would let a link planted where the output goes send the site, and the removal of the
    /// site before it, anywhere the user can write. Passing the target itself says where, plainly.
    /// Another user's folder holds files this user did not write, whatever its manifest says.
    func ownershipProblem() -> Diagnostic? {
        var info = stat()
        guard lstat(outputDirectory.path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFLNK {
            let target = (try? fm.destinationOfSymbolicLink(atPath: outputDirectory.path)) ?? "?"
            return Diagnostic(
                id: "output.symlink", summary: "output path '\(outputDirectory.path)' is a symbolic link to '\(target)'",
                explanation: "sheetcat replaces its output folder whole; it does not follow a link there, which would replace the link and leave its target stale",
                fix: "pass the folder the link points to with --output, or remove the link", step: "write")
        }
        if info.st_uid != geteuid() {
            return Diagnostic(
                id: "output.not-owned", summary: "output folder '\(outputDirectory.path)' belongs to another user (uid \(info.st_uid))",
                explanation: "sheetcat writes only into folders of the user who runs it: another user's folder may hold links that lead out of it",
                fix: "remove it, or pass a folder of your own with --output (--preview-output for serve)", step: "write")
        }
        return nil
    }

    /// Writes every file, then swaps the new folder in. Throws only on file-system failure; the old site is kept then.
    func write(_ files: [(path: String, bytes: [UInt8])]) throws {
        let staging = try beginStaging()
        _ = files.parallelMap { staging.write(path: $0.path, bytes: $0.bytes) }
        try commit(staging)
    }

    /// A fresh, empty staging folder beside the output (`.sheetcat-staging-<name>-<pid>-<random>`,
    /// made by `mkdtemp`, so no one can have put it there first), after removing those that
    /// builds killed midway left behind. It holds a marker (`StagingArea.markerName`) until the
    /// swap, by which a later build knows it as a staging folder of this tool's.
    /// - Parameter budget: the bytes the staging area takes before it refuses more (`exceededBudget`).
    func beginStaging(budget: Int = .max) throws -> StagingArea {
        let parent = outputDirectory.deletingLastPathComponent()
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        removeLeftovers(in: parent)
        let prefix = parent.appendingPathComponent(".sheetcat-staging-\(outputDirectory.lastPathComponent)-\(getpid())-").path
        // Before the folder exists: a signal that comes as it is made still finds it.
        StagingArea.willMakeFolders(named: prefix)
        var template = Array((prefix + "XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!).map { String(cString: $0) } }) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "could not create a staging folder in '\(parent.path)': \(String(cString: strerror(errno)))"])
        }
        // mkdtemp makes it 0700; a site is read by others (a web server's user), as a plain folder would be.
        chmod(made, 0o755 & ~PreviousSite.currentUmask())
        let staging = URL(fileURLWithPath: made)
        do {
            try StagingArea.writeMarker(in: staging)
        } catch {
            try? fm.removeItem(at: staging)
            throw error
        }
        return StagingArea(folder: staging, previous: PreviousSite(root: outputDirectory, staging: staging), budget: budget)
    }

    /// Writes the manifest and swaps the staging folder in; on any failure (including a file the
    /// staging area could not write) removes it and throws, leaving the previous site in place.
    func commit(_ staging: StagingArea) throws {
        do {
            if staging.exceededBudget {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "the site passed the most the build may write"])
            }
            if let first = staging.problems.first {
                throw CocoaError(.fileWriteUnknown, userInfo: [
                    NSFilePathErrorKey: staging.folder.appendingPathComponent(first.path).path,
                    NSLocalizedDescriptionKey: "could not write '\(first.path)': \(first.reason)",
                ])
            }
            try Self.writeManifest(listing: staging.files.keys, in: staging.folder, mode: .create)
            // The marker names a staging folder; swapped in, the folder is the site.
            unlink(staging.folder.appendingPathComponent(StagingArea.markerName).path)
            try swapIn(staging.folder)
            staging.finished()
        } catch {
            discard(staging)
            throw error
        }
    }

    /// Removes a staging folder that will not be swapped in.
    func discard(_ staging: StagingArea) {
        staging.abandon()
    }

    /// The manifest's bytes: the header line, then every path the tool wrote, sorted.
    package static func manifest(listing paths: some Collection<String>) -> [UInt8] {
        Array((([manifestHeader] + paths.sorted()).joined(separator: "\n") + "\n").utf8)
    }

    /// The manifest of `folder`: the header line, then every path the tool wrote there, sorted.
    private static func writeManifest(listing paths: some Collection<String>, in folder: URL, mode: PlainFile.Mode) throws {
        let path = folder.appendingPathComponent(manifestName).path
        try PlainFile.writeOrThrow([manifest(listing: paths)], to: path, mode: mode)
        // Not writable by the group or others whatever the umask: a manifest is trusted only then.
        chmod(path, 0o644)
    }

    /// Replaces the output folder with `staging`: one atomic exchange where the kernel offers it.
    private func swapIn(_ staging: URL) throws {
        let output = outputDirectory
        if !fm.fileExists(atPath: output.path) {
            try fm.moveItem(at: staging, to: output)
            return
        }
        if AtomicExchange.exchange(staging.path, output.path) {
            // `staging` now holds the previous site.
            try? fm.removeItem(at: staging)
            return
        }
        // No renameat2: two renames; a crash between them leaves the old site at `.sheetcat-previous-…`.
        let previous = output.deletingLastPathComponent()
            .appendingPathComponent(".sheetcat-previous-\(output.lastPathComponent)-\(getpid())")
        try fm.moveItem(at: output, to: previous)
        do {
            try fm.moveItem(at: staging, to: output)
        } catch {
            try? fm.moveItem(at: previous, to: output)
            throw error
        }
        try? fm.removeItem(at: previous)
    }

    /// Staging folders of earlier builds that were killed midway. Only a folder that is this
    /// user's, not a link, and holds the marker this tool writes (of this user's, naming a
    /// process that is gone) is removed: a folder of the user's that merely has a matching name
    /// is left alone.
    private func removeLeftovers(in parent: URL) {
        let name = outputDirectory.lastPathComponent
        guard let entries = try? fm.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries where entry.hasPrefix(".sheetcat-staging-\(name)-") {
            let folder = parent.appendingPathComponent(entry).path
            guard let pid = StagingArea.markerPID(in: folder) else {
                // A build killed between making its folder and marking it left it empty, or
                // holding a draft of its marker: removed only when that is all it holds.
                let maker = entry.split(separator: "-").dropLast().last.flatMap { pid_t($0) } ?? 0
                if maker <= 0 || maker == getpid() || kill(maker, 0) != 0 { StagingArea.removeUnmarked(folder) }
                continue
            }
            if pid != getpid() && kill(pid, 0) == 0 { continue }  // a concurrent build still owns it
            try? fm.removeItem(atPath: folder)
        }
    }

    /// Files below `directory` that its manifest does not list, in path order: at most
    /// `limit` of them, and whether that is all. Walked with `readdir` and `lstat`, and stopped
    /// at the limit: a folder of the user's (a home folder) is refused at its first few files
    /// instead of after every one of them is counted, and a folder sheetcat made, walked in
    /// full before every build, takes a fraction of the time FileManager's enumerator took
    /// (70 ms at 10,000 pages, with the other core idle). A symbolic link is a file here, as
    /// replacing the folder would remove it; a folder that cannot be opened counts as foreign,
    /// since what it holds is unknown.
    func foreignFiles(in directory: URL, limit: Int = 6) -> (files: [String], complete: Bool) {
        let listed: Set<String>
        if let text = Self.trustedManifest(in: directory.path), text.hasPrefix(Self.manifestHeader) {
            listed = Set(text.split(separator: "\n").dropFirst().map(String.init))
        } else {
            listed = []
        }
        var foreign: [String] = []
        let root = directory.standardizedFileURL.path
        /// False once `limit` foreign files are found.
        func walk(_ relative: String) -> Bool {
            guard let dir = opendir(relative.isEmpty ? root : root + "/" + relative) else {
                foreign.append(relative + "/")
                return foreign.count < limit
            }
            defer { closedir(dir) }
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            for name in names.sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                if fstatat(dirfd(dir), name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFDIR {
                    guard walk(path) else { return false }
                } else if path != Self.manifestName && !listed.contains(path) {
                    foreign.append(path)
                    guard foreign.count < limit else { return false }
                }
            }
            return true
        }
        let complete = walk("")
        return (foreign, complete)
    }

    /// The manifest's text, when this user wrote it: a plain file (not a link) that is theirs and
    /// that no one else may change. Anyone else's manifest could list their own links and files
    /// as sheetcat's, and have a build write through or delete them.
    static func trustedManifest(in folder: String) -> String? {
        let fd = open(folder + "/" + manifestName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
              info.st_mode & 0o022 == 0, info.st_size < 1 << 30 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            done += n
        }
        return String(decoding: bytes[..<done], as: UTF8.self)
    }

    private func resolved(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    private func isAncestor(_ a: String, of b: String) -> Bool {
        let prefix = a.hasSuffix("/") ? a : a + "/"
        return b.hasPrefix(prefix)
    }
}

/// `renameat2(…, RENAME_EXCHANGE)`: swaps two folders in one step. Swift's Glibc module hides it
/// (it needs `_GNU_SOURCE`), so it is looked up at run time; nil on kernels or libcs without it.
enum AtomicExchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let function: RenameAt2? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
        return nil
        #endif
    }()

    static func exchange(_ a: String, _ b: String) -> Bool {
        guard let function else { return false }
        let renameExchange: UInt32 = 1 << 1
        return function(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    }
}
