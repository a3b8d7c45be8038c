/// The six Apple platforms the core model answers for.
///
/// Raw values equal the catalog's platform ids (`ios`, `visionos`), so results can be joined with
/// `Platform` values without a mapping table.
public enum PlatformKind: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    case iOS = "ios"
    case iPadOS = "ipados"
    case macOS = "macos"
    case tvOS = "tvos"
    case visionOS = "visionos"
    case watchOS = "watchos"

    /// The vendor's spelling.
    public var displayName: String {
        switch self {
        case .iOS: return "iOS"
        case .iPadOS: return "iPadOS"
        case .macOS: return "macOS"
        case .tvOS: return "tvOS"
        case .visionOS: return "visionOS"
        case .watchOS: return "watchOS"
        }
    }

    /// The device people hold: what a designer writes in an example.
    public var deviceName: String {
        switch self {
        case .iOS: return "iPhone"
        case .iPadOS: return "iPad"
        case .macOS: return "Mac"
        case .tvOS: return "Apple TV"
        case .visionOS: return "Vision Pro"
        case .watchOS: return "Apple Watch"
        }
    }

    /// The width a presentation usually meets here: iPhone in portrait is compact, the rest regular.
    public var defaultWidth: HorizontalSizeClass { self == .iOS || self == .watchOS ? .compact : .regular }

    /// Finds a platform by platform name or device name ("iPhone", "iPad", "Mac", "Apple Watch").
    public static func named(_ raw: String) -> PlatformKind? { byKey[Presentation.key(raw)] }

    private static let byKey: [String: PlatformKind] = {
        var table: [String: PlatformKind] = [:]
        for p in allCases {
            table[p.rawValue] = p
            table[Presentation.key(p.deviceName)] = p
        }
        let extra: [(String, PlatformKind)] = [
            ("iphone", .iOS), ("iphoneos", .iOS), ("ipad", .iPadOS), ("mac", .macOS), ("osx", .macOS),
            ("macbook", .macOS), ("applewatch", .watchOS), ("watch", .watchOS), ("appletv", .tvOS), ("tv", .tvOS),
            ("visionpro", .visionOS), ("applevisionpro", .visionOS), ("vision", .visionOS),
        ]
        for (k, p) in extra { table[k] = p }
        return table
    }()

    public static func < (a: PlatformKind, b: PlatformKind) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }

    /// Whether people run several windows of one app side by side here, so that "other windows
    /// stay usable" is a meaningful question.
    var hasAppWindows: Bool { self == .macOS || self == .iPadOS || self == .visionOS }
}

/// The horizontal size class: compact (iPhone, narrow iPad split) or regular (iPad, Mac).
public enum HorizontalSizeClass: String, Hashable, Sendable, CaseIterable, Codable {
    case compact, regular
}

/// Reading direction of the interface; corners named leading/trailing follow it.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    case leftToRight = "left-to-right", rightToLeft = "right-to-left"
}
