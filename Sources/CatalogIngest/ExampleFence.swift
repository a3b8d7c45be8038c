/// Reads the info string of a ```` ```example ```` fence: `rules=a,b` and `title="…"`.
enum ExampleFence {
    static func isExample(info: String) -> Bool {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first == "example"
    }

    /// Attributes after the word `example`, values unquoted.
    static func attributes(_ info: String) -> [String: String] {
        var out: [String: String] = [:]
        var rest = Substring(info.trimmingWhitespace).dropFirst("example".count)
        while true {
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            guard !rest.isEmpty else { break }
            // Slicing at the end index of what was read, not dropping its count: `dropFirst(n)`
            // walks the characters again.
            let key = rest.prefix(while: { $0 != "=" && $0 != " " && $0 != "\t" })
            rest = rest[key.endIndex...]
            guard rest.first == "=" else {
                out[String(key)] = ""
                continue
            }
            rest = rest.dropFirst()
            var value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                value = rest.prefix(while: { $0 != quote })
                rest = rest[value.endIndex...].dropFirst()
            } else {
                value = rest.prefix(while: { $0 != " " && $0 != "\t" })
                rest = rest[value.endIndex...]
            }
            out[String(key)] = String(value)
        }
        return out
    }
}
