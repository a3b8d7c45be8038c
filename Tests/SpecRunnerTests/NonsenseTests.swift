import CatalogModel
import SheetBehavior
import Testing
@testable import SpecRunner
import TestSupport

/// Every nonsense form that used to pass `sheetcat check` in silence: each is now an error (or a
/// warning) at its line, with a fix.
@Suite struct NonsenseTests {
    let runner = SpecRunner()

    func problems(_ body: String, rules: [String] = ["sheets.rule"], scopes: [String: [String]] = [:])
        -> (result: ExampleResult, diagnostics: [Diagnostic])
    {
        runner.run(example(body, rules: rules), knownRuleIDs: Set(rules), rulePlatforms: scopes)
    }

    /// The one diagnostic with `id`, which must be at `line` and carry a fix.
    func expectOne(_ id: String, at line: Int, in body: String, severity: Diagnostic.Severity = .error,
                   sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
        let (result, diagnostics) = problems(body)
        let found = diagnostics.filter { $0.id == id }
        #expect(found.count == 1, "\(diagnostics.map(\.humanReadable))", sourceLocation: sourceLocation)
        guard let d = found.first else { return nil }
        #expect(d.severity == severity, sourceLocation: sourceLocation)
        #expect(d.location?.line == line, sourceLocation: sourceLocation)
        #expect(d.fix?.isEmpty == false, sourceLocation: sourceLocation)
        if severity == .error { #expect(result.status == .failed, sourceLocation: sourceLocation) }
        return d
    }

    // MARK: Subjects

    @Test func aNounTheWorldDoesNotHoldIsAnUnknownSubject() {
        // Lines are numbered from 11: the fence is on line 10.
        let d = expectOne("spec.unknown-subject", at: 13, in: """
        Given a sheet on iPhone
        When the person swipes down
        Then the banana is dismissed
        """)
        #expect(d?.summary == "the example presents no 'the banana'")
        #expect(d?.explanation == "The example presents a sheet on iPhone.")
    }

    @Test func anotherPresentationThanTheOneSetUpIsAnUnknownSubject() {
        for check in ["Then the popover is dismissed", "Then the popover is modal"] {
            _ = expectOne("spec.unknown-subject", at: 13, in: "Given a sheet on Mac\nWhen the person taps outside\n\(check)")
        }
    }

    @Test func subjectsResolveToWhatTheExamplePresents() {
        let (result, diagnostics) = problems("""
        Given a sheet on iPhone running iOS 15
        When the sheet presents another sheet
        Then the second sheet is stacked on top
        And the second sheet is modal
        And it is modal
        And the sheet stays on screen
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.humanReadable))")
        #expect(result.status == .passed)
        _ = expectOne("spec.unknown-subject", at: 12, in: "Given a sheet on iPhone\nThen the second sheet is modal")
        // A form sheet is a sheet; a confirmation dialog is an action sheet.
        #expect(problems("Given a form sheet on iPad\nThen the sheet is modal").diagnostics.isEmpty)
        #expect(problems("Given an action sheet on iPhone\nThen the confirmation dialog is modal").diagnostics.isEmpty)
    }

    @Test func aWhenStepNamesWhatItActsOn() {
        _ = expectOne("spec.unknown-subject", at: 12, in: """
        Given a popover on iPad
        When the sheet presents another sheet
        Then the second sheet is stacked on top
        """)
        _ = expectOne("spec.unknown-subject", at: 12, in: "Given a sheet on Mac\nWhen the popover loses focus\nThen nothing happens")
    }

    @Test func aButtonThePresentationDoesNotShowCannotBeTapped() {
        let d = expectOne("spec.invalid-value", at: 12, in: "Given a sheet on iPhone\nWhen the person taps Back\nThen the sheet is dismissed")
        #expect(d?.summary == "a sheet on iPhone shows no Back button here")
        _ = expectOne("spec.invalid-value", at: 13, in: """
        Given a sheet on iPhone
        And the flow is on page 1 of 3
        When the person taps Done
        Then the sheet is dismissed
        """)
    }

    // MARK: Gestures

    @Test func staysOnScreenOrNothingHappensWithoutAGestureIsAnError() {
        for check in ["Then the sheet stays on screen", "Then nothing happens", "Then the sheet is dismissed"] {
            let d = expectOne("spec.no-gesture", at: 12, in: "Given a sheet on iPhone\n\(check)")
            #expect(d?.fix == "add the gesture before it, e.g. `When the person swipes down`")
        }
    }

    // MARK: Values the model cannot be asked about

    @Test(arguments: [
        ("Given a sheet on Mac running iOS 15", "Mac does not run iOS"),
        ("Given a sheet on Apple TV running iOS 16", "Apple TV does not run iOS"),
        ("Given a sheet on iPhone running iOS 99", "iOS 99 is not a version the model covers"),
        ("Given a sheet on iPhone running iOS 21", "iOS 21 is not a version the model covers"),
        ("Given a sheet on iPhone running macOS 14", "iPhone does not run macOS"),
        ("Given a sheet on Apple Watch in regular width", "Apple Watch has no regular width"),
        ("Given a sheet on Mac in compact width", "Mac has no compact width"),
    ])
    func aValueTheDeviceCannotHaveIsAnError(_ given: String, _ summary: String) {
        let d = expectOne("spec.invalid-value", at: 11, in: "\(given)\nThen the sheet is modal")
        #expect(d?.summary == summary)
    }

    @Test func aVersionOrWidthSetBeforeTheDeviceMustFitIt() {
        _ = expectOne("spec.invalid-value", at: 12, in: "Given the app runs on iOS 15\nAnd a sheet on Mac\nThen the sheet is modal")
        _ = expectOne("spec.invalid-value", at: 12, in: "Given the width is regular\nAnd a sheet on Apple Watch\nThen the sheet is modal")
        #expect(problems("Given a sheet on iPad running iPadOS 17\nThen the sheet is modal").diagnostics.isEmpty)
        #expect(problems("Given a sheet on iPad running iOS 16.4\nThen the sheet is modal").diagnostics.isEmpty)
        // The version named no device: the iPad example counts for iPadOS alone.
        let (onIPad, fine) = problems("Given the app runs on iOS 16\nAnd a sheet on iPad\nThen the sheet is modal")
        #expect(fine.isEmpty && onIPad.platforms == ["ipados"])
        _ = expectOne("spec.invalid-value", at: 12, in: "Given the app runs on iPadOS 17\nAnd a sheet on iPhone\nThen the sheet is modal")
    }

    @Test(arguments: [("page 3 of 2", "page 3 of 2 does not exist"), ("page 0 of 3", "page 0 of 3 does not exist")])
    func aPageOutsideTheFlowIsAnError(_ page: String, _ summary: String) {
        let d = expectOne("spec.invalid-value", at: 12, in: "Given a sheet on iPhone\nAnd the flow is on \(page)\nThen Cancel is at the top trailing corner")
        #expect(d?.summary == summary)
    }

    @Test(arguments: [0, 11, 1000])
    func aButtonCountThePresentationCannotHoldIsAnError(_ count: Int) {
        let d = expectOne("spec.invalid-value", at: 12, in: "Given an action sheet on iPhone\nAnd the action sheet has \(count) buttons\nThen there are no violations")
        #expect(d?.summary == "an action sheet cannot hold \(count) button\(count == 1 ? "" : "s")")
        #expect(d?.fix == "use a count from 1 to 10")
    }

    @Test func aButtonCountOnASheetIsAnError() {
        let d = expectOne("spec.invalid-value", at: 12, in: "Given a sheet on iPhone\nAnd it has 3 buttons\nThen the sheet is modal")
        #expect(d?.summary == "the model does not count the buttons of a sheet")
    }

    // MARK: Givens that contradict each other

    @Test(arguments: [
        ("Given a sheet on iPhone\nAnd the detents are medium and large\nAnd the detents are large", "the detents is set a second time"),
        ("Given a sheet on Apple TV\nGiven a sheet on iPhone", "the device is set a second time"),
        ("Given a sheet on iPhone\nAnd the layout is right-to-left\nAnd the layout is left-to-right", "the layout direction is set a second time"),
        ("Given a sheet on iPhone running iOS 15\nAnd the app runs on iOS 16", "the OS version is set a second time"),
        ("Given a sheet on iPhone running iOS 15 in UIKit\nAnd the app uses SwiftUI", "the UI framework is set a second time"),
        ("Given a popover on iPad in regular width\nAnd the width is compact", "the width is set a second time"),
    ])
    func aGivenThatOverridesAnEarlierOneIsAnError(_ givens: String, _ summary: String) {
        let lines = givens.split(separator: "\n").count
        let d = expectOne("spec.contradiction", at: 10 + lines, in: givens + "\nThen the sheet is modal")
        #expect(d?.summary == summary)
        #expect(d?.explanation?.hasPrefix("Line ") == true)
    }

    @Test func addingTheMediumDetentTwiceIsAnError() {
        _ = expectOne("spec.contradiction", at: 12, in: "Given a sheet on iPhone with detents medium and large\nAnd the medium detent is added\nThen the sheet rests at medium")
    }

    // MARK: Then steps that cannot tell anything

    @Test func aThenThatRestatesAGivenIsAWarning() {
        let d = expectOne("spec.restates-given", at: 13, in: """
        Given a sheet on iPhone
        And the detents are medium and large
        Then the available detents are medium and large
        """, severity: .warning)
        #expect(d?.summary == "`Then the available detents are medium and large` only restates what a Given set up")
        _ = expectOne("spec.restates-given", at: 12, in: "Given a sheet on iPhone with a grabber\nThen the grabber is visible", severity: .warning)
        _ = expectOne("spec.restates-given", at: 12, in: "Given a nonmodal sheet on iPad\nThen the sheet is nonmodal", severity: .warning)
        _ = expectOne("spec.restates-given", at: 13, in: "Given a sheet on iPhone with detents medium and large\nAnd the sheet rests at large\nThen the sheet rests at large", severity: .warning)
        // What the model makes of the request is no restatement: Vision Pro sheets stay modal.
        #expect(problems("Given a nonmodal sheet on Vision Pro\nThen the sheet is modal").diagnostics.isEmpty)
        // After a gesture, the same check says what the model did.
        #expect(problems("""
        Given a sheet on iPhone
        And the detents are medium and large
        And the sheet rests at large
        When the person swipes down
        Then the sheet rests at medium
        """).diagnostics.isEmpty)
    }

    // MARK: Frameworks

    @Test func theFrameworkIsPartOfTheWorld() {
        var world = World()
        guard case .matched(let steps) = StepMatcher.shared.resolve(.given, "a sheet on iPhone running iOS 15 in UIKit") else {
            Issue.record("not understood")
            return
        }
        for (definition, arguments) in steps { #expect(world.run(definition, arguments, line: 1, text: "").check == .passed) }
        #expect(world.context?.framework == .uiKit)
        #expect(world.context?.osVersion == OSVersion(15))
        #expect(problems("Given a sheet on iPhone in UIKit\nThen the sheet is modal").diagnostics.isEmpty)
        var plain = World()
        if case .matched(let steps) = StepMatcher.shared.resolve(.given, "a sheet on iPhone") {
            for (definition, arguments) in steps { _ = plain.run(definition, arguments, line: 1, text: "") }
        }
        #expect(plain.context?.framework == .swiftUI)
    }

    // MARK: Rules and platforms

    @Test func anExampleLinkedToARuleOfOtherPlatformsIsAnError() {
        let (result, diagnostics) = problems("Given a sheet on iPhone\nThen the sheet is modal",
                                             rules: ["sheets.macos.rule"], scopes: ["sheets.macos.rule": ["macos"]])
        #expect(result.status == .failed)
        let d = diagnostics.first { $0.id == "spec.rule-platform" }
        #expect(d?.summary == "example 'sheets.example-1' runs on iPhone, but rule 'sheets.macos.rule' is about macOS only")
        #expect(d?.location?.line == 10)
        // On its own platform it is fine.
        #expect(problems("Given a sheet on Mac\nThen the sheet is modal", rules: ["sheets.macos.rule"],
                         scopes: ["sheets.macos.rule": ["macos"]]).diagnostics.isEmpty)
    }

    @Test func aTableRowOnAnotherPlatformIsNamed() {
        let (_, diagnostics) = problems("""
        Given a sheet on <device>
        Then the sheet is modal
        | device |
        | iPhone |
        | Mac |
        """, rules: ["sheets.ios.rule"], scopes: ["sheets.ios.rule": ["ios", "ipados"]])
        let d = diagnostics.first { $0.id == "spec.rule-platform" }
        #expect(d?.summary == "example 'sheets.example-1' runs on Mac, but rule 'sheets.ios.rule' is about iOS, iPadOS only")
        #expect(d?.explanation == "The table rows on line 15 run there.")
    }

    @Test func anExampleOnNoDeviceIsAnError() {
        let (result, diagnostics) = problems("When the person wants to view or edit content\nThen the recommended pattern is sheet",
                                             rules: ["sheets.ios.rule"], scopes: ["sheets.ios.rule": ["ios"]])
        #expect(result.status == .failed)
        #expect(diagnostics.map(\.id) == ["spec.no-device"])
        #expect(diagnostics.first?.fix == "name the device its rule is about, e.g. `Given an app on iPhone`")
        let everywhere = problems("When the person wants to view or edit content\nThen the recommended pattern is sheet")
        #expect(everywhere.diagnostics.first?.fix?.contains("one row per platform") == true)
    }

    @Test func theDecisionTreeOnlyRecommendsWhatTheDeviceHas() {
        let (result, diagnostics) = problems("Given an app on Mac\nWhen the person wants to use custom drag physics\nThen the recommended pattern is custom bottom sheet")
        #expect(result.status == .failed)
        #expect(diagnostics.first?.explanation == "expected: custom bottom sheet\nactual: custom bottom sheet, which Mac does not have")
    }

    // MARK: The step table

    @Test func aMisspeltSlotKindFailsWhenTheTableIsBuilt() {
        #expect(throws: StepPattern.Problem(pattern: "{subject} rests at {detnet}",
                                            message: "unknown slot kind `{detnet}`; did you mean `{detent}`?")) {
            try StepDefinition(.then, "{subject} rests at {detnet}", "", example: "") { _, _ in .passed }
        }
        #expect(throws: StepPattern.Problem.self) {
            try StepDefinition(.given, "on page {count} of {count}", "", example: "") { _, _ in .passed }
        }
        #expect(throws: StepPattern.Problem.self) {
            try StepDefinition(.given, "a (sheet|popover on {device}", "", example: "") { _, _ in .passed }
        }
    }

    @Test func everyStepReadsItsArgumentsByName() {
        for definition in StepVocabulary.definitions {
            let names = definition.slots.map(\.name)
            #expect(Set(names).count == names.count, "\(definition.info.pattern)")
        }
    }
}
