import Testing
@testable import MarkdownKit

/// Pages that would stall cmark-gfm 0.29.0.gfm.6 are caught before it sees them; everything
/// else parses as it always did.
@Suite struct ParserHazardsTests {
    static func tables(in document: MarkdownDocument) -> [(header: Int, rows: [Int])] {
        func walk(_ blocks: [MarkdownBlock]) -> [(header: Int, rows: [Int])] {
            blocks.flatMap { block -> [(header: Int, rows: [Int])] in
                switch block.kind {
                case .table(let header, let rows): return [(header.count, rows.map(\.count))]
                case .blockQuote(let inner), .listItem(let inner): return walk(inner)
                case .list(_, _, let items): return walk(items)
                default: return []
                }
            }
        }
        return walk(document.blocks)
    }

    static func estimates(_ text: String) -> [ParserHazards.LargeTable] {
        var text = text
        return text.withUTF8 { ParserHazards.tables(in: $0) }
    }

    /// The eight-bytes-a-step count against a plain one, on pages of every length and with
    /// pipes and line breaks at every offset of a step, beside bytes that differ from them by
    /// one bit (`}` and `\u{0B}`) and bytes with the high bit set.
    @Test func theWordAtATimeCountAgreesWithCountingByteByByte() {
        let palette: [UInt8] = Array("|\n}\u{0B}a ".utf8) + [0x7C | 0x80, 0x8A, 0xFF, 0x00, 0x7D]
        var generator = SystemRandomNumberGenerator()
        for length in 0..<600 {
            let bytes = (0..<length).map { _ in palette.randomElement(using: &generator)! }
            let counted = bytes.withUnsafeBufferPointer { ParserHazards.countPipesAndLineBreaks(in: $0) }
            #expect(counted.pipes == bytes.filter { $0 == UInt8(ascii: "|") }.count, "\(bytes)")
            #expect(counted.lineBreaks == bytes.filter { $0 == UInt8(ascii: "\n") }.count, "\(bytes)")
        }
    }

    @Test func aTableWithinTheLimitsIsATable() {
        let doc = MarkdownParser.parse("Intro.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
        #expect(doc.tablesReadAsText == nil)
        #expect(Self.tables(in: doc).map(\.header) == [2])
    }

    @Test func aRowPastTheColumnLimitTurnsThePagesTablesIntoText() {
        let wide = Array(repeating: "h", count: ParserHazards.maximumTableColumns + 1).joined(separator: "|")
        let delimiter = Array(repeating: "-", count: ParserHazards.maximumTableColumns + 1).joined(separator: "|")
        let doc = MarkdownParser.parse("| a | b |\n|---|---|\n\n" + wide + "\n" + delimiter + "\nrow\n")
        #expect(doc.tablesReadAsText?.line == 5)
        #expect(doc.tablesReadAsText?.widestRow == ParserHazards.maximumTableColumns + 1)
        // Every table on the page, the small one too, is text now; none of it is dropped.
        #expect(Self.tables(in: doc).isEmpty)
        let text = doc.blocks.map { block -> String in
            if case .paragraph(let inlines) = block.kind { return inlines.plainText }
            return ""
        }.joined(separator: "\n")
        #expect(text.contains("| a | b |") && text.contains("h|h|h") && text.contains("row"))
    }

    @Test func shortRowsCountWithTheCellsCmarkWouldFillIn() {
        // 500 columns over 400 one-letter rows: 3 KB that cmark fills out to 200,000 cells.
        let columns = 500, rows = 400
        let page = String(repeating: "x|", count: columns) + "\n" + String(repeating: "-|", count: columns) + "\n"
            + String(repeating: "x\n", count: rows)
        let doc = MarkdownParser.parse(page)
        #expect(doc.tablesReadAsText?.line == 2)
        #expect(doc.tablesReadAsText.map { $0.cells > ParserHazards.maximumTableCells } == true)
        #expect(Self.tables(in: doc).isEmpty)
    }

    @Test func theScanNeverCountsFewerCellsThanCmarkMakes() {
        // Small random pages of table-like lines, in and out of quotes and lists: whatever
        // tables cmark makes of them, the scan's count is at least as wide and as large.
        let lines = ["a|b\n", "|a|b|c|\n", "-|-\n", "|---|---|\n", ":-:|--|-:\n", "> a|b\n", "> -|-\n", "> x\n",
                     "- a|b\n", "  -|-\n", "x\n", "\n", "x|y|z|w\n", "```\n", "    a|b\n", "a\\|b|c\n", "`a|b`|c\n",
                     "| - |\n", "--\n", "# h|i\n", "   |-|\n"]
        var tablesSeen = 0
        for page in seededStrings(3_000, of: lines, pieceCounts: 1...12, seed: 7) {
            let made = Self.tables(in: MarkdownParser.parse(page))
            guard !made.isEmpty else { continue }
            tablesSeen += made.count
            let counted = Self.estimates(page)
            let widest = made.map { ([$0.header] + $0.rows).max()! }.max()!
            let cells = made.map { $0.header + $0.rows.reduce(0, +) }.max()!
            #expect((counted.map(\.widestRow).max() ?? 0) >= widest, "\(page.debugDescription)")
            #expect((counted.map(\.cells).max() ?? 0) >= cells, "\(page.debugDescription)")
        }
        #expect(tablesSeen > 500)
    }

    @Test func imageOpenersTimesBracketsPastTheLimitAreNotParsed() {
        // `![a]` n times: n openers and n brackets, a product of n².
        let limit = ParserHazards.maximumImageBracketProduct
        var n = 1
        while (n + 1) * (n + 1) <= limit { n += 1 }
        let within = MarkdownParser.parse(String(repeating: "![a]", count: n))
        #expect(within.notParsed == nil && !within.blocks.isEmpty)
        let past = MarkdownParser.parse(String(repeating: "![a]", count: n + 1))
        #expect(past.notParsed?.imageOpeners == n + 1 && past.notParsed?.brackets == n + 1)
        #expect(past.blocks.isEmpty)
    }

    @Test func emphasisAmongBracketsInOneParagraphPastTheLimitIsNotParsed() {
        // `*a* [b](c)` n times: n brackets and 2n delimiters in one paragraph, a product of 2n².
        let limit = ParserHazards.maximumDelimiterBracketProduct
        var n = 1
        while 2 * (n + 1) * (n + 1) <= limit { n += 1 }
        let within = MarkdownParser.parse(String(repeating: "*a* [b](c) ", count: n))
        #expect(within.tangled == nil && !within.blocks.isEmpty)
        let past = MarkdownParser.parse(String(repeating: "*a* [b](c) ", count: n + 1))
        #expect(past.tangled == ParserHazards.TangledParagraph(line: 1, brackets: n + 1, delimiters: 2 * (n + 1)))
        #expect(past.blocks.isEmpty)
    }

    @Test func theSameMarkupSpreadOverParagraphsOrListItemsIsParsed() {
        // Past the limit on one line, the same words parse at once as separate blocks; the scan
        // must not refuse them. Lines of a paragraph still count together, and so does text
        // after a marker that cannot start a block there.
        let n = 6_000
        let parts = Array(repeating: "*a* [b](c)", count: n)
        for page in [parts.joined(separator: "\n\n"), parts.map { "- " + $0 }.joined(separator: "\n"),
                     parts.map { "1. " + $0 }.joined(separator: "\n"), parts.map { "> " + $0 }.joined(separator: "\n\n"),
                     parts.map { "## " + $0 }.joined(separator: "\n")] {
            let parsed = MarkdownParser.parse(page)
            #expect(parsed.tangled == nil && !parsed.blocks.isEmpty, "\(page.prefix(30))")
        }
        for page in [parts.joined(separator: "\n"), parts.map { "2. " + $0 }.joined(separator: "\n"),
                     parts.map { "#hashtag " + $0 }.joined(separator: "\n"), parts.map { "    - " + $0 }.joined(separator: "\n")] {
            #expect(MarkdownParser.parse(page).tangled != nil, "\(page.prefix(30))")
        }
    }

    @Test func theWordAtATimeBracketAndDelimiterCountAgreesWithCountingByteByByte() {
        // Every length up to a few steps, with the counted bytes at every offset among bytes one
        // bit away from them (`Z` `{` `^` `~` `+` `(`) and bytes with the high bit set.
        let alphabet = Array("[*_~Z{^+(é a".utf8)
        var generator = SystemRandomNumberGenerator()
        for length in 0..<40 {
            for _ in 0..<30 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                let counted = bytes.withUnsafeBufferPointer { ParserHazards.countBracketsAndDelimiters(in: $0) }
                #expect(counted.brackets == bytes.filter { $0 == UInt8(ascii: "[") }.count)
                #expect(counted.delimiters == bytes.filter { [UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~")].contains($0) }.count)
            }
        }
    }
}

/// `count` strings of `pieceCounts` pieces each, drawn from `pieces` by a fixed sequence, so
/// every run checks the same cases.
private func seededStrings(_ count: Int, of pieces: [String], pieceCounts: ClosedRange<Int>, seed: UInt64) -> [String] {
    var state = seed
    func draw(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    return (0..<count).map { _ in
        (0..<(pieceCounts.lowerBound + draw(pieceCounts.count))).map { _ in pieces[draw(pieces.count)] }.joined()
    }
}
