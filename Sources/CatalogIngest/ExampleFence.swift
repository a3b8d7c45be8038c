/// Reads the info string of a ```` ```example ```` fence: `rules=a,b` and `title="…"`.
///
/// Read scalar by scalar: the syntax is ASCII (spaces, `=`, quotes, `,`, `.`), and whatever else
/// a value holds is kept as written. Read character by character, an example's fence took a
/// twentieth of a build.
enum ExampleFence {
    static func isExample(info: String) -> Bool {
        let words = info.unicodeScalars.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
        return words.map { String($0) == "example" } ?? false
    }

    /// The rule ids of a `rules=` list: comma-separated, trimmed, blanks dropped; a reference
    /// with one dot (`section.rule`) is completed with the page's component id.
    static func ruleReferences(_ list: String, componentID: String) -> [String] {
        list.unicodeScalars.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
            .map { ref in ref.unicodeScalars.split(separator: ".").count == 2 ? "\(componentID).\(ref)" : ref }
    }

    /// Attributes after the word `example`, values unquoted.
    static func attributes(_ info: String) -> [String: String] {
        var out: [String: String] = [:]
        let trimmed = info.trimmingWhitespace
        var rest = Substring(trimmed).unicodeScalars.dropFirst("example".count)
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" }
        while true {
            rest = rest.drop(while: isSpace)
            guard !rest.isEmpty else { break }
            let key = rest.prefix(while: { $0 != "=" && !isSpace($0) })
            rest = rest[key.endIndex...]
            guard rest.first == "=" else {
                out[String(key)] = ""
                continue
            }
            rest = rest.dropFirst()
            let value: Substring.UnicodeScalarView
            if let quote = rest.first, quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                value = rest.prefix(while: { $0 != quote })
                rest = rest[value.endIndex...].dropFirst()
            } else {
                value = rest.prefix(while: { !isSpace($0) })
                rest = rest[value.endIndex...]
            }
            out[String(key)] = String(value)
        }
        return out
    }
}
