import CatalogModel

/// Reads platform lists out of headings and statements: "iOS, iPadOS", "iOS and iPadOS",
/// "macOS or tvOS".
enum PlatformNames {
    /// The names of a list, split on commas, "and", "or", "&", "/" and ";"; runs of spaces inside
    /// a name become one.
    static func split(_ text: String) -> [String] {
        split(text, parentheses: false)
    }

    /// `parentheses`: "(" and ")" separate names too, as in "iPadOS (regular width)".
    private static func split(_ text: String, parentheses: Bool) -> [String] {
        var names: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { names.append(current); current = "" }
        }
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            var piece = ""
            for c in word {
                if c == "," || c == "&" || c == "/" || c == ";" || (parentheses && (c == "(" || c == ")")) {
                    if !piece.isEmpty { current += current.isEmpty ? piece : " " + piece; piece = "" }
                    flush()
                } else {
                    piece.append(c)
                }
            }
            if piece == "and" || piece == "or" || piece == "And" || piece == "Or" {
                flush()
            } else if !piece.isEmpty {
                current += current.isEmpty ? piece : " " + piece
            }
        }
        flush()
        return names
    }

    /// Resolves every name; `unknown` lists those that are not platforms.
    static func resolve(_ text: String, among known: [Platform]) -> (platforms: [Platform], unknown: [String]) {
        let (platforms, _, unknown) = resolveWithWidths(text, among: known)
        return (platforms, unknown)
    }

    /// "compact", "compact width", "regular", "regular width", in `SizeClass.allCases` order; made
    /// once, as every platform heading of every page is read with them.
    private static let widthNames: [(name: String, width: SizeClass)] = SizeClass.allCases.flatMap {
        [($0.rawValue, $0), ($0.rawValue + " width", $0)]
    }

    /// Like `resolve`, and also reads width qualifiers: "iPadOS (regular width)", "Compact width",
    /// "iOS, compact width". The width axis applies to the whole heading.
    static func resolveWithWidths(_ text: String, among known: [Platform]) -> (platforms: [Platform], widths: [SizeClass], unknown: [String]) {
        var platforms: [Platform] = []
        var widths: [SizeClass] = []
        var unknown: [String] = []
        for name in split(text, parentheses: true) {
            let key = name.lowercased()
            if let width = widthNames.first(where: { $0.name == key })?.width {
                if !widths.contains(width) { widths.append(width) }
            } else if let p = Platform.named(name, among: known) {
                if !platforms.contains(p) { platforms.append(p) }
            } else {
                unknown.append(name)
            }
        }
        return (platforms.sorted(), widths.sorted { $0.rawValue < $1.rawValue }, unknown)
    }

    /// "iOS, iPadOS, macOS, …" for fixes.
    static func knownList(_ known: [Platform]) -> String {
        known.map(\.name).joined(separator: ", ")
    }
}
