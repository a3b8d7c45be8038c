/// Text made safe for HTML and XML (the site's pages, the sketches' SVG, the preview's error
/// page): `& < > " '` become entities, so the text is safe as element content and inside a
/// quoted attribute alike, and a NUL becomes U+FFFD. Templates escape `{{double}}` braces the
/// same way as they stream (TemplateKit's `HTMLEscaping.append`); a test holds the two to one
/// answer for every byte.
public enum MarkupEscaping {
    /// `text`, escaped; the same string back when nothing needs escaping.
    public static func escape(_ text: String) -> String {
        text.withContiguousUTF8 { bytes in
            guard bytes.contains(where: needsEscape) else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 32)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "&"): out += "&amp;".utf8
                case UInt8(ascii: "<"): out += "&lt;".utf8
                case UInt8(ascii: ">"): out += "&gt;".utf8
                case UInt8(ascii: "\""): out += "&quot;".utf8
                case UInt8(ascii: "'"): out += "&#39;".utf8
                case 0: out += "\u{FFFD}".utf8
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }
}
