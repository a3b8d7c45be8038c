import CatalogSketch
import Foundation

/// A language's sketch strings as the site reads them: the `sketch…` lines of
/// `templates/strings/<tag>.strings` in this repository.
enum SketchStringsFile {
    static func url(_ tag: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../templates/strings/\(tag).strings").standardizedFileURL
    }

    /// `key = value` lines, as `SiteStrings` reads them: blank lines and `#` comments skipped.
    static func values(_ tag: String) throws -> [String: String] {
        var values: [String: String] = [:]
        for line in try String(contentsOf: url(tag), encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("#"), let eq = trimmed.firstIndex(of: "=") else { continue }
            values[trimmed[..<eq].trimmingCharacters(in: .whitespaces)] = trimmed[trimmed.index(after: eq)...].trimmingCharacters(in: .whitespaces)
        }
        return values
    }

    static func read(_ tag: String) throws -> SketchStrings { SketchStrings(values: try values(tag)) }
}
