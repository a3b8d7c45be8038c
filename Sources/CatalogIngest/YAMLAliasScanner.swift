/// Spots YAML anchors (`&a`) and aliases (`*a`) without parsing, so a "billion laughs" front
/// matter is refused before the YAML parser ever sees it.
enum YAMLAliasScanner {
    /// Index (0-based, within `lines`) of the first line using an anchor or alias.
    static func firstAnchorOrAlias(in lines: ArraySlice<Substring>) -> Int? {
        for (offset, line) in lines.enumerated() where usesAnchorOrAlias(line) {
            return offset
        }
        return nil
    }

    /// Read byte by byte: every character that matters is ASCII, and walking the line as
    /// `Character`s was most of the front matter's cost after the parser itself.
    static func usesAnchorOrAlias(_ line: Substring) -> Bool {
        var line = line
        return line.withUTF8 { bytes in
            var quote: UInt8?
            var previous = UInt8(ascii: " ")
            var i = 0
            while i < bytes.count {
                let c = bytes[i]
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == UInt8(ascii: "#") && previous == UInt8(ascii: " ") {
                    return false
                } else if (c == UInt8(ascii: "\"") || c == UInt8(ascii: "'")) && opensQuote(after: previous) {
                    quote = c
                } else if (c == UInt8(ascii: "&") || c == UInt8(ascii: "*")) && opensAnchor(after: previous),
                          i + 1 < bytes.count, startsName(bytes, at: i + 1) {
                    return true
                }
                previous = c
                i += 1
            }
            return false
        }
    }

    /// ` [{,:-`: where a quoted scalar can start.
    private static func opensQuote(after byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-"): return true
        default: return false
        }
    }

    /// ` [{,:-?`: where an anchor or alias can start.
    private static func opensAnchor(after byte: UInt8) -> Bool {
        byte == UInt8(ascii: "?") || opensQuote(after: byte)
    }

    /// A letter, digit, `_` or `-` at `index`: the first character of an anchor's name.
    private static func startsName(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let b = bytes[index]
        if b < 0x80 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): return true
            default: return false
            }
        }
        // A letter or digit of another script, as `Character.isLetter` and `isNumber` judge it.
        var decoder = UTF8()
        var rest = bytes[index...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&rest) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
