import SheetBehavior
import Testing

/// What appears after adaptation to platform and width (001, 003), and where each kind exists.
@Suite struct AdaptationTests {
    func shown(_ config: PresentationConfiguration, _ platform: PlatformKind, _ width: HorizontalSizeClass? = nil,
               os: OSVersion? = nil) -> Presentation? {
        Scenario(config, in: PresentationContext(platform: platform, width: width, osVersion: os)).effectivePresentation
    }

    @Test func popoverIsASheetInCompactWidth() {
        #expect(shown(PresentationConfiguration(.popover), .iOS) == .sheet)
        #expect(shown(PresentationConfiguration(.popover), .iPadOS, .compact) == .sheet)
        #expect(shown(PresentationConfiguration(.popover), .iPadOS, .regular) == .popover)
        #expect(shown(PresentationConfiguration(.popover), .macOS) == .popover)
    }

    @Test func compactAdaptationKeepsAPopoverFromIOS16_4() {
        let config = PresentationConfiguration(.popover, compactAdaptation: .popover)
        #expect(shown(config, .iOS) == .popover)
        #expect(shown(config, .iOS, os: OSVersion(16, 4)) == .popover)
        #expect(shown(config, .iOS, os: OSVersion(16, 3)) == .sheet)
        let old = Scenario(config, in: PresentationContext(platform: .iOS, osVersion: OSVersion(16)))
        #expect(old.violations == [.apiUnavailable])
    }

    @Test func confirmationDialogIsAPopoverOnIPad() {
        #expect(shown(PresentationConfiguration(.actionSheet), .iPadOS) == .popover)
        #expect(shown(PresentationConfiguration(.actionSheet), .iPadOS, .compact) == .actionSheet)
        #expect(shown(PresentationConfiguration(.actionSheet), .iOS) == .actionSheet)
    }

    @Test func formSheetIsTheDefaultModalStyleInRegularWidth() {
        #expect(shown(PresentationConfiguration(.sheet), .iPadOS) == .formSheet)
        #expect(shown(PresentationConfiguration(.sheet), .iPadOS, .compact) == .sheet)
        #expect(shown(PresentationConfiguration(.fullScreenModal), .iPadOS) == .fullScreenModal)
        #expect(shown(PresentationConfiguration(.pageSheet), .iPadOS) == .pageSheet)
        #expect(shown(PresentationConfiguration(.formSheet), .iOS) == .sheet)
    }

    @Test func iPadPrefersPageOrFormSheets() {
        #expect(Scenario(.sheet, on: .iPadOS).isPageOrFormSheet)
        #expect(Scenario(.pageSheet, on: .iPadOS).isPageOrFormSheet)
        #expect(!Scenario(.fullScreenModal, on: .iPadOS).isPageOrFormSheet)
        #expect(!Scenario(.sheet, on: .iPadOS, width: .compact).isPageOrFormSheet)
    }

    @Test func watchSheetsAreFullScreen() {
        #expect(Scenario(.sheet, on: .watchOS).coversFullScreen)
        #expect(!Scenario(.sheet, on: .iOS).coversFullScreen)
    }

    @Test(arguments: PlatformKind.allCases)
    func supportMatrix(_ platform: PlatformKind) {
        let supported = Presentation.allCases.filter { Scenario($0, on: platform).isSupported }
        switch platform {
        case .iOS, .iPadOS:
            #expect(supported == Presentation.allCases.filter { $0 != .panel && $0 != .sideSheet })
        case .macOS:
            #expect(supported == [.sheet, .popover, .actionSheet, .alert, .panel])
        case .tvOS:
            #expect(supported == [.sheet, .fullScreenModal, .actionSheet, .alert])
        case .visionOS:
            #expect(supported == [.sheet, .fullScreenModal, .popover, .alert])
        case .watchOS:
            #expect(supported == [.sheet, .fullScreenModal, .actionSheet, .alert])
        case .android:
            #expect(supported == [.sheet, .fullScreenModal, .alert, .sideSheet])
        case .web:
            #expect(supported == [.sheet, .popover, .alert])
        default:
            Issue.record("no expected support for \(platform.rawValue)")
        }
    }

    @Test func unsupportedIsAViolation() {
        let s = Scenario(.actionSheet, on: .visionOS)
        #expect(s.effectivePresentation == nil)
        #expect(s.violations == [.unsupportedOnPlatform])
    }

    @Test func namesAndAliases() {
        #expect(Presentation.named("fullScreenCover") == .fullScreenModal)
        #expect(Presentation.named("Full-screen modal") == .fullScreenModal)
        #expect(Presentation.named("confirmation dialog") == .actionSheet)
        #expect(Presentation.named("an action sheet") == .actionSheet)
        #expect(Presentation.named("custom bottom sheet") == .customBottomSheet)
        #expect(Presentation.named("drawer") == nil)
        #expect(PlatformKind.named("iPhone") == .iOS)
        #expect(PlatformKind.named("Apple Watch") == .watchOS)
        #expect(PlatformKind.named("Vision Pro") == .visionOS)
        #expect(PlatformKind.named("Android") == .android)
        #expect(PlatformKind.named("Symbian") == nil)
        #expect(OSVersion("iOS 16.4") == OSVersion(16, 4))
        #expect(OSVersion("16.10")! > OSVersion("16.4")!)
        #expect(OSVersion("sixteen") == nil)
    }
}
