import SheetBehavior
import Testing

/// Where Done, Cancel and Back go (000, the earlier HIG edition, 001, 002).
@Suite struct ButtonPlacementTests {
    func scenario(_ config: PresentationConfiguration, _ platform: PlatformKind,
                  direction: LayoutDirection = .leftToRight) -> Scenario {
        Scenario(config, in: PresentationContext(platform: platform, width: .compact, layoutDirection: direction))
    }

    @Test(arguments: [PlatformKind.iOS, .iPadOS])
    func doneTopTrailingCancelTopLeading(_ platform: PlatformKind) {
        let s = scenario(PresentationConfiguration(.sheet), platform)
        #expect(s.placement(of: .done) == .topTrailing)
        #expect(s.placement(of: .cancel) == .topLeading)
        #expect(s.placement(of: .back) == .hidden)
    }

    @Test func rightToLeftMirrorsTheCorners() {
        let s = scenario(PresentationConfiguration(.sheet), .iOS, direction: .rightToLeft)
        #expect(s.placement(of: .done)?.physical(in: .rightToLeft) == "top left")
        #expect(s.placement(of: .cancel)?.physical(in: .rightToLeft) == "top right")
        #expect(ButtonPlacement.topTrailing.physical(in: .leftToRight) == "top right")
    }

    @Test func multiStepFlowMovesCancelAndAddsBack() {
        let first = scenario(PresentationConfiguration(.sheet, step: 1, stepCount: 3), .iOS)
        #expect(first.placement(of: .cancel) == .topTrailing)
        #expect(first.placement(of: .back) == .hidden)
        #expect(first.placement(of: .done) == .hidden)
        let middle = scenario(PresentationConfiguration(.sheet, step: 2, stepCount: 3), .iOS)
        #expect(middle.placement(of: .back) == .topLeading)
        #expect(middle.placement(of: .cancel) == .topTrailing)
        let last = scenario(PresentationConfiguration(.sheet, step: 3, stepCount: 3), .iOS)
        #expect(last.placement(of: .done) == .topTrailing)
        #expect(last.placement(of: .cancel) == .hidden)
        #expect(last.placement(of: .back) == .topLeading)
    }

    @Test func macPutsEveryDismissButtonBottomTrailing() {
        let s = scenario(PresentationConfiguration(.sheet), .macOS)
        #expect(s.placement(of: .done) == .bottomTrailing)
        #expect(s.placement(of: .cancel) == .bottomTrailing)
    }

    @Test func watchShowsCancelUnlessTheSheetOnlyInforms() {
        let task = scenario(PresentationConfiguration(.sheet), .watchOS)
        #expect(task.placement(of: .cancel) == .topLeading)
        #expect(task.placement(of: .done) == .hidden)
        let info = scenario(PresentationConfiguration(.sheet, presentsInformationOnly: true), .watchOS)
        #expect(info.placement(of: .done) == .topLeading)
        #expect(info.placement(of: .cancel) == .hidden)
    }

    @Test func fullScreenModalInCompactWidthHasCancelLeftDoneRight() {
        let s = scenario(PresentationConfiguration(.fullScreenModal), .iOS)
        #expect(s.placement(of: .cancel)?.physical(in: .leftToRight) == "top left")
        #expect(s.placement(of: .done)?.physical(in: .leftToRight) == "top right")
    }

    @Test func actionSheetCancelAtBottomOrTopLeadingOnWatch() {
        for platform in [PlatformKind.iOS, .iPadOS, .macOS, .tvOS] {
            #expect(scenario(PresentationConfiguration(.actionSheet), platform).placement(of: .cancel) == .bottom)
        }
        #expect(scenario(PresentationConfiguration(.actionSheet), .watchOS).placement(of: .cancel) == .topLeading)
    }

    /// In regular width on iPad an action sheet shows as a popover, which a tap outside dismisses:
    /// the model names no Cancel corner there.
    @Test func anActionSheetShownAsAPopoverOnIPadHasNoCancelPlacement() {
        let regular = Scenario(PresentationConfiguration(.actionSheet), in: PresentationContext(platform: .iPadOS, width: .regular))
        #expect(regular.effectivePresentation == .popover)
        #expect(regular.placement(of: .cancel) == nil)
    }

    @Test func noGuidanceIsNil() {
        #expect(scenario(PresentationConfiguration(.sheet), .tvOS).placement(of: .done) == nil)
        #expect(scenario(PresentationConfiguration(.alert), .iOS).placement(of: .done) == nil)
        #expect(scenario(PresentationConfiguration(.actionSheet), .visionOS).placement(of: .cancel) == nil)
    }
}
