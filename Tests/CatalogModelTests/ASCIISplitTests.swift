import BuiltStrings
import Testing
import CatalogModel

/// `asciiSplit` finds pieces by bytes in ASCII text; they must be the pieces `split` finds by
/// characters, for every separator, limit and empty-piece setting, in ASCII text and beyond it.
@Suite struct ASCIISplitTests {
    @Test func aByteSearchFindsWhatTheCharacterSearchFindsInASCIIText() {
        // `containsBytes` stands in for `String.contains` where both sides are ASCII: the
        // renderer's template names and the title separators. Overlaps, ends and misses.
        let texts = ["", "a", "aaab", "abab", "cellAHTML", "{{{generalHTML}}}", "Sheets - iOS", "x - ", "generalHTM"]
        let needles = ["", "a", "aab", "bab", "HTML", "generalHTML", " - ", "cellAHTMLx"]
        for text in texts {
            for needle in needles {
                let found = text.withContiguousUTF8 { bytes in needle.withContiguousUTF8 { bytes.containsBytes($0) } }
                #expect(found == (needle.isEmpty || text.contains(needle)), "\(text) / \(needle)")
            }
        }
    }

    @Test func piecesMatchSplitByCharacters() {
        let pieces = ["a", "bc", "/", "//", "#", "?", ".", "|", " ", "\r\n", "\n", "é", "/\u{301}", "\u{301}", "x.y"]
        let separators: [Character] = ["/", "#", "?", ".", "|", " ", "\n", "\r\n", "é"]
        for (n, text) in BuiltStrings(6_000, of: pieces, pieceCounts: 0...7, seed: 17).enumerated() {
            let separator = separators[n % separators.count]
            for maxSplits in [0, 1, 2, Int.max] {
                for omitting in [true, false] {
                    let expected = text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                    #expect(text.asciiSplit(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting) == expected,
                            "\(Array(text.utf8)) on \(separator) max \(maxSplits) omitting \(omitting)")
                    let sub = Substring(text)
                    #expect(sub.asciiSplit(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting) == expected)
                    // A slice from the middle of a longer string splits as the text alone does.
                    let framed = "a/b" + text + "c/d"
                    let middle = framed[framed.index(framed.startIndex, offsetBy: 3)..<framed.index(framed.endIndex, offsetBy: -3)]
                    if String(middle) == text {
                        #expect(middle.asciiSplit(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                                == middle.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting))
                    }
                }
            }
        }
    }
}
