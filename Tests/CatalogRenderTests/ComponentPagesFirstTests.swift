import CatalogModel
import CatalogRender
import Foundation
import Testing
import TestSupport

/// The preview's render hands the component pages over before the pages made from them, and
/// may be told to stop there when another edit comes in.
@Suite struct ComponentPagesFirstTests {
    let renderer: SiteRenderer

    init() throws {
        renderer = try SiteRenderer(templates: Fixtures.templates(), options: RenderOptions())
    }

    @Test func aRenderToldToStopAfterTheComponentPagesMakesNoOtherFile() {
        let catalog = Fixtures.catalog()
        let output = renderer.render(catalog, reusing: .lastRender(nil, componentPagesFirst: { _, _ in false }))
        #expect(output.files.map(\.path) == catalog.components.map { "components/\($0.id).html" }.sorted())
        #expect(output.stopped)
    }

    /// The preview's watcher says an edit came in once, to whichever asks first; the render
    /// remembers it, so the output says it stopped and holds the component pages alone.
    @Test func aStopSaidOnceIsKept() {
        final class Once: @unchecked Sendable {
            let lock = NSLock()
            var said = false
            func ask() -> Bool { lock.withLock { defer { said = true }; return !said } }
        }
        let once = Once()
        let catalog = Fixtures.catalog()
        let output = renderer.render(catalog, reusing: .lastRender(nil, componentPagesFirst: { _, _ in true },
                                                                   stoppingWhen: { once.ask() }))
        #expect(output.stopped)
        #expect(output.files.map(\.path) == catalog.components.map { "components/\($0.id).html" }.sorted())
        #expect(!renderer.render(catalog, reusing: .lastRender(nil, stoppingWhen: { once.ask() })).stopped)
    }
}
