import CatalogModel

/// Puts the pages together into one catalog and runs the checks that need more than one page:
/// duplicate ids, source references, links between pages and rule references.
///
/// Only the diagnostics found here are returned; each page's own diagnostics stay in its
/// ``PageIngestResult``.
public enum CatalogAssembler {
    public static func assemble(_ pages: [PageIngestResult]) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
        let (catalog, diagnostics, _) = assembled(pages)
        return (catalog, diagnostics)
    }

    /// `assemble`, and the assembly it was made by, which after `finish()` holds the indexes
    /// of the checks across pages (`PageByPage.indexes`) and the pages left out.
    package static func assembled(_ pages: [PageIngestResult]) -> (catalog: Catalog, diagnostics: [Diagnostic], assembly: PageByPage) {
        var assembly = PageByPage(pageCount: pages.count)
        assembly.reserve(rules: pages.reduce(0) { $0 + ($1.component?.rules.count ?? 0) },
                         examples: pages.reduce(0) { $0 + $1.examples.count })
        // Pages in file order, by position: sorting the results themselves would copy every
        // page's component, rules and examples (one retain per field) twice over.
        let files = pages.map { $0.component?.file ?? "" }
        let order = pages.indices.sorted { (files[$0], $0) < (files[$1], $1) }
        for index in order { assembly.add(pages[index]) }
        let (catalog, diagnostics) = assembly.finish()
        return (catalog, diagnostics, assembly)
    }

    /// The same assembly, fed one page at a time, so a build can add each page as soon as it is
    /// ingested while other cores ingest the rest. Add pages in order of their file path (the
    /// order in which `assemble` sorts them), or duplicates are reported against the wrong page.
    public struct PageByPage: Sendable {
        private var assembly = Assembly()

        /// The indexes of the checks across pages; once `finish()` is done, those of the whole
        /// catalog (the catalog itself moved out).
        package var indexes: Assembly { assembly }

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
