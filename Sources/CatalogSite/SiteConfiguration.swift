import Foundation

/// Where a build reads from and writes to, and how strict it is.
public struct SiteConfiguration: Sendable {
    public var contentDirectory: URL
    /// Templates that replace the built-in ones file by file; nil for the built-in ones alone.
    public var templatesDirectory: URL?
    public var outputDirectory: URL
    /// Prefix for publishing under a sub-path (`/docs/`); adds canonical links and a sitemap.
    public var baseURL: String?
    /// Treat warnings as errors, as CI pipelines usually want.
    public var strict: Bool
    /// Site title shown in the header and `<title>`.
    public var siteTitle: String
    /// The most bytes the build may write (`--max-output`); nil for the budget in proportion to
    /// the content (`OutputBudget`).
    public var maxOutputBytes: Int?

    public init(
        contentDirectory: URL, templatesDirectory: URL?, outputDirectory: URL,
        baseURL: String? = nil, strict: Bool = false, siteTitle: String = "SheetCatalog", maxOutputBytes: Int? = nil
    ) {
        self.contentDirectory = contentDirectory.standardizedFileURL
        self.templatesDirectory = templatesDirectory?.standardizedFileURL
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.baseURL = baseURL
        self.strict = strict
        self.siteTitle = siteTitle
        self.maxOutputBytes = maxOutputBytes
    }
}
