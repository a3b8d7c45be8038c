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
        case .int(let i): Self.digits(i, into: &out)
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

    /// An integer in decimal, written digit by digit instead of through a String.
    static func digits(_ value: Int, into out: inout [UInt8]) {
        guard value != 0 else { out.append(UInt8(ascii: "0")); return }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes hold any 64-bit integer's digits
        withUnsafeMutableBytes(of: &buffer) { digits in
            var start = digits.count
            while magnitude > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            out.append(contentsOf: digits[start...])
        }
    }

    static func quote(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape at all: copy them whole instead of scalar by scalar.
        var s = s
        let plain = s.withUTF8 { bytes -> Bool in
            for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0xE2 {
                return false
            }
            out.append(contentsOf: bytes)
            return true
        }
        if plain {
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".utf8)
            case "\\": out.append(contentsOf: "\\\\".utf8)
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\r": out.append(contentsOf: "\\r".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            case "<": out.append(contentsOf: "\\u003c".utf8)
            case ">": out.append(contentsOf: "\\u003e".utf8)
            case "&": out.append(contentsOf: "\\u0026".utf8)
            case "\u{2028}": out.append(contentsOf: "\\u2028".utf8)
            case "\u{2029}": out.append(contentsOf: "\\u2029".utf8)
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else {
                    out.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
