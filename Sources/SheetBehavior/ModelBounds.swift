/// What the model can be asked about at all: which OS a device runs, which of its versions the
/// model has answers for, which widths a device has, and how many buttons a presentation holds.
/// The spec runner checks every value an example gives against these, so that a question the
/// model cannot answer is an error rather than a silent default.
extension PlatformKind {
    /// Whether an app on this platform runs the named OS. iPadOS shares iOS's version numbers
    /// and SwiftUI's availability tables list iOS, so an iPad example may name either.
    public func runs(_ os: PlatformKind) -> Bool {
        os == self || (self == .iPadOS && os == .iOS)
    }

    /// The major versions the model's version-dependent answers cover, oldest first.
    ///
    /// Only iOS and iPadOS have such answers (API availability, stacking, detents), from the
    /// first SwiftUI release (13) to the newest the sources describe (26). Apple numbered the
    /// release after 18 as 26, so 19 to 25 never existed. Elsewhere the model answers the same
    /// for every version, so no version can be set there.
    public var modelledMajorVersions: [Int] {
        switch self {
        case .iOS, .iPadOS: return [13, 14, 15, 16, 17, 18, 26]
        case .macOS, .tvOS, .visionOS, .watchOS: return []
        }
    }

    /// Whether the model covers `version` here: a modelled major with a minor below 10 (no
    /// modelled release had more than nine point releases).
    public func models(_ version: OSVersion) -> Bool {
        modelledMajorVersions.contains(version.major) && version.minor < 10
    }

    /// The horizontal size classes a device shows apps in: iPhone is regular in landscape on its
    /// larger models, iPad has both (split view, slide over); a Mac window, Apple TV and Vision
    /// Pro windows are regular; Apple Watch is compact.
    public var widths: [HorizontalSizeClass] {
        switch self {
        case .iOS, .iPadOS: return [.compact, .regular]
        case .macOS, .tvOS, .visionOS: return [.regular]
        case .watchOS: return [.compact]
        }
    }
}

extension Presentation {
    /// How many buttons the presentation can hold, Cancel included; nil when the model does
    /// not count its buttons (sheets and the rest have content, not a button list).
    ///
    /// Alerts and action sheets need at least one button to be dismissed. No source sets an
    /// upper limit for iPhone or iPad, but past ten buttons an action sheet no longer fits
    /// without scrolling, which the guidance rules out (002), so the model holds at most ten.
    public var buttonCapacity: ClosedRange<Int>? {
        switch self {
        case .alert, .actionSheet: return 1...10
        default: return nil
        }
    }
}
