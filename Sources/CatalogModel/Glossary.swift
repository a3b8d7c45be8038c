/// The terms a language's translations use for the catalog's words (`content/glossary.ko.yml`):
/// detent → 디텐트, and the variants a translation should not use in its place.
public struct Glossary: Hashable, Sendable, Codable {
    public struct Entry: Hashable, Sendable, Codable {
        /// The word in the source language: `detent`.
        public var source: String
        /// The chosen translation: `디텐트`.
        public var term: String
        /// Translations the chosen term replaces; a translation that uses one is warned about.
        public var replaces: [String]

        public init(source: String, term: String, replaces: [String] = []) {
            self.source = source
            self.term = term
            self.replaces = replaces
        }
    }

    /// BCP 47 tag of the language the terms are in.
    public var language: String
    /// Path of the glossary file inside the content folder.
    public var file: String
    /// Sorted by `source`.
    public var entries: [Entry]

    public init(language: String, file: String, entries: [Entry]) {
        self.language = language
        self.file = file
        self.entries = entries
    }
}
