import Foundation
import CatalogModel

/// The templates a build renders with: `*.mustache` files by relative name, and `assets/` copied
/// as is. The defaults are compiled into the program (`DefaultTemplates`); a templates folder
/// replaces them file by file.
struct TemplateSet: Sendable {
    var templates: [String: String]
    var assets: [(path: String, bytes: [UInt8])]

    /// The templates and assets compiled into the program.
    static var defaults: TemplateSet {
        var templates: [String: String] = [:]
        var assets: [(path: String, bytes: [UInt8])] = []
        for (path, text) in DefaultTemplates.files.sorted(by: { $0.key < $1.key }) {
            if path.hasPrefix("assets/") {
                assets.append((path, Array(text.utf8)))
            } else if path.hasSuffix(".mustache") || path.hasPrefix("strings/") {
                templates[path] = text
            }
        }
        return TemplateSet(templates: templates, assets: assets)
    }

    /// These templates with `other`'s files in place of those of the same path, and its other
    /// files added.
    func overlaid(with other: TemplateSet) -> TemplateSet {
        var assets = Dictionary(self.assets.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
        for asset in other.assets { assets[asset.path] = asset.bytes }
        return TemplateSet(templates: templates.merging(other.templates) { _, theirs in theirs },
                           assets: assets.sorted { $0.key < $1.key }.map { (path: $0.key, bytes: $0.value) })
    }
}

enum TemplateLoader {
    /// Walks the folder the way the content loader does (`FileStamps.scan`): hidden names are
    /// skipped and symbolic links are not followed. A link or an unreadable file is reported
    /// rather than passed over, since a required template that is only a link would otherwise
    /// be called missing, and an asset that cannot be read would be left out of the site.
    /// The built-in templates, with the files of `directory` in place of those of the same path;
    /// the built-in ones alone when there is no folder.
    static func load(from directory: URL?) -> (TemplateSet?, [Diagnostic]) {
        guard let directory else { return (.defaults, []) }
        let (found, diagnostics) = loadFolder(directory)
        return (found.map { TemplateSet.defaults.overlaid(with: $0) }, diagnostics)
    }

    static func loadFolder(_ directory: URL) -> (TemplateSet?, [Diagnostic]) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            let what = fm.fileExists(atPath: directory.path) ? "is a file, not a folder" : "does not exist"
            return (nil, [Diagnostic(
                id: "templates.missing", summary: "templates folder '\(directory.path)' \(what)",
                fix: "pass the folder that holds your templates, or leave --templates out to use the built-in ones", step: "render")])
        }
        var templates: [String: String] = [:]
        var assets: [(String, [UInt8])] = []
        var passedOver: [(path: String, why: FileStamps.Skipped)] = []
        let used = { (path: String) in path.hasPrefix("assets/") || path.hasSuffix(".mustache") || path.hasPrefix("strings/") }
        let entries = FileStamps.scan(directory, skipped: { passedOver.append(($0, $1)) })
        var diagnostics = passedOver.sorted { $0.path < $1.path }.map { skipped($0.path, $0.why) }
        let root = directory.path
        for entry in entries where used(entry.path) {
            let data: [UInt8]
            switch ContentLoader.readBytes(root + "/" + entry.path) {
            case .success(let bytes): data = bytes
            case .failure(let error):
                diagnostics.append(Diagnostic(
                    id: "templates.unreadable", summary: "cannot read template file '\(entry.path)': \(error.reason)",
                    fix: "fix the file's permissions, or remove it", location: location(entry.path), step: "render"))
                continue
            }
            if entry.path.hasPrefix("assets/") {
                assets.append((entry.path, data))
                continue
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                diagnostics.append(.error("encoding.invalid-utf8", "template '\(entry.path)' is not valid UTF-8",
                                          at: location(entry.path)))
                continue
            }
            templates[entry.path] = text
        }
        return (TemplateSet(templates: templates, assets: assets), diagnostics)
    }

    private static func location(_ path: String) -> SourceLocation {
        SourceLocation(file: "templates/" + path, line: 1)
    }

    /// The warning for an entry the walk passed over, for the content loader's reason
    /// (`FileStamps.Skipped.reason`).
    static func skipped(_ path: String, _ why: FileStamps.Skipped) -> Diagnostic {
        let (id, fix) = switch why {
        case .link: ("templates.link-skipped", "copy the file or folder into the templates folder")
        case .notAFile: ("templates.not-a-file", "replace it with a regular file")
        }
        return Diagnostic(id: id, severity: .warning, summary: "'\(path)' in the templates folder \(why.reason)", fix: fix,
                          location: location(path), step: "render")
    }
}
