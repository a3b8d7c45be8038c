import CatalogModel

/// Reads platform lists out of headings and statements: "iOS, iPadOS", "iOS and iPadOS",
/// "macOS or tvOS".
enum PlatformNames {
    /// The names of a list, split on commas, "and", "or", "&" and "/".
    static func split(_ text: String) -> [String] {
        var normalized = " " + text.trimmingWhitespace + " "
        for separator in [",", "&", "/", ";"] {
            normalized = normalized.replacing(separator, with: " , ")
        }
        for word in [" and ", " or ", " And ", " Or "] {
            normalized = normalized.replacing(word, with: " , ")
        }
        return normalized.split(separator: ",").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// Resolves every name; `unknown` lists those that are not platforms.
    static func resolve(_ text: String, among known: [Platform]) -> (platforms: [Platform], unknown: [String]) {
        let (platforms, _, unknown) = resolveWithWidths(text, among: known)
        return (platforms, unknown)
    }

    /// Like `resolve`, and also reads width qualifiers: "iPadOS (regular width)", "Compact width",
    /// "iOS, compact width". The width axis applies to the whole heading.
    static func resolveWithWidths(_ text: String, among known: [Platform]) -> (platforms: [Platform], widths: [SizeClass], unknown: [String]) {
        var platforms: [Platform] = []
        var widths: [SizeClass] = []
        var unknown: [String] = []
        let unbracketed = text.replacing("(", with: ",").replacing(")", with: ",")
        for name in split(unbracketed) {
            let key = name.lowercased()
            if let width = SizeClass.allCases.first(where: { key == $0.rawValue || key == "\($0.rawValue) width" }) {
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
