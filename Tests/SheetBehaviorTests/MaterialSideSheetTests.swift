import SheetBehavior
import Testing

/// Material side sheets: each answer comes from the side sheets guide or the Material Components
/// classes, cited, and the model says "not defined" where those stop.
@Suite struct MaterialSideSheetTests {
    static let guide = "mdc-android-side-sheets"

    func side(nonmodal: Bool = false, locked: Bool = false, edge: SheetEdge? = nil,
              on platform: PlatformKind = .android, framework: UIFramework? = nil) -> Scenario {
        var config = PresentationConfiguration(.sideSheet, interactiveDismissDisabled: locked, nonmodal: nonmodal)
        config.sheetEdge = edge
        return Scenario(config, in: PresentationContext(platform: platform, framework: framework))
    }

    /// The ids of the sources an answer cites, and the API symbols it names.
    func cited<V>(_ answer: Answer<V>) -> [String] {
        answer.citations.map {
            switch $0 {
            case .source(let s): return s.id
            case .api(let api): return api.symbol
            }
        }
    }

    @Test func aModalSideSheetBlocksTheScreenBehindAScrim() {
        let modal = side()
        #expect(modal.supportAnswer.value == .supported)
        #expect(cited(modal.supportAnswer).contains("SideSheetDialog"))
        #expect(modal.modalityAnswer.value == .modal)
        #expect(cited(modal.modalityAnswer) == [Self.guide])
        #expect(modal.parentTreatmentAnswer.value == .dimmed)
        #expect(cited(modal.parentTreatmentAnswer) == [Self.guide])
        #expect(!modal.coversFullScreenAnswer.value)
        #expect(cited(modal.coversFullScreenAnswer) == [Self.guide])
    }

    @Test func aStandardSideSheetSharesTheScreen() {
        let standard = side(nonmodal: true)
        #expect(standard.modalityAnswer.value == .nonmodal)
        #expect(standard.parentTreatmentAnswer.value == .unaffected)
        let tap = standard.outcomeAnswer(of: .tapOutside)
        #expect(tap.value == .reachesParent)
        #expect(cited(tap) == [Self.guide])
    }

    @Test func aSideSheetRestsOnlyExpanded() {
        for s in [side(), side(nonmodal: true)] {
            #expect(s.sheetStatesAnswer.value == [.expanded])
            #expect(cited(s.sheetStatesAnswer) == [Self.guide])
            #expect(s.sheetStateAnswer.value == .expanded)
            // No detents and nothing between shown and hidden to resize through.
            #expect(!s.resizableAnswer.value)
            #expect(!s.hasGrabber)
        }
        // The modal dialog's code shows its sheet expanded when it starts.
        #expect(cited(side().sheetStateAnswer).contains("SideSheetDialog.getStateOnStart()"))
    }

    @Test func theScrimASwipeToTheEdgeAndBackDismissAModalSideSheet() {
        let modal = side()
        for gesture in [Gesture.tapOutside, .swipeToEdge, .pressBack] {
            let answer = modal.outcomeAnswer(of: gesture)
            #expect(answer.value == .dismissed, "\(gesture)")
            #expect(answer.isDefined && !answer.citations.isEmpty, "\(gesture)")
        }
        #expect(cited(modal.outcomeAnswer(of: .swipeToEdge)).contains("SideSheetDialog"))
        #expect(cited(modal.outcomeAnswer(of: .pressBack)).contains("Dialog.setCancelable(boolean)"))
        #expect(modal.hideableAnswer.value)
        #expect(modal.dismissGesturesAnswer.value.contains(.swipeToEdge))
        #expect(!modal.dismissGesturesAnswer.value.contains(.swipeDown))
    }

    @Test func aStandardSideSheetHidesWhenSwipedAndLeavesBackToTheApp() {
        let standard = side(nonmodal: true)
        #expect(standard.hideableAnswer.value)
        #expect(cited(standard.hideableAnswer) == ["SideSheetBehavior", Self.guide])
        #expect(standard.outcomeAnswer(of: .swipeToEdge).value == .dismissed)
        let back = standard.outcomeAnswer(of: .pressBack)
        #expect(!back.isDefined)
        #expect(back.gap?.contains("callback") == true)
    }

    @Test func aLockedSideSheetIgnoresTheScrimBackAndTheSwipe() {
        let locked = side(locked: true)
        #expect(!locked.hideableAnswer.value)
        #expect(cited(locked.hideableAnswer) == ["SideSheetBehavior"])
        #expect(locked.outcomeAnswer(of: .tapOutside).value == .nothing)
        #expect(locked.outcomeAnswer(of: .pressBack).value == .nothing)
        #expect(locked.outcomeAnswer(of: .swipeToEdge).value == .restsIn(.expanded))
        // A locked standard side sheet stays when swiped too, and its parent still takes taps.
        let standard = side(nonmodal: true, locked: true)
        #expect(standard.outcomeAnswer(of: .swipeToEdge).value == .restsIn(.expanded))
        #expect(standard.outcomeAnswer(of: .tapOutside).value == .reachesParent)
    }

    @Test func predictiveBackComesWithTheModalSheetOnly() {
        let modal = side().predictiveBackIsAutomaticAnswer
        #expect(modal.value && modal.isDefined)
        #expect(cited(modal) == [Self.guide])
        let standard = side(nonmodal: true).predictiveBackIsAutomaticAnswer
        #expect(!standard.value && standard.isDefined)
        #expect(cited(standard) == [Self.guide])
    }

    @Test func theSheetEdgeIsTheEndUnlessSet() {
        let byDefault = side().sheetEdgeAnswer
        #expect(byDefault.value == .end)
        #expect(cited(byDefault) == [Self.guide])
        #expect(side(edge: .start).sheetEdgeAnswer.value == .start)
        #expect(side(nonmodal: true, edge: .left).sheetEdgeAnswer.value == .left)
        // A bottom sheet has no sheet edge to answer with.
        let bottom = Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .android)).sheetEdgeAnswer
        #expect(bottom.value == nil && !bottom.isDefined)
    }

    /// The bottom sheet's numbers are not the side sheet's: the guide gives them no value.
    @Test func bottomSheetNumbersAreLeftOpen() {
        let s = side()
        #expect(s.maximumWidthAnswer.value == nil && !s.maximumWidthAnswer.isDefined)
        #expect(s.dragHandleMinimumSizeAnswer.value == nil && !s.dragHandleMinimumSizeAnswer.isDefined)
        #expect(s.halfExpandedRatioAnswer.value == nil && !s.halfExpandedRatioAnswer.isDefined)
        for gesture in [Gesture.swipeDown, .dragUp, .tapGrabber, .pressEscape] {
            #expect(!s.outcomeAnswer(of: gesture).isDefined, "\(gesture)")
        }
    }

    /// A side sheet is a presentation of its own: its slug and names find it, a bottom sheet's do
    /// not, and what appears is the side sheet, not a sheet.
    @Test func theSideSheetIsAPresentationOfItsOwn() {
        #expect(Presentation.named("side-sheet") == .sideSheet)
        #expect(Presentation.named("modal side sheet") == .sideSheet)
        #expect(Presentation.named("modal bottom sheet") == .sheet)
        #expect(side().effectivePresentation == .sideSheet)
        #expect(side(nonmodal: true).effectivePresentation == .sideSheet)
        #expect(Scenario(.sideSheet, on: .android).isSupported)
        #expect(!Scenario(.sheet, on: .android).sheetEdgeAnswer.isDefined)
    }

    /// Where no Material side sheet is declared, a side sheet is not defined, never a bottom
    /// sheet or an iOS sheet by default.
    @Test func sideSheetsElsewhereAreNotDefined() {
        for platform in [PlatformKind.iOS, .iPadOS, .web] {
            let s = side(on: platform)
            #expect(!s.supportAnswer.isDefined, "\(platform)")
            #expect(s.effectivePresentation == nil, "\(platform)")
        }
        let compose = side(framework: .compose)
        #expect(!compose.supportAnswer.isDefined)
        #expect(!compose.sheetStatesAnswer.isDefined)
    }

    /// Swiping toward an edge is a side sheet's gesture; for other sheets it is left open.
    @Test func aSwipeToTheEdgeIsLeftOpenForOtherPresentations() {
        let bottom = Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .android))
        #expect(!bottom.outcomeAnswer(of: .swipeToEdge).isDefined)
        #expect(!Scenario(.sheet, on: .iOS).outcomeAnswer(of: .swipeToEdge).isDefined)
    }

    @Test func everySideSheetAnswerIsCitedOrOpen() {
        for nonmodal in [false, true] {
            for locked in [false, true] {
                let s = side(nonmodal: nonmodal, locked: locked)
                for g in Gesture.allCases {
                    let a = s.outcomeAnswer(of: g)
                    #expect(a.citations.isEmpty == (a.gap != nil), "\(nonmodal) \(locked) \(g)")
                }
            }
        }
    }

    /// The equivalents row: Android's modal side sheet, and no counterpart, with the reason,
    /// where Material's side sheets are not declared.
    @Test func theSideSheetRowNamesAndroidsOnly() {
        let row = Equivalence.row(.sideSheet)
        let android = row.counterpart(on: .android)
        #expect(android.value == "modal side sheet")
        #expect(cited(android) == [Self.guide, "SideSheetDialog"])
        for platform in [PlatformKind.iOS, .iPadOS, .macOS, .web] {
            let none = row.counterpart(on: platform)
            #expect(none.value == nil, "\(platform)")
            #expect(none.gap?.contains("no Material side sheets") == true, "\(platform)")
        }
    }

    /// The equivalents and comparison cells speak of side sheets, not of bottom sheets.
    @Test func theSummaryCellsCiteTheSideSheetsGuide() {
        let summary = BehaviorSummary.of(PresentationConfiguration(.sideSheet), on: .android)
        #expect(summary.detents.text == "expanded")
        #expect(summary.detents.note?.contains("fitToContents") == false)
        #expect(summary.modality.text == "modal")
        let sources = summary.modality.citations.compactMap { if case .source(let s) = $0 { return s.id } else { return nil } }
        #expect(sources == [Self.guide, Self.guide])
        #expect(summary.dismissal.text.contains("swipe to the edge"))
    }
}
