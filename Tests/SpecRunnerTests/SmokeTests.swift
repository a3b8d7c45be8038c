import CatalogModel
import Testing
@testable import SpecRunner

@Test func smoke() {
    let runner = SpecRunner()
    let ex = example("""
    Given a sheet on iPhone with detents medium and large
    When the person drags the grabber up
    Then the sheet rests at large
    When the person swipes down
    Then the sheet rests at medium
    When the person swipes down
    Then the sheet is dismissed
    """)
    let (result, diags) = runner.run(ex, knownRuleIDs: ["sheets.rule"])
    print(result, diags)
    #expect(result.status == .passed)
}
