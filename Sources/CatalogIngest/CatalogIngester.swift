import CatalogModel

/// Ingests a whole content folder in one call: every page, then the cross-page assembly.
public enum CatalogIngester {
    /// The catalog and every diagnostic, pages' own and cross-page, sorted for display.
    public static func ingest(_ files: [ContentFile]) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
        let pages = files.sorted { $0.path < $1.path }.map(PageIngester.ingest)
        let (catalog, diagnostics) = CatalogAssembler.assemble(pages)
        return (catalog, (pages.flatMap(\.diagnostics) + diagnostics).sortedForDisplay())
    }
}
