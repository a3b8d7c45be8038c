import CatalogModel

/// Puts the pages together into one catalog and runs the checks that need more than one page:
/// duplicate ids, source references, links between pages and rule references.
///
/// Only the diagnostics found here are returned; each page's own diagnostics stay in its
/// ``PageIngestResult``.
public enum CatalogAssembler {
    public static func assemble(_ pages: [PageIngestResult]) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
        var assembly = Assembly()
        assembly.reserve(pages: pages.count, rules: pages.reduce(0) { $0 + ($1.component?.rules.count ?? 0) },
                         examples: pages.reduce(0) { $0 + $1.examples.count })
        // Pages in file order, by position: sorting the results themselves would copy every
        // page's component, rules and examples (one retain per field) twice over.
        let files = pages.map { $0.component?.file ?? "" }
        let order = pages.indices.sorted { (files[$0], $0) < (files[$1], $1) }
        for index in order { assembly.add(pages[index]) }
        assembly.checkReferences(pages, in: order)
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
        return (catalog, assembly.diagnostics.sortedForDisplay())
    }
}
