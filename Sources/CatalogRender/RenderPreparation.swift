import CatalogModel

/// The page builder's look-ups, made from a catalog before its examples have run: the rule
/// index, the examples by rule and by page, the model's verdicts. None of them reads a result,
/// so a build makes them on another core while the examples run, and the render then takes
/// them over (through ``PageBuilder/Reusable``, as a preview takes the last render's) instead of
/// making them after. At 1,000 pages that was 10 ms on one and a half cores between verifying
/// and the first page.
public struct RenderPreparation: Sendable {
    let builder: PageBuilder

    /// - Parameters:
    ///   - catalog: the catalog to be rendered, before or after its results are in: a render of
    ///     another catalog makes again whatever differs.
    ///   - options: the options of the renderer that will use it; with others nothing is kept.
    public init(_ catalog: Catalog, options: RenderOptions) {
        builder = PageBuilder(catalog: catalog, options: options, positioningExamples: true)
    }
}
