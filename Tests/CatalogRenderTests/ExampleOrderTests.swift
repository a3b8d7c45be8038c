import CatalogModel
import Testing
@testable import CatalogRender
import TestSupport

/// A rule's examples are shown in the order of their ids. The assembler hands a catalog's
/// examples over in that order, and the page builder takes them as they come; a catalog made
/// otherwise (a test, a tool of a user's) is put in order first.
@Suite struct ExampleOrderTests {
    static func catalog(examplesInOrder: Bool) -> (Catalog, ruleID: String) {
        var catalog = Fixtures.catalog()
        let rule = catalog.components.first { $0.id == "sheets" }!.rules[0]
        let named = ["sheets.m-middle", "sheets.z-last", "sheets.a-first"].map { id in
            SpecExample(id: id, componentID: "sheets", title: nil, ruleIDs: [rule.id],
                        lines: [.init(text: "Given a sheet on iPhone", location: Fixtures.loc(70))], location: Fixtures.loc(70))
        }
        catalog.examples += named
        if examplesInOrder { catalog.examples.sort { $0.id < $1.id } }
        return (catalog, rule.id)
    }

    @Test(arguments: [true, false])
    func aRulesExamplesAreInIdOrder(examplesInOrder: Bool) {
        let (catalog, ruleID) = Self.catalog(examplesInOrder: examplesInOrder)
        let builder = PageBuilder(catalog: catalog, options: RenderOptions())
        let ids = (builder.examplesByRule[ruleID] ?? []).map(\.id)
        #expect(ids == ids.sorted(), "\(ids)")
        #expect(ids.contains("sheets.a-first") && ids.contains("sheets.z-last") && ids.contains("sheets.m-middle"))
    }
}

/// A build prepares the page builder while the examples run, and takes each example's position
/// then; the render makes the results table from those positions when each result sits at its
/// example's place. Whichever way the table is made, it must be the one made from the results.
@Suite struct PreparedResultsTests {
    @Test(arguments: [true, false])
    func theResultsTableIsTheSameWhateverOrderTheResultsComeIn(inExampleOrder: Bool) throws {
        var catalog = ExampleOrderTests.catalog(examplesInOrder: true).0
        // A result for every example, made as the spec runner would, in example order or not.
        catalog.results = catalog.examples.map { e in
            ExampleResult(exampleID: e.id, ruleIDs: e.ruleIDs, status: .passed, message: "", cases: [], location: e.location, platforms: [])
        }
        if !inExampleOrder { catalog.results.reverse() }
        var before = catalog
        before.results = []
        let prepared = PageBuilder(catalog: before, options: RenderOptions(), positioningExamples: true)
        #expect(prepared.examplePositions?.count == catalog.examples.count)
        let builder = PageBuilder(catalog: catalog, options: RenderOptions(), reusing: prepared)
        #expect(builder.resultsByExample == PageBuilder.resultsByExample(catalog.results))
        #expect(builder.resultsByExample.count == catalog.examples.count)
    }
}
