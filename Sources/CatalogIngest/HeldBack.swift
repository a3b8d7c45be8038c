import CatalogModel

/// A page that could not be read (invalid UTF-8, a parser hazard), or whose front matter could
/// not be read, leaves what it declares unknown: its sources, its platforms, the page itself.
/// References to them would then fail across the catalog, a screen of errors with the one that
/// matters among them. Like a compiler's follow-on errors, those are held back while such a page
/// is in the content, and one note says how many. The build fails on the page's own error
/// anyway, and the next build reports whatever is still wrong once it is fixed.
enum HeldBack {
    static let noteID = "unread.held-back"

    /// A page, or its front matter, that could not be read.
    struct Unread: Equatable, Sendable {
        /// Where the error that says so is.
        var location: SourceLocation
        /// The whole page was left out, rather than only its front matter.
        var wholePage: Bool

        /// The id the page would have from its file name, for a page left out: rule ids that
        /// begin with it most likely name its rules. (Its front matter may give another id, but
        /// that is as unread as the rest.)
        var defaultID: String? {
            wholePage ? PageIngester.componentID(location.file, frontMatter: FrontMatter()) : nil
        }

        var name: String { wholePage ? location.file : "the front matter of \(location.file)" }
    }

    /// - Parameters:
    ///   - count: the errors held back.
    ///   - what: what they are about, plural ("references to sources that no page declares").
    ///   - unread: the pages behind them, the note's place first.
    static func note(holdingBack count: Int, _ what: String, because unread: [Unread]) -> Diagnostic {
        let others = unread.count - 1
        let whose = others == 0 ? unread[0].name : "\(unread[0].name) and \(others) other page\(others == 1 ? "" : "s")"
        return Diagnostic(
            id: noteID, severity: .note,
            summary: "\(count) error\(count == 1 ? "" : "s") held back: \(what)",
            explanation: "\(whose) could not be read (the error above) and may be where \(count == 1 ? "it is" : "they are") declared",
            fix: "fix that error; the next build reports any that remain",
            location: unread[0].location)
    }

    /// The note for links and rule references into a page that is there but could not be read.
    static func note(holdingBackLinks count: Int, to page: Unread) -> Diagnostic {
        Diagnostic(
            id: noteID, severity: .note,
            summary: "\(count) error\(count == 1 ? "" : "s") held back: links and rule references into \(page.location.file)",
            explanation: "the page is there, but it could not be read (the error above), so references into it cannot be checked",
            fix: "fix that error; the next build reports any reference that is still broken",
            location: page.location)
    }
}
