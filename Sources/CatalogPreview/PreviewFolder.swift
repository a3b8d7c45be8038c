import Foundation
import CatalogRender
import CatalogSite

/// The preview's output folder, brought up to date in place: only the files whose bytes
/// changed are written.
///
/// A one-off build writes a fresh folder and swaps it in (`SiteWriter`); the preview's folder is
/// private, and the browser is told to reload after the update, so it never sees a
/// half-updated site. Every file goes through an `OwnedFolder`, so a link planted in the folder
/// makes the write fail rather than lead out of it.
struct PreviewFolder {
    let outputDirectory: URL

    init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory.standardizedFileURL
    }

    /// A file as the preview folder holds it: a hash of its bytes, to tell a change, and how many
    /// there are, for the build's summary once the bytes themselves are let go.
    struct WrittenFile: Equatable, Sendable {
        var hash: Int
        var size: Int
    }

    /// Writes the files whose bytes changed since `previous`, and returns what the folder now
    /// holds with the paths it wrote. With `removingOthers` (a whole site), files no longer
    /// produced are removed; without it (some of the files), the others are left as they are.
    ///
    /// `unchanged` names files known to hold the bytes they held last time (pages a render
    /// cache reused); they are neither hashed nor written.
    func update(_ files: [OutputFile], previous: [String: WrittenFile], unchanged: Set<String> = [],
                removingOthers: Bool = true) throws -> (written: [String: WrittenFile], changed: [String]) {
        let folder: OwnedFolder
        do { folder = try OwnedFolder(opening: outputDirectory.path) } catch { throw Self.refused(error.description) }
        var current: [String: WrittenFile] = removingOthers ? [:] : previous
        var changed: [String] = []
        for file in files {
            if unchanged.contains(file.path), let kept = previous[file.path] {
                current[file.path] = kept
                continue
            }
            let hash = Self.contentHash(file.parts)
            current[file.path] = WrittenFile(hash: hash, size: file.byteCount)
            guard previous[file.path]?.hash != hash else { continue }
            if let problem = OutputPath.problem(with: file.path) {
                throw Self.refused("refusing to write '\(file.path)': \(problem)")
            }
            // Parts one after another: a file made in parts (catalog.json) is not joined first.
            do { try folder.write(file.parts, to: file.path) } catch { throw Self.refused(error.description) }
            changed.append(file.path)
        }
        if removingOthers {
            for gone in previous.keys where current[gone] == nil {
                folder.remove(gone)
                changed.append(gone)
            }
        }
        if Set(previous.keys) != Set(current.keys) || previous.isEmpty {
            let manifest = SiteWriter.manifest(listing: current.keys)
            do { try folder.write([manifest], to: SiteWriter.manifestName, mode: 0o644) } catch { throw Self.refused(error.description) }
        }
        return (current, changed.sorted())
    }

    private static func refused(_ reason: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
    }

    /// A hash of a file's bytes, to tell whether it changed since the last preview build. The
    /// bytes go to the hasher as one buffer: `[UInt8].hashValue` feeds it one element at a time,
    /// which took half a second per rebuild of a 1,000-page site.
    static func contentHash(_ parts: [[UInt8]]) -> Int {
        var hasher = Hasher()
        hasher.combine(parts.reduce(0) { $0 + $1.count })
        for part in parts { part.withUnsafeBytes { hasher.combine(bytes: $0) } }
        return hasher.finalize()
    }
}
