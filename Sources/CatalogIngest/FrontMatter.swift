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
    var kind: Component.Kind?
    /// As written, site name included ("Action sheets | Apple Developer Documentation").
    var rawTitle: String?
    var presentations: [String] = []
    var extraPlatforms: [Platform] = []
    /// Sources declared in full on this page.
    var sources: [Source] = []
    /// The page's source references in order, primary first (declared and bare ids alike).
    var sourceRefs: [SourceReference] = []
    var disagreements: [DisagreementDraft] = []
    /// Number of lines at the top of the file that belong to the front matter (0 when none).
    var lineCount = 0
    /// Where the error is when the front matter is there but none of it could be read (not
    /// YAML, not a mapping, too large): whatever it declares is then unknown, and errors that
    /// may only follow from that are held back (see ``HeldBack``).
    var unreadAt: SourceLocation?

    /// The title with a trailing " | Site name" removed.
    var title: String? {
        guard let rawTitle else { return nil }
        let cut = rawTitle.asciiSplit(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let trimmed = cut.trimmingWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }
}
