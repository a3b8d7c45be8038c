import CatalogModel
import Foundation

/// Prints diagnostics to standard error: the compiler-style line first (for editors and grep),
/// then the explanation and fix indented beneath it (for people).
struct DiagnosticPrinter {
    var verbose = true

    func print(_ diagnostics: [Diagnostic]) {
        for d in diagnostics {
            Terminal.standardError(verbose ? d.humanReadable : d.compilerStyle)
        }
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
