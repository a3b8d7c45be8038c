import TemplateKit

/// A JSON document built by hand, so key order and escaping are ours to fix.
///
/// Foundation's encoder would do, but its output for strings differs between platforms; this
/// writes the same bytes everywhere, keys sorted, and escapes `<`, `>` and `&` so a value can sit
/// inside a `<script>` element without ending it.
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// An object's members, sorted by key: made with `object(_:)`, which sorts once, so writing
    /// needs no dictionary and no sort (catalog.json has an object for every rule and example).
    case members([(key: String, value: JSONValue)])

    /// An object written as a literal: `.object(["id": .string(id), "line": .int(1)])`.
    static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        sorted(members.map { (key: $0.key, value: $0.value) })
    }

    /// An object assembled at run time.
    static func object(_ members: [String: JSONValue]) -> JSONValue {
        sorted(members.map { (key: $0.key, value: $0.value) })
    }

    /// Sorted by UTF-8 bytes, as JSONEncoder's .sortedKeys does for ASCII keys.
    private static func sorted(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
        .members(members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
    }

    static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
    static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }

    /// Pretty form with two-space indents, for `catalog.json` that people read too.
    func pretty() -> String { String(decoding: prettyBytes(), as: UTF8.self) }

    func prettyBytes() -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, indent: 0, pretty: true)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// One-line form, for the search index.
    func compact() -> String { String(decoding: compactBytes(), as: UTF8.self) }

    func compactBytes() -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, indent: 0, pretty: false)
        return out
    }

    // Bytes, not a String: appending to an array is a copy, appending to a String also checks
    // and re-counts, and catalog.json runs to megabytes.
    func write(into out: inout [UInt8], indent: Int, pretty: Bool) {
        func newline(_ level: Int) {
            out.append(UInt8(ascii: "\n"))
            for _ in 0..<(level * 2) { out.append(UInt8(ascii: " ")) }
        }
        switch self {
        case .string(let s): Self.quote(s, into: &out)
        case .int(let i): out.append(decimal: i)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (n, item) in items.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(indent + 1) }
                item.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            if pretty { newline(indent) }
            out.append(UInt8(ascii: "]"))
        case .members(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (n, member) in members.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(indent + 1) }
                Self.quote(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                member.value.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            if pretty { newline(indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    static func quote<Sink: ByteSink & ~Copyable>(_ s: String, into out: inout Sink) {
        out.append(UInt8(ascii: "\""))
        s.withContiguousUTF8 { appendEscaped($0, into: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// The inside of `quote`: `bytes`, valid UTF-8, escaped for a JSON string, without the quotes.
    /// Besides what JSON requires, `<`, `>` and `&` are escaped so the search index, which is a
    /// script, cannot be closed by its text, and U+2028 and U+2029, which end a line in
    /// JavaScript source.
    static func appendEscaped<Sink: ByteSink & ~Copyable>(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout Sink) {
        // Runs of bytes that need no escape are copied whole; most strings are one such run.
        var start = 0
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            let escape: String
            var length = 1
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case UInt8(ascii: "<"): escape = "\\u003c"
            case UInt8(ascii: ">"): escape = "\\u003e"
            case UInt8(ascii: "&"): escape = "\\u0026"
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                escape = bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                length = 3
            default:
                i += 1
                continue
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[start..<i]))
            out.append(utf8: escape)
            i += length
            start = i
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    }
}
