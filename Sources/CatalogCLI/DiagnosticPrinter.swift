import CatalogModel
import Foundation

/// Prints diagnostics to standard error: the compiler-style line first (for editors and grep),
/// then the explanation and fix indented beneath it (for people).
struct DiagnosticPrinter {
    var verbose = true
    /// How paths are printed: from the working folder, through the `--content` and
    /// `--templates` folders.
    var paths = DisplayPaths(content: "")
    /// Many warnings grouped by kind (`check`), instead of one by one (`build`, like a compiler).
    var groupsWarnings = false

    func print(_ diagnostics: [Diagnostic]) {
        for line in lines(diagnostics) { Terminal.standardError(line) }
    }

    /// What `print` prints, line by line.
    func lines(_ diagnostics: [Diagnostic]) -> [String] {
        guard groupsWarnings else { return diagnostics.map(text(for:)) }
        let warnings = diagnostics.filter { $0.severity == .warning }
        return diagnostics.filter { $0.severity != .warning }.map(text(for:)) + WarningGroups.lines(warnings, render: text(for:))
    }

    /// What `print` writes for one diagnostic, without the final line feed.
    func text(for diagnostic: Diagnostic) -> String {
        let located = paths.located(diagnostic)
        return verbose ? located.humanReadable : located.compilerStyle
    }
}

enum Terminal {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
