/// One presentation in one context: the value every question of the core model is asked of.
///
/// The answers are computed, never stored, so a scenario is cheap to copy and change step by step
/// (the spec runner builds one per example case and mutates it as the person acts). Each question
/// has a cited form (`…Answer`, an `Answer` with its sources) and a plain form that reads its value.
public struct Scenario: Hashable, Sendable, Codable {
    public var configuration: PresentationConfiguration
    public var context: PresentationContext

    public init(_ configuration: PresentationConfiguration, in context: PresentationContext) {
        self.configuration = configuration
        self.context = context
    }

    /// Convenience: `Scenario(.sheet, on: .iOS)`.
    public init(_ presentation: Presentation, on platform: PlatformKind, width: HorizontalSizeClass? = nil,
                framework: UIFramework = .swiftUI, osVersion: OSVersion? = nil) {
        self.init(PresentationConfiguration(presentation),
                  in: PresentationContext(platform: platform, width: width, osVersion: osVersion, framework: framework))
    }

    public var presentation: Presentation { configuration.presentation }
    public var platform: PlatformKind { context.platform }

    /// Whether the presentation exists on the platform at all (false where no source says).
    public var isSupported: Bool { supportAnswer.value == .supported }

    /// Whether the presentation exists on the platform, and why the model says so.
    public var supportAnswer: Answer<PlatformSupport> { Scenario.support(presentation, on: platform) }

    /// - Sheets exist everywhere: the HIG has a section (or "no additional considerations") for
    ///   every platform, and SwiftUI's `sheet` is on all six.
    /// - Page and form sheets are UIKit styles the HIG and SAP describe for iPhone and iPad; UIKit
    ///   is not on the Mac (outside Catalyst) or Apple Watch. On tvOS and visionOS UIKit lists the
    ///   styles but no source says how they look there, so the model gives no answer.
    /// - There is no full-screen modal on macOS: the HIG sends Mac apps to a window or full-screen
    ///   mode, and `fullScreenCover` is not in macOS.
    /// - Popovers: SwiftUI's `popover` is on iOS, iPadOS, macOS and visionOS only.
    /// - Action sheets are not supported in visionOS (HIG Action sheets).
    /// - Panels are a macOS window type (HIG Sheets, macOS).
    /// - The custom bottom sheet is the field guide's iOS technique; no source covers other platforms.
    static func support(_ presentation: Presentation, on platform: PlatformKind) -> Answer<PlatformSupport> {
        let touch = platform == .iOS || platform == .iPadOS
        switch presentation {
        case .sheet:
            return Answer(.supported, [Cite.source(Cite.higSheets, sheetSection(platform)), .api(.sheet)])
        case .alert:
            return Answer(.supported, [.api(.alert)])
        case .pageSheet, .formSheet:
            let sources: [Citation] = [Cite.source(Cite.higSheets, "iOS, iPadOS", "prefer page or form sheets in iPadOS apps"),
                                       Cite.source(Cite.sap, "Form Sheets"), .api(.modalPresentationStyle)]
            if touch { return Answer(.supported, sources) }
            if platform == .macOS || platform == .watchOS { return Answer(.unsupported, [.api(.modalPresentationStyle)]) }
            return .notDefined(.notDefined, gap: "the HIG and SAP describe page and form sheets on iPhone and iPad only; UIKit lists the styles on \(platform.displayName) without saying how they look there")
        case .fullScreenModal:
            if platform == .macOS {
                return Answer(.unsupported, [Cite.source(Cite.higSheets, "Best practices", "a Mac app opens a window or enters full-screen mode instead"),
                                             .api(.fullScreenCover)])
            }
            return Answer(.supported, [.api(.fullScreenCover)] + (touch ? [Cite.source(Cite.sap, "Full-Screen Modal")] : []))
        case .popover:
            let supported = [.iOS, .iPadOS, .macOS, .visionOS].contains(platform)
            return Answer(supported ? .supported : .unsupported, [.api(.popover)] + (touch ? [Cite.source(Cite.sap, "Popovers (iPad)")] : []))
        case .actionSheet:
            if platform == .visionOS {
                return Answer(.unsupported, [Cite.source(Cite.higActionSheets, "Platform considerations", "not supported in visionOS")])
            }
            return Answer(.supported, [Cite.source(Cite.higActionSheets, platform == .watchOS ? "watchOS" : "Platform considerations"),
                                       .api(.confirmationDialog)])
        case .panel:
            return Answer(platform == .macOS ? .supported : .unsupported,
                          [Cite.source(Cite.higSheets, "macOS", "a panel lets people give input repeatedly and watch the results")])
        case .customBottomSheet:
            if touch { return Answer(.supported, [Cite.source(Cite.fieldGuide, "Pattern 7: Custom Bottom Sheet")]) }
            return .notDefined(.notDefined, gap: "the field guide builds its custom bottom sheet for iOS only; no source covers \(platform.displayName)")
        }
    }

    /// The HIG Sheets section that speaks for a platform.
    static func sheetSection(_ platform: PlatformKind) -> String {
        switch platform {
        case .iOS, .iPadOS: return "iOS, iPadOS"
        case .macOS: return "macOS"
        case .visionOS: return "visionOS"
        case .watchOS: return "watchOS"
        case .tvOS: return "Platform considerations"
        }
    }

    /// Whether the OS version is at least `version` (an unknown version counts as current).
    func osAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
        guard let v = context.osVersion else { return true }
        return v >= OSVersion(major, minor)
    }

    /// Whether the framework's documented symbol exists at the scenario's OS version.
    func has(_ api: APIReference) -> Bool {
        guard let first = api.firstVersion(on: platform) else { return false }
        guard let v = context.osVersion else { return true }
        return v >= first
    }
}
