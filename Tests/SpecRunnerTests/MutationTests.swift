import CatalogModel
import SheetBehavior
import Testing
@testable import SpecRunner
import TestSupport

/// The mutation operators and how a surviving mutant is judged.
@Suite struct MutationTests {
    @Test(arguments: [
        ("the sheet rests at medium", "the sheet rests at large"),
        ("Done is at the top trailing corner", "Cancel is at the top trailing corner"),
        ("Done is at the top trailing corner", "Done is at the top leading corner"),
        ("Done is at the top trailing corner", "Done is at the bottom trailing corner"),
        ("at most 4 buttons are allowed", "at most 3 buttons are allowed"),
        ("at most 4 buttons are allowed", "at most 5 buttons are allowed"),
        ("presentationCompactAdaptation needs iOS 16.4", "presentationCompactAdaptation needs iOS 16.5"),
        ("the sheet is dismissed", "the sheet stays on screen"),
        ("the sheet is dismissed", "the sheet is not dismissed"),
        ("the action sheet is supported", "the action sheet is not supported"),
        ("the action sheet is not supported", "the action sheet is supported"),
        ("the panel is nonmodal", "the panel is modal"),
        ("the popover appears as a sheet", "the popover appears as a popover"),
        ("the popover appears as a sheet", "the popover appears as an alert"),
        ("the check finds no-way-out", "the check does not find no-way-out"),
        ("the side sheet comes in from the end edge", "the side sheet comes in from the start edge"),
    ])
    func theVocabularyGivesOppositesAndNeighbours(_ text: String, _ mutant: String) {
        #expect(Mutation.mutants(of: text).contains(mutant), "\(Mutation.mutants(of: text))")
    }

    @Test func anotherNameForTheSamePresentationIsNoMutant() {
        let mutants = Mutation.mutants(of: "the recommended pattern is confirmation dialog")
        #expect(!mutants.contains("the recommended pattern is action sheet"))
        #expect(mutants.contains("the recommended pattern is alert"))
        #expect(!Mutation.mutants(of: "the popover appears as a sheet").contains("the popover appears as sheet"))
    }

    /// A world with a sheet on iPhone, and the matched step for `text`.
    func setUp(_ given: String, then text: String) throws -> (World, (definition: StepDefinition, arguments: StepArguments)) {
        var world = World()
        guard case .matched(let steps) = StepMatcher.shared.resolve(.given, given) else { throw Unmatched() }
        for (definition, arguments) in steps { _ = world.run(definition, arguments, line: 1, text: given) }
        guard case .matched(let then) = StepMatcher.shared.resolve(.then, text) else { throw Unmatched() }
        return (world, then[0])
    }

    struct Unmatched: Error {}

    @Test func aStepThatNeverLooksAtTheChangedValueIsWeak() throws {
        let (world, original) = try setUp("a sheet on iPhone", then: "the sheet is modal")
        guard case .matched(let mutant) = StepMatcher.shared.resolve(.then, "the sheet is nonmodal") else { throw Unmatched() }
        // The real step reads the modality and the model says modal: the mutant is caught.
        #expect(SpecRunner().runMutant(world, mutant[0], replacing: original, line: 2, text: "", rest: []) == .killed)
        // A step written the old, loose way passes whatever its words say: weak.
        let lazy = try StepDefinition(.then, "{subject} is {modality}", "", example: "the sheet is modal") { _, _ in .passed }
        let lazyOriginal = (lazy, original.arguments), lazyMutant = (lazy, mutant[0].arguments)
        #expect(SpecRunner().runMutant(world, lazyMutant, replacing: lazyOriginal, line: 2, text: "", rest: []) == .weak)
        // One that reads the value but never asks the model about the subject is weak too.
        let blind = try StepDefinition(.then, "{subject} is {modality}", "", example: "the sheet is modal") { _, a in
            a.modality() == .modal || a.modality() == .nonmodal ? .passed : .failed(expected: "", actual: "")
        }
        guard case .matched(let second) = StepMatcher.shared.resolve(.then, "it is modal") else { throw Unmatched() }
        #expect(SpecRunner().runMutant(world, (blind, second[0].arguments), replacing: (blind, original.arguments),
                                       line: 2, text: "", rest: []) == .weak)
    }

    /// The side sheet's edge is read: the start edge for the default end edge is caught.
    @Test func aSideSheetsEdgeMutantIsCaught() throws {
        let (world, original) = try setUp("a modal side sheet on Android phone", then: "the side sheet comes in from the end edge")
        guard case .matched(let mutant) = StepMatcher.shared.resolve(.then, "the side sheet comes in from the start edge") else { throw Unmatched() }
        #expect(SpecRunner().runMutant(world, mutant[0], replacing: original, line: 2, text: "", rest: []) == .killed)
    }

    @Test func aMutantTheModelAlsoHoldsIsEquivalent() throws {
        // On a Mac sheet every dismiss button sits bottom trailing: Done and Cancel alike.
        let (world, original) = try setUp("a sheet on Mac", then: "Cancel is at the bottom trailing corner")
        guard case .matched(let mutant) = StepMatcher.shared.resolve(.then, "Done is at the bottom trailing corner") else { throw Unmatched() }
        #expect(SpecRunner().runMutant(world, mutant[0], replacing: original, line: 2, text: "", rest: []) == .equivalent)
    }

    @Test func aWholeExampleCountsItsMutants() {
        let report = SpecRunner().mutate(example("""
        Given a sheet on iPhone running iOS 15
        When the sheet presents another sheet
        Then the second sheet is stacked on top
        And the second sheet is modal
        """))
        #expect(report.weak == 0 && report.diagnostics.isEmpty, "\(report)")
        #expect(report.made == report.killed + report.equivalent)
        // `the second sheet is modal` → `the first sheet is modal`: the model says so too.
        #expect(report.equivalent >= 1)
        // `stacked on top` → `not shown`, `modal` → `nonmodal`: both caught.
        #expect(report.killed >= 2, "\(report)")
    }
}
