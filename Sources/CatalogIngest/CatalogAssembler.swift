import CatalogModel

/// Puts the pages together into one catalog and runs the checks that need more than one page:
/// duplicate ids, source references, links between pages and rule references.
///
/// Only the diagnostics found here are returned; each page's own diagnostics stay in its
/// ``PageIngestResult``.
public enum CatalogAssembler {
    public static func assemble(_ pages: [PageIngestResult]) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
        var assembly = PageByPage(pageCount: pages.count)
        assembly.reserve(rules: pages.reduce(0) { $0 + ($1.component?.rules.count ?? 0) },
                         examples: pages.reduce(0) { $0 + $1.examples.count })
        // Pages in file order, by position: sorting the results themselves would copy every
        // page's component, rules and examples (one retain per field) twice over.
        let files = pages.map { $0.component?.file ?? "" }
        let order = pages.indices.sorted { (files[$0], $0) < (files[$1], $1) }
        for index in order { assembly.add(pages[index]) }
        return assembly.finish()
    }

    /// The same assembly, fed one page at a time, so a build can add each page as soon as it is
    /// ingested while other cores ingest the rest. Add pages in order of their file path (the
    /// order in which `assemble` sorts them), or duplicates are reported against the wrong page.
    public struct PageByPage: Sendable {
        private var assembly = Assembly()

        public init(pageCount: Int) {
            assembly.reserve(pages: pageCount, rules: 0, examples: 0)
        }

        /// Sizes the indexes for this many rules and examples, when they are known up front.
        mutating func reserve(rules: Int, examples: Int) {
            assembly.reserve(pages: 0, rules: rules, examples: examples)
        }

        public mutating func add(_ page: PageIngestResult) {
            assembly.add(page)
        }

        /// The id of every rule added so far (duplicates left out): once every page is in,
        /// `Set(catalog.ruleIDs)`, ready for `SpecRunner.run(_:knownRuleIDs:)`.
        public var ruleIDs: Set<String> { assembly.ruleIDs }

        /// The catalog, once every page is in, and what the checks across pages found. Afterwards
        /// the assembly holds only its indexes (a hash of every rule id, and so on), which a
        /// caller in a hurry can let go of on another thread.
        public mutating func finish() -> (catalog: Catalog, diagnostics: [Diagnostic]) {
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
