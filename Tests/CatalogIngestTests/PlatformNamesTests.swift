import CatalogModel
import BuiltStrings
import Testing
@testable import CatalogIngest

/// Headings and statements name platforms in free prose; these are the forms guideline pages use.
@Suite struct PlatformNamesTests {
    @Test(arguments: [
        ("iOS, iPadOS", ["iOS", "iPadOS"]),
        ("iOS and iPadOS", ["iOS", "iPadOS"]),
        ("macOS or tvOS", ["macOS", "tvOS"]),
        ("iOS,and macOS", ["iOS", "macOS"]),
        ("watchOS / tvOS", ["watchOS", "tvOS"]),
        ("iOS & iPadOS; visionOS", ["iOS", "iPadOS", "visionOS"]),
        ("  Apple   Vision  Pro ", ["Apple Vision Pro"]),
        ("Android", ["Android"]),
        ("", []),
    ])
    func splitsAListOfNames(text: String, names: [String]) {
        #expect(PlatformNames.split(text) == names)
    }

    @Test func readsWidthQualifiersInBracketsOrAsNames() {
        let known = Platform.base
        let bracketed = PlatformNames.resolveWithWidths("iPadOS (regular width)", among: known)
        #expect(bracketed.platforms.map(\.id) == ["ipados"])
        #expect(bracketed.widths == [.regular])
        #expect(bracketed.unknown.isEmpty)
        let listed = PlatformNames.resolveWithWidths("iOS, compact width", among: known)
        #expect(listed.platforms.map(\.id) == ["ios"])
        #expect(listed.widths == [.compact])
        #expect(PlatformNames.resolveWithWidths("iOS and Symbian", among: known).unknown == ["Symbian"])
    }

    /// ASCII headings are split byte by byte; the names must be the ones the character reading
    /// gives, on headings built from platform names, separators, "and"/"or", spaces and marks.
    @Test func byteSplitMatchesTheCharacterSplit() {
        let pieces = ["iOS", "iPadOS", "macOS", " ", "  ", "\t", ",", "&", "/", ";", "(", ")", "and", "or", "And", "Or", "android",
                      "regular width", "\r\n", "\n", "é", "\u{301}", "\u{0B}"]
        for text in BuiltStrings(20_000, of: pieces, pieceCounts: 1...8, seed: 5) {
            for parentheses in [false, true] {
                let bytes = Array(text.utf8)
                let ascii = bytes.withUnsafeBufferPointer { PlatformNames.asciiSplit($0, parentheses: parentheses) }
                if let ascii {
                    #expect(ascii == PlatformNames.characterSplit(text, parentheses: parentheses), "\(bytes)")
                }
            }
        }
    }
}
