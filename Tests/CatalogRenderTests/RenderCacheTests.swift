import CatalogModel
@testable import CatalogRender
import Foundation
import Testing
import TestSupport

/// `sheetcat serve` renders after every edit with the cache of the previous render; readers must
/// never see a page that differs from what a fresh build would write.
@Suite struct RenderCacheTests {
    let renderer: SiteRenderer

    init() throws {
        renderer = try SiteRenderer(templates: Fixtures.templates(), options: RenderOptions())
    }

    func expectSame(_ a: RenderOutput, _ b: RenderOutput) {
        #expect(a.files.map(\.path) == b.files.map(\.path))
        for (x, y) in zip(a.files, b.files) { #expect(x == y, "\(x.path) differs") }
    }

    @Test func cachedRenderAfterAnEditEqualsAFreshRender() {
        let before = Fixtures.largeCatalog()
        let (_, cache) = renderer.renderKeepingCache(before, reusing: nil)
        #expect(cache.componentCount == before.components.count)

        var edited = before
        let i = edited.components.firstIndex { $0.id == "generated-3" }!
        // rules[2] is scoped to iOS and iPadOS, so the iOS page lists it as a link.
        edited.components[i].rules[2].lead = [.text("Support swiping down on one focused task only.")]
        edited.components[i].abstract = [.text("Edited abstract.")]
        let (cached, _) = renderer.renderKeepingCache(edited, reusing: cache)
        expectSame(cached, renderer.render(edited))
        #expect(cached.text("components/generated-3.html")?.contains("Edited abstract.") == true)
        #expect(cached.text("platforms/ios.html")?.contains("Support swiping down on one focused task only.") == true)
    }

    @Test func unchangedPagesComeFromTheCache() {
        let catalog = Fixtures.largeCatalog()
        let (first, cache) = renderer.renderKeepingCache(catalog, reusing: nil)
        var edited = catalog
        edited.components[5].abstract = [.text("Only this page changed.")]
        let (second, next) = renderer.renderKeepingCache(edited, reusing: cache)
        // The entry for an untouched component is the very object the first render made.
        let untouched = catalog.components[6].id
        #expect(next.entries[untouched]?.fragments === cache.entries[untouched]?.fragments)
        #expect(next.entries[edited.components[5].id]?.fragments !== cache.entries[edited.components[5].id]?.fragments)
        #expect(first.text("components/\(untouched).html") == second.text("components/\(untouched).html"))
    }

    @Test func aRenamedRuleRefreshesPagesThatLinkToIt() {
        var catalog = Fixtures.catalog()
        // The guide links to a rule of the sheets page by id.
        let target = catalog.components[2].rules[0].id
        catalog.components[1].overview = [.paragraph([.link(destination: "rule:" + target, children: [.text("the rule")])])]
        let (_, cache) = renderer.renderKeepingCache(catalog, reusing: nil)
        var edited = catalog
        edited.components[2].rules[0].id = "sheets.best-practices.renamed"
        edited.components[2].sections[0].ruleIDs[0] = "sheets.best-practices.renamed"
        let (cached, _) = renderer.renderKeepingCache(edited, reusing: cache)
        expectSame(cached, renderer.render(edited))
    }

    @Test func otherTemplatesDoNotReuseTheCache() throws {
        let catalog = Fixtures.catalog()
        let (_, cache) = renderer.renderKeepingCache(catalog, reusing: nil)
        var templates = Fixtures.templates()
        templates["component.mustache"] = templates["component.mustache"]!.replacingOccurrences(of: "<article class=\"component\"", with: "<article class=\"component x\"")
        let other = try SiteRenderer(templates: templates, options: RenderOptions())
        let (out, _) = other.renderKeepingCache(catalog, reusing: cache)
        #expect(out.text("components/sheets.html")?.contains("<article class=\"component x\">") == true)
    }

    /// The preview shows an edited page before the pages made from every component: the render
    /// hands the component pages over first, with the paths it reused, and the rest follows.
    @Test func componentPagesComeFirstAndTheRestFollows() throws {
        let catalog = Fixtures.largeCatalog()
        let (_, cache) = renderer.renderKeepingCache(catalog, reusing: nil)
        var edited = catalog
        edited.components[5].abstract = [.text("Only this page changed.")]
        let fresh = renderer.render(edited)
        var handed: [OutputFile] = []
        var reused: Set<String> = []
        let output = renderer.render(edited, reusing: .lastRender(cache, componentPagesFirst: { pages, kept in
            handed = pages
            reused = kept
            return true
        }))
        let componentPaths = Set(edited.components.map { "components/\($0.id).html" })
        #expect(handed == fresh.files.filter { componentPaths.contains($0.path) })
        #expect(reused == componentPaths.subtracting(["components/\(edited.components[5].id).html"]))
        // Handed over, the component pages come back as paths alone; every other file is whole.
        #expect(output.files.map(\.path) == fresh.files.map(\.path))
        for (x, y) in zip(output.files, fresh.files) {
            #expect(componentPaths.contains(x.path) ? x.parts.isEmpty : x == y, "\(x.path) differs")
        }
        #expect(try #require(output.cache).pageBytesHeld == 0)
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
