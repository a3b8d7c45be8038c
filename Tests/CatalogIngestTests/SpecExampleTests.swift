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

/// An example fence left open at the end of a file: markdown would read the rest of the file as
/// its steps, so it is an error at the line that opens it.
@Suite struct UnclosedExampleFenceTests {
    static let opening = "# Sheets\n\nA sheet.\n\n## Best practices\n\n**Keep sheets short.** Long flows go elsewhere.\n\n"

    @Test func anExampleFenceOpenAtTheEndOfTheFileIsAnError() {
        let page = Self.opening + "```example rules=best-practices.keep-sheets-short\nGiven a sheet on iPhone\nWhen the person swipes down\n"
        let result = TestPages.ingest(page)
        let unclosed = result.diagnostics.filter { $0.id == "example.unclosed-fence" }
        #expect(unclosed.count == 1)
        #expect(unclosed.first?.location?.line == 9)
        #expect(unclosed.first?.severity == .error)
    }

    @Test(arguments: ["```", "````", "  ```", "~~~"])
    func aClosedFenceIsNot(closing: String) {
        let open = closing.contains("~") ? "~~~" : "```"
        let page = Self.opening + "\(open)example rules=best-practices.keep-sheets-short\nGiven a sheet on iPhone\n\(closing)\n"
        #expect(!TestPages.ingest(page).diagnostics.contains { $0.id == "example.unclosed-fence" })
    }
}
