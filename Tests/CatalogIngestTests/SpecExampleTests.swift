import Testing
import CatalogModel
@testable import CatalogIngest

/// ```` ```example ```` fences become spec examples whose lines know where they were written.
@Suite struct SpecExampleTests {
    static let page = """
    ---
    title: Sheets
    ---

    # Sheets

    ## Platform considerations

    ### iOS, iPadOS

    **Support swiping down to dismiss.** Body.

    ```example rules=ios-ipados.support-swiping-down-to-dismiss,other.best-practices.x title="Swipe dismisses a sheet"
    Given a sheet on iPhone

      When the person swipes down
    Then the sheet is dismissed
    ```

    ```example rules=ios-ipados.support-swiping-down-to-dismiss
    Given a sheet on iPad
    ```
    """

    @Test func exampleFenceGivesIdRulesTitleAndLineLocations() throws {
        let result = TestPages.ingest(Self.page)
        #expect(result.diagnostics.isEmpty)
        let example = try #require(result.examples.first)
        #expect(example.id == "sheets.swipe-dismisses-a-sheet")
        #expect(example.title == "Swipe dismisses a sheet")
        #expect(example.ruleIDs == ["sheets.ios-ipados.support-swiping-down-to-dismiss", "other.best-practices.x"])
        #expect(example.location.line == 13)
        #expect(example.lines.map(\.text) == ["Given a sheet on iPhone", "When the person swipes down", "Then the sheet is dismissed"])
        #expect(example.lines.map(\.location.line) == [14, 16, 17])
        #expect(example.lines[1].location.column == 3)
        #expect(result.examples.map(\.id) == ["sheets.swipe-dismisses-a-sheet", "sheets.example-2"])
    }

    @Test func examplesAreNotPartOfRuleBodies() throws {
        let component = try #require(TestPages.ingest(Self.page).component)
        #expect(component.rules.first?.body.count == 1)
    }

    @Test func exampleWithoutRulesIsKeptWithNoRuleIds() {
        let result = TestPages.ingest("# Sheets\n\n```example\nGiven a sheet\n```\n")
        #expect(result.examples.map(\.ruleIDs) == [[]])
        #expect(result.examples.first?.location.line == 3)
    }

    @Test func infoStringAttributesAcceptQuotes() {
        #expect(ExampleFence.attributes("example rules=a.b,c.d title='It works' extra") ==
                ["rules": "a.b,c.d", "title": "It works", "extra": ""])
        #expect(ExampleFence.isExample(info: "example"))
        #expect(!ExampleFence.isExample(info: "swift"))
        #expect(!ExampleFence.isExample(info: "examples"))
    }
}
