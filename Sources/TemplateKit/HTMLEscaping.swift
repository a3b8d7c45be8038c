/// The escaping of `{{double}}` braces: `& < > " '` become entities, so a value is safe as element
/// text and inside a quoted attribute alike, and a NUL byte becomes U+FFFD.
public enum HTMLEscaping {
    /// Appends `text` to `output`, escaped. Most values need no escaping, so the bytes are scanned
    /// once and copied whole when nothing needs replacing.
    public static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(where: needsEscape) else {
                output.append(contentsOf: bytes)
                return
            }
            output.append(contentsOf: bytes[..<first])
            for byte in bytes[first...] {
                switch byte {
                case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
                case 0: output.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
                default: output.append(byte)
                }
            }
        }
    }

    /// `text`, escaped; the same string back when nothing needs escaping.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscape) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 32)
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0: return true
        default: return false
        }
    }
}
