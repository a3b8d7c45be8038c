import CatalogIngest
import CatalogModel

/// The indexes of a finished, clean assembly, and where each example sits in its catalog: what
/// it takes to put an edited page into the last catalog without assembling every page again.
struct Reassembly: Sendable {
    /// The assembly's indexes, with the catalog's components (for the checks of links into
    /// a page) and sources. Both are in catalog order, sorted by id, so the indexes of
    /// positions are made again to follow it.
    private var indexes: Assembly
    private var examplePositions: [String: Int]

    /// The id of every rule of the catalog it was made with: `Set(catalog.ruleIDs)`.
    var ruleIDs: Set<String> { indexes.ruleIDs }

    /// The pages left out of that catalog (reassembly keeps them as they were).
    var leftOut: LeftOutPages { LeftOutPages(indexes.unread, componentIndex: indexes.componentIndex) }

    private init(_ finished: Assembly, catalog: Catalog) {
        var indexes = finished
        indexes.components = catalog.components
        indexes.componentIndex = Dictionary(catalog.components.indices.map { (catalog.components[$0].id, $0) },
                                            uniquingKeysWith: { a, _ in a })
        indexes.sources = catalog.sources
        indexes.sourceIndex = Dictionary(catalog.sources.indices.map { (catalog.sources[$0].id, $0) },
                                         uniquingKeysWith: { a, _ in a })
        indexes.pageLinks = []
        indexes.diagnostics = []
        indexes.suggestions = Assembly.Suggestions()
        self.indexes = indexes
        examplePositions = Dictionary(catalog.examples.indices.map { (catalog.examples[$0].id, $0) },
                                      uniquingKeysWith: { a, _ in a })
    }

    /// `CatalogAssembler.assemble`, and what it takes to put an edited page in place later
    /// (`reassemble`); nil when the cross-page checks found anything, since then an edit
    /// elsewhere can change what they find. Also the pages left out.
    static func assemble(_ pages: [PageIngestResult])
        -> (catalog: Catalog, diagnostics: [Diagnostic], reassembly: Reassembly?, leftOut: LeftOutPages)
    {
        let (catalog, diagnostics, assembly) = CatalogAssembler.assembled(pages)
        guard diagnostics.isEmpty else { return (catalog, diagnostics, nil, assembly.leftOut) }
        return (catalog, diagnostics, Reassembly(assembly.indexes, catalog: catalog), assembly.leftOut)
    }

    /// `catalog` (assembled with this reassembly) with each edited page in place of its last
    /// version, as assembling every page again would give it, and the reassembly to use next
    /// time; nil when that takes assembling every page again.
    ///
    /// That is when an edit changes what is checked across pages or what other pages can see
    /// of a page: its id or file, its section or example ids, the sources it declares, its
    /// disagreements or extra platforms; when it takes a rule away (another page may link to
    /// it) or adds one whose id is taken; or when the page's own references (sources, related
    /// pages, links) do not all resolve. What is left, the usual edit (text, rules' leads and
    /// bodies under the same ids, new rules, examples' steps, links that land), leaves every
    /// other page as it was and every check of it answered as before: only the edited page's
    /// own references are checked, against the same indexes.
    func reassemble(_ catalog: Catalog, replacing edits: [(old: PageIngestResult, new: PageIngestResult)]) -> (Catalog, Reassembly)? {
        var catalog = catalog
        var next = self
        for (old, new) in edits {
            if let file = new.translation, old.translation == file {
                // A per-language file edited: its page takes the new text in place of the old.
                guard new.examples.isEmpty, let draft = new.component, let id = next.indexes.componentByFile[file.sourceFile],
                      let position = next.indexes.componentIndex[id], let oldFile = old.component?.file, draft.file == oldFile
                else { return nil }
                var page = catalog.components[position]
                TranslationAligner.detach(file.language, from: &page)
                guard TranslationAligner.attach(draft, language: file.language, sourceHashes: new.sourceHashes, to: &page).isEmpty
                else { return nil }
                // Its links are checked as assembling every page checks them; one that lands
                // nowhere is for the whole assembly to report.
                next.indexes.pageLinks = new.links.isEmpty ? [] : [(draft.file, new.links)]
                next.indexes.suggestions = Assembly.Suggestions()
                next.indexes.checkPageLinks()
                next.indexes.pageLinks = []
                guard next.indexes.diagnostics.isEmpty, !next.indexes.holdsBackAny else { return nil }
                next.indexes.attachedTranslations[id] = (next.indexes.attachedTranslations[id] ?? []).map { $0.component?.file == oldFile ? new : $0 }
                next.indexes.components[position] = page
                catalog.components[position] = page
                continue
            }
            guard let before = old.component, let after = new.component,
                  after.id == before.id, after.file == before.file,
                  after.sections.map(\.id) == before.sections.map(\.id),
                  new.examples.map(\.id) == old.examples.map(\.id),
                  new.sources == old.sources, new.disagreements == old.disagreements,
                  new.extraPlatforms == old.extraPlatforms, new.unread == old.unread,
                  old.translation == nil, new.translation == nil,
                  let position = next.indexes.componentIndex[after.id]
            else { return nil }
            // Rules may come, not go, and a new one's id must be free.
            let kept = Set(before.rules.map(\.id))
            let ids = after.rules.map(\.id)
            guard Set(ids).count == ids.count, kept.isSubset(of: ids) else { return nil }
            for id in ids where !kept.contains(id) {
                guard next.indexes.ruleIDs.insert(id).inserted else { return nil }
            }
            next.indexes.suggestions = Assembly.Suggestions()
            var checked = [after]
            next.indexes.checkComponentReferences(&checked)
            // The page's per-language files, attached again; any that no longer fit (a changed
            // rule makes its translation stale) are for the whole assembly to report.
            for translation in next.indexes.attachedTranslations[after.id] ?? [] {
                guard let draft = translation.component, let file = translation.translation,
                      TranslationAligner.attach(draft, language: file.language, sourceHashes: translation.sourceHashes,
                                                to: &checked[0]).isEmpty
                else { return nil }
            }
            // In place before the links are checked: a link may name one of the page's new rules.
            next.indexes.components[position] = checked[0]
            next.indexes.pageLinks = new.links.isEmpty ? [] : [(after.file, new.links)]
            next.indexes.checkPageLinks()
            next.indexes.pageLinks = []
            // A held-back error is not reported here, but assembling every page gives its note.
            guard next.indexes.diagnostics.isEmpty, !next.indexes.holdsBackAny else { return nil }
            catalog.components[position] = checked[0]
            for example in new.examples {
                guard let at = next.examplePositions[example.id] else { return nil }
                catalog.examples[at] = example
            }
        }
        return (catalog, next)
    }
}
