/// One presentation in one context: the value every question of the core model is asked of.
///
/// The answers are computed, never stored, so a scenario is cheap to copy and change step by step
/// (the spec runner builds one per example case and mutates it as the person acts).
public struct Scenario: Hashable, Sendable, Codable {
    public var configuration: PresentationConfiguration
    public var context: PresentationContext

    public init(_ configuration: PresentationConfiguration, in context: PresentationContext) {
        self.configuration = configuration
        self.context = context
    }

    /// Convenience: `Scenario(.sheet, on: .iOS)`.
    public init(_ presentation: Presentation, on platform: PlatformKind, width: HorizontalSizeClass? = nil) {
        self.init(PresentationConfiguration(presentation), in: PresentationContext(platform: platform, width: width))
    }

    public var presentation: Presentation { configuration.presentation }
    public var platform: PlatformKind { context.platform }

    /// Whether the presentation exists on the platform at all.
    ///
    /// - Page and form sheets are UIKit styles of iOS and iPadOS (000, 001).
    /// - There is no full-screen modal on macOS: the Mac opens a window or goes full screen (000).
    /// - Popovers exist where there is a pointer or wide screen to anchor them: iPhone (adapted),
    ///   iPad, Mac and Vision Pro; not on Apple TV or Apple Watch.
    /// - Action sheets are not supported in visionOS (002).
    /// - Panels are a macOS window type (000).
    /// - The custom bottom sheet is an iOS SwiftUI technique (003).
    public var isSupported: Bool { Scenario.isSupported(presentation, on: platform) }

    static func isSupported(_ presentation: Presentation, on platform: PlatformKind) -> Bool {
        switch presentation {
        case .sheet, .alert: return true
        case .pageSheet, .formSheet, .customBottomSheet: return platform == .iOS || platform == .iPadOS
        case .fullScreenModal: return platform != .macOS
        case .popover: return [.iOS, .iPadOS, .macOS, .visionOS].contains(platform)
        case .actionSheet: return platform != .visionOS
        case .panel: return platform == .macOS
        }
    }

    /// Whether the OS version is at least `version` (an unknown version counts as current).
    func osAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
        guard let v = context.osVersion else { return true }
        return v >= OSVersion(major, minor)
    }
}
