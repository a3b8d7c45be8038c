import SheetBehavior
import Testing

/// The short strings comparison tables show.
@Suite struct BehaviorSummaryTests {
    /// What a cell reads: its text, and its note in brackets.
    func shown(_ cell: BehaviorSummary.Cell) -> String { cell.note.map { "\(cell.text) (\($0))" } ?? cell.text }

    @Test func iPhoneSheet() {
        let s = BehaviorSummary.of(.sheet, on: .iOS)
        #expect(s.supported.text == "yes")
        #expect(shown(s.modality) == "modal (may be nonmodal)")
        #expect(s.shownAs.text == "sheet")
        #expect(s.dismissal.text == "swipe down, button")
        #expect(s.done.text == "top trailing")
        #expect(s.cancel.text == "top leading")
        #expect(s.detents.text == "large")
    }

    @Test func macSheetAndVisionActionSheet() {
        let mac = BehaviorSummary.of(.sheet, on: .macOS)
        #expect(shown(mac.modality) == "modal (always modal)")
        #expect(mac.done.text == "bottom trailing")
        #expect(mac.detents.text == "fixed size")
        // The compare table and the model agree: modal by default, nonmodal not defined.
        #expect(shown(BehaviorSummary.of(.sheet, on: .tvOS).modality) == "modal (by default; no source says whether a tvOS sheet may be nonmodal)")
        let vision = BehaviorSummary.of(.actionSheet, on: .visionOS)
        #expect(shown(vision.supported) == "no (not supported in visionOS)")
        #expect(vision.modality.text == "—")
    }

    @Test func popoverOnIPhoneNotesTheAdaptation() {
        let s = BehaviorSummary.of(.popover, on: .iOS)
        #expect(shown(s.supported) == "yes (shown as a sheet)")
        #expect(s.shownAs.note != nil)
        #expect(BehaviorSummary.of(.popover, on: .iPadOS).dismissal.text == "tap outside, focus loss, button")
    }

    @Test func watchSheet() {
        let s = BehaviorSummary.of(.sheet, on: .watchOS)
        #expect(s.shownAs.text == "sheet, full screen")
        #expect(shown(s.cancel) == "top leading (by default)")
        #expect(shown(s.done) == "top leading (when the sheet only presents information)")
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
