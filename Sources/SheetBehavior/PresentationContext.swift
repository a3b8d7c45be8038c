/// Where a presentation happens: platform, width, reading direction and (when it matters) OS version.
public struct PresentationContext: Hashable, Sendable, Codable {
    public var platform: PlatformKind
    public var width: HorizontalSizeClass
    public var layoutDirection: LayoutDirection
    /// The OS version the app runs on; nil means "current", so every API is available.
    public var osVersion: OSVersion?

    public init(platform: PlatformKind, width: HorizontalSizeClass? = nil,
                layoutDirection: LayoutDirection = .leftToRight, osVersion: OSVersion? = nil) {
        self.platform = platform
        self.width = width ?? platform.defaultWidth
        self.layoutDirection = layoutDirection
        self.osVersion = osVersion
    }

    /// iOS and iPadOS: the platforms where UIKit/SwiftUI sheet detents, grabbers and swipes exist.
    var isTouchSheetPlatform: Bool { platform == .iOS || platform == .iPadOS }
}
