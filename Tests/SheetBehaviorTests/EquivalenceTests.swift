import SheetBehavior
import Testing

/// The cross-platform equivalents: what each platform calls a presentation, from its declaration
/// with citations, and "none" or "not defined" where it has no counterpart.
@Suite struct EquivalenceTests {
    @Test func androidAndTheWebNameTheirOwnCounterparts() {
        let sheet = Equivalence.row(.sheet)
        #expect(sheet.counterpart(on: .android).value == "modal bottom sheet")
        #expect(sheet.counterpart(on: .web).value == "<dialog> opened with showModal()")
        #expect(Equivalence.row(.nonmodalSheet).counterpart(on: .android).value == "standard bottom sheet")
        #expect(Equivalence.row(.dismissalDisabled).counterpart(on: .web).value?.contains("closedby=\"none\"") == true)
        #expect(Equivalence.row(.fullScreenModal).counterpart(on: .android).value == "full-screen dialog")
        #expect(Equivalence.row(.popover).counterpart(on: .web).value == "element with the popover attribute")
    }

    @Test func applesPlatformsUseTheCatalogsOwnNames() {
        let sheet = Equivalence.row(.sheet).counterpart(on: .iOS)
        #expect(sheet.value == "sheet")
        // The name rests on the sources that say the presentation exists there.
        #expect(sheet.citations == Scenario(.sheet, on: .iOS).supportAnswer.citations)
        // A Mac has no full-screen modal: no counterpart, and the sources that say so.
        let cover = Equivalence.row(.fullScreenModal).counterpart(on: .macOS)
        #expect(cover.value == nil && !cover.citations.isEmpty)
    }

    @Test func aPresentationAPlatformLeavesOpenHasNoCounterpartAndSaysWhy() {
        let popover = Equivalence.row(.popover).counterpart(on: .android)
        #expect(popover.value == nil)
        #expect(popover.gap?.contains("Android") == true)
        #expect(Equivalence.row(.actionSheet).counterpart(on: .web).value == nil)
    }

    @Test func everyCounterpartIsCitedOrNamesItsGap() {
        for platform in PlatformKind.builtIn {
            for row in Equivalence.all {
                let name = row.counterpart(on: platform)
                #expect(name.citations.isEmpty == (name.gap != nil), "\(row.id) on \(platform)")
            }
        }
    }

    @Test func aDeclaredPlatformAnswersFromItsOwnFacts() {
        // ToyOS declares sheets and alerts and names no counterpart: the catalog's names.
        #expect(Equivalence.row(.sheet).counterpart(on: ToyPlatform.kind).value == "sheet")
        #expect(Equivalence.row(.popover).counterpart(on: ToyPlatform.kind).value == nil)
        #expect(Equivalence.row(.fullScreenModal).counterpart(on: ToyPlatform.kind).gap?.contains("ToyOS") == true)
    }

    @Test func aConfiguredRowIsSummarisedAsConfigured() {
        // Interactive dismissal disabled: Back and the scrim no longer close the Android sheet,
        // Escape no longer closes the web's dialog.
        let disabled = Equivalence.row(.dismissalDisabled).configuration
        let android = BehaviorSummary.of(disabled, on: .android)
        #expect(!android.dismissal.text.contains("Back"))
        #expect(BehaviorSummary.of(.sheet, on: .android).dismissal.text.contains("Back"))
        #expect(!BehaviorSummary.of(disabled, on: .web).dismissal.text.contains("Escape"))
        #expect(BehaviorSummary.of(Equivalence.row(.nonmodalSheet).configuration, on: .web).modality.text == "nonmodal")
    }
}
