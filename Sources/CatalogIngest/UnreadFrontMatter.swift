import CatalogModel

/// Front matter that could not be read at all leaves its page's declarations unknown: the
/// sources and platforms it may declare. References to them would then fail everywhere, a
/// screen of errors with the one that matters among them. Like a compiler's follow-on errors,
/// those are held back while such a page is in the catalog, and one note says how many; the
/// build fails on the front matter error anyway, and the next build reports what is still wrong.
enum UnreadFrontMatter {
    static let noteID = "frontmatter.unread"

    /// - Parameters:
    ///   - count: the errors held back.
    ///   - what: what they are about, plural ("references to sources that no page declares").
    ///   - pages: the pages whose front matter was not read, the note's place first.
    static func note(holdingBack count: Int, _ what: String, pages: [SourceLocation]) -> Diagnostic {
        let first = pages[0]
        let others = pages.count - 1
        let whose = others == 0 ? "the front matter of \(first.file)" : "the front matter of \(first.file) and \(others) other page\(others == 1 ? "" : "s")"
        return Diagnostic(
            id: noteID, severity: .note,
            summary: "\(count) error\(count == 1 ? "" : "s") held back: \(what)",
            explanation: "\(whose) could not be read (the error above) and may declare them",
            fix: "fix the front matter; the next build reports any that remain",
            location: first)
    }
}
