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
    static let seeds = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    static var seedsExist: Bool { FileManager.default.fileExists(atPath: seeds.path) }

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


/// Golden files with a record switch, in the manner of swift-argument-parser's snapshot helper:
/// expected output lives beside the test; `SHEETCAT_RECORD=1 swift test` rewrites it; a mismatch
/// prints a line diff so the reviewer sees what changed.
enum Golden {
    static var recording: Bool { ProcessInfo.processInfo.environment["SHEETCAT_RECORD"] == "1" }

    static func assertMatches(_ actual: String, file golden: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if recording {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: golden)
            return
        }
        guard let data = FileManager.default.contents(atPath: golden.path) else {
            Issue.record("missing golden file \(golden.path); run with SHEETCAT_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            Issue.record("\(golden.lastPathComponent) differs (SHEETCAT_RECORD=1 rewrites it):\n\(lineDiff(expected, actual))",
                         sourceLocation: sourceLocation)
        }
    }

    /// The first differing lines, with a few lines of context, `-` expected and `+` actual.
    static func lineDiff(_ expected: String, _ actual: String, limit: Int = 20) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        var i = 0
        while i < max(a.count, b.count) && out.count < limit {
            let left = i < a.count ? String(a[i]) : nil
            let right = i < b.count ? String(b[i]) : nil
            if left != right {
                if let left { out.append("\(i + 1) - \(left)") }
                if let right { out.append("\(i + 1) + \(right)") }
            }
            i += 1
        }
        return out.joined(separator: "\n")
    }
}
