/// One generated page and what the tool owes the user for it.
struct HostileInput: CustomStringConvertible {
    enum Kind: String, CaseIterable {
        case randomBytes = "random-bytes"
        case mutatedPage = "mutated-page"
        case invalidUTF8 = "invalid-utf8"
        case nulBytes = "nul-bytes"
        case crlf
        case loneCR = "lone-cr"
        case nestedLists = "nested-lists"
        case nestedQuotes = "nested-quotes"
        case nestedInlines = "nested-inlines"
        case enormousLine = "enormous-line"
        case unclosedFence = "unclosed-fence"
        case yamlBomb = "yaml-bomb"
        case frontMatterNotMapping = "front-matter-not-mapping"
        case frontMatterUnclosed = "front-matter-unclosed"
        /// Tables wide or long enough to reach the parser's slow paths, or just short of them.
        case largeTable = "large-table"
        /// Runs of `![[]()`, whose cost in the parser grows faster than the square of their count.
        case tangledBrackets = "tangled-brackets"
        /// Emphasis and links alternating in one paragraph (the parser's time grows faster than
        /// brackets times delimiters), or the same pairs as list items, which parse at once.
        case tangledEmphasis = "tangled-emphasis"
    }

    /// What the ingester must say about the input, beyond "do not crash, do not hang".
    enum Expectation: Equatable {
        /// Anything goes, as long as every diagnostic points inside the file.
        case noCrash
        /// The input is invalid: at least one diagnostic with a line inside the file, and when
        /// `line` is known, one on that very line.
        case diagnostic(id: String?, line: Int?)
        /// The input is a valid page in disguise (CRLF): it must read exactly like the original.
        case sameAsSample
    }

    var kind: Kind
    var bytes: [UInt8]
    var expectation: Expectation

    var description: String { "\(kind.rawValue) (\(bytes.count) bytes)" }

    /// The 1-based number of the last line, counting `\r\n`, `\r` and `\n` each as one break.
    var lastLine: Int { HostileInput.lastLine(of: bytes) }

    static func lastLine(of bytes: [UInt8]) -> Int {
        var breaks = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                breaks += 1
            } else if bytes[i] == 0x0D {
                breaks += 1
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            }
            i += 1
        }
        return breaks + 1
    }
}
