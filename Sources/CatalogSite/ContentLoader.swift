import Foundation
import CatalogModel
import CatalogIngest

/// Reads the content folder: every `*.md` file below it, sorted by path, as raw bytes.
///
/// Bytes, not strings: invalid UTF-8 must reach the ingester so it can report the line.
enum ContentLoader {
    typealias Stamp = FileStamps.Stamp

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

    /// Markdown files below `directory` with their stamps, sorted by path.
    static func markdownFiles(in directory: URL) -> [(path: String, stamp: Stamp)] {
        FileStamps.scan(directory) { name in
            let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
            return name.contains(".") && (ext == "md" || ext == "markdown")
        }
    }
}
