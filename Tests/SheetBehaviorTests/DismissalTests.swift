import SheetBehavior
import Testing

/// Which gestures dismiss which presentation (000, 001, 003).
@Suite struct DismissalTests {
    func scenario(_ config: PresentationConfiguration, _ platform: PlatformKind, width: HorizontalSizeClass? = nil) -> Scenario {
        Scenario(config, in: PresentationContext(platform: platform, width: width))
    }

    @Test(arguments: [PlatformKind.iOS, .iPadOS])
    func swipeDownDismissesASheet(_ platform: PlatformKind) {
        let s = scenario(PresentationConfiguration(.sheet), platform, width: .compact)
        #expect(s.outcome(of: .swipeDown) == .dismissed)
        #expect(s.dismissGestures.contains(.swipeDown))
    }

    @Test func disabledInteractiveDismissalKeepsTheSheet() {
        let s = scenario(PresentationConfiguration(.sheet, interactiveDismissDisabled: true), .iOS)
        #expect(s.outcome(of: .swipeDown) == .restsAt(.large))
        #expect(!s.dismissGestures.contains(.swipeDown))
    }

    @Test func unsavedChangesTurnASwipeIntoAConfirmation() {
        let s = scenario(PresentationConfiguration(.sheet, hasUnsavedChanges: true), .iOS)
        #expect(s.outcome(of: .swipeDown) == .asksForConfirmation)
        // Only from the lowest detent: above it, the swipe is a resize.
        let tall = scenario(PresentationConfiguration(.sheet, detents: [.medium, .large], currentDetent: .large,
                                                      hasUnsavedChanges: true), .iOS)
        #expect(tall.outcome(of: .swipeDown) == .restsAt(.medium))
    }

    @Test(arguments: [PlatformKind.iOS, .iPadOS, .tvOS, .watchOS, .visionOS])
    func fullScreenModalIgnoresSwipes(_ platform: PlatformKind) {
        let s = scenario(PresentationConfiguration(.fullScreenModal), platform)
        #expect(s.outcome(of: .swipeDown) == .nothing)
        #expect(s.outcome(of: .tapOutside) == .nothing)
        #expect(s.dismissGestures.isEmpty)
    }

    @Test func formSheetDismissesOnTapOutsideInRegularWidth() {
        #expect(scenario(PresentationConfiguration(.formSheet), .iPadOS).outcome(of: .tapOutside) == .dismissed)
        #expect(scenario(PresentationConfiguration(.pageSheet), .iPadOS).outcome(of: .tapOutside) == .nothing)
    }

    /// Regression: a tap outside a nonmodal sheet used to dismiss it. The HIG's Notes sheet stays
    /// while people select more text, and UIKit passes touches around an undimmed sheet through.
    @Test func nonmodalSheetLetsATapOutsideReachTheParent() {
        #expect(scenario(PresentationConfiguration(.sheet, nonmodal: true), .iOS).outcome(of: .tapOutside) == .reachesParent)
        #expect(scenario(PresentationConfiguration(.sheet), .iOS).outcome(of: .tapOutside) == .nothing)
    }

    @Test(arguments: [PlatformKind.iPadOS, .macOS, .visionOS])
    func popoverDismissesOnTapOutsideAndFocusLoss(_ platform: PlatformKind) {
        let s = scenario(PresentationConfiguration(.popover), platform)
        #expect(s.outcome(of: .tapOutside) == .dismissed)
        #expect(s.outcome(of: .focusLoss) == .dismissed)
        #expect(s.outcome(of: .swipeDown) == .nothing)
    }

    @Test func customBottomSheetDismissesOnSwipeAndBackdropTap() {
        let s = scenario(PresentationConfiguration(.customBottomSheet), .iOS)
        #expect(s.outcome(of: .swipeDown) == .dismissed)
        #expect(s.outcome(of: .tapOutside) == .dismissed)
    }

    @Test(arguments: [PlatformKind.macOS, .visionOS, .watchOS])
    func sheetsWithoutTouchSwipesCloseWithButtons(_ platform: PlatformKind) {
        let s = scenario(PresentationConfiguration(.sheet), platform)
        #expect(s.outcome(of: .swipeDown) == .nothing)
        #expect(s.outcome(of: .tapDismissButton) == .dismissed)
    }

    @Test func noVisibleWayOutIsAViolation() {
        #expect(scenario(PresentationConfiguration(.fullScreenModal, hasDismissButton: false), .iOS).violations == [.noWayOut])
        #expect(scenario(PresentationConfiguration(.fullScreenModal), .iOS).violations.isEmpty)
        let trapped = PresentationConfiguration(.sheet, interactiveDismissDisabled: true, hasDismissButton: false)
        #expect(scenario(trapped, .iOS).violations.contains(.noWayOut))
        // A swipe alone is a way out.
        #expect(!scenario(PresentationConfiguration(.sheet, hasDismissButton: false), .iOS).violations.contains(.noWayOut))
        // A popover closes by tapping outside.
        #expect(!scenario(PresentationConfiguration(.popover, hasDismissButton: false), .iPadOS).violations.contains(.noWayOut))
        // An alert with no buttons traps people.
        #expect(scenario(PresentationConfiguration(.alert, buttonCount: 0, hasDismissButton: false), .iOS).violations == [.noWayOut])
        #expect(scenario(PresentationConfiguration(.sheet, hasDismissButton: false), .macOS).violations == [.noWayOut])
    }

    @Test func dismissedGesturesAreListedForSummaries() {
        #expect(scenario(PresentationConfiguration(.popover), .iPadOS).dismissGestures == [.tapOutside, .focusLoss])
        #expect(scenario(PresentationConfiguration(.sheet), .iOS).dismissGestures == [.swipeDown])
    }
}
