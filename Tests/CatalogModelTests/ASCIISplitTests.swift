import Testing
import CatalogModel

/// `asciiSplit` finds pieces by bytes in ASCII text; they must be the pieces `split` finds by
/// characters, for every separator, limit and empty-piece setting, in ASCII text and beyond it.
@Suite struct ASCIISplitTests {
    @Test func piecesMatchSplitByCharacters() {
        let pieces = ["a", "bc", "/", "//", "#", "?", ".", "|", " ", "\r\n", "\n", "é", "/\u{301}", "\u{301}", "x.y"]
        let separators: [Character] = ["/", "#", "?", ".", "|", " ", "\n", "\r\n", "é"]
        var state: UInt64 = 17
        for _ in 0..<6_000 {
            var text = ""
            for _ in 0..<Int(state % 8) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let separator = separators[Int((state >> 33) % UInt64(separators.count))]
            for maxSplits in [0, 1, 2, Int.max] {
                for omitting in [true, false] {
                    let expected = text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                    #expect(text.asciiSplit(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting) == expected,
                            "\(Array(text.utf8)) on \(separator) max \(maxSplits) omitting \(omitting)")
                    let sub = Substring(text)
                    #expect(sub.asciiSplit(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting) == expected)
                }
            }
        }
    }
}
