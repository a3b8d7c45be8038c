import Testing
import Foundation
import MarkdownKit

/// The issue that set the budget: 10,000 pages of 8 KB must parse in well under 2 s.
@Suite struct MarkdownParserPerformanceTests {
    /// An 8 KB page shaped like a guideline export: headings, bold leads, links, a table.
    static let page: String = {
        var text = "# Sheets\n\nA sheet helps with a scoped task.\n\n## [Best practices](https://example.com#bp)\n\n"
        var n = 0
        while text.utf8.count < 8 * 1024 {
            n += 1
            text += "**Rule number \(n) keeps sheets short.** Body text with a [link](https://example.com/\(n)) and `code`, "
            text += "then _emphasis_ across\na soft break.\n\n"
            if n % 10 == 0 { text += "| Style | Meaning |\n|---|---|\n| Default | None. |\n\n" }
        }
        return text
    }()

    /// Parses a sample of 2,000 pages and scales the time to 10,000, so the suite stays quick.
    @Test func tenThousandPagesParseQuickly() {
        let sample = 2_000
        let start = Date()
        var blocks = 0
        for _ in 0..<sample { blocks += MarkdownParser.parse(Self.page).blocks.count }
        let projected = Date().timeIntervalSince(start) * Double(10_000 / sample)
        #expect(blocks > sample * 10)
        // Debug builds run the converter unoptimised; the 2 s budget is for release builds.
        #if DEBUG
        #expect(projected < 20, "10,000 pages would take \(projected) s")
        #else
        #expect(projected < 2, "10,000 pages would take \(projected) s")
        #endif
    }
}
