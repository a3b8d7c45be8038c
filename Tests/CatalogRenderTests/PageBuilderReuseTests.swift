import CatalogModel
@testable import CatalogRender
import Testing
import TestSupport

/// A render takes the look-ups of an earlier page builder that an edit left as they were (the
/// preview's last render's, or a build's made while its examples ran). Whatever the edit, the
/// look-ups must be those a builder made from nothing holds; CatalogPreview's `RenderCacheTests`
/// hold the pages a preview render writes after each edit to a fresh render's.
@Suite struct PageBuilderReuseTests {
    /// The catalog, a page builder made from it, and the catalog with `edit` made.
    static func builtThenEdited(_ edit: CatalogEdit) -> (catalog: Catalog, builder: PageBuilder, edited: Catalog) {
        let catalog = CatalogEdit.catalog()
        var edited = catalog
        edit.apply(&edited)
        return (catalog, PageBuilder(catalog: catalog, options: RenderOptions()), edited)
    }

    @Test(arguments: CatalogEdit.all)
    func aBuilderMadeFromTheLastOneHasTheLookUpsOfOneMadeFromNothing(edit: CatalogEdit) throws {
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
        let verified = CatalogEdit.catalog()
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
