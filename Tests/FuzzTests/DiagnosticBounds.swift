import CatalogModel

/// Checks that diagnostics point at real places: a user jumps to `file:line`, so it must exist.
enum DiagnosticBounds {
    /// Problems with the locations of `diagnostics`, one line each; empty when all are sound.
    /// `lastLines` maps each input file to its last line number.
    static func problems(_ diagnostics: [Diagnostic], lastLines: [String: Int]) -> [String] {
        diagnostics.compactMap { d in
            guard let location = d.location else { return nil }
            guard let last = lastLines[location.file] else {
                return "\(d.compilerStyle): names a file that is not an input"
            }
            if location.line < 1 || location.line > last {
                return "\(d.compilerStyle): line \(location.line) is outside 1...\(last)"
            }
            if location.column < 1 {
                return "\(d.compilerStyle): column \(location.column) is below 1"
            }
            return nil
        }
    }

    /// Diagnostics that have a location inside `file` (line 1...lastLine).
    static func located(_ diagnostics: [Diagnostic], in file: String, lastLine: Int) -> [Diagnostic] {
        diagnostics.filter { d in
            guard let l = d.location else { return false }
            return l.file == file && l.line >= 1 && l.line <= lastLine
        }
    }
}
