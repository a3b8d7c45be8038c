import CatalogModel
@testable import CatalogPreview
import SpecRunner
import Testing
import TestSupport

/// `serve` runs again only the examples an edit touched (`ExampleMemo`); what it shows must
/// match a clean run.
@Suite struct ExampleMemoTests {
    let runner = SpecRunner()

    /// `serve` reruns only what an edit touched; what it shows must match a clean build.
    @Test func aMemoisedRerunMatchesAFreshRunAfterEdits() {
        let rule = Rule(id: "sheets.rule", componentID: "sheets", sectionID: "s", lead: [], body: [], strength: .do,
                        platforms: [], sources: [], location: SourceLocation(file: "sheets.md", line: 1))
        let component = Component(id: "sheets", title: "Sheets", rules: [rule], file: "sheets.md",
                                  location: SourceLocation(file: "sheets.md", line: 1))
        let examples = [
            example("Given a sheet on Mac\nThen the sheet is modal", id: "sheets.a"),
            example("Given a sheet on Mac\nThen the sheet is nonmodal", id: "sheets.b", fenceLine: 20),
            example("Given a sheet on Mac\nThen the sheet is modal", id: "sheets.c", rules: ["sheets.rul"], fenceLine: 30),
        ]
        let first = Catalog(components: [component], examples: examples)
        var memo = ExampleMemo()
        _ = memo.run(first, with: runner)
        #expect(memo.count == 2, "an example naming a missing rule is not kept: its diagnostic depends on the other rules")

        // Edit b so it passes, move a down two lines, leave c as it was.
        var edited = examples
        edited[1] = example("Given a sheet on Mac\nThen the sheet is modal", id: "sheets.b", fenceLine: 20)
        edited[0] = example("Given a sheet on Mac\nThen the sheet is modal", id: "sheets.a", fenceLine: 12)
        let second = Catalog(components: [component], examples: edited)
        let reused = memo.run(second, with: runner)
        let fresh = runner.run(second)
        #expect(reused.results == fresh.results)
        #expect(reused.diagnostics == fresh.diagnostics)
        #expect(reused.results.map(\.status) == [.passed, .passed, .failed])

        // Adding the rule c names changes c's outcome even though c's text did not change.
        var renamed = rule
        renamed.id = "sheets.rul"
        let third = Catalog(components: [Component(id: "sheets", title: "Sheets", rules: [rule, renamed], file: "sheets.md",
                                                   location: SourceLocation(file: "sheets.md", line: 1))],
                            examples: edited)
        let afterRule = memo.run(third, with: runner)
        #expect(afterRule.results == runner.run(third).results)
        #expect(afterRule.results.map(\.status) == [.passed, .passed, .passed])
    }

    /// The memo goes from run to run with only what ran written into it, so outcomes of
    /// examples that are gone stay behind until they are many; then they are let go.
    @Test func theMemoLetsGoOfExamplesThatAreGone() {
        let rule = Rule(id: "sheets.rule", componentID: "sheets", sectionID: "s", lead: [], body: [], strength: .do,
                        platforms: [], sources: [], location: SourceLocation(file: "sheets.md", line: 1))
        let component = Component(id: "sheets", title: "Sheets", rules: [rule], file: "sheets.md",
                                  location: SourceLocation(file: "sheets.md", line: 1))
        func catalog(prefix: String) -> Catalog {
            Catalog(components: [component], examples: (0..<100).map {
                example("Given a sheet on Mac\nThen the sheet is \($0 % 2 == 0 ? "modal" : "nonmodal")",
                        id: "sheets.\(prefix)-\($0)", fenceLine: 10 * $0 + 10)
            })
        }
        var memo = ExampleMemo()
        _ = memo.run(catalog(prefix: "a"), with: runner)
        #expect(memo.count == 100)
        // All renamed at once: the old hundred beside the new would be 200 entries for 100 kept,
        // more than the memo carries (a quarter more, plus 64), so they are let go.
        let renamed = catalog(prefix: "b")
        #expect(memo.run(renamed, with: runner).results == runner.run(renamed).results)
        #expect(memo.count == 100)
        // A few renamed at a time stay until they add up.
        var current = renamed
        for round in 0..<3 {
            current.examples[round].id = "sheets.c-\(round)"
            #expect(memo.run(current, with: runner).results == runner.run(current).results)
        }
        #expect(memo.count == 103)
    }

    @Test func anUnchangedExampleTakesItsKeptOutcome() {
        let kept = example("Given a sheet on Mac\nThen the sheet is modal", id: "sheets.a")
        let catalog = Catalog(components: [Component(id: "sheets", title: "Sheets", rules: [
            Rule(id: "sheets.rule", componentID: "sheets", sectionID: "s", lead: [], body: [], strength: .do,
                 platforms: [], sources: [], location: SourceLocation(file: "sheets.md", line: 1)),
        ], file: "sheets.md", location: SourceLocation(file: "sheets.md", line: 1))], examples: [kept])
        // A planted outcome shows the memo is what answered, not a second run.
        var memo = ExampleMemo()
        var planted = runner.run(kept, knownRuleIDs: ["sheets.rule"]).0
        planted.message = "planted"
        memo.keep(SpecRunner.Outcome(result: planted, diagnostics: [], scopes: [[]]), of: kept)
        #expect(memo.run(catalog, with: runner).results.map(\.message) == ["planted"])
        // The same example, its rule now scoped to iPhone only: it runs again (and is an error).
        var rescoped = catalog
        rescoped.components[0].rules[0].platforms = ["ios"]
        let rerun = memo.run(rescoped, with: runner)
        #expect(rerun.results.map(\.status) == [.failed])
        #expect(rerun.diagnostics.map(\.id) == ["spec.rule-platform"])
        // The same example one line lower is a different example: it runs again.
        let moved = example("Given a sheet on Mac\nThen the sheet is modal", id: "sheets.a", fenceLine: 11)
        var movedCatalog = catalog
        movedCatalog.examples = [moved]
        #expect(memo.run(movedCatalog, with: runner).results.map(\.message) == [""])
    }
}
