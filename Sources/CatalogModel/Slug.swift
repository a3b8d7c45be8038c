/// Turns display text into the ids used in rule ids, section ids and URLs.
public enum Slug {
    /// Lower-case ASCII letters and digits joined by single dashes; apostrophes vanish so that
    /// "sheet’s" reads `sheets`, not `sheet-s`.
    public static func make(_ text: String, maxWords: Int = .max) -> String {
        if let ascii = text.withContiguousUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? asciiSlug(bytes, maxWords: maxWords) : nil }) {
            return ascii
        }
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar == "'" || scalar == "’" || scalar == "‘" { continue }
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if ("A"..."Z").contains(scalar) {
                current.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) + 32))
            } else if !scalar.isASCII, let folded = fold(scalar) {
                current.append(folded)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
                if words.count >= maxWords { break }
            }
        }
        if !current.isEmpty && words.count < maxWords { words.append(current) }
        return words.prefix(maxWords).joined(separator: "-")
    }

    /// `make` for ASCII text, nearly every lead and heading: one pass over the bytes, written
    /// straight into the new string's storage (a slug is never longer than its text: each dash
    /// stands for at least one byte between words), with no String per word and no array grown
    /// byte by byte.
    private static func asciiSlug(_ bytes: UnsafeBufferPointer<UInt8>, maxWords: Int) -> String {
        String(unsafeUninitializedCapacity: max(1, bytes.count)) { out in
            var count = 0
            var words = 0
            var inWord = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "'"):
                    continue
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if !inWord {
                        guard words < maxWords else { return count }
                        if words > 0 {
                            out[count] = UInt8(ascii: "-")
                            count += 1
                        }
                        words += 1
                        inWord = true
                    }
                    out[count] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                    count += 1
                default:
                    inWord = false
                }
            }
            return count
        }
    }

    /// Common Latin letters with accents read as their base letter, so "Café" gives `cafe`.
    private static func fold(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "à", "á", "â", "ä", "ã", "å", "À", "Á", "Â", "Ä", "Ã", "Å": return "a"
        case "è", "é", "ê", "ë", "È", "É", "Ê", "Ë": return "e"
        case "ì", "í", "î", "ï", "Ì", "Í", "Î", "Ï": return "i"
        case "ò", "ó", "ô", "ö", "õ", "Ò", "Ó", "Ô", "Ö", "Õ": return "o"
        case "ù", "ú", "û", "ü", "Ù", "Ú", "Û", "Ü": return "u"
        case "ç", "Ç": return "c"
        case "ñ", "Ñ": return "n"
        default: return nil
        }
    }
}
