import CatalogLint
import SheetBehavior
import Testing

/// Code that stresses the parser: the linter reads through it and never crashes.
@Suite struct ParserStressTests {
    @Test func resultBuildersConditionalsIfConfigAndMacros() throws {
        let result = try LintFixtures.lint(["ParserStress.swift"], target: OSVersion(17))
        // The cover inside `#if os(iOS)` is found and judged; the sheet below it has its swipe.
        #expect(result.findings.map(\.violation) == [.noWayOut])
        #expect(result.findings.map(\.line) == [32])
        #expect(result.presentationCount == 2)
    }

    @Test func macrosBuildersAndPostfixIfConfigAreReadAndWhatIsUnsureIsNoted() throws {
        let result = try LintFixtures.lint(["ParserStressMacros.swift"], target: OSVersion(16))
        #expect(result.findings.isEmpty, "\(result.findings)")
        // The sheet, the cover under the postfix #if, the dialog and the UIKit presentation.
        #expect(result.presentationCount == 4)
        #expect(result.notes == [
            "ParserStressMacros.swift:45:10: not judged: the content hands $touring to a view the sources do not declare, which may close it",
            "ParserStressMacros.swift:63:9: not judged: the view controller presented here is not one the sources declare",
            "ParserStressMacros.swift:49:10: buttons not judged: not all of them are plain to see (a loop, a condition, a view or an action made elsewhere)",
        ])
    }

    @Test func brokenCodeIsSkippedAndSaidSo() {
        let source = LintSource(path: "Broken.swift", text: """
            struct V: View {
                var body: some View { Text("x").fullScreenCover(isPresented: $on) { Text(
            """)
        let result = Linter(rules: LintFixtures.rules).lint([source])
        #expect(result.notes.contains { $0.hasPrefix("Broken.swift: has code the parser could not read") })
    }

    @Test func garbageDoesNotCrash() {
        let texts = ["", "}}}}", "#if\n#endif #else", ".sheet(", "struct { .fullScreenCover(isPresented: ) { } }",
                     String(repeating: "(", count: 5_000), String(repeating: ".sheet(isPresented: $a) {", count: 300)]
        for (i, text) in texts.enumerated() {
            _ = Linter(rules: LintFixtures.rules, deploymentTarget: OSVersion(13)).lint([LintSource(path: "g\(i).swift", text: text)])
        }
    }

    /// A generated file of 20,000 lines: many views, a long modifier chain, every presentation.
    @Test func veryLongGeneratedFile() {
        var text = "import SwiftUI\n"
        for i in 0..<1_000 {
            text += """
                struct Screen\(i): View {
                    @State private var a = false
                    @State private var b = false
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        VStack {
                            Text("\(i)")
                            Button("Close") { dismiss() }
                        }
                        .sheet(isPresented: $a) { Text("s").presentationDetents([.medium]) }
                        .fullScreenCover(isPresented: $b) { Screen\((i + 1) % 1_000)() }
                        .popover(isPresented: $a) { Text("p") }
                        .alert("t", isPresented: $b) { Button("OK") {} }
                        .confirmationDialog("c", isPresented: $a) { Button("Go") {} }
                    }
                }

                """
        }
        // A single chain of 2,000 modifiers, as code generators write them.
        text += "let chained = Text(\"x\")" + String(repeating: ".padding()", count: 2_000) + "\n"
        let lines = text.split(separator: "\n").count
        #expect(lines > 15_000)
        let result = Linter(rules: LintFixtures.rules, deploymentTarget: OSVersion(15)).lint([LintSource(path: "Generated.swift", text: text)])
        #expect(result.presentationCount == 5_000)
        // Every sheet uses detents on iOS 15, unguarded; each cover shows a screen that offers a dismiss.
        #expect(result.findings.filter { $0.violation == .apiUnavailable }.count == 1_000)
        #expect(!result.findings.contains { $0.violation == .noWayOut })
    }
}
