import CatalogModel

/// What a page's front matter says, already checked and typed.
struct FrontMatter: Equatable {
    /// A disagreement as declared, before the page's component id is known.
    struct DisagreementDraft: Equatable {
        var id: String
        var topic: String
        var ruleRefs: [String]
        var positions: [Disagreement.Position]
        var line: Int
    }

    var id: String?
    /// The file line of the `id:` key, for errors about the id.
    var idLine: Int?
    var kind: Component.Kind?
    /// As written, site name included ("Action sheets | Apple Developer Documentation").
    var rawTitle: String?
    var presentations: [String] = []
    /// `language:`, the BCP 47 tag the page is written in.
    var language: String?
    /// `translation:`, the language of a bilingual page's blockquote translations.
    var translation: String?
    var extraPlatforms: [Platform] = []
    /// Every platform id `platforms:` lists, base platforms too: the platforms the page covers.
    var coveredPlatforms: [String] = []
    /// Sources declared in full on this page.
    var sources: [Source] = []
    /// The page's source references in order, primary first (declared and bare ids alike).
    var sourceRefs: [SourceReference] = []
    var disagreements: [DisagreementDraft] = []
    /// Number of lines at the top of the file that belong to the front matter (0 when none).
    var lineCount = 0
    /// Set when what the front matter declares could not be read: all of it (not YAML, not a
    /// mapping, too large), or its `sources`, `platforms` or `id`. Errors that may only follow
    /// from that are held back (see ``HeldBack``).
    var unread: Unread?

    struct Unread: Equatable {
        /// Where the first error that says so is.
        var at: SourceLocation
        var sources: Bool
        var platforms: Bool
        /// The page's id may be another than the one its file name gives, which it now has.
        var id: Bool
    }

    /// Notes that some of what the front matter declares could not be read.
    mutating func markUnread(at location: SourceLocation, sources: Bool = false, platforms: Bool = false, id: Bool = false) {
        if unread == nil { unread = Unread(at: location, sources: false, platforms: false, id: false) }
        unread!.sources = unread!.sources || sources
        unread!.platforms = unread!.platforms || platforms
        unread!.id = unread!.id || id
    }

    /// Notes that none of the front matter could be read.
    mutating func markAllUnread(at location: SourceLocation) {
        markUnread(at: location, sources: true, platforms: true, id: true)
    }

    /// The title with a trailing " | Site name" removed.
    var title: String? {
        guard let rawTitle else { return nil }
        let cut = rawTitle.split(onASCII: "|", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let trimmed = cut.trimmingWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }
}
