import CatalogModel
import Testing
@testable import SpecRunner

/// A catalog of 10,000 pages must verify in a blink; this guards against a slow path creeping in
/// (a regular expression per step, a pattern recompiled per line). The bound is loose because
/// tests run unoptimised on shared machines; a release build is many times faster.
@Suite struct PerformanceTests {
    @Test func tenThousandPagesOfExamplesRunQuickly() {
        let bodies = [
            "Given a sheet on iPhone with detents medium and large\nWhen the person drags the grabber up\nThen the sheet rests at large",
            "Given a popover on <device> in <width> width\nThen the popover appears as a <shown>\n| device | width | shown |\n| iPhone | compact | sheet |\n| iPad | regular | popover |",
            "Given an action sheet on Apple Watch\nAnd the action sheet has 5 buttons\nThen the check finds too-many-buttons",
        ]
        var examples: [SpecExample] = []
        for page in 0..<10_000 {
            let file = "page-\(page).md"
            let body = bodies[page % bodies.count]
            examples.append(example(body, id: "p\(page).e", rules: ["sheets.rule"], file: file))
        }
        let rule = Rule(id: "sheets.rule", componentID: "sheets", sectionID: "s", lead: [], body: [], strength: .do,
                        platforms: [], sources: [], location: SourceLocation(file: "sheets.md", line: 1))
        let catalog = Catalog(components: [Component(id: "sheets", title: "Sheets", rules: [rule], file: "sheets.md",
                                                     location: SourceLocation(file: "sheets.md", line: 1))],
                              examples: examples)
        let clock = ContinuousClock()
        let start = clock.now
        let (results, diagnostics) = SpecRunner().run(catalog)
        let elapsed = clock.now - start
        #expect(results.count == 10_000)
        #expect(results.allSatisfy { $0.status == .passed })
        #expect(diagnostics.isEmpty)
        #expect(elapsed < .seconds(5), "10,000 examples took \(elapsed)")
    }
}
