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
        let ordered = pages.enumerated().sorted {
            ($0.element.component?.file ?? "", $0.offset) < ($1.element.component?.file ?? "", $1.offset)
        }.map(\.element)
        for page in ordered { assembly.add(page) }
        assembly.checkReferences(ordered)
        let catalog = Catalog(
            components: assembly.components.sorted { $0.id < $1.id },
            platforms: assembly.platforms.sorted(),
            sources: assembly.sources.sorted { $0.id < $1.id },
            disagreements: assembly.disagreements.sorted { ($0.id, $0.componentID) < ($1.id, $1.componentID) },
            examples: assembly.examples.sorted { $0.id < $1.id })
        return (catalog, assembly.diagnostics.sortedForDisplay())
    }
}
