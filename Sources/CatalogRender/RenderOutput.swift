import CatalogModel

/// Everything one render produces: the files, what went wrong, and numbers about the result.
public struct RenderOutput: Sendable {
    public var files: [OutputFile]
    /// When the render handed its files to a `SiteOutput` instead, their paths, sorted; empty otherwise.
    public var emittedPaths: [String]
    public var diagnostics: [Diagnostic]
    public var stats: RenderStats
    /// Whether the render was told to stop (``RenderReuse/lastRender(_:componentPagesFirst:stoppingWhen:)``)
    /// and so left pages out.
    public var stopped = false

    init(files: [OutputFile], emittedPaths: [String], diagnostics: [Diagnostic], stats: RenderStats) {
        self.files = files
        self.emittedPaths = emittedPaths
        self.diagnostics = diagnostics
        self.stats = stats
    }
}

/// Numbers about a rendered site that a build reports.
public struct RenderStats: Sendable, Hashable {
    /// Size of the search index (`assets/search-index.js` and its shards) divided by the number
    /// of rules (at least one), rounded down: the index must grow with the content, not faster.
    public var bytesPerRule: Int
    public var searchIndexBytes: Int
    public var pageCount: Int
}
