/// Reads the plain shape of front matter that nearly every page has, without a YAML parser:
///
/// ```yaml
/// title: "Sheets"
/// presentations: [sheet, form-sheet]
/// sources:
///   - id: hig-sheets
///     url: https://example.com/sheets
///   - sap-fiori-ios-sheets
/// ```
///
/// Top-level `key: value` lines whose values are one-line scalars (plain, or quoted without
/// escapes), flow lists of such scalars, or a block list whose items are scalars or `key: value`
/// runs. It answers nil for anything else (comments, escapes, flow mappings, nesting deeper than
/// the above, repeated keys, tabs, control bytes, non-ASCII text, continuation lines), and Yams reads the page
/// instead: this reader only has to be right about what it accepts, and a test compares the two
/// on both sides of every rule above.
///
/// Why it exists: composing a dozen lines with Yams cost a tenth of a page's ingest, which was
/// the largest single share of ingest after cmark itself.
enum PlainFrontMatter {
    /// The front matter's value, or nil when Yams must read it. `lines` are the lines between the
    /// fences; `firstLine` is the file line of the first of them.
    static func read(_ lines: ArraySlice<Substring>, firstLine: Int) -> FrontMatterValue? {
        // Each line's bytes copied whole: `Array(line.utf8)` took them one at a time.
        var reader = Reader(lines: lines.map { line in line.utf8.withContiguousStorageIfAvailable(Array.init) ?? Array(line.utf8) },
                            firstLine: firstLine)
        return reader.topLevel()
    }

    private struct Reader {
        let lines: [[UInt8]]
        let firstLine: Int
        var next = 0

        init(lines: [[UInt8]], firstLine: Int) {
            self.lines = lines
            self.firstLine = firstLine
        }

        mutating func topLevel() -> FrontMatterValue? {
            guard lines.allSatisfy(Self.isPlainASCII) else { return nil }
            var entries: [(key: String?, value: FrontMatterValue)] = []
            var mappingLine: Int?
            skipBlankLines()
            while next < lines.count {
                let line = lines[next]
                guard line.first != UInt8(ascii: " "), let (key, valueStart) = Self.key(in: line, from: 0) else { return nil }
                let lineNumber = firstLine + next
                mappingLine = mappingLine ?? lineNumber
                next += 1
                let value: FrontMatterValue
                if valueStart == line.count {
                    // `key:` alone: a block list must follow (an empty value would be YAML's null).
                    guard let list = blockList() else { return nil }
                    value = list
                } else {
                    guard let inline = Self.inlineValue(line[valueStart...], line: lineNumber) else { return nil }
                    value = inline
                }
                // Yams refuses a repeated key; so that its error is the one reported, leave it to Yams.
                guard !entries.contains(where: { $0.key == key }) else { return nil }
                entries.append((key: key, value: value))
                skipBlankLines()
            }
            guard let mappingLine else { return nil }
            return .fields(FrontMatterFields(entries: entries), line: mappingLine)
        }

        /// `- item` lines, all at the indentation of the first; an item is a scalar, or a
        /// `key: value` line followed by more at the indentation of its first key.
        mutating func blockList() -> FrontMatterValue? {
            skipBlankLines()
            guard next < lines.count else { return nil }
            let dashColumn = Self.indentation(lines[next])
            guard lines[next].count > dashColumn, lines[next][dashColumn] == UInt8(ascii: "-") else { return nil }
            let listLine = firstLine + next
            var items: [FrontMatterValue] = []
            while next < lines.count {
                let line = lines[next]
                let indent = Self.indentation(line)
                // A line back at the left edge ends the list (it is the next top-level key); the
                // dash may sit at the left edge itself, YAML's compact form.
                if indent == 0 && line.first != UInt8(ascii: "-") { break }
                guard indent == dashColumn, line[indent] == UInt8(ascii: "-"),
                      indent + 1 < line.count, line[indent + 1] == UInt8(ascii: " ") else { return nil }
                let itemLine = firstLine + next
                let contentColumn = Self.indentation(line, from: indent + 1)
                guard contentColumn < line.count else { return nil }
                next += 1
                if let (key, valueStart) = Self.key(in: line, from: contentColumn) {
                    guard let first = Self.inlineValue(line[valueStart...], line: itemLine) else { return nil }
                    var entries: [(key: String?, value: FrontMatterValue)] = [(key: key, value: first)]
                    skipBlankLines()
                    while next < lines.count, Self.indentation(lines[next]) == contentColumn {
                        let more = lines[next]
                        guard let (key, valueStart) = Self.key(in: more, from: contentColumn),
                              let value = Self.inlineValue(more[valueStart...], line: firstLine + next),
                              !entries.contains(where: { $0.key == key }) else { return nil }
                        entries.append((key: key, value: value))
                        next += 1
                        skipBlankLines()
                    }
                    items.append(.fields(FrontMatterFields(entries: entries), line: itemLine))
                } else {
                    guard let scalar = Self.scalar(line[contentColumn...], line: itemLine) else { return nil }
                    items.append(scalar)
                    skipBlankLines()
                }
            }
            return .list(items, line: listLine)
        }

        mutating func skipBlankLines() {
            while next < lines.count, Self.indentation(lines[next]) == lines[next].count { next += 1 }
        }

        /// Printable ASCII only: YAML reads tabs, control characters and some non-ASCII
        /// characters (next line, line and paragraph separators, the byte order mark) in ways of
        /// its own, so a line with any of them goes to Yams.
        static func isPlainASCII(_ line: [UInt8]) -> Bool {
            line.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }

        static func indentation(_ line: [UInt8], from start: Int = 0) -> Int {
            var i = start
            while i < line.count, line[i] == UInt8(ascii: " ") { i += 1 }
            return i
        }

        /// `key:` at `start`, then a space or the line's end: the key and where its value starts
        /// (the line's length when there is none). Keys are a letter then letters, digits, `-`
        /// and `_`.
        static func key(in line: [UInt8], from start: Int) -> (String, Int)? {
            guard start < line.count, isLetter(line[start]) else { return nil }
            var i = start
            while i < line.count, isLetter(line[i]) || isDigit(line[i]) || line[i] == UInt8(ascii: "-") || line[i] == UInt8(ascii: "_") {
                i += 1
            }
            guard i < line.count, line[i] == UInt8(ascii: ":") else { return nil }
            let key = String(decoding: line[start..<i], as: UTF8.self)
            guard i + 1 < line.count else { return (key, line.count) }
            guard line[i + 1] == UInt8(ascii: " ") else { return nil }
            let value = indentation(line, from: i + 1)
            return (key, value)
        }

        /// A value on the key's line: a flow list or a scalar.
        static func inlineValue(_ text: ArraySlice<UInt8>, line: Int) -> FrontMatterValue? {
            if text.first == UInt8(ascii: "[") { return flowList(text, line: line) }
            return scalar(text, line: line)
        }

        /// A one-line scalar: quoted without escapes or inner quotes, or plain. Plain text starts
        /// with a letter, digit, `/`, `.`, `(` or `_`, so no YAML indicator can open it; after
        /// that only a colon before a space and a comment sign mean something to YAML, and those
        /// go to Yams. Trailing spaces are dropped, as YAML does. Inside a flow list, brackets,
        /// braces, commas, colons, question marks and quotes go to Yams as well.
        static func scalar(_ text: ArraySlice<UInt8>, line: Int, inFlow: Bool = false) -> FrontMatterValue? {
            guard let first = text.first else { return nil }
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                let body = text.dropFirst()
                guard let close = body.firstIndex(of: first),
                      !body[..<close].contains(UInt8(ascii: "\\")),
                      text[(close + 1)...].allSatisfy({ $0 == UInt8(ascii: " ") }) else { return nil }
                return .text(String(decoding: body[..<close], as: UTF8.self), line: line)
            }
            guard isLetter(first) || isDigit(first) || first == UInt8(ascii: "/") || first == UInt8(ascii: ".")
                    || first == UInt8(ascii: "(") || first == UInt8(ascii: "_") else { return nil }
            if inFlow {
                guard !text.contains(where: isFlowIndicator) else { return nil }
            } else {
                guard !text.contains(UInt8(ascii: "#")), colonsArePlain(text) else { return nil }
            }
            var end = text.endIndex
            while end > text.startIndex, text[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return .text(String(decoding: text[..<end], as: UTF8.self), line: line)
        }

        /// `[a, b, "c"]`, alone on the rest of the line; items are scalars as above.
        static func flowList(_ text: ArraySlice<UInt8>, line: Int) -> FrontMatterValue? {
            var end = text.endIndex
            while end > text.startIndex, text[end - 1] == UInt8(ascii: " ") { end -= 1 }
            guard end - text.startIndex >= 2, text[end - 1] == UInt8(ascii: "]") else { return nil }
            let inner = text[(text.startIndex + 1)..<(end - 1)]
            if inner.allSatisfy({ $0 == UInt8(ascii: " ") }) { return .list([], line: line) }
            var items: [FrontMatterValue] = []
            for piece in inner.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                let start = piece.firstIndex(where: { $0 != UInt8(ascii: " ") }) ?? piece.endIndex
                guard let item = scalar(piece[start...], line: line, inFlow: true) else { return nil }
                items.append(item)
            }
            return .list(items, line: line)
        }

        /// A colon inside plain text is text only when something other than a space follows it,
        /// as in a URL; `key: value` inside a value is an error to YAML.
        static func colonsArePlain(_ text: ArraySlice<UInt8>) -> Bool {
            var i = text.startIndex
            while let colon = text[i...].firstIndex(of: UInt8(ascii: ":")) {
                guard colon + 1 < text.endIndex, text[colon + 1] != UInt8(ascii: " ") else { return false }
                i = colon + 1
            }
            return true
        }

        static func isFlowIndicator(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                true
            default:
                false
            }
        }

        static func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }

        static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
    }
}
