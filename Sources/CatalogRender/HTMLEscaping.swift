import Mustache

/// The escaping `{{double}}` braces apply in our templates, registered with the engine as a
/// content type and switched on by a pragma `SiteRenderer` puts in front of every template.
///
/// Why not the engine's own: it walks the text Character by Character (grapheme breaking) and
/// looks each one up in a dictionary, which made escaping about a sixth of a build. Nearly every
/// value needs no escaping at all, so this scans the UTF-8 bytes once and hands the same string
/// back when nothing needs replacing. The output is the engine's, byte for byte, plus one
/// addition: a NUL becomes U+FFFD, as in `HTML.escape`.
struct FastHTMLContentType: MustacheContentType {
    /// The name templates see in `{{% CONTENT_TYPE: … }}`.
    static let name = "SHEETCAT_HTML"

    /// The line put in front of every template. A standalone pragma line renders nothing, so it
    /// shifts what the engine reports by one line, which `SiteRenderer` takes back off.
    static let pragmaLine = "{{% CONTENT_TYPE: \(name) }}\n"

    static let register: Void = MustacheContentTypes.register(FastHTMLContentType(), named: name)

    func escapeText(_ text: String) -> String { HTML.escape(text) }
}

extension HTML {
    /// Escapes text for element content and for quoted attribute values alike.
    static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard let first = bytes.firstIndex(where: needsEscape) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 32)
            out.append(contentsOf: bytes[..<first])
            for byte in bytes[first...] {
                switch byte {
                case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
                case 0: out.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        } ?? text
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0: return true
        default: return false
        }
    }
}

/// Strings render as themselves. Without this the engine reaches a string variable's text
/// through `String(describing:)` on an `Any`, after failed casts to a lambda and an optional:
/// several runtime conformance look-ups for every `{{value}}` of every page. With it, the engine
/// takes its custom-renderable path, which gives the same text. Sections are unaffected: a
/// string is never "null", so `{{#value}}` still renders with the string as its context.
extension String: @retroactive MustacheCustomRenderable {
    public var renderText: String { self }
    public var isNull: Bool { false }
}
