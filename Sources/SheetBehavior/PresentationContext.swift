/// Where a presentation happens: platform, width, reading direction, framework and (when it
/// matters) OS version.
public struct PresentationContext: Hashable, Sendable, Codable {
    public var platform: PlatformKind
    public var width: HorizontalSizeClass
    public var layoutDirection: LayoutDirection
    /// The OS version the app runs on; nil means "current", so every API is available.
    public var osVersion: OSVersion?
    /// The framework the app presents with; the platform's first (SwiftUI on Apple's platforms)
    /// unless an example says otherwise.
    public var framework: UIFramework
    /// The browser, by browser-compat-data's key (`chrome`, `safari`), when the platform is the
    /// web; `osVersion` is then the browser's version. Nil means any current browser.
    public var browser: String?

    public init(platform: PlatformKind, width: HorizontalSizeClass? = nil,
                layoutDirection: LayoutDirection = .leftToRight, osVersion: OSVersion? = nil,
                framework: UIFramework? = nil, browser: String? = nil) {
        self.platform = platform
        self.width = width ?? platform.defaultWidth
        self.layoutDirection = layoutDirection
        self.osVersion = osVersion
        self.framework = framework ?? platform.declaration.frameworks.first ?? .swiftUI
        self.browser = browser
    }

    /// Where UIKit/SwiftUI sheet detents, grabbers and swipes exist (iPhone, iPad), as the
    /// platform declares (`PlatformFacts.resizableSheets`).
    var isTouchSheetPlatform: Bool { platform.facts.resizableSheets }
}
