import Testing
@testable import CatalogIngest

/// The anchor and alias scanner reads bytes; these cases pin what it finds, and check it against
/// the character-by-character reading it replaced on lines with quotes, comments and other scripts.
@Suite struct YAMLAliasScannerTests {
    static let lines: [(line: String, usesAlias: Bool)] = [
        ("a: &anchor [1, 2]", true),
        ("b: *anchor", true),
        ("- *item", true),
        ("list: [one, *two]", true),
        ("map: {k: *v}", true),
        ("? &key complex", true),
        ("c: &_under", true),
        ("d: &-dash", true),
        ("e: &9digit", true),
        ("f: &éclair", true),       // a letter of another script starts a name
        ("g: &٣", true),            // an Arabic-Indic digit too
        ("title: \"Tom & Jerry\"", false),
        ("title: 'stars *here*'", false),
        ("title: Tom & Jerry", false),  // `&` followed by a space names nothing
        ("note: 5 * 3", false),
        ("note: a&b", false),           // not after a separator
        ("note: x # &commented", false),
        ("note: \"quoted # not a comment\" &real", true),
        ("note: &🙂", false),            // an emoji is not a letter
        ("note: &", false),
        ("", false),
        ("title: \"unclosed &quote", false),
        ("name: it's *fine*", true),    // `'` after a letter opens no quote, and `*` after a space names `fine`
    ]

    @Test func findsAnchorsAndAliasesOutsideQuotesAndComments() {
        for (line, expected) in Self.lines {
            #expect(YAMLAliasScanner.usesAnchorOrAlias(line[...]) == expected, "\(line)")
        }
    }

    @Test func agreesWithReadingCharacterByCharacter() {
        var lines = Self.lines.map(\.line)
        // Every separator before every marker, with names in several scripts.
        for separator in [" ", "[", "{", ",", ":", "-", "?", "x", "é"] {
            for marker in ["&", "*", "\"", "'", "#"] {
                for name in ["a", "Z", "_", "-", "7", "ü", "ж", "中", "٣", "🙂", " ", "\u{301}", ""] {
                    lines.append("k\(separator)\(marker)\(name) tail")
                    lines.append("k: \"q\(separator)\(marker)\(name)\" *after")
                }
            }
        }
        for line in lines {
            #expect(YAMLAliasScanner.usesAnchorOrAlias(line[...]) == Self.byCharacters(line[...]), "\(line)")
        }
    }

    /// The scanner as it was written over `Character`s, kept as the reference.
    static func byCharacters(_ line: Substring) -> Bool {
        var quote: Character?
        var previous: Character = " "
        var iterator = line.makeIterator()
        var current = iterator.next()
        while let c = current {
            let next = iterator.next()
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "#" && previous == " " {
                return false
            } else if (c == "\"" || c == "'") && " [{,:-".contains(previous) {
                quote = c
            } else if (c == "&" || c == "*") && " [{,:-?".contains(previous),
                      let n = next, n.isLetter || n.isNumber || n == "_" || n == "-" {
                return true
            }
            previous = c
            current = next
        }
        return false
    }
}
