import CatalogModel

/// Reads platform lists out of headings and statements: "iOS, iPadOS", "iOS and iPadOS",
/// "macOS or tvOS".
enum PlatformNames {
    /// The names of a list, split on commas, "and", "or", "&", "/" and ";"; runs of spaces inside
    /// a name become one.
    static func split(_ text: String) -> [String] {
        split(text, parentheses: false)
    }

    /// One pass over the words: this runs for every platform heading and statement of every page,
    /// and the generic `replacing` it replaced was a twentieth of ingest. `parentheses`: "(" and
    /// ")" separate names too, as in "iPadOS (regular width)".
    private static func split(_ text: String, parentheses: Bool) -> [String] {
        if let ascii = text.withContiguousUTF8({ asciiSplit($0, parentheses: parentheses) }) { return ascii }
        return characterSplit(text, parentheses: parentheses)
    }

    /// `split` character by character, for any text.
    static func characterSplit(_ text: String, parentheses: Bool) -> [String] {
        var names: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { names.append(current); current = "" }
        }
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            var piece = ""
            for c in word {
                if c == "," || c == "&" || c == "/" || c == ";" || (parentheses && (c == "(" || c == ")")) {
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
    /// reading over bytes, by index. Nil for other text.
    ///
    /// Written as plain loops over positions: the generic `split` into slices and the walk over a
    /// slice's indices it replaced cost about 4,000 instructions a heading.
    static func asciiSplit(_ bytes: UnsafeBufferPointer<UInt8>, parentheses: Bool) -> [String]? {
        guard bytes.bytesAreCharacters else { return nil }
        func isSeparator(_ b: UInt8) -> Bool {
            switch b {
            case UInt8(ascii: ","), UInt8(ascii: "&"), UInt8(ascii: "/"), UInt8(ascii: ";"): return true
            case UInt8(ascii: "("), UInt8(ascii: ")"): return parentheses
            default: return false
            }
        }
        func isAndOr(_ piece: Range<Int>) -> Bool {
            switch piece.count {
            case 2: return bytes[piece.lowerBound] | 0x20 == UInt8(ascii: "o") && bytes[piece.lowerBound + 1] == UInt8(ascii: "r")
            case 3: return bytes[piece.lowerBound] | 0x20 == UInt8(ascii: "a") && bytes[piece.lowerBound + 1] == UInt8(ascii: "n")
                && bytes[piece.lowerBound + 2] == UInt8(ascii: "d")
            default: return false
            }
        }
        var names: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(bytes.count)
        func flush() {
            if !current.isEmpty { names.append(String(decoding: current, as: UTF8.self)); current.removeAll(keepingCapacity: true) }
        }
        func add(_ piece: Range<Int>) {
            if !current.isEmpty { current.append(UInt8(ascii: " ")) }
            current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[piece]))
        }
        var i = 0
        while i < bytes.count {
            guard !bytes[i].isASCIIWhitespace else { i += 1; continue }
            var end = i
            while end < bytes.count && !bytes[end].isASCIIWhitespace { end += 1 }
            var pieceStart = i
            for k in i..<end where isSeparator(bytes[k]) {
                if k > pieceStart { add(pieceStart..<k) }
                flush()
                pieceStart = k + 1
            }
            if isAndOr(pieceStart..<end) {
                flush()
            } else if end > pieceStart {
                add(pieceStart..<end)
            }
            i = end
        }
        flush()
        return names
    }

    /// Resolves every name; `unknown` lists those that are not platforms.
    static func resolve(_ text: String, among known: [Platform]) -> (platforms: [Platform], unknown: [String]) {
        let (platforms, _, unknown) = resolveWithWidths(text, among: known)
        return (platforms, unknown)
    }

    /// "compact", "compact width", "regular", "regular width", in `SizeClass.allCases` order; made
    /// once, as every platform heading of every page is read with them.
    private static let widthNames: [(name: String, width: SizeClass)] = SizeClass.allCases.flatMap {
        [($0.rawValue, $0), ($0.rawValue + " width", $0)]
    }

    /// Like `resolve`, and also reads width qualifiers: "iPadOS (regular width)", "Compact width",
    /// "iOS, compact width". The width axis applies to the whole heading.
    static func resolveWithWidths(_ text: String, among known: [Platform]) -> (platforms: [Platform], widths: [SizeClass], unknown: [String]) {
        var platforms: [Platform] = []
        var widths: [SizeClass] = []
        var unknown: [String] = []
        for name in split(text, parentheses: true) {
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
