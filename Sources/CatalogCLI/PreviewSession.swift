import CatalogModel
import CatalogPreview
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
    private let preview: SitePreview
    /// The last rebuild stopped after the edited pages because another edit came in; the pages
    /// built from every component (platform and comparison pages, the search index, …) are
    /// still to be brought up to date, even if that edit turns out to change nothing.
    private var sitePagesPending = false
    /// Whether another edit has come in: the watcher's `changeCheck`, unless a test gives one.
    private let editCameIn: @Sendable () -> Bool

    init(configuration: SiteConfiguration, progress: any ProgressReporter = SilentProgress(),
         limits: PreviewLimits = PreviewLimits(), log: @escaping @Sendable (String) -> Void = { Terminal.standardError($0) },
         editCameIn: (@Sendable () -> Bool)? = nil) {
        self.configuration = configuration
        self.state = PreviewState(siteDirectory: configuration.outputDirectory)
        self.server = PreviewServer(state: state, limits: limits, log: log)
        self.watcher = ContentWatcher(folders: [configuration.contentDirectory] + (configuration.templatesDirectory.map { [$0] } ?? []))
        self.preview = SitePreview(configuration: configuration, progress: progress)
        self.editCameIn = editCameIn ?? watcher.changeCheck
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
        guard !sitePagesPending else { return }
        watcher.wait(milliseconds: milliseconds)
    }

    /// Rebuilds when something changed, or when the last rebuild left pages to bring up to
    /// date; returns the report, or nil when there was nothing to do.
    func rebuildIfChanged() -> BuildReport? {
        guard !watcher.changes().isEmpty || sitePagesPending else { return nil }
        return rebuild(yieldingToEdits: true)
    }

    /// - Parameter yieldingToEdits: stop after the edited pages when another edit comes in, and
    ///   leave the rest to the rebuild that edit starts. On a large catalog the pages built from
    ///   every component take seconds, and an edit saved meanwhile waited for all of them.
    @discardableResult
    func rebuild(yieldingToEdits: Bool = false) -> BuildReport {
        // The edited page first: open pages whose own file changed reload as soon as the component
        // pages are written, and again only if the pages built from them change too.
        let state = self.state
        let report = preview.rebuild(pagesReady: { changed, diagnostics in
            guard !changed.isEmpty else { return }
            state.publish(errors: diagnostics.filter { $0.severity == .error }, changed: changed)
        }, stopAfterPagesWhen: yieldingToEdits ? editCameIn : nil)
        sitePagesPending = report.stoppedAfterPages
        // Stopped, it has said what it wrote (above); the rebuild that follows says the rest.
        guard !report.stoppedAfterPages else { return report }
        let errors = report.diagnostics.filter { $0.severity == .error }
        state.publish(errors: errors, changed: errors.isEmpty ? report.changedPaths : nil)
        return report
    }

    /// Connections the server holds open now.
    var connectionCount: Int { server.connections.count }

    func stop() {
        try? channel?.close().wait()
        server.shutdown()
    }
}
