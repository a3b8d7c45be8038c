import CatalogModel
import Testing
@testable import SpecRunner
import TestSupport

@Suite struct SpecRunnerTests {
    let runner = SpecRunner()
    let known: Set<String> = ["sheets.rule", "sheets.ios-ipados.support-swiping-to-dismiss-a-sheet"]

    func run(_ body: String, rules: [String] = ["sheets.rule"]) -> (ExampleResult, [Diagnostic]) {
        runner.run(example(body, rules: rules), knownRuleIDs: known)
    }

    // MARK: Passing examples

    @Test func detentsDragGrabberAndSwipe() {
        let (result, diagnostics) = run("""
        Given a sheet on iPhone with detents medium and large
        When the person drags the grabber up
        Then the sheet rests at large
        When the person swipes down
        Then the sheet rests at medium
        When the person swipes down
        Then the sheet is dismissed
        """)
        #expect(diagnostics.isEmpty)
        #expect(result.status == .passed)
        #expect(result.message == "")
        #expect(result.platforms == ["ios"])
        #expect(result.cases.count == 1)
        #expect(result.cases[0].steps.first == "Given a sheet on iPhone with detents medium and large")
    }

    @Test func severalWithClausesOnOneGivenLine() {
        let (result, diagnostics) = run("""
        Given a sheet on iPhone with detents medium and large and with unsaved changes
        And the sheet rests at large
        When the person swipes down
        Then the sheet rests at medium
        When the person swipes down
        Then an action sheet asks for confirmation
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(result.status == .passed, "\(result.message)")
    }

    @Test func commentsBlankLinesAndButAreAccepted() {
        let (result, diagnostics) = run("""
        # A full-screen modal has no swipe
        Given a full-screen modal on iPhone
        When the person swipes down
        Then nothing happens
        But the full-screen modal covers the full screen.
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(result.status == .passed, "\(result.message)")
    }

    // MARK: Tables

    @Test func tableRunsOneCasePerRowAndRecordsPlatforms() {
        let (result, diagnostics) = run("""
        Given a popover on <device> in <width> width
        Then the popover appears as a <shown>
        Examples:
        | device | width   | shown   |
        |--------|---------|---------|
        | iPhone | compact | sheet   |
        | iPad   | regular | popover |
        | Mac    | regular | popover |
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(result.status == .passed, "\(result.message)")
        #expect(result.cases.count == 3)
        #expect(result.cases[1].steps == ["Given a popover on iPad in regular width", "Then the popover appears as a popover"])
        #expect(result.platforms == ["ios", "ipados", "macos"])
    }

    @Test func tableWithoutSeparatorRow() {
        let (result, diagnostics) = run("""
        Given an action sheet on <device>
        Then Cancel is at the <corner>
        | device      | corner      |
        | iPhone      | bottom      |
        | Apple Watch | top leading |
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(result.status == .passed, "\(result.message)")
        #expect(result.cases.count == 2)
    }

    @Test func failingRowIsNamedWithItsLine() {
        let (result, diagnostics) = run("""
        Given a sheet on <device>
        Then the sheet is <modality>
        | device | modality |
        | iPhone | modal    |
        | Mac    | nonmodal |
        """)
        #expect(result.status == .failed)
        #expect(result.cases.map(\.status) == [.passed, .failed])
        let failure = diagnostics.first { $0.id == "spec.failed" }
        #expect(failure?.location == SourceLocation(file: "sheets.md", line: 12))
        #expect(failure?.explanation?.contains("expected: nonmodal") == true)
        #expect(failure?.explanation?.contains("actual: modal") == true)
        #expect(failure?.explanation?.contains("table row at line 15: | Mac | nonmodal |") == true)
        #expect(result.message.contains("table row at line 15"))
    }

    @Test func rowWithWrongCellCountIsMalformed() {
        let (result, diagnostics) = run("""
        Given a sheet on <device>
        Then the sheet is modal
        | device |
        | iPhone | extra |
        """)
        #expect(result.status == .failed)
        let d = diagnostics.first { $0.id == "spec.malformed" }
        #expect(d?.summary == "table row has 2 cells but the header has 1")
        #expect(d?.location?.line == 14)
    }

    @Test func placeholderWithoutColumnIsMalformed() {
        let (_, diagnostics) = run("""
        Given a sheet on <device>
        Then the sheet is modal
        """)
        let d = diagnostics.first { $0.id == "spec.malformed" }
        #expect(d?.summary == "placeholder <device> names no table column")
        #expect(d?.location?.line == 11)
    }

    // MARK: Diagnostics

    @Test func deliberatelyWrongExampleFailsWithExpectedAndActual() {
        let (result, diagnostics) = run("""
        Given a full-screen modal on iPhone
        When the person swipes down
        Then the full-screen modal is dismissed
        """)
        #expect(result.status == .failed)
        #expect(result.message == "sheets.md:13:1: Then the full-screen modal is dismissed: expected is dismissed, actual does nothing")
        #expect(diagnostics.count == 1)
        let d = diagnostics[0]
        #expect(d.id == "spec.failed")
        #expect(d.severity == .error)
        #expect(d.location == SourceLocation(file: "sheets.md", line: 13))
        #expect(d.explanation == "expected: is dismissed\nactual: does nothing")
        #expect(d.humanReadable == """
        sheets.md:13:1: error: example 'sheets.example-1' failed at `Then the full-screen modal is dismissed` [spec.failed]
            expected: is dismissed
            actual: does nothing
            fix: fix the example if it is wrong; if the guidance changed, update the model in SheetBehavior
        """)
        #expect(d.compilerStyle.hasPrefix("sheets.md:13:1: error: example 'sheets.example-1' failed"))
    }

    @Test func unknownStepSuggestsNearestKnownSteps() {
        let (result, diagnostics) = run("""
        Given a sheet on iPhone
        When the person swipes downward
        Then the sheet is dismissed
        """)
        #expect(result.status == .failed)
        let d = diagnostics.first { $0.id == "spec.unknown-step" }
        #expect(d?.location?.line == 12)
        #expect(d?.summary == "unknown step: When the person swipes downward")
        #expect(d?.fix?.contains("`When the person swipes down`") == true)
        #expect(d?.fix?.components(separatedBy: "`When").count == 4) // three suggestions
    }

    @Test func unknownValueListsAllowedValues() {
        let (result, diagnostics) = run("""
        Given a sheet on Symbian
        Then the sheet is modal
        """)
        #expect(result.status == .failed)
        let d = diagnostics.first { $0.id == "spec.unknown-value" }
        #expect(d?.summary == "unknown device or platform 'Symbian'")
        #expect(d?.location?.line == 11)
        #expect(d?.explanation?.contains("iPhone, iPad, Mac") == true)
    }

    @Test func everyUnknownLineIsReportedAtOnce() {
        let (result, diagnostics) = run("""
        Given a sheet on iPhnoe
        When the person flicks the sheet
        Then the sheet is dismissed
        """)
        #expect(result.status == .failed)
        #expect(diagnostics.map(\.id) == ["spec.unknown-value", "spec.unknown-step"])
        #expect(diagnostics.map { $0.location?.line } == [11, 12])
        #expect(diagnostics.first?.fix == "did you mean `iPhone`?")
        #expect(result.message == "sheets.md:11:1: unknown device or platform 'iPhnoe'")
    }

    @Test func unknownDetentInWithClauseIsNamed() {
        let (_, diagnostics) = run("""
        Given a sheet on iPhone with detents medium and huge
        Then the sheet rests at medium
        """)
        #expect(diagnostics.first { $0.id == "spec.unknown-value" }?.summary == "unknown detent 'medium and huge'")
    }

    @Test func unknownRuleSuggestsNearestID() {
        let (result, diagnostics) = run("""
        Given a sheet on iPhone
        Then the sheet is modal
        """, rules: ["sheets.ios-ipados.support-swiping-to-dismis-a-sheet"])
        #expect(result.status == .failed)
        let d = diagnostics.first { $0.id == "spec.unknown-rule" }
        #expect(d?.location == SourceLocation(file: "sheets.md", line: 10))
        #expect(d?.fix == "did you mean `sheets.ios-ipados.support-swiping-to-dismiss-a-sheet`?")
    }

    @Test func exampleWithoutRulesIsAWarning() {
        let (result, diagnostics) = run("""
        Given a sheet on iPhone
        Then the sheet is modal
        """, rules: [])
        #expect(result.status == .passed)
        #expect(diagnostics.map(\.id) == ["spec.no-rules"])
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test func exampleWithoutThenIsMalformed() {
        let (result, diagnostics) = run("""
        Given a sheet on iPhone
        When the person swipes down
        """)
        #expect(result.status == .failed)
        #expect(diagnostics.first?.id == "spec.malformed")
        #expect(diagnostics.first?.summary == "example has no Then step")
        #expect(diagnostics.first?.location?.line == 10)
    }

    @Test func lineWithoutKeywordIsMalformed() {
        let (_, diagnostics) = run("""
        Given a sheet on iPhone
        the person swipes down
        Then the sheet is dismissed
        """)
        let d = diagnostics.first { $0.id == "spec.malformed" }
        #expect(d?.summary == "line is not a step: the person swipes down")
        #expect(d?.location?.line == 12)
    }

    @Test func andAtTheStartIsMalformed() {
        let (_, diagnostics) = run("""
        And a sheet on iPhone
        Then the sheet is modal
        """)
        #expect(diagnostics.first?.summary == "'And' has no step before it to continue")
    }

    @Test func thenWithoutPresentationFailsClearly() {
        let (result, diagnostics) = run("""
        Then the sheet is modal
        """)
        #expect(result.status == .failed)
        #expect(diagnostics.first { $0.severity == .error }?.id == "spec.unknown-subject")
        #expect(diagnostics.first { $0.id == "spec.unknown-subject" }?.fix == "present something first, e.g. `Given a sheet on iPhone`")
        let (other, _) = run("""
        Then the grabber is visible
        """)
        #expect(other.message.contains("expected a presentation set up first"))
    }

    // MARK: The whole catalog

    @Test func runCatalogChecksRulesAgainstTheCatalog() {
        let rule = Rule(id: "sheets.best-practices.one", componentID: "sheets", sectionID: "best-practices",
                        lead: [.text("One.")], body: [], strength: .do, platforms: [],
                        sources: [], location: SourceLocation(file: "sheets.md", line: 3))
        let component = Component(id: "sheets", title: "Sheets", rules: [rule], file: "sheets.md",
                                  location: SourceLocation(file: "sheets.md", line: 1))
        let good = example("Given a sheet on Mac\nThen the sheet is modal", id: "sheets.a", rules: [rule.id])
        let bad = example("Given a sheet on Mac\nThen the sheet is modal", id: "sheets.b", rules: ["sheets.nope"])
        let catalog = Catalog(components: [component], examples: [good, bad])
        let (results, diagnostics) = runner.run(catalog)
        #expect(results.map(\.exampleID) == ["sheets.a", "sheets.b"])
        #expect(results.map(\.status) == [.passed, .failed])
        #expect(diagnostics.map(\.id) == ["spec.unknown-rule"])
        // A build hands over the rule ids assembly collected instead of hashing them again.
        let (given, givenDiagnostics) = runner.run(catalog, knownRuleIDs: Set(catalog.ruleIDs))
        #expect(given == results)
        #expect(givenDiagnostics == diagnostics)
    }

    @Test func largeCatalogRunsInChunksButKeepsCatalogOrder() {
        let bodies = ["Given a sheet on Mac\nThen the sheet is modal",
                      "Given a sheet on Mac\nThen the sheet is nonmodal",
                      "Given a sheet on Mars\nThen the sheet is modal"]
        let examples = (0..<2_000).map { i in
            example(bodies[i % 3], id: "sheets.e\(i)", rules: ["sheets.rule"], file: "page-\(i).md")
        }
        let rule = Rule(id: "sheets.rule", componentID: "sheets", sectionID: "s", lead: [], body: [], strength: .do,
                        platforms: [], sources: [], location: SourceLocation(file: "sheets.md", line: 1))
        let catalog = Catalog(components: [Component(id: "sheets", title: "Sheets", rules: [rule], file: "sheets.md",
                                                     location: SourceLocation(file: "sheets.md", line: 1))],
                              examples: examples)
        let (results, diagnostics) = runner.run(catalog)
        var expectedResults: [ExampleResult] = []
        var expectedDiagnostics: [Diagnostic] = []
        for ex in examples {
            let (r, d) = runner.run(ex, knownRuleIDs: ["sheets.rule"])
            expectedResults.append(r)
            expectedDiagnostics += d
        }
        #expect(results == expectedResults)
        #expect(diagnostics == expectedDiagnostics)
        #expect(results.filter { $0.status == .failed }.count == 1_333)
    }

    /// The platform statement check runs beside the examples as a job of its own. Its findings
    /// come after the examples' diagnostics, once, whether the examples run as one chunk or as
    /// many on every core.
    @Test(arguments: [3, 2_000]) func platformStatementsComeWithTheExamples(count: Int) {
        let location = SourceLocation(file: "popovers.md", line: 1)
        // The model has popovers on macOS, so a page calling them unsupported there is flagged.
        let component = Component(id: "popovers", title: "Popovers", rules: [], platformStatus: ["macos": .unsupported],
                                  presentations: ["popover"], file: "popovers.md", location: location)
        let examples = (0..<count).map { i in
            example("Given a sheet on Mars\nThen the sheet is modal", id: "popovers.e\(i)", rules: [], file: "popovers.md")
        }
        let catalog = Catalog(components: [component], examples: examples)
        let statements = PlatformStatementCheck.check(catalog)
        #expect(statements.map(\.id) == ["model.platform-mismatch"])

        let (results, diagnostics) = runner.run(catalog)
        let perExample = examples.flatMap { runner.run($0, knownRuleIDs: []).1 }
        #expect(results.count == count)
        #expect(!perExample.isEmpty)
        // Compared in parts, so that a failure prints a line rather than thousands of diagnostics.
        #expect(diagnostics.count == perExample.count + statements.count)
        #expect(diagnostics.prefix(perExample.count).elementsEqual(perExample))
        #expect(Array(diagnostics.dropFirst(perExample.count)) == statements)
    }

    @Test func concurrentRunsGiveTheSameResults() async {
        let ex = example("""
        Given a sheet on <device>
        Then the sheet is <m>
        | device | m |
        | iPhone | modal |
        | Mac | modal |
        """)
        let expected = runner.run(ex, knownRuleIDs: known).0
        let results = await withTaskGroup(of: ExampleResult.self) { group in
            for _ in 0..<32 { group.addTask { SpecRunner().run(ex, knownRuleIDs: self.known).0 } }
            var all: [ExampleResult] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
