import CatalogModel

/// Everything one page contributes to the catalog, before cross-page checks.
public struct PageIngestResult: Sendable {
    /// Nil when the page could not be read at all (unreadable, or invalid UTF-8).
    public var component: Component?
    /// Sources the page declares in full (not bare ids).
    public var sources: [Source]
    public var disagreements: [Disagreement]
    public var examples: [SpecExample]
    /// Platforms the page's front matter adds to the base six.
    public var extraPlatforms: [Platform]
    /// Outgoing links to other pages or rules, kept with their location for cross-page checks.
    public var links: [PageLink]
    public var diagnostics: [Diagnostic]
    /// Where the page's id is declared: its front matter's `id:` line, or nil when the id comes
    /// from the file name. Two pages with one id are reported there.
    public var idLocation: SourceLocation?
    /// Set when the file's name says it translates another page (`sheets.ko.md`): assembly
    /// attaches `component` to that page as its translation, or keeps it as a page of its own
    /// when there is no such page.
    public var translation: TranslationFile?
    /// `{source-hash=…}` of each rule of `component` that records one, by rule id.
    public var sourceHashes: [String: String] = [:]
    /// Set when the page was left out, or none of its front matter could be read: what it
    /// declares is then unknown, and assembly holds back the errors that may only follow
    /// from that (see ``HeldBack``).
    package var unread: HeldBack.Unread?
    /// A translation's `platform.unknown` errors, left out of `diagnostics`: the page it
    /// translates may declare those platforms, and assembly reports only the names it does not.
    package var unknownPlatformNames: [UnknownPlatformNames] = []

    /// The file could not be read (see ``ContentFile/readError``): a later build must read it
    /// again even when it has the same bytes, since an unreadable file has none.
    public var wasUnreadable = false

    public init(component: Component? = nil, sources: [Source] = [], disagreements: [Disagreement] = [],
                examples: [SpecExample] = [], extraPlatforms: [Platform] = [], links: [PageLink] = [],
                diagnostics: [Diagnostic] = []) {
        self.component = component
        self.sources = sources
        self.disagreements = disagreements
        self.examples = examples
        self.extraPlatforms = extraPlatforms
        self.links = links
        self.diagnostics = diagnostics
    }
}

/// Platform names a page used without knowing them, with the error that says so.
package struct UnknownPlatformNames: Sendable {
    package var names: [String]
    package var diagnostic: Diagnostic

    /// Whether every name is one of `known`.
    package func allKnown(among known: [Platform]) -> Bool {
        names.allSatisfy { Platform.named($0, among: known) != nil }
    }
}
