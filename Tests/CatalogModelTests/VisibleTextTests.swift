import Testing
import CatalogModel

/// Diagnostics quote file names and page text. Printed as they are, those could act on the
/// terminal or forge lines in a CI log; every text form of a diagnostic keeps them visible.
@Suite struct VisibleTextTests {
    @Test func aDiagnosticIsOneLineOfVisibleTextWhateverItQuotes() {
        let file = "b\u{1B}[31mRED\u{1B}[0m\nfake.md:1:1: error: forged.md"
        let diagnostic = Diagnostic.error("link.broken", "broken link `x\u{7}\u{202E}y`", at: SourceLocation(file: file, line: 7),
                                          explanation: "because\nof \u{85}this", fix: "fix\r\nit")
        #expect(diagnostic.compilerStyle
                == "b\\u{1B}[31mRED\\u{1B}[0m\\u{A}fake.md:1:1: error: forged.md:7:1: error: broken link `x\\u{7}\\u{202E}y` [link.broken]")
        // The explanation's own line break starts an indented line; the file name's does not.
        let lines = diagnostic.humanReadable.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") })
        #expect(lines[2] == "    of \\u{85}this")
        #expect(!diagnostic.humanReadable.unicodeScalars.contains { $0.isInvisibleControl })
        #expect("two\nlines\r".visible() == "two\\u{A}lines\\u{D}")
    }

    @Test func plainTextIsLeftAsItIs() {
        let text = "Größe — “quoted” 😀 tab\tand form feed\u{0C} stay"
        #expect(text.visible() == text)
    }
}
