import CatalogModel

/// Puts the pages together into one catalog and runs the checks that need more than one page:
/// duplicate ids, source references, links between pages and rule references.
///
/// Only the diagnostics found here are returned; each page's own diagnostics stay in its
/// ``PageIngestResult``.
public enum CatalogAssembler {
    public static func assemble(_ pages: [PageIngestResult]) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
        let (catalog, diagnostics, _, _) = assemble(pages, keepingIndexes: false)
        return (catalog, diagnostics)
    }

    /// `assemble`, and what it takes to put an edited page in place later without assembling
    /// every page again (`reassemble`); nil when the cross-page checks found anything, since
    /// then an edit elsewhere can change what they find. Also the pages left out.
    public static func assembleKeepingIndexes(_ pages: [PageIngestResult])
        -> (catalog: Catalog, diagnostics: [Diagnostic], reassembly: Reassembly?, leftOut: LeftOutPages)
    {
        assemble(pages, keepingIndexes: true)
    }

    private static func assemble(_ pages: [PageIngestResult], keepingIndexes: Bool)
        -> (catalog: Catalog, diagnostics: [Diagnostic], reassembly: Reassembly?, leftOut: LeftOutPages)
    {
        var assembly = PageByPage(pageCount: pages.count)
        assembly.reserve(rules: pages.reduce(0) { $0 + ($1.component?.rules.count ?? 0) },
                         examples: pages.reduce(0) { $0 + $1.examples.count })
        // Pages in file order, by position: sorting the results themselves would copy every
        // page's component, rules and examples (one retain per field) twice over.
        let files = pages.map { $0.component?.file ?? "" }
        let order = pages.indices.sorted { (files[$0], $0) < (files[$1], $1) }
        for index in order { assembly.add(pages[index]) }
        let (catalog, diagnostics) = assembly.finish()
        guard keepingIndexes, diagnostics.isEmpty else { return (catalog, diagnostics, nil, assembly.leftOut) }
        return (catalog, diagnostics, Reassembly(assembly.assembly, catalog: catalog), assembly.leftOut)
    }

    /// The indexes of a finished, clean assembly, and where each component and example sits in
    /// its catalog.
    public struct Reassembly: Sendable {
        /// The assembly's indexes, with the catalog's components (for the checks of links into
        /// a page) and sources. Both are in catalog order, sorted by id, so the indexes of
        /// positions are made again to follow it.
        fileprivate var indexes: Assembly
        fileprivate var examplePositions: [String: Int]

        /// The id of every rule of the catalog it was made with: `Set(catalog.ruleIDs)`.
        public var ruleIDs: Set<String> { indexes.ruleIDs }

        /// The pages left out of that catalog (reassembly keeps them as they were).
        public var leftOut: LeftOutPages { LeftOutPages(indexes.unread, componentIndex: indexes.componentIndex) }

        fileprivate init(_ finished: Assembly, catalog: Catalog) {
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
    }

    /// `catalog` (assembled with `reassembly`) with each edited page in place of its last
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
    public static func reassemble(_ catalog: Catalog, _ reassembly: Reassembly,
                                  replacing edits: [(old: PageIngestResult, new: PageIngestResult)]) -> (Catalog, Reassembly)? {
        var catalog = catalog
        var next = reassembly
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

    /// The same assembly, fed one page at a time, so a build can add each page as soon as it is
    /// ingested while other cores ingest the rest. Add pages in order of their file path (the
    /// order in which `assemble` sorts them), or duplicates are reported against the wrong page.
    public struct PageByPage: Sendable {
        fileprivate var assembly = Assembly()

        /// Pages expected in all, for sizing the indexes as the first pages come in.
        private let pageCount: Int
        private var sizedByEstimate = false

        public init(pageCount: Int) {
            self.pageCount = pageCount
            assembly.reserve(pages: pageCount, rules: 0, examples: 0)
        }

        /// Sizes the indexes for this many rules and examples, when they are known up front.
        mutating func reserve(rules: Int, examples: Int) {
            assembly.reserve(pages: 0, rules: rules, examples: examples)
        }

        public mutating func add(_ page: PageIngestResult) {
            assembly.add(page)
            // How many rules and examples a page holds is known only once pages come in. From the
            // first few, the sets of every rule and example id are sized for the whole catalog:
            // grown one doubling at a time, the set of 150,000 rule ids rehashed every id about
            // twice more. An estimate off either way only moves where the growing starts.
            let sample = assembly.components.count
            if !sizedByEstimate, sample >= min(8, pageCount) {
                sizedByEstimate = true
                let rules = assembly.ruleIDs.count, examples = assembly.exampleIDs.count
                if sample > 0, pageCount > sample {
                    reserve(rules: rules * pageCount / sample + rules, examples: examples * pageCount / sample + examples)
                }
            }
        }

        /// The id of every rule added so far (duplicates left out): once every page is in,
        /// `Set(catalog.ruleIDs)`, ready for `SpecRunner.run(_:knownRuleIDs:)`.
        public var ruleIDs: Set<String> { assembly.ruleIDs }

        /// The pages left out so far (for an id another page has, or an error of their own).
        public var leftOut: LeftOutPages { LeftOutPages(assembly.unread, componentIndex: assembly.componentIndex) }

        /// The catalog, once every page is in, and what the checks across pages found. Afterwards
        /// the assembly holds only its indexes (a hash of every rule id, and so on), which a
        /// caller in a hurry can let go of on another thread.
        public mutating func finish() -> (catalog: Catalog, diagnostics: [Diagnostic]) {
            assembly.attachTranslations()
            assembly.checkReferences()
            // Sorted in place: `sorted` would first copy every element.
            assembly.components.sort { $0.id < $1.id }
            assembly.sources.sort { $0.id < $1.id }
            assembly.disagreements.sort { ($0.id, $0.componentID) < ($1.id, $1.componentID) }
            assembly.examples.sort { $0.id < $1.id }
            let catalog = Catalog(
                components: assembly.components,
                platforms: assembly.platforms.sorted(),
                sources: assembly.sources,
                disagreements: assembly.disagreements,
                examples: assembly.examples)
            // The catalog now owns these; the assembly's copies would only share their storage.
            assembly.components = []
            assembly.examples = []
            return (catalog, assembly.diagnostics.sortedForDisplay())
        }
    }
}
