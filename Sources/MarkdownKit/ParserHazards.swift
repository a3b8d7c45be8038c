import Foundation

/// Markdown that this build of cmark-gfm would take far too long, or far too much memory, to
/// parse, found by a linear scan before cmark sees the page.
///
/// The cmark-gfm that Debian ships (0.29.0.gfm.6) predates upstream's fixes for several
/// super-linear paths, and two of them are easy to reach with a page of modest size:
///
/// - Tables. Each cell is appended to a linked list by walking the list from its start, so a row
///   costs the square of its cells (a row of 40,000 cells: 5 s); and rows shorter than the
///   delimiter row are filled with empty cells, so 42 KB of one-letter rows under a 500-column
///   delimiter row made 10 million cells and 2.4 GB. A page whose tables pass these limits is
///   parsed without the table extension: its table lines read as text, and nothing is lost.
/// - Image openers. Each link closed after a `![` that is still open walks back over every
///   open `![` before it, so the cost grows with their product: `![[]()` 40,000 times (240 KB)
///   took 13 s, and the time grows faster than the square. A page past the limit is not parsed
///   at all: leaving out images or links would change what every bracket means.
/// - Emphasis among links. Each link closed in a paragraph walks the emphasis delimiters (`*`,
///   `_`, `~`) still open before it, so a paragraph's cost grows with its brackets times its
///   delimiters: 20,000 words alternating `*detent*` and `[link](url)` on one line (0.9 MB)
///   took 4 s, and the time grows faster than the product. The same words in separate
///   paragraphs or list items parse at once. A page past the limit is not parsed either.
public enum ParserHazards {
    /// Cells a table row may have (header, delimiter or body row) before tables read as text.
    public static let maximumTableColumns = 1_000
    /// Cells a table may have in all, counting those cmark fills in for short rows.
    public static let maximumTableCells = 200_000
    /// The largest product of a page's `![` and `[` counts that is parsed.
    public static let maximumImageBracketProduct = 50_000_000
    /// The largest sum, over a page's paragraphs, of each one's `[` count times its count of
    /// emphasis delimiters, that is parsed: about 0.15 s of the parser's time.
    public static let maximumDelimiterBracketProduct = 50_000_000

    /// The paragraph that costs the parser most, when a page's paragraphs together are past the
    /// limit: the line it starts on, and its `[` and emphasis delimiters.
    public struct TangledParagraph: Hashable, Sendable {
        public var line: Int
        public var brackets: Int
        public var delimiters: Int
    }

    /// Sums, over the page's paragraphs, the product of each one's `[` count and its count of
    /// `*`, `_` and `~`; nil when the sum is within the limit. The scan cannot tell paragraphs
    /// apart exactly, so it errs on the side of counting too much: a stretch of lines counts as
    /// one paragraph until a blank line or a line that always starts a block of its own (a list
    /// item with text after its `-`, `+`, `*` or `1.`, a `#` heading, a `>` quote). A page the
    /// scan passes is safe; a page it refuses has at least that many delimiters and brackets
    /// close together.
    public static func tangledParagraph(in bytes: UnsafeBufferPointer<UInt8>) -> TangledParagraph? {
        // No paragraph holds more than the page does, so a page whose brackets times its length
        // is within the limit, nearly every page, is settled by finding its brackets (`memchr`
        // reads many bytes a step); the rest by counting its delimiters too.
        var pageBrackets = 0
        forEachBracket(in: bytes) { _ in pageBrackets += 1 }
        func pastLimit(_ a: Int, _ b: Int) -> Bool {
            let product = a.multipliedReportingOverflow(by: b)
            return product.overflow || product.partialValue > maximumDelimiterBracketProduct
        }
        guard pastLimit(pageBrackets, bytes.count),
              pastLimit(pageBrackets, countBracketsAndDelimiters(in: bytes).delimiters) else { return nil }
        var total = 0
        var worst: TangledParagraph?
        var brackets = 0, delimiters = 0, start = 0, line = 1
        func close() {
            let product = brackets.multipliedReportingOverflow(by: delimiters)
            let cost = product.overflow ? Int.max : product.partialValue
            total = total > Int.max - cost ? Int.max : total + cost
            if cost > 0, cost > (worst.map { $0.brackets * $0.delimiters } ?? 0) {
                worst = TangledParagraph(line: start, brackets: brackets, delimiters: delimiters)
            }
            brackets = 0
            delimiters = 0
        }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            if startsBlock(bytes, lineStart, lineEnd) {
                close()
                start = 0
            }
            // A paragraph starts on its first line with text; blank lines only end one.
            if start == 0 && !isBlank(bytes, lineStart, lineEnd) { start = line }
            for i in lineStart..<lineEnd {
                switch bytes[i] {
                case UInt8(ascii: "["): brackets += 1
                case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): delimiters += 1
                default: break
                }
            }
            lineStart = lineEnd + 1
            line += 1
        }
        close()
        return total > maximumDelimiterBracketProduct ? worst : nil
    }

    /// Calls `body` with the offset of every `[`, found by `memchr`, many bytes a step: both
    /// bracket scans run on every page.
    @inline(__always)
    private static func forEachBracket(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var at = 0
        while at < bytes.count, let found = memchr(base + at, Int32(UInt8(ascii: "[")), bytes.count - at) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            body(index)
            at = index + 1
        }
    }

    /// How many `[` and how many `*`, `_` and `~` there are.
    static func countBracketsAndDelimiters(in bytes: UnsafeBufferPointer<UInt8>) -> (brackets: Int, delimiters: Int) {
        var brackets = 0, delimiters = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "["): brackets += 1
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): delimiters += 1
            default: break
            }
        }
        return (brackets, delimiters)
    }

    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        (start..<end).allSatisfy { bytes[$0] == UInt8(ascii: " ") || bytes[$0] == UInt8(ascii: "\t") || bytes[$0] == UInt8(ascii: "\r") }
    }

    /// Whether the line `start..<end` ends the paragraph before it: blank, or a list item with
    /// text after its marker, a `#` heading or a `>` quote, each after at most three spaces.
    private static func startsBlock(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end && i - start < 3 && bytes[i] == UInt8(ascii: " ") { i += 1 }
        func isSpace(_ k: Int) -> Bool { k < end && (bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t")) }
        func hasText(after k: Int) -> Bool {
            var j = k
            while isSpace(j) { j += 1 }
            return j < end && bytes[j] != UInt8(ascii: "\r")
        }
        guard i < end, bytes[i] != UInt8(ascii: "\r") else { return true }  // blank
        switch bytes[i] {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"):
            return isSpace(i + 1) && hasText(after: i + 1)
        case UInt8(ascii: "1"):
            return i + 1 < end && (bytes[i + 1] == UInt8(ascii: ".") || bytes[i + 1] == UInt8(ascii: ")"))
                && isSpace(i + 2) && hasText(after: i + 2)
        case UInt8(ascii: ">"):
            return true
        case UInt8(ascii: "#"):
            var j = i
            while j < end && bytes[j] == UInt8(ascii: "#") { j += 1 }
            return j - i <= 6 && (j == end || isSpace(j) || bytes[j] == UInt8(ascii: "\r"))
        default:
            return false
        }
    }

    /// A table as the scan counts it: the line of its delimiter row (1-based), its widest row in
    /// cells, and its cells in all.
    public struct LargeTable: Hashable, Sendable {
        public var line: Int
        public var widestRow: Int
        public var cells: Int
    }

    /// How many `![` and `[` a page holds, when their product is past the limit.
    public struct ImageBrackets: Hashable, Sendable {
        public var imageOpeners: Int
        public var brackets: Int
    }

    /// Counts `[` and the `![` among them; nil when their product is within the limit.
    public static func imageBrackets(in bytes: UnsafeBufferPointer<UInt8>) -> ImageBrackets? {
        var images = 0, brackets = 0
        forEachBracket(in: bytes) { index in
            brackets += 1
            if index > 0 && bytes[index - 1] == UInt8(ascii: "!") { images += 1 }
        }
        return images * brackets > maximumImageBracketProduct ? ImageBrackets(imageOpeners: images, brackets: brackets) : nil
    }

    /// The first table past the limits; nil when there is none.
    public static func largeTable(in bytes: UnsafeBufferPointer<UInt8>) -> LargeTable? {
        // Most pages settle it in one pass: no row can have more cells than the page has pipes
        // (plus one), nor a table more rows than the page has lines.
        let (pipes, breaks) = countPipesAndLineBreaks(in: bytes)
        let lines = breaks + 1
        if pipes + 1 <= maximumTableColumns && lines * (pipes + 1) <= maximumTableCells { return nil }
        return tables(in: bytes).first { $0.widestRow > maximumTableColumns || $0.cells > maximumTableCells }
    }

    /// How many `|` and `\n` bytes there are.
    static func countPipesAndLineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> (pipes: Int, lineBreaks: Int) {
        var pipes = 0, lineBreaks = 0
        for byte in bytes {
            if byte == UInt8(ascii: "|") { pipes += 1 } else if byte == UInt8(ascii: "\n") { lineBreaks += 1 }
        }
        return (pipes, lineBreaks)
    }

    /// Every stretch of the page that could hold a table, as the scan counts it. A table cannot
    /// cross a blank line, and needs a delimiter row: a line of only pipes, dashes, colons and
    /// spaces (quote markers allowed) with at least one pipe and one dash. So each run of
    /// non-blank lines with such a row in it is counted as if every line were a row as wide as
    /// its widest line: more than cmark can make of it, never less (tables it fills in have the
    /// delimiter row's width, and that row is one of the lines). A page the scan passes is safe.
    public static func tables(in bytes: UnsafeBufferPointer<UInt8>) -> [LargeTable] {
        guard let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "|")), bytes.count) != nil else { return [] }
        var lines: [Range<Int>] = []
        var start = 0
        for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
            lines.append(start..<i)
            start = i + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }

        func pipes(_ line: Range<Int>) -> Int {
            var count = 0
            for i in line where bytes[i] == UInt8(ascii: "|") { count += 1 }
            return count
        }
        func isBlank(_ line: Range<Int>) -> Bool {
            line.allSatisfy { bytes[$0] == UInt8(ascii: " ") || bytes[$0] == UInt8(ascii: "\t") || bytes[$0] == UInt8(ascii: "\r") }
        }
        func isDelimiterRow(_ line: Range<Int>) -> Bool {
            var pipe = false, dash = false
            for i in line {
                switch bytes[i] {
                case UInt8(ascii: "|"): pipe = true
                case UInt8(ascii: "-"): dash = true
                // Quote markers and indentation may come first; both are taken as part of the row.
                case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ">"): break
                default: return false
                }
            }
            return pipe && dash
        }

        var found: [LargeTable] = []
        var n = 0
        while n < lines.count {
            if isBlank(lines[n]) { n += 1; continue }
            var end = n, widest = 0
            var delimiterRow: Int?
            while end < lines.count, !isBlank(lines[end]) {
                widest = max(widest, pipes(lines[end]) + 1)
                if delimiterRow == nil, isDelimiterRow(lines[end]) { delimiterRow = end }
                end += 1
            }
            if let delimiterRow {
                found.append(LargeTable(line: delimiterRow + 1, widestRow: widest, cells: (end - n) * widest))
            }
            n = end
        }
        return found
    }
}
