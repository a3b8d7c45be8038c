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
    /// A sheet over a sheet (000, 001).
    case moreThanOneSheet = "more-than-one-sheet"
    /// An API newer than the OS version the app runs on (003).
    case apiUnavailable = "api-unavailable"

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
        case .moreThanOneSheet: return "more than one sheet at a time"
        case .apiUnavailable: return "an API needs a newer OS"
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
