import CatalogModel
import CatalogSite
import Foundation
import NIOCore

/// A running preview: builds once, serves, and rebuilds when content or templates change.
/// Separate from the command so tests can drive it step by step.
final class PreviewSession: @unchecked Sendable {
    let configuration: SiteConfiguration
    let state: PreviewState
    private let server: PreviewServer
    private var channel: Channel?
    private var watcher: ContentWatcher
    private let pipeline: SitePipeline
    private let cache = BuildCache()

    init(configuration: SiteConfiguration, progress: any ProgressReporter = SilentProgress()) {
        self.configuration = configuration
        self.state = PreviewState(siteDirectory: configuration.outputDirectory)
        self.server = PreviewServer(state: state)
        self.watcher = ContentWatcher(folders: [configuration.contentDirectory, configuration.templatesDirectory])
        self.pipeline = SitePipeline(progress: progress)
    }

    /// Builds and starts serving; returns the bound port.
    @discardableResult
    func start(host: String = "127.0.0.1", port: Int) throws -> (port: Int, report: BuildReport) {
        let report = rebuild()
        let channel = try server.start(host: host, port: port)
        self.channel = channel
        return (channel.localAddress?.port ?? port, report)
    }

    /// Sleeps until a file under the watched folders may have changed, at most `milliseconds`.
    func waitForChanges(milliseconds: Int) {
        watcher.wait(milliseconds: milliseconds)
    }

    /// Rebuilds when something changed; returns the report, or nil when nothing changed.
    func rebuildIfChanged() -> BuildReport? {
        guard !watcher.changes().isEmpty else { return nil }
        return rebuild()
    }

    @discardableResult
    func rebuild() -> BuildReport {
        // The edited page first: open pages whose own file changed reload as soon as the component
        // pages are written, and again only if the pages built from them change too.
        let state = self.state
        let report = pipeline.preview(configuration, cache: cache) { changed, diagnostics in
            guard !changed.isEmpty else { return }
            state.publish(errors: diagnostics.filter { $0.severity == .error }, changed: changed)
        }
        let errors = report.diagnostics.filter { $0.severity == .error }
        state.publish(errors: errors, changed: errors.isEmpty ? report.changedPaths : nil)
        return report
    }

    func stop() {
        try? channel?.close().wait()
        server.shutdown()
    }
}
