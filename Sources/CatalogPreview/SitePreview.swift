import CatalogModel
import CatalogSite

/// A preview of a site that stays up to date as its content and templates change: what
/// `sheetcat serve` builds with, and all of the preview that the rest of the program sees.
///
/// The first `rebuild()` builds the whole site into the preview folder. Each one after it runs
/// the same four steps as `sheetcat build` (`SitePipeline.run`), each redoing only what the
/// edit since the last one affects (see `PreviewSteps`, `BuildCache`), and rewrites in place
/// only the files whose bytes changed. Used from one thread at a time.
public final class SitePreview: @unchecked Sendable {
    public let configuration: SiteConfiguration
    private let pipeline: SitePipeline
    /// Internal so tests can look at what a rebuild kept.
    let cache = BuildCache()

    public init(configuration: SiteConfiguration, progress: any ProgressReporter = SilentProgress()) {
        self.configuration = configuration
        self.pipeline = SitePipeline(progress: progress)
    }

    /// Brings the preview folder up to date with the content and templates.
    ///
    /// Component pages are written first and `pagesReady` is told which of them changed (and
    /// the diagnostics so far), before the pages that list or compare components, the search
    /// index and `catalog.json` are rebuilt: an edited page can be shown while the rest catches
    /// up (the report's `changedPaths` then names what changed in the second half). The first
    /// rebuild does not call it.
    /// - Parameter stopAfterPagesWhen: asked once the component pages are written, and between
    ///   the other pages: when it says yes, the rebuild stops there without writing them and
    ///   says so (`stoppedAfterPages`); the preview folder keeps the other pages' last versions.
    @discardableResult
    public func rebuild(pagesReady: (([String], [Diagnostic]) -> Void)? = nil,
                        stopAfterPagesWhen shouldStop: (@Sendable () -> Bool)? = nil) -> BuildReport {
        let steps = PreviewSteps(cache: cache, pagesReady: pagesReady, shouldStop: shouldStop)
        return pipeline.run(steps.all, configuration)
    }
}
