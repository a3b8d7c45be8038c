import CatalogModel

/// A page left out of the catalog (invalid UTF-8, a parser hazard, an id another page has), or
/// whose front matter could not be read, leaves what it declares unknown: its sources, its
/// platforms, the page itself. References to them would then fail across the catalog, a screen
/// of errors with the one that matters among them. Like a compiler's follow-on errors, those are
/// held back while such a page is in the content, and one note says how many. The build fails
/// on the page's own error anyway, and the next build reports whatever is still wrong once it
/// is fixed.
enum HeldBack {
    static let noteID = "page.errors-held-back"

    /// A page, or its front matter, whose declarations are unknown.
    struct Unread: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// The front matter's sources or platforms (or all of it) could not be read; the
            /// page itself is in the catalog.
            case frontMatter(sources: Bool, platforms: Bool)
            /// The page could not be read, so it is left out.
            case page
            /// The page is left out because another page has its id.
            case duplicate(id: String)
        }

        /// Where the error that says so is.
        var location: SourceLocation
        var kind: Kind
        /// What the page declares, when that is known (a page left out for its id was read):
        /// only references to these are then held back. Nil when unknown.
        var sources: Set<String>? = nil
        var ruleIDs: Set<String>? = nil

        /// Whether a reference to source `id`, which no page in the catalog declares, may
        /// follow from this page.
        func mayDeclare(source id: String) -> Bool {
            if case .frontMatter(let unreadSources, _) = kind { return unreadSources }
            return sources?.contains(id) ?? true
        }

        /// Whether a reference to rule `id`, which is not in the catalog, may name a rule of
        /// this page: one of its rules when they are known, else one under its id.
        func mayHold(rule id: String) -> Bool {
            guard isLeftOut else { return false }
            if let ruleIDs { return ruleIDs.contains(id) }
            return componentID == String(id.prefix { $0 != "." })
        }

        /// The page is not in the catalog, so references into it cannot be checked.
        var isLeftOut: Bool {
            if case .frontMatter = kind { return false }
            return true
        }

        /// The id of a page left out: rule ids that begin with it most likely name its rules.
        /// For a page that could not be read, the one its file name gives (its front matter
        /// may give another, but that is as unread as the rest).
        var componentID: String? {
            switch kind {
            case .frontMatter: nil
            case .page: PageIngester.componentID(location.file, frontMatter: FrontMatter())
            case .duplicate(let id): id
            }
        }

        var name: String {
            switch kind {
            case .frontMatter(sources: true, platforms: false): "the `sources` of \(location.file)'s front matter"
            case .frontMatter(sources: false, platforms: true): "the `platforms` of \(location.file)'s front matter"
            case .frontMatter: "the front matter of \(location.file)"
            case .page, .duplicate: location.file
            }
        }
        var what: String {
            switch kind {
            case .frontMatter, .page: "could not be read"
            case .duplicate: "was left out"
            }
        }
    }

    /// - Parameters:
    ///   - count: the errors held back.
    ///   - what: what they are about, plural ("references to sources that no page declares").
    ///   - unread: the pages behind them, the note's place first.
    static func note(holdingBack count: Int, _ what: String, because unread: [Unread]) -> Diagnostic {
        let others = unread.count - 1
        let whose = others == 0 ? unread[0].name : "\(unread[0].name) and \(others) other page\(others == 1 ? "" : "s")"
        return note(count, about: what, at: unread[0],
                    because: "\(whose) \(unread[0].what) (the error above) and may be where \(count == 1 ? "it is" : "they are") declared",
                    stillWrong: "that remain")
    }

    /// The note for spec examples that name rules of a page left out.
    static func note(holdingBackExamples count: Int, naming page: Unread) -> Diagnostic {
        note(count, about: "spec examples naming rules of \(page.location.file)", at: page,
             because: "the page \(page.what) (the error above), so whether its rules exist cannot be checked",
             stillWrong: "rule that is still unknown")
    }

    /// The note for links and rule references into a page that is there but could not be read.
    static func note(holdingBackLinks count: Int, to page: Unread) -> Diagnostic {
        note(count, about: "links and rule references into \(page.location.file)", at: page,
             because: "the page is there, but it \(page.what) (the error above), so references into it cannot be checked",
             stillWrong: "reference that is still broken")
    }

    /// `count` errors about `what` held back, at the place of the error of `page` that explains them.
    private static func note(_ count: Int, about what: String, at page: Unread, because why: String, stillWrong: String) -> Diagnostic {
        Diagnostic(
            id: noteID, severity: .note,
            summary: "\(count) error\(count == 1 ? "" : "s") held back: \(what)",
            explanation: why,
            fix: "fix that error; the next build reports any \(stillWrong)",
            location: page.location)
    }
}

/// The pages left out of a catalog, for the steps after ingest. A spec example that names one of
/// their rules is not reported as naming an unknown rule: give ``mayHold(rule:)`` to the spec
/// runner, and add ``notes(examples:knownRuleIDs:)`` to what it reports.
public struct LeftOutPages: Sendable {
    let pages: [HeldBack.Unread]

    init(_ unread: [HeldBack.Unread]) {
        pages = unread.filter(\.isLeftOut)
    }

    /// None: nothing is excused.
    public init() { pages = [] }

    public var isEmpty: Bool { pages.isEmpty }

    /// Whether rule `id`, which the catalog does not have, may be one of a left-out page's.
    public func mayHold(rule id: String) -> Bool {
        pages.contains { $0.mayHold(rule: id) }
    }

    /// One note for each left-out page that examples name rules of, with how many times they do.
    public func notes(examples: [SpecExample], knownRuleIDs known: Set<String>) -> [Diagnostic] {
        guard !pages.isEmpty else { return [] }
        var counts = [Int](repeating: 0, count: pages.count)
        for example in examples {
            for id in example.ruleIDs where !known.contains(id) {
                if let page = pages.firstIndex(where: { $0.mayHold(rule: id) }) { counts[page] += 1 }
            }
        }
        return pages.indices.filter { counts[$0] > 0 }.map { HeldBack.note(holdingBackExamples: counts[$0], naming: pages[$0]) }
    }
}
