import CatalogModel
import Testing
@testable import SpecRunner
import TestSupport

/// The steps for a web popover's implicit anchor: how the popover opens, and whether it is
/// anchored to the control that opened it. Said of anything but a web popover, they are errors.
@Suite struct PopoverAnchoringStepTests {
    let runner = SpecRunner()

    func run(_ body: String) -> (result: ExampleResult, diagnostics: [Diagnostic]) {
        runner.run(example(body, rules: ["sheets.rule"]), knownRuleIDs: ["sheets.rule"])
    }

    @Test(arguments: [
        "Given a popover on desktop browser\nThen the popover is anchored to the button that opened it",
        "Given a popover on desktop browser\nAnd the popover is opened with commandfor\nThen the popover is anchored to its invoker",
        "Given a popover on desktop browser\nAnd the popover is opened by a button with popovertarget\nThen it is anchored to the button that opened it",
        "Given a popover on desktop browser\nAnd the popover is opened with showPopover and a source\nThen the popover is anchored to its invoker",
        "Given a popover on desktop browser\nAnd the popover is opened with showPopover\nThen the popover is not anchored to its invoker",
        "Given a popover in Safari 18\nThen the popover is not anchored to the button that opened it",
    ])
    func whatTheModelSaysPasses(_ body: String) {
        let (result, diagnostics) = run(body)
        #expect(result.status == .passed, "\(result.message) \(diagnostics.map(\.humanReadable))")
    }

    @Test(arguments: [
        "Given a popover on desktop browser\nAnd the popover is opened with showPopover\nThen the popover is anchored to its invoker",
        "Given a popover in Safari 18\nThen the popover is anchored to the button that opened it",
        "Given a popover on desktop browser\nThen the popover is not anchored to the button that opened it",
    ])
    func theOppositeFails(_ body: String) {
        #expect(run(body).result.status == .failed)
    }

    @Test func aBrowserTheDataDoesNotCoverFailsAsNotDefined() {
        let result = run("Given a popover in Chrome 134\nThen the popover is anchored to the button that opened it").result
        #expect(result.status == .failed)
        #expect(result.message.contains("not defined by the model's sources"), "\(result.message)")
    }

    @Test(arguments: [
        "Given a dialog in Chrome\nAnd it is opened with popovertarget\nThen the dialog is modal",
        "Given a popover on iPad\nAnd the popover is opened with commandfor\nThen the popover is nonmodal",
        "Given a dialog in Chrome\nThen the dialog is anchored to the button that opened it",
        "Given a popover on iPad\nThen the popover is not anchored to its invoker",
    ])
    func sayingItOfAnythingButAWebPopoverIsAnError(_ body: String) {
        let (result, diagnostics) = run(body)
        #expect(result.status == .failed)
        let found = diagnostics.filter { $0.id == "spec.invalid-value" }
        #expect(found.count == 1, "\(diagnostics.map(\.humanReadable))")
        #expect(found.first?.location?.line == 12)
        #expect(found.first?.fix?.contains("popover") == true)
    }

    @Test func howThePopoverOpensIsSetOnce() {
        let (_, diagnostics) = run("""
        Given a popover on desktop browser
        And the popover is opened with popovertarget
        And the popover is opened with showPopover
        Then the popover is not anchored to its invoker
        """)
        #expect(diagnostics.contains { $0.id == "spec.contradiction" && $0.location?.line == 13 })
    }
}
