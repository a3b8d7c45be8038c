import CatalogSite
import Foundation

/// Notices changes under a set of folders by comparing a fingerprint of every file's path, size,
/// modification time and inode. Comparing fingerprints keeps it portable and exact; a
/// `ChangeSignal` (inotify on Linux) wakes it as soon as a file is written, so an edit does not
/// wait for the next poll.
struct ContentWatcher {
    let folders: [URL]
    private(set) var snapshot: [String: FileStamps.Stamp] = [:]
    private let signal = ChangeSignal()

    init(folders: [URL]) {
        self.folders = folders
        snapshot = Self.fingerprint(folders)
        watchFolders()
    }

    /// Sleeps until something under the folders may have changed, at most `milliseconds`.
    /// Where the signal reports changes, the poll is only a safety net: each poll walks every
    /// file, and on a large catalog that work, every 50 ms, took a core's time from the rebuild.
    func wait(milliseconds: Int) {
        signal.wait(milliseconds: signal.reportsChanges ? max(milliseconds, Self.safetyPoll) : milliseconds)
    }

    /// Says whether something under the folders may have changed since the last `wait`, from
    /// any thread, and cheaply enough to ask between two pages of a rebuild. Always no where the
    /// system does not report changes as they happen.
    var changeCheck: @Sendable () -> Bool {
        let signal = self.signal
        return { signal.hasPendingChange }
    }

    /// How often to look anyway when inotify reports changes (a missed event costs at most this).
    static let safetyPoll = 1000

    /// The folders and every folder that holds a file, for the change signal.
    private func watchFolders() {
        var folders = Set(self.folders.map(\.standardizedFileURL.path))
        for path in snapshot.keys {
            if let slash = path.lastIndex(of: "/") { folders.insert(String(path[..<slash])) }
        }
        signal.watch(folders.sorted())
    }

    /// The paths that were added, removed or changed since the last call; empty when nothing changed.
    mutating func changes() -> [String] {
        // First, so that what `changeCheck` reports afterwards is only what comes in after
        // this look at every file.
        signal.discardPending()
        let now = Self.fingerprint(folders)
        guard now != snapshot else { return [] }
        var changed = now.compactMap { path, stamp in snapshot[path] == stamp ? nil : path }
        let removed = snapshot.keys.filter { now[$0] == nil }
        changed += removed
        // Folders to watch change only when files come or go; an edit, the usual change,
        // leaves them as they were, and listing them means a look at every path.
        let filesCameOrWent = !removed.isEmpty || now.count != snapshot.count
        snapshot = now
        if filesCameOrWent { watchFolders() }
        return changed.sorted()
    }

    static func fingerprint(_ folders: [URL]) -> [String: FileStamps.Stamp] {
        var result: [String: FileStamps.Stamp] = [:]
        for folder in folders {
            // Once per folder: made for every file, the URL's path was a tenth of the scan.
            let prefix = folder.standardizedFileURL.path + "/"
            let found = FileStamps.scan(folder)
            result.reserveCapacity(result.count + found.count)
            for (path, stamp) in found {
                result[prefix + path] = stamp
            }
        }
        return result
    }
}
