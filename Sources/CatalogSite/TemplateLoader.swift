import Foundation
import CatalogModel

/// The user-editable templates folder: `*.mustache` files by relative name, and `assets/` copied as is.
struct TemplateSet: Sendable {
    var templates: [String: String]
    var assets: [(path: String, bytes: [UInt8])]
}

enum TemplateLoader {
    static func load(from directory: URL) -> (TemplateSet?, [Diagnostic]) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            let what = fm.fileExists(atPath: directory.path) ? "is a file, not a folder" : "does not exist"
            return (nil, [Diagnostic(
                id: "templates.missing", summary: "templates folder '\(directory.path)' \(what)",
                fix: "pass --templates DIR, or copy the project's templates/ folder next to content/", step: "render")])
        }
        var templates: [String: String] = [:]
        var assets: [(String, [UInt8])] = []
        var diagnostics: [Diagnostic] = []
        let root = directory.standardizedFileURL.path
        let walker = fm.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            var relative = url.standardizedFileURL.path
            if relative.hasPrefix(root) { relative.removeFirst(root.count) }
            while relative.hasPrefix("/") { relative.removeFirst() }
            guard let data = fm.contents(atPath: url.path) else { continue }
            if relative.hasPrefix("assets/") {
                assets.append((relative, [UInt8](data)))
            } else if url.pathExtension == "mustache" {
                guard let text = String(data: data, encoding: .utf8) else {
                    diagnostics.append(.error("encoding.invalid-utf8", "template '\(relative)' is not valid UTF-8",
                                              at: SourceLocation(file: "templates/" + relative, line: 1)))
                    continue
                }
                templates[relative] = text
            }
        }
        assets.sort { $0.0 < $1.0 }
        return (TemplateSet(templates: templates, assets: assets), diagnostics)
    }
}
