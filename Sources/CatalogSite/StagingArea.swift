import Foundation
import CatalogRender
import Synchronization

/// The fresh folder a build writes into, beside the output, before `SiteWriter` swaps it in.
///
/// Files arrive from every core while pages are still rendering, so a page's bytes can be
/// dropped as soon as they are on disk: a 10,000-page site never sits in memory whole. Each
/// path is checked by `OutputPath` before anything touches the disk, and a file is only ever
/// created, never overwritten (`O_EXCL`), so two pages aiming at one file cannot clobber each
/// other. Nothing here is visible at the output path until `commit`; `discard` removes it all.
///
/// When a site is already at the output path, a file that comes out byte for byte as it is there
/// is linked from it instead of written again (`PreviousSite`).
final class StagingArea: SiteOutput, @unchecked Sendable {
    let folder: URL
    private let previous: PreviousSite?
    private let lock = NSLock()
    private var createdFolders: Set<String> = []
    private var written: [String: Int] = [:]  // path → byte count
    private var keptCount = 0
    private var failures: [(path: String, reason: String)] = []

    /// Set once the folder is being removed: no write starts after it.
    private var abandoned = false

    /// The bytes this folder takes before it refuses more: past them, the files of a site that
    /// grew far beyond its content are not written.
    let budget: Int
    private var total = 0
    private var overBudget = false

    init(folder: URL, previous: PreviousSite? = nil, budget: Int = .max) {
        self.folder = folder
        self.previous = previous
        self.budget = budget
        Self.live.withLock { $0[ObjectIdentifier(self)] = self }
    }

    // MARK: Marker

    /// The file that tells a staging folder of this tool's from a folder of the user's that has
    /// a similar name. Removed just before the swap.
    static let markerName = ".sheetcat-staging"
    static let markerHeader = "sheetcat staging folder v1"

    /// The marker is written whole under this name first, then renamed: a build killed at any
    /// moment leaves a folder with a whole marker or none, never an empty one.
    static let markerDraftName = ".sheetcat-staging.draft"

    static func markerText(pid: pid_t) -> [UInt8] {
        Array("\(markerHeader)\npid \(pid)\n".utf8)
    }

    /// Marks `folder` as a staging folder of this process's.
    static func writeMarker(in folder: URL) throws {
        let draft = folder.appendingPathComponent(markerDraftName).path
        try PlainFile.writeOrThrow([markerText(pid: getpid())], to: draft, mode: .create)
        guard rename(draft, folder.appendingPathComponent(markerName).path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "could not mark the staging folder '\(folder.path)': \(String(cString: strerror(errno)))",
            ])
        }
    }

    /// Removes `folder`, a staging folder whose marker does not name a process, when it holds
    /// nothing but what marking it leaves: a draft of the marker, or a marker cut short, as a
    /// build killed while it marked the folder leaves them. Each is a plain file of this user's
    /// holding the start of a marker and nothing else; anything more, and the folder stays, so
    /// that a folder of the user's that merely has a similar name loses nothing.
    static func removeUnmarked(_ folder: String) {
        for name in [markerDraftName, markerName] where isPartialMarker(folder + "/" + name) {
            unlink(folder + "/" + name)
        }
        rmdir(folder)  // only an empty folder, never a link
    }

    /// Whether `path` is a plain file of this user's whose bytes begin a marker (none at all, too).
    private static func isPartialMarker(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(), info.st_size <= 128 else { return false }
        var bytes = [UInt8](repeating: 0, count: 128)
        let n = read(fd, &bytes, bytes.count)
        guard n >= 0 else { return false }
        let header = Array((markerHeader + "\npid ").utf8)
        let start = bytes[..<min(n, header.count)]
        return header.starts(with: start) && bytes[start.count..<n].allSatisfy { $0 == UInt8(ascii: "\n") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// The process id in the marker of `folder`, when it is a staging folder this user's build
    /// made: a real folder (not a link) of this user's, holding a marker file of this user's.
    static func markerPID(in folder: String) -> pid_t? {
        var info = stat()
        guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else { return nil }
        let fd = open(folder + "/" + markerName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { return nil }
        var bytes = [UInt8](repeating: 0, count: 128)
        let n = read(fd, &bytes, bytes.count)
        guard n > 0 else { return nil }
        let lines = String(decoding: bytes[..<n], as: UTF8.self).split(separator: "\n")
        guard lines.first == Substring(markerHeader), lines.count > 1, lines[1].hasPrefix("pid ") else { return nil }
        return pid_t(lines[1].dropFirst(4))
    }

    // MARK: Interruption

    /// The staging folders of this process not yet swapped in or removed.
    private static let live = Mutex<[ObjectIdentifier: StagingArea]>([:])

    /// Removes every staging folder of this process: for a build stopped by a signal, just before
    /// it exits. Writes still under way fail or are dropped.
    static func abandonAll() {
        // The other threads keep going meanwhile: a folder being made as this runs may be empty
        // on one look and marked on the next, so it looks again until none is left.
        for _ in 0..<20 {
            let areas = live.withLock { Array($0.values) }
            for area in areas { area.abandon() }
            var found = !areas.isEmpty
            // A folder made but not yet handed to a StagingArea: found by its name, which holds this
            // process's id, and removed only when it holds this process's marker or nothing at all.
            for prefix in prefixes.withLock({ $0 }) {
                let parent = (prefix as NSString).deletingLastPathComponent, start = (prefix as NSString).lastPathComponent
                for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where entry.hasPrefix(start) {
                    let folder = parent + "/" + entry
                    found = true
                    if markerPID(in: folder) == getpid() { try? FileManager.default.removeItem(atPath: folder) } else { removeUnmarked(folder) }
                }
            }
            guard found else { return }
            usleep(2_000)
        }
    }

    /// Where this process's staging folders are made: the path up to their random suffix.
    private static let prefixes = Mutex<Set<String>>([])

    static func willMakeFolders(named prefix: String) {
        prefixes.withLock { _ = $0.insert(prefix) }
    }

    /// Stops further writes and removes the folder.
    func abandon() {
        lock.withLock { abandoned = true }
        Self.live.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
        try? FileManager.default.removeItem(at: folder)
        // A write that was creating a sub-folder as the folder went may have made it again.
        if FileManager.default.fileExists(atPath: folder.path) { try? FileManager.default.removeItem(at: folder) }
    }

    /// Swapped in: no longer this process's to remove.
    func finished() {
        Self.live.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
    }

    /// Writes one file. Never throws: a refused or failed file is remembered, reported by
    /// `problems`, and keeps the folder from being committed.
    func write(path: String, bytes: [UInt8]) {
        write(path: path, parts: [bytes])
    }

    func write(_ file: OutputFile) {
        write(path: file.path, parts: file.parts)
    }

    /// Writes a file given in parts, one after another.
    func write(path: String, parts: [[UInt8]]) {
        stream(path) { append in
            for part in parts { part.withUnsafeBufferPointer(append) }
        }
    }

    /// Writes a file whose bytes `produce` passes to its argument, chunk after chunk.
    func stream(_ path: String, _ produce: (_ append: (UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        if let problem = OutputPath.problem(with: path) {
            fail(path, "refused: \(problem)")
            return
        }
        guard !lock.withLock({ abandoned || overBudget }) else { return }
        let full = folder.path + "/" + path
        if let slash = path.lastIndex(of: "/") {
            let parent = folder.path + "/" + path[..<slash]
            // Under the lock, so no other thread writes into a folder that is still being made.
            let folderError: String? = lock.withLock {
                guard !abandoned else { return "the build was stopped" }
                guard !createdFolders.contains(parent) else { return nil }
                do {
                    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
                } catch {
                    return "could not create its folder: \(error.localizedDescription)"
                }
                createdFolders.insert(parent)
                return nil
            }
            if let folderError {
                fail(path, folderError)
                return
            }
        }
        let size: Int, kept: Bool, problem: String?
        if let previous {
            (size, kept, problem) = previous.place(path, at: full, produce)
        } else {
            (size, problem) = PlainFile.stream(to: full, mode: .create, produce)
            kept = false
        }
        if let problem {
            fail(path, problem)
            return
        }
        lock.withLock {
            written[path] = size
            if kept { keptCount += 1 }
            total += size
            if total > budget { overBudget = true }
        }
    }

    /// Whether the files passed `budget`; the files after that were not written.
    var exceededBudget: Bool { lock.withLock { overBudget } }

    /// The bytes of the files written so far.
    var bytesWritten: Int { lock.withLock { total } }

    /// Files written so far: path → size in bytes.
    var files: [String: Int] { lock.withLock { written } }

    /// How many of `files` are the previous site's, kept because their bytes did not change.
    var keptFiles: Int { lock.withLock { keptCount } }

    /// Files that were refused or could not be written, sorted by path.
    var problems: [(path: String, reason: String)] {
        lock.withLock { failures.sorted { $0.path < $1.path } }
    }

    private func fail(_ path: String, _ reason: String) {
        lock.withLock { failures.append((path, reason)) }
    }
}

extension SitePipeline {
    /// Removes the staging folders of builds under way in this process, for a build stopped by
    /// a signal: called just before the process exits.
    public static func removeStagingFolders() {
        StagingArea.abandonAll()
    }
}
