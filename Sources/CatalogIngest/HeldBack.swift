import CatalogModel

/// A page left out of the catalog (invalid UTF-8, a parser hazard, an id another page has), or
/// whose front matter could not be read, leaves what it declares unknown: its sources, its
/// platforms, the page itself. References to them would then fail across the catalog, a screen
/// of errors with the one that matters among them. Like a compiler's follow-on errors, those are
/// held back while such a page is in the content, and one note says how many. The build fails
/// on the page's own error anyway, and the next build reports whatever is still wrong once it
/// is fixed.
package enum HeldBack {
    static let noteID = "page.errors-held-back"

    /// What was held back, by the severity it would have been reported with: a broken link is a
    /// warning (an error only under `--strict`), a reference elsewhere to an unknown rule an error.
    struct Count: Equatable, Sendable {
        var errors = 0
        var warnings = 0

        /// `2 errors`, `1 warning`, `1 error and 3 warnings`.
        var described: String {
            func counted(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
            switch (errors, warnings) {
            case (_, 0): return counted(errors, "error")
            case (0, _): return counted(warnings, "warning")
            default: return counted(errors, "error") + " and " + counted(warnings, "warning")
            }
        }
    }

    /// A page, or its front matter, whose declarations are unknown.
    package struct Unread: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// Some of the front matter (or all of it) could not be read: its sources, its
            /// platforms, its id. The page itself is in the catalog, under the id its file
            /// name gives when its own could not be read.
            case frontMatter(sources: Bool, platforms: Bool, id: Bool)
            /// The page could not be read, so it is left out.
            case page
            /// The page is left out because another page has its id.
            case duplicate(id: String)
        }

        /// Where the error that says so is.
        var location: SourceLocation
        var kind: Kind
        /// What the page declares, when that is known (a page left out for its id was read, and
        /// so was one whose id could not be): only references to these are then held back. Nil
        /// when unknown.
        var sources: Set<String>? = nil
        var ruleIDs: Set<String>? = nil

        /// Whether a reference to source `id`, which no page in the catalog declares, may
        /// follow from this page.
        func mayDeclare(source id: String) -> Bool {
            if case .frontMatter(let unreadSources, _, _) = kind { return unreadSources }
            return sources?.contains(id) ?? true
        }

        /// Whether a reference to rule `id`, which is not in the catalog, may name a rule of
        /// this page: one of its rules when they are known, else one under its id.
        /// `isComponent` tells whether an id is a page's in the catalog.
        func mayHold(rule id: String, isComponent: (Substring) -> Bool) -> Bool {
            if case .frontMatter(_, _, id: true) = kind {
                // The page's rules are in the catalog under the id its file name gives. A rule
                // named under an id no page has, with a section and slug this page has, may be
                // one of them under the id the page declares.
                guard let ruleIDs, let fallback = componentID, let dot = id.firstIndex(of: ".") else { return false }
                let named = id[..<dot]
                return named != fallback && !isComponent(named) && ruleIDs.contains(fallback + id[dot...])
            }
            guard isLeftOut else { return false }
            if let ruleIDs { return ruleIDs.contains(id) }
            return componentID == String(id.prefix { $0 != "." })
        }

        /// The page is not in the catalog, so references into it cannot be checked.
        var isLeftOut: Bool {
            if case .frontMatter = kind { return false }
            return true
        }

        /// References to rules of this page may be missing from the catalog: it is left out,
        /// or its rules are there under another id than the one its front matter gives.
        var mayHoldRules: Bool {
            if case .frontMatter(_, _, let unreadID) = kind { return unreadID }
            return true
        }

        /// The id of a page left out: rule ids that begin with it most likely name its rules.
        /// For a page that could not be read, or whose front matter's id could not, the one its
        /// file name gives (the front matter may give another, but that is as unread as the rest).
        var componentID: String? {
            switch kind {
            case .frontMatter(_, _, id: false): nil
            case .frontMatter, .page: PageIngester.componentID(location.file, frontMatter: FrontMatter())
            case .duplicate(let id): id
            }
        }

        var name: String {
            switch kind {
            case .frontMatter(sources: true, platforms: false, id: false): "the `sources` of \(location.file)'s front matter"
            case .frontMatter(sources: false, platforms: true, id: false): "the `platforms` of \(location.file)'s front matter"
            case .frontMatter(sources: false, platforms: false, id: true): "the `id` of \(location.file)'s front matter"
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

        /// Why references to this page's rules cannot be checked, for the notes that count them.
        var whyRulesAreUnknown: String {
            switch kind {
            case .frontMatter: "\(name) could not be read (the error above), so its rules may have another id than the one its file name gives"
            case .page, .duplicate: "the page \(what) (the error above), so whether its rules exist cannot be checked"
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
        return note(Count(errors: count), about: what, at: unread[0],
                    because: "\(whose) \(unread[0].what) (the error above) and may be where \(count == 1 ? "it is" : "they are") declared",
                    stillWrong: "that remain")
    }

    /// The note for spec examples that name rules of a page left out.
    static func note(holdingBackExamples count: Int, naming page: Unread) -> Diagnostic {
        note(Count(errors: count), about: "spec examples naming rules of \(page.location.file)", at: page,
             because: page.whyRulesAreUnknown,
             stillWrong: "rule that is still unknown")
    }

    /// The note for links and rule references into a page that is there but could not be read:
    /// broken links counted as the warnings they are, other rule references as errors.
    static func note(holdingBackLinks count: Count, to page: Unread) -> Diagnostic {
        let what = count.errors == 0 ? "links" : count.warnings == 0 ? "rule references" : "links and rule references"
        return note(count, about: "\(what) into \(page.location.file)", at: page,
             because: page.isLeftOut ? "the page is there, but it \(page.what) (the error above), so references into it cannot be checked"
                                     : page.whyRulesAreUnknown,
             stillWrong: "reference that is still broken")
    }

    /// `count` diagnostics about `what` held back, at the place of the error of `page` that explains them.
    private static func note(_ count: Count, about what: String, at page: Unread, because why: String, stillWrong: String) -> Diagnostic {
        Diagnostic(
            id: noteID, severity: .note,
            summary: "\(count.described) held back: \(what)",
            explanation: why,
            fix: "fix that error; the next build reports any \(stillWrong)",
            location: page.location)
    }
}

/// The pages left out of a catalog, and those whose front matter's id could not be read, for the
/// steps after ingest. A spec example that names one of their rules is not reported as naming an
/// unknown rule: give ``mayHold(rule:)`` to the spec runner, and add
/// ``notes(examples:knownRuleIDs:)`` to what it reports.
public struct LeftOutPages: Sendable {
    let pages: [HeldBack.Unread]
    /// The catalog's page ids, by position (the assembly's index, shared rather than copied).
    let componentIndex: [String: Int]

    package init(_ unread: [HeldBack.Unread], componentIndex: [String: Int]) {
        pages = unread.filter(\.mayHoldRules)
        self.componentIndex = pages.isEmpty ? [:] : componentIndex
    }

    /// None: nothing is excused.
    public init() {
        pages = []
        componentIndex = [:]
    }

    public var isEmpty: Bool { pages.isEmpty }

    /// Whether rule `id`, which the catalog does not have, may be one of those pages'.
    public func mayHold(rule id: String) -> Bool {
        pages.contains { $0.mayHold(rule: id, isComponent: isComponent) }
    }

    private func isComponent(_ id: Substring) -> Bool { componentIndex[String(id)] != nil }

    /// One note for each of those pages that examples name rules of, with how many times they do.
    public func notes(examples: [SpecExample], knownRuleIDs known: Set<String>) -> [Diagnostic] {
        guard !pages.isEmpty else { return [] }
        var counts = [Int](repeating: 0, count: pages.count)
        for example in examples {
            for id in example.ruleIDs where !known.contains(id) {
                if let page = pages.firstIndex(where: { $0.mayHold(rule: id, isComponent: isComponent) }) { counts[page] += 1 }
            }
        }
        return pages.indices.filter { counts[$0] > 0 }.map { HeldBack.note(holdingBackExamples: counts[$0], naming: pages[$0]) }
    }
}
