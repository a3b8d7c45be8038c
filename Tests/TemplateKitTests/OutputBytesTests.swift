import Testing
@testable import TemplateKit

/// The buffer templates, `catalog.json` and the search index are written into: whatever goes in,
/// in whatever sizes, comes out as the same bytes an array would hold.
@Suite struct OutputBytesTests {
    @Test func appendsOfEverySizeAcrossGrowthKeepEveryByte() {
        var buffer = OutputBytes(capacity: 1)  // the smallest start, so that it grows many times
        var expected: [UInt8] = []
        var seed: UInt64 = 42
        for round in 0..<2_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let size = Int(seed >> 54)  // 0 ..< 1024
            let chunk = (0..<size).map { UInt8(truncatingIfNeeded: $0 &+ round) }
            switch round % 4 {
            case 0: chunk.withUnsafeBufferPointer { buffer.append($0) }
            case 1: buffer.append(chunk)
            case 2: for byte in chunk { buffer.append(byte) }
            default:
                buffer.append(repeating: UInt8(ascii: " "), count: size)
                expected += Array(repeating: UInt8(ascii: " "), count: size)
                continue
            }
            expected += chunk
        }
        // Read into copies first: `#expect` cannot take a noncopyable value apart.
        let (count, bytes, last) = (buffer.count, buffer.array, buffer.last)
        #expect(count == expected.count)
        #expect(bytes == expected)
        #expect(last == expected.last)
    }

    @Test func textLiteralsEmptyInputAndReuseAfterRemoveAll() {
        var buffer = OutputBytes(capacity: 8)
        let (emptyAtFirst, lastAtFirst) = (buffer.isEmpty, buffer.last)
        #expect(emptyAtFirst && lastAtFirst == nil)
        buffer.append(UnsafeBufferPointer<UInt8>(start: nil, count: 0))
        buffer.append("<p>")
        buffer.append(utf8: "détente ✓")
        buffer.append("</p>")
        let written = String(decoding: buffer.array, as: UTF8.self)
        #expect(written == "<p>détente ✓</p>")
        buffer.removeAll()
        let emptied = buffer.isEmpty
        #expect(emptied)
        buffer.append("again")
        let again = buffer.array
        #expect(again == Array("again".utf8))
    }

    @Test func escapingIntoTheBufferMatchesEscapingIntoAnArray() {
        let text = "a < b && \"c\" > 'd'\u{0}é"
        var buffer = OutputBytes(capacity: 2)
        var array: [UInt8] = []
        HTMLEscaping.append(text, to: &buffer)
        HTMLEscaping.append(text, to: &array)
        let escaped = buffer.array
        #expect(escaped == array)
        #expect(String(decoding: array, as: UTF8.self) == "a &lt; b &amp;&amp; &quot;c&quot; &gt; &#39;d&#39;\u{FFFD}é")
    }

    /// Numbers read as `String(value)` writes them, at the edges of `Int` too: written in place
    /// into a buffer that grows under them, and through a scratch buffer into an array.
    @Test func decimalsReadAsTheStandardLibraryWritesThem() {
        let values = [0, 7, 9, 10, 99, 100, 12_345, 999_999, 1_000_000, -1, -907, Int.max, Int.min]
        var buffer = OutputBytes(capacity: 2)
        var array: [UInt8] = []
        var expected = ""
        for round in 0..<20 {
            for value in values {
                buffer.append(decimal: value &+ round)
                buffer.append(UInt8(ascii: ","))
                array.append(decimal: value &+ round)
                array.append(UInt8(ascii: ","))
                expected += String(value &+ round) + ","
            }
        }
        #expect(String(decoding: buffer.array, as: UTF8.self) == expected)
        #expect(String(decoding: array, as: UTF8.self) == expected)
    }

    /// Every ASCII character, alone and between letters, comes out as its entity when it is one of
    /// the six the escaper handles and unchanged otherwise; the escaper finds them by a bit mask.
    @Test func escapesExactlyTheSixCharactersAmongAllOfASCII() {
        let entities: [UInt8: String] = [
            0: "\u{FFFD}", UInt8(ascii: "&"): "&amp;", UInt8(ascii: "<"): "&lt;", UInt8(ascii: ">"): "&gt;",
            UInt8(ascii: "\""): "&quot;", UInt8(ascii: "'"): "&#39;",
        ]
        func escaped(_ text: String) -> String {
            var bytes: [UInt8] = []
            HTMLEscaping.append(text, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        for byte in UInt8(0)...UInt8(127) {
            let character = String(UnicodeScalar(byte))
            let expected = entities[byte] ?? character
            #expect(escaped(character) == expected, "byte \(byte)")
            #expect(escaped("a" + character + "z") == "a" + expected + "z", "byte \(byte)")
        }
        #expect(escaped("é—\u{1F600}") == "é—\u{1F600}")
    }
}
