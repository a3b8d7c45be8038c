import Foundation

/// The fresh folder a build writes into, beside the output, before `SiteWriter` swaps it in.
///
/// Files arrive from every core while pages are still rendering, so a page's bytes can be
/// dropped as soon as they are on disk: a 10,000-page site never sits in memory whole. Each
/// path is checked by `OutputPath` before anything touches the disk, and a file is only ever
/// created, never overwritten (`O_EXCL`), so two pages aiming at one file cannot clobber each
/// other. Nothing here is visible at the output path until `commit`; `discard` removes it all.
final class StagingArea: @unchecked Sendable {
    let folder: URL
    private let lock = NSLock()
    private var createdFolders: Set<String> = []
    private var written: [String: Int] = [:]  // path → byte count
    private var failures: [(path: String, reason: String)] = []

    init(folder: URL) {
        self.folder = folder
    }

    /// Writes one file. Never throws: a refused or failed file is remembered, reported by
    /// `problems`, and keeps the folder from being committed.
    func write(path: String, bytes: [UInt8]) {
        write(path: path, parts: [bytes])
    }

    /// Writes a file given in parts, one after another.
    func write(path: String, parts: [[UInt8]]) {
        if let problem = OutputPath.problem(with: path) {
            fail(path, "refused: \(problem)")
            return
        }
        let full = folder.path + "/" + path
        if let slash = path.lastIndex(of: "/") {
            let parent = folder.path + "/" + path[..<slash]
            // Under the lock, so no other thread writes into a folder that is still being made.
            let folderError: String? = lock.withLock {
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
        if let reason = Self.createFile(full, parts) {
            fail(path, reason)
            return
        }
        let size = parts.reduce(0) { $0 + $1.count }
        lock.withLock { written[path] = size }
    }

    /// Files written so far: path → size in bytes.
    var files: [String: Int] { lock.withLock { written } }

    /// Files that were refused or could not be written, sorted by path.
    var problems: [(path: String, reason: String)] {
        lock.withLock { failures.sorted { $0.path < $1.path } }
    }

    private func fail(_ path: String, _ reason: String) {
        lock.withLock { failures.append((path, reason)) }
    }

    /// Creates `path`, which must not exist yet, with `bytes` straight from the array's storage;
    /// nil on success, else why not.
    private static func createFile(_ path: String, _ parts: [[UInt8]]) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            return errno == EEXIST ? "another page already wrote this file" : String(cString: strerror(errno))
        }
        defer { close(fd) }
        for part in parts {
            let problem = part.withUnsafeBytes { buffer -> String? in
                var offset = 0
                while offset < buffer.count {
                    let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        return String(cString: strerror(errno))
                    }
                    offset += n
                }
                return nil
            }
            if let problem { return problem }
        }
        return nil
    }
}
