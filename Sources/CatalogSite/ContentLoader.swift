import Foundation
import CatalogModel
import CatalogIngest

/// Reads the content folder: every `*.md` file below it, sorted by path, as raw bytes.
///
/// Bytes, not strings: invalid UTF-8 must reach the ingester so it can report the line.
enum ContentLoader {
    static func load(from directory: URL) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ([], [Diagnostic(
                id: "content.missing", summary: "content folder '\(directory.path)' does not exist",
                fix: "create it with at least one guideline page (*.md), or pass --content DIR", step: "ingest")])
        }
        var files: [ContentFile] = []
        var diagnostics: [Diagnostic] = []
        for relative in markdownPaths(in: directory) {
            let url = directory.appendingPathComponent(relative)
            do {
                let data = try Data(contentsOf: url)
                files.append(ContentFile(path: relative, data: [UInt8](data)))
            } catch {
                diagnostics.append(Diagnostic(
                    id: "content.unreadable", summary: "cannot read '\(relative)': \(error.localizedDescription)",
                    location: SourceLocation(file: relative, line: 1), step: "ingest"))
            }
        }
        if files.isEmpty && diagnostics.isEmpty {
            diagnostics.append(Diagnostic(
                id: "content.empty", summary: "content folder '\(directory.path)' has no guideline pages (*.md)",
                fix: "add a page such as sheets.md; see docs/page-format.md", step: "ingest"))
        }
        return (files, diagnostics)
    }

    /// Relative `/`-separated paths of markdown files, sorted; hidden files and folders are skipped.
    static func markdownPaths(in directory: URL) -> [String] {
        let fm = FileManager.default
        guard let walker = fm.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey],
                                         options: [.skipsHiddenFiles]) else { return [] }
        let root = directory.standardizedFileURL.path
        var paths: [String] = []
        for case let url as URL in walker {
            let ext = url.pathExtension.lowercased()
            guard ext == "md" || ext == "markdown" else { continue }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            var path = url.standardizedFileURL.path
            if path.hasPrefix(root) { path.removeFirst(root.count) }
            while path.hasPrefix("/") { path.removeFirst() }
            paths.append(path)
        }
        return paths.sorted()
    }
}
