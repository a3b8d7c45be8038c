import Foundation
import CatalogModel
import CatalogIngest

/// Reads the content folder: every `*.md` file below it, sorted by path, as raw bytes.
///
/// Bytes, not strings: invalid UTF-8 must reach the ingester so it can report the line.
enum ContentLoader {
    /// What one load saw of a file, so the next can tell whether it changed without reading it.
    struct Stamp: Equatable, Sendable {
        var size: Int64, seconds: Int, nanoseconds: Int, inode: UInt64
    }

    /// A file as last read: its stamp and bytes.
    typealias Known = [String: (stamp: Stamp, data: [UInt8])]

    static func load(from directory: URL) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        var known: Known = [:]
        return load(from: directory, known: &known)
    }

    /// Like `load(from:)`, but a file whose size, modification time and inode match `known` is
    /// not read again (the preview server loads the folder after every edit); `known` is
    /// updated to what this load saw.
    static func load(from directory: URL, known: inout Known) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ([], [Diagnostic(
                id: "content.missing", summary: "content folder '\(directory.path)' does not exist",
                fix: "create it with at least one guideline page (*.md), or pass --content DIR", step: "ingest")])
        }
        var files: [ContentFile] = []
        var diagnostics: [Diagnostic] = []
        var seen: Known = [:]
        for (relative, stamp) in markdownFiles(in: directory) {
            if let old = known[relative], old.stamp == stamp {
                files.append(ContentFile(path: relative, data: old.data))
                seen[relative] = old
                continue
            }
            let url = directory.appendingPathComponent(relative)
            do {
                let data = [UInt8](try Data(contentsOf: url))
                files.append(ContentFile(path: relative, data: data))
                seen[relative] = (stamp, data)
            } catch {
                diagnostics.append(Diagnostic(
                    id: "content.unreadable", summary: "cannot read '\(relative)': \(error.localizedDescription)",
                    location: SourceLocation(file: relative, line: 1), step: "ingest"))
            }
        }
        known = seen
        if files.isEmpty && diagnostics.isEmpty {
            diagnostics.append(Diagnostic(
                id: "content.empty", summary: "content folder '\(directory.path)' has no guideline pages (*.md)",
                fix: "add a page such as sheets.md; see docs/page-format.md", step: "ingest"))
        }
        return (files, diagnostics)
    }

    /// Relative `/`-separated paths of markdown files, sorted; hidden files and folders are skipped.
    static func markdownPaths(in directory: URL) -> [String] {
        markdownFiles(in: directory).map(\.path)
    }

    /// Markdown files below `directory` with their stamps, sorted by path. Hidden names are
    /// skipped, and symbolic links are not followed (nor listed), so a link cannot pull in files
    /// from elsewhere or loop. Plain `readdir` and `lstat`: this runs after every edit in a preview.
    static func markdownFiles(in directory: URL) -> [(path: String, stamp: Stamp)] {
        let root = directory.standardizedFileURL.path
        var found: [(path: String, stamp: Stamp)] = []
        func walk(_ relative: String) {
            guard let dir = opendir(relative.isEmpty ? root : root + "/" + relative) else { return }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    walk(path)
                case S_IFREG:
                    let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
                    guard name.contains("."), ext == "md" || ext == "markdown" else { continue }
                    found.append((path, Stamp(size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec),
                                              nanoseconds: Int(info.st_mtim.tv_nsec), inode: UInt64(info.st_ino))))
                default:
                    continue
                }
            }
        }
        walk("")
        return found.sorted { $0.path < $1.path }
    }
}
