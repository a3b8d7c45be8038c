/// A JSON document built by hand, so key order and escaping are ours to fix.
///
/// Foundation's encoder would do, but its output for strings differs between platforms; this
/// writes the same bytes everywhere, keys sorted, and escapes `<`, `>` and `&` so a value can sit
/// inside a `<script>` element without ending it.
enum JSONValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
    static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }

    /// Pretty form with two-space indents, for `catalog.json` that people read too.
    func pretty() -> String {
        var out = ""
        write(into: &out, indent: 0, pretty: true)
        return out + "\n"
    }

    /// One-line form, for the search index.
    func compact() -> String {
        var out = ""
        write(into: &out, indent: 0, pretty: false)
        return out
    }

    private func write(into out: inout String, indent: Int, pretty: Bool) {
        switch self {
        case .string(let s): Self.quote(s, into: &out)
        case .int(let i): out += String(i)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (n, item) in items.enumerated() {
                if n > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            // Sorted by UTF-8 bytes, as JSONEncoder's .sortedKeys does for ASCII keys.
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (n, key) in keys.enumerated() {
                if n > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                Self.quote(key, into: &out)
                out += pretty ? ": " : ":"
                members[key]!.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        // Most strings need no escape at all: copy them whole instead of scalar by scalar.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0xE2 }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
