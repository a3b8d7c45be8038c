import Foundation
import CatalogRender

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

    init(folder: URL, previous: PreviousSite? = nil) {
        self.folder = folder
        self.previous = previous
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
        }
    }

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
