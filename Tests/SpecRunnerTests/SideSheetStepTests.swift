import CatalogModel
import Testing
@testable import SpecRunner
import TestSupport

/// The side-sheet steps: presenting a modal or standard side sheet, its edge, a swipe toward
/// the edge, the scrim and Back; and each of them refused, at its line and with a fix, where it
/// makes no sense.
@Suite struct SideSheetStepTests {
    let runner = SpecRunner()

    func run(_ body: String) -> (ExampleResult, [Diagnostic]) {
        runner.run(example(body), knownRuleIDs: ["sheets.rule"])
    }

    /// The one diagnostic of `body`, which must have `id`, be at `line` and carry a fix.
    func refused(_ body: String, _ id: String, at line: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
        let (result, diagnostics) = run(body)
        #expect(result.status == .failed, sourceLocation: sourceLocation)
        #expect(diagnostics.map(\.id) == [id], "\(diagnostics.map(\.humanReadable))", sourceLocation: sourceLocation)
        guard let d = diagnostics.first else { return nil }
        #expect(d.location?.line == line, sourceLocation: sourceLocation)
        #expect(d.fix?.isEmpty == false, sourceLocation: sourceLocation)
        return d
    }

    @Test func aModalSideSheetClosesOnTheScrimTheSwipeAndBack() {
        for gesture in ["the person taps the scrim", "the person swipes the side sheet toward its edge",
                        "the person drags the sheet off the screen", "the person presses Back"] {
            let (result, diagnostics) = run("""
            Given a modal side sheet on Android 14
            Then the side sheet is modal
            And the parent view is dimmed
            When \(gesture)
            Then the side sheet is dismissed
            """)
            #expect(diagnostics.isEmpty, "\(gesture): \(diagnostics.map(\.humanReadable))")
            #expect(result.status == .passed, "\(gesture): \(result.message)")
        }
    }

    @Test func aStandardSideSheetLeavesTheParentUsable() {
        let (result, diagnostics) = run("""
        Given a standard side sheet on Android tablet
        Then the parent view is unaffected
        And the side sheet is hideable
        And the app wires predictive back itself
        When the person taps outside
        Then the tap reaches the parent view
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.humanReadable))")
        #expect(result.status == .passed, "\(result.message)")
    }

    @Test func statesAndTheEdgeByName() {
        let (result, diagnostics) = run("""
        Given a side sheet on Android phone
        And the sheet edge is start
        Then the side sheet comes in from the start edge
        And the sheet rests expanded
        And the sheet cannot rest collapsed
        And the sheet cannot rest half-expanded
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.humanReadable))")
        #expect(result.status == .passed, "\(result.message)")
    }

    /// A wrong claim about a side sheet fails with what the model says instead.
    @Test func aWrongClaimFailsWithTheModelsAnswer() {
        let (edge, _) = run("Given a modal side sheet on Android phone\nThen the side sheet comes in from the start edge")
        #expect(edge.status == .failed)
        #expect(edge.message.contains("comes in from the end edge"), "\(edge.message)")
        let (state, _) = run("Given a modal side sheet on Android phone\nThen the sheet can rest collapsed")
        #expect(state.status == .failed)
        let (locked, _) = run("""
        Given a modal side sheet on Android phone
        And interactive dismissal is disabled
        When the person swipes the side sheet toward its edge
        Then the sheet is dismissed
        """)
        #expect(locked.status == .failed)
    }

    // MARK: Nonsense

    @Test func aSideSheetWhereMaterialSheetsAreNotDeclaredIsRefused() {
        let iPhone = refused("Given a side sheet on iPhone\nThen the sheet is modal", "spec.invalid-value", at: 11)
        #expect(iPhone?.summary == "iPhone has no Material side sheets")
        _ = refused("Given a modal side sheet in Safari 18\nThen the sheet is modal", "spec.invalid-value", at: 11)
    }

    @Test func sideSheetStepsOnOtherPresentationsAreRefused() {
        _ = refused("Given a modal bottom sheet on Android phone\nWhen the person swipes the sheet toward its edge\nThen the sheet is dismissed",
                    "spec.invalid-value", at: 12)
        _ = refused("Given a sheet on iPhone\nAnd the sheet edge is start\nThen the sheet is modal", "spec.invalid-value", at: 12)
    }

    @Test func unknownSideSheetsAndEdgesAreUnknownValues() {
        _ = refused("Given a coplanar side sheet on Android tablet\nThen the sheet is nonmodal", "spec.unknown-value", at: 11)
        _ = refused("Given a standard modal side sheet on Android tablet\nThen the sheet is nonmodal", "spec.unknown-value", at: 11)
        _ = refused("Given a modal side sheet on Android phone\nAnd the sheet edge is north\nThen the sheet is modal",
                    "spec.unknown-value", at: 12)
    }

    /// A side sheet is Material's: SwiftUI never adapts a popover into one.
    @Test func aPopoverDoesNotAdaptIntoASideSheet() {
        let adaptation = refused("Given a popover on iPhone\nAnd compact adaptation is a side sheet\nThen the popover is nonmodal",
                                 "spec.invalid-value", at: 12)
        #expect(adaptation?.summary == "a popover does not adapt into a side sheet")
    }

    /// A bottom sheet's name does not name a side sheet.
    @Test func aBottomSheetNameIsNotTheSideSheet() {
        _ = refused("Given a modal side sheet on Android phone\nWhen the person taps the scrim\nThen the bottom sheet is dismissed",
                    "spec.unknown-subject", at: 13)
        _ = refused("Given a modal side sheet on Android phone\nThen the standard side sheet is modal",
                    "spec.unknown-subject", at: 12)
    }
}
