import SheetBehavior
import Testing

/// Platforms are data: a declaration from a fixture is answered for from its facts alone, and
/// what it leaves out is "not defined here", never another platform's answer.
@Suite struct PlatformDeclarationTests {
    let toy = ToyPlatform.kind

    /// What is worked out once per process for a platform (a sketch's scene) is kept only for
    /// the built-in ones: a declared platform equals any other of its id, whatever its facts.
    @Test func onlyTheBuiltInPlatformsSayTheyAre() {
        #expect(PlatformKind.builtIn.allSatisfy { $0.isBuiltIn })
        #expect(!toy.isBuiltIn)
    }

    @Test func aToyPlatformIsAnsweredFromItsFacts() {
        let sheet = Scenario(.sheet, on: toy)
        #expect(sheet.supportAnswer.value == .supported)
        #expect(sheet.supportAnswer.citations == [.source(ToyPlatform.guide.at("Sheets"))])
        #expect(sheet.modalityAnswer.value == .modal)
        #expect(sheet.modalityAnswer.citations == [.source(ToyPlatform.guide.at("Sheets", "a sheet blocks the app"))])
        #expect(sheet.availableDetents.isEmpty)
        #expect(sheet.outcomeAnswer(of: .swipeDown).value == .nothing)
        #expect(sheet.outcomeAnswer(of: .swipeDown).isDefined)
        #expect(sheet.placement(of: .done) == .bottomTrailing)
        #expect(sheet.context.width == .compact)
        #expect(!Scenario(.popover, on: toy).isSupported)
        #expect(Scenario(.popover, on: toy).violations == [.unsupportedOnPlatform])
        // Asking for a nonmodal sheet where sheets are always modal goes against the guidance.
        #expect(Scenario(PresentationConfiguration(.sheet, nonmodal: true), in: PresentationContext(platform: toy)).violations
            .contains(.nonmodalNotAvailable))
    }

    @Test func whatAToyPlatformLeavesOutIsNotDefinedThere() {
        let fullScreen = Scenario(.fullScreenModal, on: toy).supportAnswer
        #expect(fullScreen.value == .notDefined)
        #expect(fullScreen.gap?.contains("ToyOS") == true)
        let sheet = Scenario(.sheet, on: toy)
        #expect(!sheet.coversFullScreenAnswer.isDefined)
        #expect(!sheet.parentTreatmentAnswer.isDefined)
        #expect(!sheet.outcomeAnswer(of: .tapOutside).isDefined)
        #expect(!Scenario(.alert, on: toy).parentTreatmentAnswer.isDefined)
        #expect(ActionSheetGuidance.on(toy) == nil)
        let summary = BehaviorSummary.of(.fullScreenModal, on: toy)
        #expect(summary.supported.text == BehaviorSummary.Cell.notDefinedText)
    }

    @Test func aToyPlatformHasItsOwnNamesVersionsAndWidths() {
        #expect(PlatformKind.named("toy handset", among: PlatformKind.builtIn + [toy]) == toy)
        #expect(PlatformKind.named("Toy Phone") == nil, "a declared platform is not built in")
        #expect(toy.modelledMajorVersions == [30, 40])
        #expect(toy.models(OSVersion(40)) && !toy.models(OSVersion(35)))
        #expect(toy.widths == [.compact])
        #expect(toy.accepts(.back) && !toy.accepts(.escape))
        #expect(PlatformKind.builtIn.allSatisfy { $0 < toy })
    }

    @Test func builtInKindsMatchTheirDeclarations() {
        #expect(PlatformKind.builtIn.map(\.rawValue) == PlatformDeclaration.builtIn.map(\.id))
        #expect(Set(PlatformKind.builtIn.map(\.rawValue)).count == PlatformKind.builtIn.count)
        for kind in PlatformKind.builtIn {
            #expect(PlatformKind(rawValue: kind.rawValue) == kind)
            #expect(PlatformKind.named(kind.deviceName) == kind, "\(kind.deviceName)")
            #expect(PlatformKind.named(kind.displayName) == kind, "\(kind.displayName)")
            #expect(!kind.declaration.inputs.isEmpty)
            #expect(!kind.widths.isEmpty)
        }
    }

    @Test func everyBuiltInPlatformDeclaresEveryPresentationOrSaysWhyNot() {
        for kind in PlatformKind.builtIn {
            for p in Presentation.allCases {
                let answer = Scenario(p, on: kind).supportAnswer
                #expect(!answer.citations.isEmpty || answer.gap != nil, "\(p.rawValue) on \(kind.rawValue)")
            }
        }
    }
}
