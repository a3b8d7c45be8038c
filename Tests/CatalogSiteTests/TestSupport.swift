import CatalogSite
import Foundation
import Testing

/// Paths of the package and its fixtures, found from this file so tests run from any folder.
enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/CatalogSiteTests/Fixtures")
    static let templates = packageRoot.appendingPathComponent("templates")
    static let content = packageRoot.appendingPathComponent("content")
}

/// A site of one page with one rule, for tests about the output folder rather than the content.
enum OnePageSite {
    static let page = """
    # Sheets

    A sheet holds a short task.

    ## Best practices

    **Keep sheets short.** Long flows belong elsewhere. {taste}
    """

    /// A build of `root`'s `content/` folder through the shipped templates into `root/output`.
    static func configuration(_ root: TemporaryFolder, output: String = "_site") -> SiteConfiguration {
        SiteConfiguration(contentDirectory: root.url.appendingPathComponent("content"),
                          templatesDirectory: TestPaths.templates,
                          outputDirectory: root.url.appendingPathComponent(output))
    }
}

/// Expects two folders to hold the same files, byte for byte (a preview against a full build,
/// or two builds of the same content).
func expectSameFiles(_ a: URL, _ b: URL, _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: a.path).sorted()
    #expect(paths == (try FileManager.default.subpathsOfDirectory(atPath: b.path).sorted()), "\(label)", sourceLocation: sourceLocation)
    for path in paths {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: a.appendingPathComponent(path).path, isDirectory: &isDirectory)
        guard !isDirectory.boolValue else { continue }
        #expect(FileManager.default.contentsEqual(atPath: a.appendingPathComponent(path).path, andPath: b.appendingPathComponent(path).path),
                "\(label) \(path) differs", sourceLocation: sourceLocation)
    }
}

/// A fresh temporary folder, removed when the test's scope ends.
final class TemporaryFolder {
    let url: URL

    init(_ label: String = "sheetcat-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    func write(_ relative: String, _ data: Data) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func read(_ relative: String) -> Data? {
        FileManager.default.contents(atPath: url.appendingPathComponent(relative).path)
    }

    /// A symbolic link at `relative` to `target`, both inside the folder.
    func link(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent(relative).path,
                                                   withDestinationPath: url.appendingPathComponent(target).path)
    }

    /// A named pipe at `relative`, whose folder must exist: what a loader must never try to read.
    func pipe(_ relative: String) -> Bool {
        mkfifo(url.appendingPathComponent(relative).path, 0o600) == 0
    }
}


/// A site written in code, in the manner of Publish's tests: `files` by path under a fresh
/// temporary folder (`content/sheets.md`, `templates/layout.mustache`), built with the built-in
/// templates and any under `templates/`, into `_site/`.
struct TestSite {
    let root: TemporaryFolder
    let report: BuildReport

    init(_ files: [String: String]) throws {
        root = try TemporaryFolder()
        for (path, text) in files { try root.write(path, text) }
        let templates = root.url.appendingPathComponent("templates")
        report = SitePipeline().build(SiteConfiguration(
            contentDirectory: root.url.appendingPathComponent("content"),
            templatesDirectory: FileManager.default.fileExists(atPath: templates.path) ? templates : nil,
            outputDirectory: root.url.appendingPathComponent("_site")))
    }

    /// A file of the built site, as text; nil when it was not written.
    func page(_ path: String) -> String? {
        root.read("_site/" + path).map { String(decoding: $0, as: UTF8.self) }
    }
}
