import SheetBehavior
import Testing

/// The short strings comparison tables show.
@Suite struct BehaviorSummaryTests {
    @Test func iPhoneSheet() {
        let s = BehaviorSummary.of(.sheet, on: .iOS)
        #expect(s.supported.text == "yes")
        #expect(s.modality == .init("modal", note: "may be nonmodal"))
        #expect(s.shownAs.text == "sheet")
        #expect(s.dismissal.text == "swipe down, button")
        #expect(s.done.text == "top trailing")
        #expect(s.cancel.text == "top leading")
        #expect(s.detents.text == "large")
    }

    @Test func macSheetAndVisionActionSheet() {
        let mac = BehaviorSummary.of(.sheet, on: .macOS)
        #expect(mac.modality == .init("modal", note: "always modal"))
        #expect(mac.done.text == "bottom trailing")
        #expect(mac.detents.text == "fixed size")
        #expect(BehaviorSummary.of(.sheet, on: .tvOS).modality == .init("modal"))
        let vision = BehaviorSummary.of(.actionSheet, on: .visionOS)
        #expect(vision.supported == .init("no", note: "not supported in visionOS"))
        #expect(vision.modality.text == "—")
    }

    @Test func popoverOnIPhoneNotesTheAdaptation() {
        let s = BehaviorSummary.of(.popover, on: .iOS)
        #expect(s.supported == .init("yes", note: "shown as a sheet"))
        #expect(s.shownAs.note != nil)
        #expect(BehaviorSummary.of(.popover, on: .iPadOS).dismissal.text == "tap outside, focus loss, button")
    }

    @Test func watchSheet() {
        let s = BehaviorSummary.of(.sheet, on: .watchOS)
        #expect(s.shownAs.text == "sheet, full screen")
        #expect(s.cancel == .init("top leading", note: "by default"))
        #expect(s.done == .init("top leading", note: "when the sheet only presents information"))
    }

    @Test func everyCombinationHasAnAnswer() {
        for p in Presentation.allCases {
            for platform in PlatformKind.allCases {
                for width in HorizontalSizeClass.allCases {
                    let s = BehaviorSummary.of(p, on: platform, width: width)
                    #expect(!s.supported.text.isEmpty && !s.dismissal.text.isEmpty)
                }
            }
        }
    }
}
