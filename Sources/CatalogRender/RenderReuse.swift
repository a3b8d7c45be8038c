import Synchronization

/// What a render may take over from work done before it, the one input by which a build and the
/// preview differ. The site is byte for byte the same whatever is reused.
///
/// - `.nothing`: everything is made from the catalog (tests, tools).
/// - `.preparation(_:)`: a build's look-ups made while the examples ran (``RenderPreparation``).
/// - `.lastRender(_:)`: the preview's cache of the last render (``RenderCache``): component pages
///   whose inputs did not change are taken from it, and the render hands back the cache for the
///   next one in ``RenderOutput/cache``.
public struct RenderReuse {
    /// Look-ups made ahead from the same pages.
    var preparation: RenderPreparation?
    /// The cache of the last render; nil on the first.
    var cache: RenderCache?
    /// Whether the render keeps what the next one needs to reuse its pages (and so returns a cache).
    var keepsCache = false
    /// See ``lastRender(_:componentPagesFirst:stoppingWhen:)``.
    var componentPagesFirst: ((_ pages: [OutputFile], _ reused: Set<String>) -> Bool)?
    var shouldStop: (@Sendable () -> Bool)?

    /// Nothing: every page and look-up is made from the catalog.
    public static var nothing: RenderReuse { RenderReuse() }

    /// A build's look-ups made from the catalog while its examples ran; nil reuses nothing.
    public static func preparation(_ preparation: RenderPreparation?) -> RenderReuse {
        RenderReuse(preparation: preparation)
    }

    /// The preview's render after an edit: the component pages of `cache` whose inputs did not
    /// change are reused, and the cache for the next render comes back in ``RenderOutput/cache``.
    /// - Parameters:
    ///   - cache: what the last render returned; nil on the first. The render lets it go on
    ///     another thread once the component pages are made.
    ///   - componentPagesFirst: handed the component pages, sorted by path, before any page made
    ///     from every component (home, platform and comparison pages, the search index), with the
    ///     paths of those reused from `cache` unchanged, so the preview can show an edited page
    ///     at once. It answers whether the render goes on. The pages then come back in
    ///     ``RenderOutput/files`` without their bytes, and the returned cache keeps none of them.
    ///   - shouldStop: asked before each page; once it says yes, the pages not yet started are
    ///     left out and the output is incomplete (the preview then stops).
    public static func lastRender(_ cache: consuming RenderCache?,
                                  componentPagesFirst: ((_ pages: [OutputFile], _ reused: Set<String>) -> Bool)? = nil,
                                  stoppingWhen shouldStop: (@Sendable () -> Bool)? = nil) -> RenderReuse {
        RenderReuse(cache: cache, keepsCache: true, componentPagesFirst: componentPagesFirst, shouldStop: shouldStop)
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
