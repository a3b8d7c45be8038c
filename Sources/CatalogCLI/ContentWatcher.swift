import CatalogSite
import Foundation

/// Notices changes under a set of folders by comparing a fingerprint of every file's path, size,
/// modification time and inode. Polling keeps it portable and needs no extra thread; a tree of a few
/// thousand files takes well under a millisecond to fingerprint.
struct ContentWatcher {
    let folders: [URL]
    private(set) var snapshot: [String: FileStamps.Stamp] = [:]

    init(folders: [URL]) {
        self.folders = folders
        snapshot = Self.fingerprint(folders)
    }

    /// The paths that were added, removed or changed since the last call; empty when nothing changed.
    mutating func changes() -> [String] {
        let now = Self.fingerprint(folders)
        guard now != snapshot else { return [] }
        let keys = Set(now.keys).union(snapshot.keys)
        let changed = keys.filter { now[$0] != snapshot[$0] }.sorted()
        snapshot = now
        return changed
    }

    static func fingerprint(_ folders: [URL]) -> [String: FileStamps.Stamp] {
        var result: [String: FileStamps.Stamp] = [:]
        for folder in folders {
            for (path, stamp) in FileStamps.scan(folder) {
                result[folder.standardizedFileURL.path + "/" + path] = stamp
            }
        }
        return result
    }
}
