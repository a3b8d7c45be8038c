import Foundation
import Testing

/// Golden files with a record switch, in the manner of swift-argument-parser's snapshot helper:
/// expected output lives beside the test; `SHEETCAT_RECORD=1 swift test` rewrites it and fails,
/// so a recording run is never taken for a passing one; a mismatch prints a line diff.
public enum Golden {
    /// Whether this run rewrites the golden files (`SHEETCAT_RECORD=1`).
    public static var recording: Bool { ProcessInfo.processInfo.environment["SHEETCAT_RECORD"] == "1" }

    /// Checks `actual` against the golden file `name` in the `Golden` folder beside the calling
    /// test's file.
    public static func assertMatches(_ actual: String, golden name: String, filePath: String = #filePath,
                                     sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        try assertMatches(actual, file: folder.appendingPathComponent(name), sourceLocation: sourceLocation)
    }

    /// Checks `actual` against the file at `golden`; a missing file fails and says how to make it.
    public static func assertMatches(_ actual: String, file golden: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if recording {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: golden)
            Issue.record("recorded \(golden.lastPathComponent); run the tests again without SHEETCAT_RECORD to compare",
                         sourceLocation: sourceLocation)
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

    /// A line diff of `expected` against `actual`: the lines only in one of them, `-` expected
    /// and `+` actual, each with its line number, in the order of a longest common subsequence,
    /// so a line added near the top shows as one `+` line rather than every line after it.
    public static func lineDiff(_ expected: String, _ actual: String, limit: Int = 40) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while (i < a.count || j < b.count) && out.count < limit {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                out.append("\(j + 1) + \(b[j])"); j += 1
            } else {
                out.append("\(i + 1) - \(a[i])"); i += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
