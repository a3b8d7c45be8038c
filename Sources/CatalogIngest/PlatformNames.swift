import CatalogModel

/// Reads platform lists out of headings and statements: "iOS, iPadOS", "iOS and iPadOS",
/// "macOS or tvOS".
enum PlatformNames {
    /// The names of a list, split on commas, "and", "or", "&", "/" and ";"; runs of spaces inside
    /// a name become one.
    static func split(_ text: String) -> [String] {
        split(text, alsoOn: [])
    }

    /// One pass over the words: this runs for every platform heading and statement of every page,
    /// and the generic `replacing` it replaced was a twentieth of ingest.
    private static func split(_ text: String, alsoOn extra: Set<Character>) -> [String] {
        if let ascii = text.withContiguousUTF8({ asciiSplit($0, alsoOn: extra) }) { return ascii }
        return characterSplit(text, alsoOn: extra)
    }

    /// `split` character by character, for any text.
    static func characterSplit(_ text: String, alsoOn extra: Set<Character>) -> [String] {
        var names: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { names.append(current); current = "" }
        }
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            var piece = ""
            for c in word {
                if c == "," || c == "&" || c == "/" || c == ";" || extra.contains(c) {
                    if !piece.isEmpty { current += current.isEmpty ? piece : " " + piece; piece = "" }
                    flush()
                } else {
                    piece.append(c)
                }
            }
            if piece == "and" || piece == "or" || piece == "And" || piece == "Or" {
                flush()
            } else if !piece.isEmpty {
                current += current.isEmpty ? piece : " " + piece
            }
        }
        flush()
        return names
    }

    /// `split` for ASCII text without carriage returns, where a byte is a character: the same
    /// reading over bytes. Nil for other text, or separators beyond ASCII.
    static func asciiSplit(_ bytes: UnsafeBufferPointer<UInt8>, alsoOn extra: Set<Character>) -> [String]? {
        guard bytes.bytesAreCharacters else { return nil }
        var extraBytes: [UInt8] = []
        for c in extra {
            guard let ascii = c.asciiValue, c != "\r\n" else { return nil }
            extraBytes.append(ascii)
        }
        func isSeparator(_ b: UInt8) -> Bool {
            b == UInt8(ascii: ",") || b == UInt8(ascii: "&") || b == UInt8(ascii: "/") || b == UInt8(ascii: ";") || extraBytes.contains(b)
        }
        var names: [String] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { names.append(String(decoding: current, as: UTF8.self)); current = [] }
        }
        func add(_ piece: Slice<UnsafeBufferPointer<UInt8>>) {
            if !current.isEmpty { current.append(UInt8(ascii: " ")) }
            current += piece
        }
        for word in bytes.split(whereSeparator: \.isASCIIWhitespace) {
            var pieceStart = word.startIndex
            for i in word.indices where isSeparator(bytes[i]) {
                let piece = bytes[pieceStart..<i]
                if !piece.isEmpty { add(piece) }
                flush()
                pieceStart = i + 1
            }
            let piece = bytes[pieceStart..<word.endIndex]
            if piece.elementsEqual("and".utf8) || piece.elementsEqual("or".utf8) || piece.elementsEqual("And".utf8) || piece.elementsEqual("Or".utf8) {
                flush()
            } else if !piece.isEmpty {
                add(piece)
            }
        }
        flush()
        return names
    }

    /// Resolves every name; `unknown` lists those that are not platforms.
    static func resolve(_ text: String, among known: [Platform]) -> (platforms: [Platform], unknown: [String]) {
        let (platforms, _, unknown) = resolveWithWidths(text, among: known)
        return (platforms, unknown)
    }

    /// Made once: every platform heading of every page is read with these.
    private static let parentheses: Set<Character> = ["(", ")"]
    /// "compact", "compact width", "regular", "regular width", in `SizeClass.allCases` order.
    private static let widthNames: [(name: String, width: SizeClass)] = SizeClass.allCases.flatMap {
        [($0.rawValue, $0), ($0.rawValue + " width", $0)]
    }

    /// Like `resolve`, and also reads width qualifiers: "iPadOS (regular width)", "Compact width",
    /// "iOS, compact width". The width axis applies to the whole heading.
    static func resolveWithWidths(_ text: String, among known: [Platform]) -> (platforms: [Platform], widths: [SizeClass], unknown: [String]) {
        var platforms: [Platform] = []
        var widths: [SizeClass] = []
        var unknown: [String] = []
        for name in split(text, alsoOn: parentheses) {
            let key = name.lowercased()
            if let width = widthNames.first(where: { $0.name == key })?.width {
                if !widths.contains(width) { widths.append(width) }
            } else if let p = Platform.named(name, among: known) {
                if !platforms.contains(p) { platforms.append(p) }
            } else {
                unknown.append(name)
            }
        }
        return (platforms.sorted(), widths.sorted { $0.rawValue < $1.rawValue }, unknown)
    }

    /// "iOS, iPadOS, macOS, …" for fixes.
    static func knownList(_ known: [Platform]) -> String {
        known.map(\.name).joined(separator: ", ")
    }
}
