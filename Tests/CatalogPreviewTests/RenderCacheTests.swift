import CatalogModel
@testable import CatalogPreview
@testable import CatalogRender
import Foundation
import Testing
import TestSupport

/// `sheetcat serve` renders after every edit taking over the last render's unchanged pages
/// (`RenderCache`); readers must never see a page that differs from what a fresh build would write.
@Suite struct RenderCacheTests {
    let renderer: SiteRenderer

    init() throws {
        renderer = try SiteRenderer(templates: Fixtures.templates(), options: RenderOptions())
    }

    func expectSame(_ a: RenderOutput, _ b: RenderOutput, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(a.files.map(\.path) == b.files.map(\.path), sourceLocation: sourceLocation)
        for (x, y) in zip(a.files, b.files) { #expect(x == y, "\(x.path) differs", sourceLocation: sourceLocation) }
    }

    @Test func cachedRenderAfterAnEditEqualsAFreshRender() {
        let before = Fixtures.largeCatalog()
        let cache = RenderCache()
        _ = renderer.render(before, reusing: .lastRender(cache))
        #expect(cache.componentCount == before.components.count)

        var edited = before
        let i = edited.components.firstIndex { $0.id == "generated-3" }!
        // rules[2] is scoped to iOS and iPadOS, so the iOS page lists it as a link.
        edited.components[i].rules[2].lead = [.text("Support swiping down on one focused task only.")]
        edited.components[i].abstract = [.text("Edited abstract.")]
        let cached = renderer.render(edited, reusing: .lastRender(cache))
        expectSame(cached, renderer.render(edited))
        #expect(cached.text("components/generated-3.html")?.contains("Edited abstract.") == true)
        #expect(cached.text("platforms/ios.html")?.contains("Support swiping down on one focused task only.") == true)
    }

    @Test func unchangedPagesComeFromTheCache() throws {
        let catalog = Fixtures.largeCatalog()
        let cache = RenderCache()
        let first = renderer.render(catalog, reusing: .lastRender(cache))
        let kept = try #require(cache.last)
        var edited = catalog
        edited.components[5].abstract = [.text("Only this page changed.")]
        let second = renderer.render(edited, reusing: .lastRender(cache))
        let next = try #require(cache.last)
        // The entry for an untouched component is the very object the first render made.
        let untouched = catalog.components[6].id
        #expect(next.entries[untouched]?.fragments === kept.entries[untouched]?.fragments)
        #expect(next.entries[edited.components[5].id]?.fragments !== kept.entries[edited.components[5].id]?.fragments)
        #expect(first.text("components/\(untouched).html") == second.text("components/\(untouched).html"))
    }

    @Test func aRenamedRuleRefreshesPagesThatLinkToIt() {
        var catalog = Fixtures.catalog()
        // The guide links to a rule of the sheets page by id.
        let target = catalog.components[2].rules[0].id
        catalog.components[1].overview = [.paragraph([.link(destination: "rule:" + target, children: [.text("the rule")])])]
        let cache = RenderCache()
        _ = renderer.render(catalog, reusing: .lastRender(cache))
        var edited = catalog
        edited.components[2].rules[0].id = "sheets.best-practices.renamed"
        edited.components[2].sections[0].ruleIDs[0] = "sheets.best-practices.renamed"
        expectSame(renderer.render(edited, reusing: .lastRender(cache)), renderer.render(edited))
    }

    @Test func otherTemplatesDoNotReuseTheCache() throws {
        let catalog = Fixtures.catalog()
        let cache = RenderCache()
        _ = renderer.render(catalog, reusing: .lastRender(cache))
        var templates = Fixtures.templates()
        templates["component.mustache"] = templates["component.mustache"]!.replacingOccurrences(of: "<article class=\"component\"", with: "<article class=\"component x\"")
        let other = try SiteRenderer(templates: templates, options: RenderOptions())
        let out = other.render(catalog, reusing: .lastRender(cache))
        #expect(out.text("components/sheets.html")?.contains("<article class=\"component x\">") == true)
    }

    /// A render into a `SiteOutput` keeps no page's bytes: it takes over no page and leaves none.
    @Test func aRenderIntoAnOutputLeavesNoPage() throws {
        let catalog = Fixtures.catalog()
        let cache = RenderCache()
        _ = renderer.render(catalog, reusing: .lastRender(cache))
        final class Discard: SiteOutput, @unchecked Sendable {
            func write(_ file: OutputFile) {}
            func stream(_ path: String, _ write: (_ append: (UnsafeBufferPointer<UInt8>) -> Void) -> Void) { write { _ in } }
        }
        _ = renderer.render(catalog, into: Discard(), reusing: .lastRender(cache))
        #expect(cache.componentCount == catalog.components.count, "what the last in-memory render left stays")
        var edited = catalog
        edited.components[0].abstract = [.text("Edited.")]
        expectSame(renderer.render(edited, reusing: .lastRender(cache)), renderer.render(edited))
    }

    /// The preview shows an edited page before the pages made from every component: the render
    /// hands the component pages over first, with the paths it reused, and the rest follows.
    @Test func componentPagesComeFirstAndTheRestFollows() throws {
        let catalog = Fixtures.largeCatalog()
        let cache = RenderCache()
        _ = renderer.render(catalog, reusing: .lastRender(cache))
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
        #expect(cache.componentCount == edited.components.count)
        #expect(cache.pageBytesHeld == 0)
    }

    /// The preview forgets the last render's pages when they did not reach the folder; the next
    /// render makes every page.
    @Test func aForgottenCacheMakesEveryPage() {
        let catalog = Fixtures.catalog()
        let cache = RenderCache()
        _ = renderer.render(catalog, reusing: .lastRender(cache))
        cache.forget()
        #expect(cache.componentCount == 0)
        var reused: Set<String> = ["not called"]
        _ = renderer.render(catalog, reusing: .lastRender(cache, componentPagesFirst: { _, kept in
            reused = kept
            return true
        }))
        #expect(reused.isEmpty)
    }

    /// The catalog rendered into a cache, and the catalog with `edit` made.
    func renderedThenEdited(_ edit: CatalogEdit) -> (cache: RenderCache, edited: Catalog) {
        var catalog = CatalogEdit.catalog()
        let cache = RenderCache()
        _ = renderer.render(catalog, reusing: .lastRender(cache))
        edit.apply(&catalog)
        return (cache, catalog)
    }

    @Test(arguments: CatalogEdit.all)
    func aRenderAfterAnEditWritesWhatAFreshRenderWrites(edit: CatalogEdit) throws {
        let (cache, edited) = renderedThenEdited(edit)
        expectSame(renderer.render(edited, reusing: .lastRender(cache)), renderer.render(edited))
    }

    /// A render keeps a page when its inputs still hold, checking only what changed since the
    /// builder they were found to hold for. For every page and edit, that answer is the one a
    /// comparison of the whole inputs gives, and so is the answer when what changed is unknown.
    @Test(arguments: CatalogEdit.all)
    func keptInputsAreThoseThatWouldBeMadeAgain(edit: CatalogEdit) throws {
        let catalog = CatalogEdit.catalog()
        var edited = catalog
        edit.apply(&edited)
        let last = PageBuilder(catalog: catalog, options: RenderOptions())
        let next = PageBuilder(catalog: edited, options: RenderOptions(), reusing: last)
        #expect((next.lineage.changes != nil) == edit.keepsRuleIndex)
        #expect(next.lineage.changes.map { $0.since == last.lineage.id } ?? true)
        #expect(next.lineage.changes.map { $0.examples != nil } ?? true, "the example look-ups are updated, not made anew")
        let shownBefore = ComponentInputs.examplesShown(in: catalog, builder: last)
        let shownAfter = ComponentInputs.examplesShown(in: edited, builder: next)
        var kept = 0
        for i in edited.components.indices {
            let before = ComponentInputs(catalog.components[i], shown: shownBefore[i], builder: last)
            let after = ComponentInputs(edited.components[i], shown: shownAfter[i], builder: next)
            let id = edited.components[i].id
            #expect(before.stillHold(for: edited.components[i], shown: shownAfter[i], builder: next, changes: next.lineage.changes) == (before == after), "\(id)")
            #expect(before.stillHold(for: edited.components[i], shown: shownAfter[i], builder: next, changes: nil) == (before == after), "\(id)")
            if before == after { kept += 1 }
        }
        #expect(kept > 0, "pages the edit did not touch are kept")
    }

    /// Which examples each page shows is kept from the last render when no rule that an
    /// example names changed; it is then what finding them again gives.
    @Test(arguments: CatalogEdit.all)
    func theExamplesEachPageShowsAreThoseFoundAgain(edit: CatalogEdit) throws {
        let (cache, edited) = renderedThenEdited(edit)
        let last = try #require(cache.last)
        let next = PageBuilder(catalog: edited, options: RenderOptions(), reusing: last.builder)
        #expect(ComponentInputs.examplesShown(in: edited, builder: next, last: last.shown, changes: next.lineage.changes(since: last.builder))
                == ComponentInputs.examplesShown(in: edited, builder: PageBuilder(catalog: edited, options: RenderOptions())))
    }
}

extension RenderOutput {
    func text(_ path: String) -> String? {
        files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
