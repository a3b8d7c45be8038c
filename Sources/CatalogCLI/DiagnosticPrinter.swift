import CatalogModel
import Foundation

/// Prints diagnostics to standard error: the compiler-style line first (for editors and grep),
/// then the explanation and fix indented beneath it (for people).
struct DiagnosticPrinter {
    var verbose = true

    func print(_ diagnostics: [Diagnostic]) {
        for d in diagnostics {
            Terminal.standardError(text(for: d))
        }
    }

    /// What `print` writes for one diagnostic, without the final line feed.
    func text(for diagnostic: Diagnostic) -> String {
        verbose ? diagnostic.humanReadable : diagnostic.compilerStyle
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
