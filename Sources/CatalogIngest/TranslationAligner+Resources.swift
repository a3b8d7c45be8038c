import CatalogModel

extension TranslationAligner {
    /// Lines a translation's Resources and Change log up with its page's, so that a language's
    /// page shows the translated link titles and change descriptions. A related link lines up
    /// with the page's link to the same address, else with the one at its place; a change log
    /// entry with the page's entry of the same date, else at its place. What has nothing to
    /// line up with is the `translation.unmatched` warning, never dropped unsaid; a developer
    /// documentation entry names an API, which is the same in every language, so one the page
    /// does not list is reported too.
    static func attachResources(_ draft: Component, language: String, to page: inout Component) -> [Diagnostic] {
        guard var translation = page.translations[language] else { return [] }
        var diagnostics: [Diagnostic] = []
        let at = SourceLocation(file: draft.file, line: draft.location.line)
        func unmatched(_ what: String, fix: String) {
            diagnostics.append(.warning(
                "translation.unmatched", "\(what) of the \(language) translation has nothing in '\(page.file)' to translate",
                at: at,
                explanation: "a translation's Resources and Change log translate the page's: the links and dates are the page's, the titles and descriptions the translation's",
                fix: fix))
        }

        var titles = [String?](repeating: nil, count: page.related.count)
        var taken = Set<Int>()
        var unplaced: [(Int, Component.RelatedLink)] = []
        for (k, link) in draft.related.enumerated() {
            if let url = link.url, let p = page.related.indices.first(where: { !taken.contains($0) && page.related[$0].url == url }) {
                titles[p] = link.title
                taken.insert(p)
            } else {
                unplaced.append((k, link))
            }
        }
        for (k, link) in unplaced {
            if k < page.related.count, !taken.contains(k) {
                titles[k] = link.title
                taken.insert(k)
            } else {
                unmatched("related link '\(link.title)'", fix: "link to a page the source page's Resources list, or add the link to '\(page.file)'")
            }
        }
        translation.relatedTitles = titles

        var texts = [String?](repeating: nil, count: page.changeLog.count)
        var used = Set<Int>()
        var later: [(Int, Component.ChangeLogEntry)] = []
        for (k, entry) in draft.changeLog.enumerated() {
            if let p = page.changeLog.indices.first(where: { !used.contains($0) && page.changeLog[$0].date == entry.date }) {
                texts[p] = entry.text
                used.insert(p)
            } else {
                later.append((k, entry))
            }
        }
        for (k, entry) in later {
            if k < page.changeLog.count, !used.contains(k) {
                texts[k] = entry.text
                used.insert(k)
            } else {
                unmatched("change log entry '\(entry.date)'", fix: "give the entry the date of one of '\(page.file)''s, or add it there first")
            }
        }
        translation.changeLogTexts = texts

        let names = Set(page.apis.map(\.name))
        for api in draft.apis where !names.contains(api.name) {
            unmatched("developer documentation entry '\(api.name)'", fix: "list '\(api.name)' in '\(page.file)''s Resources; every language shows the page's list")
        }
        page.translations[language] = translation
        return diagnostics
    }
}
