import SheetBehavior
import Testing

/// Modality, the parent view and other windows (000, 001, 003).
@Suite struct ModalityTests {
    @Test(arguments: PlatformKind.allCases)
    func sheetsAreModalByDefault(_ platform: PlatformKind) {
        #expect(Scenario(.sheet, on: platform).modality == .modal)
    }

    /// A sheet modal by default says so with the source its platform declares for it (HIG Sheets,
    /// Material's modal bottom sheet, MDN's `showModal()`), not with one source for every platform.
    @Test(arguments: [PlatformKind.iOS, .tvOS, .android, .web])
    func aDefaultSheetCitesItsPlatformsSourceForBeingModal(_ platform: PlatformKind) throws {
        let declared: Citation? = switch platform.facts.sheetModality {
        case .mayBeNonmodal(let byDefault, _)?, .modalByDefault(let byDefault)?: byDefault
        default: nil
        }
        let answer = Scenario(.sheet, on: platform).modalityAnswer
        #expect(answer.value == .modal)
        #expect(answer.citations == [try #require(declared)])
    }

    @Test(arguments: [PlatformKind.iOS, .iPadOS])
    func iOSAndIPadOSSheetsMayBeNonmodal(_ platform: PlatformKind) {
        let s = Scenario(PresentationConfiguration(.sheet, nonmodal: true), in: PresentationContext(platform: platform))
        #expect(s.modality == .nonmodal)
        #expect(s.canInteractWithParent)
        #expect(s.parentTreatment == .unaffected)
        #expect(!s.violations.contains(.nonmodalNotAvailable))
    }

    @Test(arguments: [PlatformKind.macOS, .visionOS, .watchOS])
    func macVisionAndWatchSheetsAreAlwaysModal(_ platform: PlatformKind) {
        let s = Scenario(PresentationConfiguration(.sheet, nonmodal: true), in: PresentationContext(platform: platform))
        #expect(s.modality == .modal)
        #expect(!s.canInteractWithParent)
        #expect(s.violations.contains(.nonmodalNotAvailable))
    }

    @Test func macSheetDimsParentButLeavesOtherWindowsUsable() {
        let s = Scenario(.sheet, on: .macOS)
        #expect(s.parentTreatment == .dimmed)
        #expect(!s.canInteractWithParent)
        #expect(s.otherWindowsStayUsable == true)
    }

    @Test func visionSheetDimsTheWindowItFloatsOver() {
        let s = Scenario(.sheet, on: .visionOS)
        #expect(s.parentTreatment == .dimmed)
        #expect(!s.coversFullScreen)
    }

    @Test func watchSheetIsFullScreenOverTheContent() {
        let s = Scenario(.sheet, on: .watchOS)
        #expect(s.coversFullScreen)
        #expect(s.parentTreatment == .covered)
    }

    @Test func iPhoneHasNoOtherAppWindowsToAskAbout() {
        #expect(Scenario(.sheet, on: .iOS).otherWindowsStayUsable == nil)
    }

    @Test func popoversAndPanelsAreNonmodal() {
        #expect(Scenario(.popover, on: .iPadOS).modality == .nonmodal)
        #expect(Scenario(.panel, on: .macOS).modality == .nonmodal)
    }

    @Test(arguments: [Presentation.fullScreenModal, .alert, .actionSheet, .formSheet, .pageSheet])
    func otherPresentationsAreModalOnIPhone(_ p: Presentation) {
        #expect(Scenario(p, on: .iOS).modality == .modal)
    }

    @Test func fullScreenModalCoversTheParent() {
        let s = Scenario(.fullScreenModal, on: .iOS)
        #expect(s.coversFullScreen)
        #expect(s.parentTreatment == .covered)
    }

    @Test func backgroundInteractionMakesTheSheetNonmodalUpToItsDetent() {
        var config = PresentationConfiguration(.sheet, detents: [.medium, .large], backgroundInteractionUpThrough: .medium)
        let atMedium = Scenario(config, in: PresentationContext(platform: .iOS))
        #expect(atMedium.modality == .nonmodal)
        #expect(atMedium.outcome(of: .tapOutside) == .reachesParent)
        config.currentDetent = .large
        let atLarge = Scenario(config, in: PresentationContext(platform: .iOS))
        #expect(atLarge.modality == .modal)
        #expect(atLarge.outcome(of: .tapOutside) == .nothing)
    }

    /// The modifier arrived in iOS 16.4: on 16.0 the sheet stays modal and the API is flagged.
    @Test func backgroundInteractionNeedsIOS16Point4() {
        let config = PresentationConfiguration(.sheet, detents: [.medium, .large], backgroundInteractionUpThrough: .medium)
        let early = Scenario(config, in: PresentationContext(platform: .iOS, osVersion: OSVersion(16)))
        #expect(early.modality == .modal)
        #expect(early.violations.contains(.apiUnavailable))
        let later = Scenario(config, in: PresentationContext(platform: .iOS, osVersion: OSVersion(16, 4)))
        #expect(later.modality == .nonmodal)
        #expect(!later.violations.contains(.apiUnavailable))
    }
}
