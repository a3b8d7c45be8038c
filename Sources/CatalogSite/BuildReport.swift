import CatalogModel

/// What a build or check did, for the CLI summary and for tests.
public struct BuildReport: Sendable {
    public var catalog: Catalog
    public var diagnostics: [Diagnostic]
    /// True when the output folder now holds the new site.
    public var wroteSite: Bool
    public var fileCount: Int
    public var byteCount: Int
    /// Of `fileCount`, the files a one-off build found unchanged in the site it replaced and kept
    /// as they were, linked rather than written again (see `PreviousSite`).
    public var keptFileCount = 0
    /// Search index size divided by the number of rules, which the build summary reports.
    public var searchIndexBytesPerRule: Int?
    /// Seconds per named step, in pipeline order.
    public var stepSeconds: [(name: String, seconds: Double)]
    /// For a preview build: the files whose bytes this build changed (nil when not known, as
    /// for a full build, which replaces every file).
    public var changedPaths: [String]?
    /// A preview rebuild that wrote the component pages and then stopped, because
    /// `stopAfterPagesWhen` said so: the other pages are as the last rebuild left them.
    public var stoppedAfterPages = false

    public init(catalog: Catalog, diagnostics: [Diagnostic], wroteSite: Bool = false, fileCount: Int = 0,
                byteCount: Int = 0, searchIndexBytesPerRule: Int? = nil, stepSeconds: [(String, Double)] = []) {
        self.catalog = catalog
        self.diagnostics = diagnostics
        self.wroteSite = wroteSite
        self.fileCount = fileCount
        self.byteCount = byteCount
        self.searchIndexBytesPerRule = searchIndexBytesPerRule
        self.stepSeconds = stepSeconds.map { (name: $0.0, seconds: $0.1) }
    }

    public var succeeded: Bool { !diagnostics.hasErrors }
    public var failedExamples: Int { catalog.resultCount(.failed) }
    public var passedExamples: Int { catalog.resultCount(.passed) }
}
