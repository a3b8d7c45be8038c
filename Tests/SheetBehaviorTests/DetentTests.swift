import SheetBehavior
import Testing

/// Detents and the grabber (000, 003).
@Suite struct DetentTests {
    func sheet(_ detents: [Detent], at current: Detent? = nil, on platform: PlatformKind = .iOS,
               os: OSVersion? = nil, grabber: Bool = false) -> Scenario {
        Scenario(PresentationConfiguration(.sheet, detents: detents, currentDetent: current, grabberVisible: grabber),
                 in: PresentationContext(platform: platform, osVersion: os))
    }

    @Test(arguments: [PlatformKind.iOS, .iPadOS])
    func largeIsTheDefault(_ platform: PlatformKind) {
        let width: HorizontalSizeClass = .compact
        let s = Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: platform, width: width))
        #expect(s.availableDetents == [.large])
        #expect(s.restingDetent == .large)
    }

    @Test func mediumAloneNeverReachesFullHeight() {
        let s = sheet([.medium])
        #expect(s.availableDetents == [.medium])
        #expect(s.outcome(of: .dragUp) == .restsAt(.medium))
    }

    @Test func mediumAndLargeRestAtBoth() {
        let s = sheet([.large, .medium])
        #expect(s.availableDetents == [.medium, .large])
        #expect(s.restingDetent == .medium)
        #expect(s.outcome(of: .dragUp) == .restsAt(.large))
    }

    @Test func customHeightsAndFractionsAreOrderedByHeight() {
        let s = sheet([.large, .fraction(0.25), .height(600)])
        #expect(s.availableDetents == [.fraction(0.25), .height(600), .large])
        #expect(s.outcome(of: .dragUp) == .restsAt(.height(600)))
    }

    /// "Sheets automatically support the large detent" (000) is about the default: once an app
    /// lists its own detents, the system keeps the sheet to those values (003), so a custom height
    /// alone never reaches large.
    @Test func aListOfCustomDetentsIsExactlyWhatTheSheetCanReach() {
        let s = sheet([.height(300)])
        #expect(s.availableDetents == [.height(300)])
        #expect(s.outcome(of: .dragUp) == .restsAt(.height(300)), "dragging up stays at the only height")
        #expect(sheet([.medium, .fraction(0.8)]).availableDetents == [.medium, .fraction(0.8)])
        #expect(sheet([]).availableDetents == [.large])
    }

    @Test func draggingMovesBetweenAllowedDetentsOnly() {
        let s = sheet([.medium, .large], at: .large)
        #expect(s.outcome(of: .swipeDown) == .restsAt(.medium))
        #expect(s.outcome(of: .dragUp) == .restsAt(.large))
    }

    @Test func tappingTheGrabberCyclesThroughDetents() {
        #expect(sheet([.medium, .large], at: .medium, grabber: true).outcome(of: .tapGrabber) == .restsAt(.large))
        #expect(sheet([.medium, .large], at: .large, grabber: true).outcome(of: .tapGrabber) == .restsAt(.medium))
        #expect(sheet([.large]).outcome(of: .tapGrabber) == .nothing) // no grabber shown
        #expect(sheet([.large], grabber: true).outcome(of: .tapGrabber) == .restsAt(.large))
    }

    /// Regression: a grabber used to appear unasked whenever a sheet had two or more detents.
    /// UIKit's `prefersGrabberVisible` is false by default, and SwiftUI documents no rule that
    /// shows the drag indicator unasked.
    @Test(arguments: PlatformKind.iOS.declaration.frameworks)
    func aGrabberShowsOnlyWhenAskedFor(_ framework: UIFramework) {
        func sheet(grabber: Bool) -> Scenario {
            Scenario(PresentationConfiguration(.sheet, detents: [.medium, .large], grabberVisible: grabber),
                     in: PresentationContext(platform: .iOS, framework: framework))
        }
        #expect(!sheet(grabber: false).hasGrabber)
        #expect(sheet(grabber: true).hasGrabber)
        let api = framework == .uiKit ? "UISheetPresentationController.prefersGrabberVisible" : "presentationDragIndicator(_:)"
        #expect(sheet(grabber: false).grabberAnswer.citations.contains { if case .api(let a) = $0 { a.symbol == api } else { false } })
    }

    @Test func detentsNeedIOS16() {
        let old = sheet([.medium], os: OSVersion(15))
        #expect(old.availableDetents == [.large])
        #expect(old.violations.contains(.apiUnavailable))
        #expect(old.missingAPIs.map(\.name) == ["presentationDetents"])
        #expect(sheet([.medium], os: OSVersion(16)).availableDetents == [.medium])
    }

    @Test(arguments: [PlatformKind.macOS, .visionOS, .watchOS, .tvOS])
    func sheetsElsewhereHaveAFixedSize(_ platform: PlatformKind) {
        let s = sheet([.medium, .large], on: platform)
        #expect(s.availableDetents.isEmpty)
        #expect(s.outcome(of: .dragUp) == .nothing)
    }

    @Test func iPadRegularWidthSheetIsAFixedSizeFormSheet() {
        let s = sheet([.medium, .large], on: .iPadOS)
        #expect(s.effectivePresentation == .formSheet)
        #expect(s.availableDetents.isEmpty)
    }

    @Test func detentNamesAndLists() throws {
        #expect(Detent.named("height 300") == .height(300))
        #expect(Detent.named("300 points") == .height(300))
        #expect(Detent.named("fraction(0.4)") == .fraction(0.4))
        #expect(Detent.named("40%") == .fraction(0.4))
        #expect(Detent.named("huge") == nil)
        #expect(Detent.named("fraction 1.5") == nil)
        #expect(try Detent.list("medium and large").get() == [.medium, .large])
        #expect(try Detent.list("medium, large").get() == [.medium, .large])
        if case .failure(let e) = Detent.list("medium, tall") { #expect(e.text == "tall") } else { Issue.record("tall accepted") }
    }
}
