import CatalogModel

/// Everything one render produces: the files, what went wrong, and numbers about the result.
public struct RenderOutput: Sendable {
    public var files: [OutputFile]
    /// When the render handed its files to a callback instead (`SiteRenderer.render(_:emit:)`),
    /// their paths, sorted; empty otherwise.
    public var emittedPaths: [String]
    public var diagnostics: [Diagnostic]
    public var stats: RenderStats
}

/// Numbers about a rendered site that a build reports.
public struct RenderStats: Sendable, Hashable {
    /// Size of the search index (`assets/search-index.js` and its shards) divided by the number
    /// of rules (at least one), rounded down: the index must grow with the content, not faster.
    public var bytesPerRule: Int
    public var searchIndexBytes: Int
    public var pageCount: Int
}
