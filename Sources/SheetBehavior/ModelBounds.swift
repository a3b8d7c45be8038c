/// What the model can be asked about at all: which OS a device runs, which of its versions the
/// model has answers for, which widths a device has, and how many buttons a presentation holds.
/// The spec runner checks every value an example gives against these, so that a question the
/// model cannot answer is an error rather than a silent default.
extension PlatformKind {
    /// Whether an app on this platform runs the named OS. iPadOS shares iOS's version numbers
    /// and SwiftUI's availability tables list iOS, so an iPad example may name either (the
    /// declaration's `osNames`).
    public func runs(_ os: PlatformKind) -> Bool {
        guard os != self else { return true }
        if case .releases(let names, _) = declaration.versioning { return names.contains(os.rawValue) }
        return false
    }

    /// The major versions (API levels on Android) the model's version-dependent answers cover,
    /// oldest first, as the declaration lists them; empty where the model answers the same for
    /// every version, so that no version can be set there.
    public var modelledMajorVersions: [Int] { declaration.versioning.modelledMajors }

    /// Whether the model covers `version` here: a modelled major with a minor below 10 (no
    /// modelled release had more than nine point releases).
    public func models(_ version: OSVersion) -> Bool {
        modelledMajorVersions.contains(version.major) && version.minor < 10
    }

    /// The horizontal size classes the platform's devices show apps in, as declared.
    public var widths: [HorizontalSizeClass] {
        var all: [HorizontalSizeClass] = []
        for device in declaration.devices {
            for width in device.widths where !all.contains(width) { all.append(width) }
        }
        return HorizontalSizeClass.allCases.filter(all.contains)
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

extension PlatformKind {
    /// The API level of an Android release (`14` → 34); nil where the platform is not numbered
    /// by API level or has no such release.
    public func apiLevel(ofRelease version: Int) -> Int? {
        guard case .apiLevels(let releases) = declaration.versioning else { return nil }
        return releases.first { $0.version == version }?.apiLevel
    }
}
