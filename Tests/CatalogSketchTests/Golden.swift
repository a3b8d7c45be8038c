import Foundation
import Testing

/// Expected output beside the tests. `SHEETCAT_RECORD=1 swift test` rewrites the files and fails
/// the run, so a recording is never mistaken for a pass; a mismatch prints a line diff.
enum Golden {
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/" + name)
        if ProcessInfo.processInfo.environment["SHEETCAT_RECORD"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(name); run again without SHEETCAT_RECORD", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard expected != actual else { return }
        let message = "\(name) differs (SHEETCAT_RECORD=1 rewrites it):\n" + diff(expected, actual)
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Lines only in the expected text (`-`) and only in the actual (`+`), in order.
    static func diff(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let changes = b.difference(from: a)
        var out: [String] = []
        for change in changes {
            switch change {
            case .remove(let offset, let line, _): out.append("-\(offset + 1): \(line)")
            case .insert(let offset, let line, _): out.append("+\(offset + 1): \(line)")
            }
        }
        return out.joined(separator: "\n")
    }
}
