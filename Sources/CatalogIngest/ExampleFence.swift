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
            let key = rest.prefix(while: { $0 != "=" && $0 != " " && $0 != "\t" })
            rest = rest.dropFirst(key.count)
            guard rest.first == "=" else {
                out[String(key)] = ""
                continue
            }
            rest = rest.dropFirst()
            var value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                value = rest.prefix(while: { $0 != quote })
                rest = rest.dropFirst(value.count + 1)
            } else {
                value = rest.prefix(while: { $0 != " " && $0 != "\t" })
                rest = rest.dropFirst(value.count)
            }
            out[String(key)] = String(value)
        }
        return out
    }
}
