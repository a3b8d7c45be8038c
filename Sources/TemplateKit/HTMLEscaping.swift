/// The escaping of `{{double}}` braces, as values stream into a page: `& < > " '` become
/// entities, so a value is safe as element text and inside a quoted attribute alike, and a NUL
/// byte becomes U+FFFD. Text escaped into a string, outside a template, is CatalogModel's
/// `MarkupEscaping.escape`, which gives the same bytes (TemplateKit imports nothing).
public enum HTMLEscaping {
    /// Appends `text` to `output`, escaped, in one pass over its UTF-8 bytes.
    public static func append<Sink: ByteSink & ~Copyable>(_ text: String, to output: inout Sink) {
        // Read in place where the string is contiguous UTF-8 (always, for native strings):
        // `withUTF8` needs a mutable copy, and that copy is a retain and a release per value.
        // This is CatalogModel's `String.withContiguousUTF8` written out: TemplateKit imports nothing.
        if text.utf8.withContiguousStorageIfAvailable({ append($0, to: &output) }) != nil { return }
        var text = text
        text.withUTF8 { append($0, to: &output) }
    }

    private static func append<Sink: ByteSink & ~Copyable>(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout Sink) {
        // Runs of bytes that need no escape are copied whole; most values are one such run.
        var start = 0
        for i in bytes.indices where needsEscape(bytes[i]) {
            let entity: StaticString
            switch bytes[i] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: entity = "\u{FFFD}"  // NUL, the only other byte `needsEscape` lets in
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[start..<i]))
            output.append(entity)
            start = i + 1
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    }

    /// Bit n is set when byte n (below 64) is escaped: NUL, `"` (34), `&` (38), `'` (39),
    /// `<` (60) and `>` (62).
    static let escapedBelowQuestionMark: UInt64 = 1 | 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62

    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte <= UInt8(ascii: ">") && escapedBelowQuestionMark & (1 &<< UInt64(byte)) != 0
    }
}
