import CatalogModel

/// Where a per-language file says it belongs: `sheets.ko.md` translates `sheets.md` beside it
/// into Korean. A folder per language (`ko/sheets.md`) is read the same way, with the
/// `translation.language-folder` warning that points to the file name form.
public struct TranslationFile: Hashable, Sendable {
    public var language: String
    /// Path of the page it translates, inside the content folder.
    public var sourceFile: String
    /// True for the `ko/sheets.md` form.
    public var viaFolder: Bool

    /// The translation a content path names, or nil for a page of its own. Whether that page
    /// exists is for assembly to find out: without it the file is a page of its own.
    public static func parse(_ path: String) -> TranslationFile? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.last, name.lowercased().hasSuffix(".md") else { return nil }
        let stem = name.dropLast(3)
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex,
           let tag = LanguageTag.inPath(String(stem[stem.index(after: dot)...])) {
            let source = (parts.dropLast() + [String(stem[..<dot]) + ".md"]).joined(separator: "/")
            return TranslationFile(language: tag, sourceFile: source, viaFolder: false)
        }
        if parts.count > 1, let tag = LanguageTag.inPath(parts[0]) {
            return TranslationFile(language: tag, sourceFile: parts.dropFirst().joined(separator: "/"), viaFolder: true)
        }
        return nil
    }
}
