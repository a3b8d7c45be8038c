import CatalogIngest
import CatalogModel
import CatalogRender
import CatalogSite
import SpecRunner

/// What one build leaves for the next in a long-running preview, so a one-file edit redoes only
/// what it affects. Used from one thread at a time (the preview's rebuild loop).
final class BuildCache: @unchecked Sendable {
    /// Each content file as last read, so unchanged files are not read again.
    var loaded: ContentLoader.Known = [:]
    /// Each page's bytes and what ingesting them gave.
    var pages: [String: (data: [UInt8], result: PageIngestResult)] = [:]
    /// The last assembled catalog, with what it takes to put an edited page in place; nil when
    /// the cross-page checks found something, and so every page is assembled again.
    var assembly: (catalog: Catalog, reassembly: Reassembly)?
    /// What the preview folder holds, path by path; nil before the first write.
    var writtenFiles: [String: PreviewFolder.WrittenFile]?
    /// What each spec example gave, so unchanged examples are not run again.
    var examples = ExampleMemo()
    /// Rendered component pages, reused when a page's inputs did not change. Once a write has
    /// put them in the preview folder, without their bytes (see `PreviewSteps.render`).
    let render = RenderCache()
    /// The parsed templates, kept while the template files stay the same.
    var renderer: SiteRenderer?
}
