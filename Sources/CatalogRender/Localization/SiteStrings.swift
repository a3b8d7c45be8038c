/// The interface strings of the templates in one language, read from `templates/strings/<tag>.strings`
/// (`key = value` a line, `#` comments), and shown by templates as `{{strings.key}}`. A value in
/// double quotes keeps the spaces at its ends, for the words that follow a number the template
/// shows (`countRules = " rules"` after `{{ruleCount}}`).
///
/// A key a language's file leaves out falls back to the English file's, so a translator can
/// start with the strings readers see most.
public struct SiteStrings: Hashable, Sendable {
    public var values: [String: String]

    public init(values: [String: String]) { self.values = values }

    /// Reads a strings file; lines that are blank, comments or have no `=` are skipped.
    public init(parsing text: String) {
        var values: [String: String] = [:]
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let trimmed = String(line).trimmed([" ", "\t"])
            guard !trimmed.hasPrefix("#"), let eq = trimmed.firstIndex(of: "=") else { continue }
            let key = String(trimmed[..<eq]).trimmed([" ", "\t"])
            var value = String(trimmed[trimmed.index(after: eq)...]).trimmed([" ", "\t"])
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            if !key.isEmpty { values[key] = value }
        }
        self.values = values
    }

    public subscript(key: String) -> String { values[key] ?? key }

    /// The English strings compiled into the program (`templates/strings/en.strings` as
    /// shipped): what a key that no strings file gives shows.
    public static let builtInEnglish = SiteStrings(parsing: BuiltInStrings.english)

    /// These strings with `fallback`'s for the keys they leave out.
    func filled(from fallback: SiteStrings) -> SiteStrings {
        SiteStrings(values: values.merging(fallback.values) { mine, _ in mine })
    }

    /// The tables in a template set, by language tag: `strings/ko.strings` → `ko`.
    static func tables(in templates: [String: String]) -> [String: SiteStrings] {
        var tables: [String: SiteStrings] = [:]
        for (path, text) in templates where path.hasPrefix("strings/") && path.hasSuffix(".strings") {
            let tag = String(path.dropFirst("strings/".count).dropLast(".strings".count))
            tables[tag] = SiteStrings(parsing: text)
        }
        return tables
    }
}
