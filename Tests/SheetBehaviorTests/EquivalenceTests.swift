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

    @Test func theMediumDetentIsMaterialsHalfExpandedState() {
        let row = Equivalence.row(.mediumDetent)
        #expect(row.subject == .detent(.medium))
        let iPhone = row.counterpart(on: .iOS)
        #expect(iPhone.value == "medium detent")
        // The name rests on what the model says of the row's sheet: it can rest at medium.
        #expect(iPhone.citations == Scenario(row.configuration, in: PresentationContext(platform: .iOS)).detentsAnswer.citations)
        let android = row.counterpart(on: .android)
        #expect(android.value == "half-expanded state")
        #expect(android.citations.contains { if case .source(let s) = $0 { return s.note?.contains("fitToContents") == true } else { return false } })
        // The row's sheet turns fitToContents off, so Android's summary lists the half-expanded state.
        #expect(BehaviorSummary.of(row.configuration, on: .android).detents.text.contains("half-expanded"))
        // In regular width an iPad sheet is a form sheet of fixed size: no medium detent, and why.
        let iPad = row.counterpart(on: .iPadOS)
        #expect(iPad.value == nil && iPad.isDefined && !iPad.citations.isEmpty)
        // No source the catalog cites describes a <dialog>'s height: open, not "none".
        let web = row.counterpart(on: .web)
        #expect(web.value == nil && web.gap != nil)
    }

    @Test func theGrabberIsMaterialsDragHandle() {
        let row = Equivalence.row(.grabber)
        #expect(row.subject == .grabber && row.configuration.grabberVisible)
        let iPhone = row.counterpart(on: .iOS)
        #expect(iPhone.value == "grabber")
        #expect(iPhone.citations.contains { if case .api(let a) = $0 { return a.symbol.contains("presentationDragIndicator") } else { return false } })
        let android = row.counterpart(on: .android)
        #expect(android.value == "drag handle")
        #expect(android.citations.contains { if case .api(let a) = $0 { return a.symbol == "BottomSheetDragHandleView" } else { return false } })
        // A Mac sheet has one fixed size and no grabber: none, with the sources that say so.
        let mac = row.counterpart(on: .macOS)
        #expect(mac.value == nil && mac.isDefined)
        #expect(row.counterpart(on: .web).gap != nil)
    }

    @Test func theSheetPartsFollowTheSheetRows() {
        #expect(Equivalence.all.map(\.id) == [.sheet, .nonmodalSheet, .mediumDetent, .grabber, .dismissalDisabled, .alert, .actionSheet,
                                               .fullScreenModal, .popover, .sideSheet])
    }
}

