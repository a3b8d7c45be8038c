import Foundation
@testable import CatalogRender
import Testing
import TestSupport

/// The browser stems queries with `templates/assets/search.js`; the index is stemmed in Swift.
/// If the two ever drift apart, searches quietly stop matching, so run the script's own `stem`
/// under Node (when the machine has it) and compare word by word.
@Suite struct SearchScriptParityTests {
    static let node: String? = ["/usr/bin/node", "/usr/local/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static let words = ["detents", "detent", "dismissal", "dismisal", "dismissed", "dismisses", "sheets", "categories",
                        "presenting", "status", "axis", "modal", "popovers", "swiping", "used", "bus", "glasses", "a",
                        "lies", "flies", "ties", "cases", "bed", "ring", "sings", "opened", "openings", "normal",
                        "signals", "dresses", "ss", "iss", "détentes", "größe", "naïve"]

    @Test(.enabled(if: node != nil)) func scriptStemsExactlyAsTheIndexDoes() throws {
        let script = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("templates/assets/search.js").resolvingSymlinksInPath(),
                                encoding: .utf8)
        let start = try #require(script.range(of: "function stem(word) {"))
        // The function ends at the first closing brace indented as deeply as its own line.
        let lineStart = script[..<start.lowerBound].lastIndex(of: "\n").map(script.index(after:)) ?? script.startIndex
        let indent = script[lineStart..<start.lowerBound]
        let end = try #require(script.range(of: "\n" + indent + "}\n", range: start.upperBound..<script.endIndex))
        let stem = String(script[start.lowerBound..<end.upperBound])
        let list = Self.words.map { "\"\($0)\"" }.joined(separator: ",")
        let program = stem + "\nconsole.log([\(list)].map(stem).join(\"\\n\"));\n"

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.node!)
        process.arguments = ["-e", program]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let fromScript = output.split(separator: "\n").map(String.init)
        #expect(fromScript == Self.words.map(SearchText.stem))
    }
}
