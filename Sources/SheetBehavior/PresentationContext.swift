/// Where a presentation happens: platform, width, reading direction, framework and (when it
/// matters) OS version.
public struct PresentationContext: Hashable, Sendable, Codable {
    public var platform: PlatformKind
    public var width: HorizontalSizeClass
    public var layoutDirection: LayoutDirection
    /// The OS version the app runs on; nil means "current", so every API is available.
    public var osVersion: OSVersion?
    /// The framework the app presents with; SwiftUI unless an example says otherwise.
    public var framework: UIFramework

    public init(platform: PlatformKind, width: HorizontalSizeClass? = nil,
                layoutDirection: LayoutDirection = .leftToRight, osVersion: OSVersion? = nil,
                framework: UIFramework = .swiftUI) {
        self.platform = platform
        self.width = width ?? platform.defaultWidth
        self.layoutDirection = layoutDirection
        self.osVersion = osVersion
        self.framework = framework
    }

    /// Where UIKit/SwiftUI sheet detents, grabbers and swipes exist (iPhone, iPad), as the
    /// platform declares (`PlatformFacts.resizableSheets`).
    var isTouchSheetPlatform: Bool { platform.facts.resizableSheets }
}
