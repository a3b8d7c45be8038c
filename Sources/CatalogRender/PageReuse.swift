import CatalogModel

/// Component pages an earlier render made, which a render of the same site may take over
/// instead of making them again. A build has none and makes every page; a caller that renders
/// the site again after each edit keeps one between renders and decides what it holds. Whichever
/// pages are taken over, the site is byte for byte the one a render without it writes.
///
/// The renderer asks it in this order, from the render's thread: `lastBuilder`, then `start`
/// once the render's page builder is made; then the round's `fragments(at:of:)` for each
/// component (from every core at once), and `finish` once all component pages are made.
package protocol PageReuse: AnyObject, Sendable {
    /// The page builder of the earlier render: the render takes over its look-ups that the
    /// edit left as they were (``PageBuilder/Reusable``). nil makes every look-up anew.
    var lastBuilder: PageBuilder? { get }

    /// Starts a render of `catalog` with `builder`, made with the templates `templates`
    /// (file → text, as `SiteRenderer(templates:options:)` took them).
    func start(_ catalog: Catalog, builder: PageBuilder, templates: [String: String]) -> any PageReuseRound
}

/// What one render asks of a ``PageReuse``, and tells it.
package protocol PageReuseRound: Sendable {
    /// The component at `position` of the catalog as the earlier render made it, when its page
    /// would be made from the same inputs now; nil to make it.
    func fragments(at position: Int, of component: Component) -> ComponentFragments?

    /// Told once every component page is made, before any page made from them: each
    /// component's fragments by position, and whether `fragments(at:of:)` gave them. What a
    /// later render may take over. When the render handed the pages over first
    /// (`RenderReuse.lastRender(_:componentPagesFirst:stoppingWhen:)`) they hold no page bytes.
    func finish(_ made: [ComponentFragments], reused: [Bool])
}
