/// A way a configured presentation goes against the guidance.
public enum Violation: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    /// No visible button and no gesture closes it (001, 003).
    case noWayOut = "no-way-out"
    /// The presentation does not exist on the platform (000, 002).
    case unsupportedOnPlatform = "unsupported-on-platform"
    /// A nonmodal sheet asked for where sheets are always modal (000).
    case nonmodalNotAvailable = "nonmodal-not-available"
    /// More buttons than the platform allows in an action sheet (002).
    case tooManyButtons = "too-many-buttons"
    /// An action sheet that scrolls on iOS or iPadOS (002).
    case actionSheetScrolls = "action-sheet-scrolls"
    /// A destructive button below a non-destructive one (002).
    case destructiveNotFirst = "destructive-not-first"
    /// Cancel not at the bottom of an action sheet (002; watchOS puts it top leading instead).
    case cancelNotLast = "cancel-not-last"
    /// A destructive choice with no way to back out: UIKit adds no Cancel of its own, SwiftUI's
    /// confirmation dialog does (002).
    case destructiveWithoutCancel = "destructive-without-cancel"
    /// A sheet over a sheet (000, 001).
    case moreThanOneSheet = "more-than-one-sheet"
    /// An API newer than the OS version the app runs on (003, API documentation).
    case apiUnavailable = "api-unavailable"
    /// A sheet that rises from the bottom edge of a window in visionOS (000).
    case risesFromBottomEdge = "rises-from-bottom-edge"

    /// One line, for failure messages and docs.
    public var summary: String {
        switch self {
        case .noWayOut: return "no visible way out"
        case .unsupportedOnPlatform: return "not supported on this platform"
        case .nonmodalNotAvailable: return "sheets are always modal on this platform"
        case .tooManyButtons: return "too many buttons"
        case .actionSheetScrolls: return "the action sheet scrolls"
        case .destructiveNotFirst: return "a destructive button is not first"
        case .cancelNotLast: return "Cancel is not the last button"
        case .destructiveWithoutCancel: return "a destructive choice without Cancel"
        case .moreThanOneSheet: return "more than one sheet at a time"
        case .apiUnavailable: return "an API needs a newer OS"
        case .risesFromBottomEdge: return "a sheet rises from the bottom edge of a window"
        }
    }

    /// Where the guidance the violation breaks comes from.
    public var citations: [Citation] {
        switch self {
        case .noWayOut:
            return [Cite.source(Cite.sap, "Usage", "provide a clear way to dismiss"),
                    Cite.source(Cite.fieldGuide, "Pattern 2: fullScreenCover", "add an explicit dismiss action")]
        case .unsupportedOnPlatform:
            return [Cite.source(Cite.higActionSheets, "Platform considerations"), Cite.source(Cite.higSheets, "Best practices")]
        case .nonmodalNotAvailable:
            return [Cite.source(Cite.higSheets, nil, "always modal in macOS, visionOS and watchOS")]
        case .tooManyButtons:
            return [Cite.source(Cite.higActionSheets, "watchOS", "at most four buttons, Cancel included")]
        case .actionSheetScrolls:
            return [Cite.source(Cite.higActionSheets, "iOS, iPadOS", "avoid letting an action sheet scroll")]
        case .destructiveNotFirst:
            return [Cite.source(Cite.higActionSheets, "Best practices", "destructive buttons at the top")]
        case .cancelNotLast:
            return [Cite.source(Cite.higActionSheets, "Best practices", "Cancel at the bottom")]
        case .destructiveWithoutCancel:
            return [Cite.source(Cite.higActionSheets, "Best practices", "a Cancel button when the action could destroy data")]
        case .moreThanOneSheet:
            return Stacking.guidanceCitations
        case .apiUnavailable:
            return [Cite.source(Cite.fieldGuide, "The Seven Sheet Patterns at a Glance")]
        case .risesFromBottomEdge:
            return [Cite.source(Cite.higSheets, "visionOS", "avoid a sheet that emerges from the bottom edge of a window")]
        }
    }

    public static func < (a: Violation, b: Violation) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }

    /// Reads an id (`no-way-out`) or a summary-like phrase (`no way out`).
    public static func named(_ raw: String) -> Violation? { byKey[Presentation.key(raw)] }

    private static let byKey: [String: Violation] = {
        var table: [String: Violation] = [:]
        for v in allCases.reversed() {
            table[Presentation.key(v.summary)] = v
            table[Presentation.key(v.rawValue)] = v
        }
        return table
    }()
}
