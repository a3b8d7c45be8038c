import SheetBehavior
import Testing

/// Action sheets (002), stacking (000, 001, 003), API availability and the decision tree (003).
@Suite struct GuidanceTests {
    func actionSheet(_ platform: PlatformKind, buttons: [PresentationConfiguration.ButtonStyle] = [],
                     count: Int? = nil, scrolls: Bool = false) -> Scenario {
        Scenario(PresentationConfiguration(.actionSheet, buttons: buttons, buttonCount: count, scrolls: scrolls),
                 in: PresentationContext(platform: platform))
    }

    @Test func actionSheetsAreNotOnVision() {
        #expect(ActionSheetGuidance.on(.visionOS) == nil)
        #expect(!actionSheet(.visionOS).isSupported)
    }

    @Test func watchAllowsAtMostFourButtonsIncludingCancel() {
        #expect(ActionSheetGuidance.on(.watchOS)?.maxButtons == 4)
        #expect(actionSheet(.watchOS, count: 5).violations == [.tooManyButtons])
        #expect(actionSheet(.watchOS, count: 4).violations.isEmpty)
        #expect(ActionSheetGuidance.on(.iOS)?.maxButtons == nil)
        #expect(actionSheet(.iOS, count: 6).violations.isEmpty)
    }

    @Test(arguments: [PlatformKind.iOS, .iPadOS])
    func actionSheetsShouldNotScrollOnIOSAndIPadOS(_ platform: PlatformKind) {
        #expect(ActionSheetGuidance.on(platform)?.mayScroll == false)
        #expect(actionSheet(platform, scrolls: true).violations.contains(.actionSheetScrolls))
        #expect(!actionSheet(.macOS, scrolls: true).violations.contains(.actionSheetScrolls))
    }

    @Test func destructiveFirstAndCancelLast() {
        #expect(actionSheet(.iOS, buttons: [.destructive, .default, .cancel]).violations.isEmpty)
        #expect(actionSheet(.iOS, buttons: [.default, .destructive, .cancel]).violations == [.destructiveNotFirst])
        #expect(actionSheet(.iOS, buttons: [.cancel, .destructive]).violations == [.cancelNotLast])
        #expect(actionSheet(.watchOS, buttons: [.cancel, .destructive]).violations.isEmpty) // Cancel is top leading there
        #expect(ActionSheetGuidance.on(.iOS)?.buttonStyles == [.default, .destructive, .cancel])
    }

    /// SwiftUI's confirmation dialog brings its own Cancel; UIKit shows only the actions added.
    @Test func aDestructiveChoiceNeedsCancelInUIKit() {
        let uikit = PresentationContext(platform: .iOS, framework: .uiKit)
        #expect(Scenario(PresentationConfiguration(.actionSheet, buttons: [.destructive, .default]), in: uikit).violations == [.destructiveWithoutCancel])
        #expect(Scenario(PresentationConfiguration(.actionSheet, buttons: [.destructive, .cancel]), in: uikit).violations.isEmpty)
        #expect(Scenario(PresentationConfiguration(.actionSheet, buttons: [.default, .default]), in: uikit).violations.isEmpty)
        #expect(actionSheet(.iOS, buttons: [.destructive, .default]).violations.isEmpty)
    }

    @Test func stackingGuidanceAndAPIDisagree() {
        #expect(!Stacking.guidanceAllowsStackedSheets)
        #expect(!Stacking.apiAllowsStackedSheets(iOS: OSVersion(14)))
        #expect(Stacking.apiAllowsStackedSheets(iOS: OSVersion(15)))
        let ios14 = Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .iOS, osVersion: OSVersion(14)))
        #expect(ios14.outcome(of: .presentAnotherSheet) == .notPresented)
        let ios15 = Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .iOS, osVersion: OSVersion(15)))
        #expect(ios15.outcome(of: .presentAnotherSheet) == .stacked)
        let stacked = Scenario(PresentationConfiguration(.sheet, sheetsOnScreen: 2), in: PresentationContext(platform: .iOS))
        #expect(stacked.violations == [.moreThanOneSheet])
    }

    @Test(arguments: [("sheet", "13"), ("popover", "13"), ("fullScreenCover", "14"), ("alert", "15"),
                      ("confirmationDialog", "15"), ("presentationDetents", "16"), ("presentationCompactAdaptation", "16.4"), ("background interaction", "16.4"),
                      ("glass background", "26"), ("presentationCornerRadius", "16.4"), ("presentationSizing", "18"), ("UISheetPresentationController", "15")])
    func apiAvailability(_ name: String, _ version: String) {
        #expect(APIAvailability.named(name)?.minimumIOS == OSVersion(version))
    }

    @Test func apiAvailabilityOnAnOSVersion() {
        let detents = APIAvailability.named("presentationDetents")!
        #expect(!detents.isAvailable(onIOS: OSVersion(15)))
        #expect(detents.isAvailable(onIOS: OSVersion(16)))
        #expect(detents.isAvailable(onIOS: nil))
        #expect(APIAvailability.named("custom overlay")?.minimumIOS == nil)
        #expect(APIAvailability.named("fullScreenCover")?.requirement == "iOS 14")
        let old = Scenario(PresentationConfiguration(.fullScreenModal), in: PresentationContext(platform: .iOS, osVersion: OSVersion(13)))
        #expect(old.violations == [.apiUnavailable])
    }

    @Test(arguments: [(Intent.viewOrEditContent, Presentation.sheet), (.mandatoryFlow, .fullScreenModal),
                      (.quickPickerOnIPad, .popover), (.confirmWithFewActions, .alert),
                      (.chooseAmongManyOrDestructive, .actionSheet), (.halfSheet, .sheet),
                      (.customMotion, .customBottomSheet), (.repeatedInputOnMac, .panel)])
    func decisionTree(_ intent: Intent, _ presentation: Presentation) {
        #expect(Recommendation.forIntent(intent).presentation == presentation)
    }

    @Test func decisionTreeNamesAndDetents() {
        #expect(Intent.named("onboard") == .mandatoryFlow)
        #expect(Intent.named("make a destructive choice") == .chooseAmongManyOrDestructive)
        let half = Recommendation.forIntent(.halfSheet)
        #expect(half.detents == [.medium, .large])
        #expect(half.matches("sheet with detents"))
        #expect(!half.matches("popover"))
        #expect(Recommendation.forIntent(.mandatoryFlow).matches("fullScreenCover"))
    }
}
