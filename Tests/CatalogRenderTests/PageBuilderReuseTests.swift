import CatalogModel
@testable import CatalogRender
import Testing
import TestSupport

/// A preview render takes the look-ups of the last render's page builder that an edit left as
/// they were. Whatever the edit, the pages must be those a fresh render writes, and the
/// look-ups those a builder made from nothing holds.
@Suite struct PageBuilderReuseTests {
    /// One edit of a catalog, named for the test's arguments.
    struct Edit: Sendable, CustomTestStringConvertible {
        var name: String
        /// Whether the last rule index still serves (as it is, or updated page by page).
        var keepsRuleIndex: Bool
        var apply: @Sendable (inout Catalog) -> Void
        var testDescription: String { name }
    }

    static let sheets = 2

    /// Six pages besides the fixture's three; an example on the first names its rule and one of
    /// the sheets page, so what the first page may show of it changes with an edit of another
    /// page (the shipped templates show only the example's steps there, a user's may show more).
    static func catalog() -> Catalog {
        var catalog = Fixtures.largeCatalog(generated: 6)
        // The last names no rule yet: the edit that adds it brings the example onto the sheets page.
        let rules = [catalog.components[0].rules[0].id, catalog.components[sheets].rules[0].id, "sheets.best-practices.added"]
        let example = SpecExample(id: "action-sheets.names-a-sheets-rule", componentID: catalog.components[0].id, title: "Names a sheets rule",
                                  ruleIDs: rules, lines: [.init(text: "Given a sheet on iPhone", location: Fixtures.loc(20, "action-sheets.md"))],
                                  location: Fixtures.loc(19, "action-sheets.md"))
        catalog.examples.append(example)
        catalog.results.append(ExampleResult(exampleID: example.id, ruleIDs: rules, status: .passed, message: "",
                                             cases: [.init(steps: ["Given a sheet on iPhone"], status: .passed)],
                                             location: example.location, platforms: ["ios"]))
        return catalog
    }

    static let edits: [Edit] = [
        Edit(name: "a word in a rule's lead", keepsRuleIndex: true) { catalog in
            catalog.components[sheets].rules[0].lead = [.text("Use a sheet for one short task.")]
        },
        Edit(name: "a rule added, which another page links to", keepsRuleIndex: true) { catalog in
            var rule = catalog.components[sheets].rules[0]
            rule.id = "sheets.best-practices.added"
            rule.lead = [.text("A new rule.")]
            catalog.components[sheets].rules.insert(rule, at: 1)
            catalog.components[sheets].sections[0].ruleIDs.insert(rule.id, at: 1)
            catalog.components[1].overview = [.paragraph([.link(destination: "rule:sheets.best-practices.added", children: [.text("it")])])]
        },
        Edit(name: "a rule renamed", keepsRuleIndex: true) { catalog in
            catalog.components[sheets].rules[2].id = "sheets.ios-ipados.renamed"
            catalog.components[sheets].sections[1].ruleIDs[0] = "sheets.ios-ipados.renamed"
        },
        Edit(name: "a rule another page names, renamed", keepsRuleIndex: true) { catalog in
            catalog.components[sheets].rules[0].id = "sheets.best-practices.renamed"
            catalog.components[sheets].sections[0].ruleIDs[0] = "sheets.best-practices.renamed"
        },
        Edit(name: "a rule taken away", keepsRuleIndex: true) { catalog in
            catalog.components[sheets].rules.remove(at: 1)
            catalog.components[sheets].sections[0].ruleIDs.remove(at: 1)
        },
        Edit(name: "a rule id another page has", keepsRuleIndex: false) { catalog in
            catalog.components[sheets].rules[1].id = catalog.components[0].rules[0].id
        },
        Edit(name: "an example that failed passes", keepsRuleIndex: true) { catalog in
            let failed = catalog.results.firstIndex { $0.status == .failed }!
            catalog.results[failed].status = .passed
            catalog.results[failed].message = ""
            catalog.results[failed].cases = catalog.results[failed].cases.map { .init(steps: $0.steps, status: .passed) }
        },
        Edit(name: "the lines of a page's examples move", keepsRuleIndex: true) { catalog in
            for e in catalog.examples.indices where catalog.examples[e].componentID == "sheets" {
                catalog.examples[e].location.line += 2
                catalog.examples[e].lines = catalog.examples[e].lines.map { .init(text: $0.text, location: .init(file: $0.location.file, line: $0.location.line + 2)) }
            }
        },
        Edit(name: "an example's steps, and so its result", keepsRuleIndex: true) { catalog in
            let e = catalog.examples.firstIndex { $0.id == "action-sheets.names-a-sheets-rule" }!
            catalog.examples[e].lines.append(.init(text: "Then the sheet is modal", location: Fixtures.loc(21, "action-sheets.md")))
            let r = catalog.results.firstIndex { $0.exampleID == "action-sheets.names-a-sheets-rule" }!
            catalog.results[r].cases = [.init(steps: ["Given a sheet on iPhone", "Then the sheet is modal"], status: .passed)]
        },
        Edit(name: "an example's rules", keepsRuleIndex: true) { catalog in
            catalog.examples[1].ruleIDs.append("action-sheets.best-practices.avoid-scrolling")
        },
        Edit(name: "a source's title", keepsRuleIndex: true) { catalog in
            catalog.sources[2].title = "HIG Sheets, retitled"
        },
        Edit(name: "a page's presentations", keepsRuleIndex: true) { catalog in
            catalog.components[sheets].presentations = ["popover"]
        },
    ]

    /// The catalog rendered, the renderer and its cache, and the catalog with `edit` made.
    static func renderedThenEdited(_ edit: Edit) throws -> (renderer: SiteRenderer, cache: RenderCache, edited: Catalog) {
        let renderer = try SiteRenderer(templates: Fixtures.templates(), options: RenderOptions())
        var catalog = Self.catalog()
        let (_, cache) = renderer.renderKeepingCache(catalog, reusing: nil)
        edit.apply(&catalog)
        return (renderer, cache, catalog)
    }

    /// The catalog, a page builder made from it, and the catalog with `edit` made.
    static func builtThenEdited(_ edit: Edit) -> (catalog: Catalog, builder: PageBuilder, edited: Catalog) {
        let catalog = Self.catalog()
        var edited = catalog
        edit.apply(&edited)
        return (catalog, PageBuilder(catalog: catalog, options: RenderOptions()), edited)
    }

    @Test(arguments: edits)
    func aRenderAfterAnEditWritesWhatAFreshRenderWrites(edit: Edit) throws {
        let (renderer, cache, edited) = try Self.renderedThenEdited(edit)
        let (cached, _) = renderer.renderKeepingCache(edited, reusing: cache)
        let fresh = renderer.render(edited)
        #expect(cached.files.map(\.path) == fresh.files.map(\.path))
        for (x, y) in zip(cached.files, fresh.files) { #expect(x == y, "\(x.path) differs") }
    }

    @Test(arguments: edits)
    func aBuilderMadeFromTheLastOneHasTheLookUpsOfOneMadeFromNothing(edit: Edit) throws {
        let (catalog, last, edited) = Self.builtThenEdited(edit)
        let reusable = try #require(PageBuilder.Reusable(last, for: edited, options: RenderOptions()))
        #expect((reusable.links() != nil) == edit.keepsRuleIndex, "the shortcut is taken, or not, as expected")

        let reused = PageBuilder(catalog: edited, options: RenderOptions(), reusing: last)
        Self.expectSameLookUps(reused, PageBuilder(catalog: edited, options: RenderOptions()), before: catalog)
    }

    /// Every look-up of `reused` is that of `fresh`, for the rules, examples and pages of both
    /// `fresh`'s catalog and `before`.
    static func expectSameLookUps(_ reused: PageBuilder, _ fresh: PageBuilder, before catalog: Catalog,
                                  sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let edited = fresh.catalog
        let ruleIDs = Set(catalog.ruleIDs + edited.ruleIDs + ["nowhere.best-practices.none"])
        for id in ruleIDs.sorted() {
            #expect(reused.links.position(ofRule: id)?.component == fresh.links.position(ofRule: id)?.component, "\(id)", sourceLocation: sourceLocation)
            #expect(reused.links.position(ofRule: id)?.rule == fresh.links.position(ofRule: id)?.rule, "\(id)", sourceLocation: sourceLocation)
            #expect(reused.examplesByRule[id] == fresh.examplesByRule[id], "\(id)", sourceLocation: sourceLocation)
        }
        for example in catalog.examples + edited.examples {
            #expect(reused.result(ofExample: example.id) == fresh.result(ofExample: example.id), "\(example.id)", sourceLocation: sourceLocation)
        }
        for component in edited.components {
            #expect(reused.examples(ofComponent: component.id) == fresh.examples(ofComponent: component.id), sourceLocation: sourceLocation)
            #expect(reused.position(ofComponent: component.id) == fresh.position(ofComponent: component.id), sourceLocation: sourceLocation)
            #expect(reused.modelVerdicts[component.presentations] == fresh.modelVerdicts[component.presentations], sourceLocation: sourceLocation)
        }
        #expect(reused.sourceLinks.mapValues(\.title) == fresh.sourceLinks.mapValues(\.title), sourceLocation: sourceLocation)
        #expect(reused.presentationByName == fresh.presentationByName, sourceLocation: sourceLocation)
        #expect(reused.presentations == fresh.presentations, sourceLocation: sourceLocation)
    }

    /// A build makes the look-ups while the examples run, from the catalog without results
    /// (``RenderPreparation``). The builder the render then makes from them has the look-ups of
    /// one made from nothing, and the site is the same; the examples by rule and by page are
    /// kept only when the examples are those of the prepared catalog.
    @Test(arguments: [false, true])
    func aBuilderMadeBeforeTheResultsHasTheLookUpsOfOneMadeFromNothing(examplesDiffer: Bool) throws {
        let verified = Self.catalog()
        var unverified = verified
        unverified.results = []
        if examplesDiffer { unverified.examples.removeLast() }
        let preparation = RenderPreparation(unverified, options: RenderOptions())
        let reusable = try #require(PageBuilder.Reusable(preparation.builder, for: verified, options: RenderOptions()))
        #expect(reusable.links() != nil, "the rule index is kept")
        #expect((reusable.exampleLookups() != nil) == !examplesDiffer)

        let reused = PageBuilder(catalog: verified, options: RenderOptions(), reusing: preparation.builder)
        Self.expectSameLookUps(reused, PageBuilder(catalog: verified, options: RenderOptions()), before: unverified)

        let renderer = try SiteRenderer(templates: Fixtures.templates(), options: RenderOptions())
        let prepared = renderer.render(verified, reusing: .preparation(preparation))
        let fresh = renderer.render(verified)
        #expect(prepared.files.map(\.path) == fresh.files.map(\.path))
        for (x, y) in zip(prepared.files, fresh.files) { #expect(x == y, "\(x.path) differs") }
    }

    /// A render keeps a page when its inputs still hold, checking only what changed since the
    /// builder they were found to hold for. For every page and edit, that answer is the one a
    /// comparison of the whole inputs gives, and so is the answer when what changed is unknown.
    @Test(arguments: edits)
    func keptInputsAreThoseThatWouldBeMadeAgain(edit: Edit) throws {
        let (catalog, last, edited) = Self.builtThenEdited(edit)
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
    @Test(arguments: edits)
    func theExamplesEachPageShowsAreThoseFoundAgain(edit: Edit) throws {
        let (_, cache, edited) = try Self.renderedThenEdited(edit)
        let next = PageBuilder(catalog: edited, options: RenderOptions(), reusing: cache.builder)
        #expect(ComponentInputs.examplesShown(in: edited, builder: next, last: cache.shown, changes: next.lineage.changes(since: cache.builder))
                == ComponentInputs.examplesShown(in: edited, builder: PageBuilder(catalog: edited, options: RenderOptions())))
    }

    /// Other pages, or other options, keep nothing.
    @Test func anotherListOfPagesOrOtherOptionsMakeEverythingAgain() {
        let catalog = Fixtures.largeCatalog(generated: 6)
        let last = PageBuilder(catalog: catalog, options: RenderOptions())
        var fewer = catalog
        fewer.components.removeLast()
        #expect(PageBuilder.Reusable(last, for: fewer, options: RenderOptions()) == nil)
        var moved = catalog
        moved.components[3].file = "elsewhere/" + moved.components[3].file
        #expect(PageBuilder.Reusable(last, for: moved, options: RenderOptions()) == nil)
        #expect(PageBuilder.Reusable(last, for: catalog, options: RenderOptions(siteTitle: "Other")) == nil)
    }
}
