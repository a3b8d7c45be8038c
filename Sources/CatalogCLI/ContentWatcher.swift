import Foundation

/// Notices changes under a set of folders by comparing a fingerprint of every file's path, size
/// and modification time. Polling keeps it portable and needs no extra thread; a tree of a few
/// thousand files takes well under a millisecond to fingerprint.
struct ContentWatcher {
    struct Entry: Hashable {
        var size: Int
        var modified: Double
    }

    let folders: [URL]
    private(set) var snapshot: [String: Entry] = [:]

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

    static func fingerprint(_ folders: [URL]) -> [String: Entry] {
        var result: [String: Entry] = [:]
        let fm = FileManager.default
        for folder in folders {
            guard let walker = fm.enumerator(at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey],
                                             options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker {
                guard let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]),
                      values.isRegularFile == true else { continue }
                result[url.path] = Entry(size: values.fileSize ?? 0,
                                         modified: values.contentModificationDate?.timeIntervalSinceReferenceDate ?? 0)
            }
        }
        return result
    }
}
