import Synchronization

/// What a render may take over from work done before it, the one input by which a build and the
/// preview differ. The site is byte for byte the same whatever is reused.
///
/// - `.nothing`: everything is made from the catalog (tests, tools).
/// - `.preparation(_:)`: a build's look-ups made while the examples ran (``RenderPreparation``).
/// - `.lastRender(_:componentPagesFirst:stoppingWhen:)`: the preview's render after an edit,
///   which takes over the component pages of a ``PageReuse`` whose inputs did not change and
///   leaves it those it makes.
public struct RenderReuse {
    /// Look-ups made ahead from the same pages.
    var preparation: RenderPreparation?
    /// Component pages made before, and where this render's go.
    var pages: (any PageReuse)?
    /// See ``lastRender(_:componentPagesFirst:stoppingWhen:)``.
    var componentPagesFirst: ((_ pages: [OutputFile], _ reused: Set<String>) -> Bool)?
    var shouldStop: (@Sendable () -> Bool)?

    /// Nothing: every page and look-up is made from the catalog.
    public static var nothing: RenderReuse { RenderReuse() }

    /// A build's look-ups made from the catalog while its examples ran; nil reuses nothing.
    public static func preparation(_ preparation: RenderPreparation?) -> RenderReuse {
        RenderReuse(preparation: preparation)
    }

    /// The preview's render after an edit: the component pages of `pages` whose inputs did not
    /// change are taken over, and `pages` is told those of this render for the next one. A
    /// render into a `SiteOutput` keeps no page's bytes, so it takes over no page and leaves none.
    /// - Parameters:
    ///   - pages: what the last render left; nil takes over no page and keeps none.
    ///   - componentPagesFirst: handed the component pages, sorted by path, before any page made
    ///     from every component (home, platform and comparison pages, the search index), with the
    ///     paths of those taken over from `pages` unchanged, so the preview can show an edited page
    ///     at once. It answers whether the render goes on. The pages then come back in
    ///     ``RenderOutput/files`` without their bytes, and `pages` is left none of them.
    ///   - shouldStop: asked before each page; once it says yes, the pages not yet started are
    ///     left out and the output is incomplete (the preview then stops).
    package static func lastRender(_ pages: (any PageReuse)?,
                                   componentPagesFirst: ((_ pages: [OutputFile], _ reused: Set<String>) -> Bool)? = nil,
                                   stoppingWhen shouldStop: (@Sendable () -> Bool)? = nil) -> RenderReuse {
        RenderReuse(pages: pages, componentPagesFirst: componentPagesFirst, shouldStop: shouldStop)
    }
}

/// The caller's "should the render stop?", remembered once it says yes: the render asks from
/// several threads and at several points, and once one of them is told to stop none goes on.
final class StopRequest: Sendable {
    private let ask: @Sendable () -> Bool
    private let said = Mutex(false)

    init(_ ask: @escaping @Sendable () -> Bool) { self.ask = ask }

    var isMade: Bool {
        if said.withLock({ $0 }) { return true }
        guard ask() else { return false }
        said.withLock { $0 = true }
        return true
    }

    /// `isMade` as a function, for code that asks without knowing who answers.
    var asked: @Sendable () -> Bool { { self.isMade } }
}
