import SheetBehavior

/// The lowest iOS version an app supports, read from the files that declare it.
public enum DeploymentTarget {
    /// From a Swift package manifest's `platforms:`: `.iOS(.v16)`, `.iOS(.v16_4)` or `.iOS("16.4")`.
    public static func fromPackageManifest(_ text: String) -> OSVersion? {
        guard let range = text.range(of: ".iOS(") else { return nil }
        let rest = text[range.upperBound...].drop(while: { $0 == " " })
        if rest.hasPrefix(".v") {
            let digits = rest.dropFirst(2).prefix(while: { $0.isNumber || $0 == "_" })
            return OSVersion(digits.replacingOccurrences(of: "_", with: "."))
        }
        if rest.hasPrefix("\"") {
            return OSVersion(String(rest.dropFirst().prefix(while: { $0 != "\"" })))
        }
        return nil
    }

    /// From an Xcode project (`project.pbxproj`): the lowest `IPHONEOS_DEPLOYMENT_TARGET` of
    /// its build configurations, since the app must run on all of them.
    public static func fromXcodeProject(_ text: String) -> OSVersion? { fromBuildSettings(text) }

    /// From build settings as an Xcode project or an `.xcconfig` file writes them: the lowest
    /// `IPHONEOS_DEPLOYMENT_TARGET` given as a number. A value that names another setting
    /// (`$(inherited)`) says nothing by itself and is passed over; so is a line commented out.
    /// A conditional setting (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 15.0`) counts too.
    public static func fromBuildSettings(_ text: String) -> OSVersion? {
        var lowest: OSVersion?
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = rawLine
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            var rest = line
            while let range = rest.range(of: "IPHONEOS_DEPLOYMENT_TARGET") {
                var value = rest[range.upperBound...]
                while value.first == "[", let close = value.firstIndex(of: "]") { value = value[value.index(after: close)...] }
                value = value.drop(while: { $0 == " " || $0 == "\t" })
                guard value.first == "=" else { rest = rest[range.upperBound...]; continue }
                value = value.dropFirst().drop(while: { $0 == " " || $0 == "\t" || $0 == "\"" })
                if let version = OSVersion(String(value.prefix(while: { $0.isNumber || $0 == "." }))) {
                    lowest = min(lowest ?? version, version)
                }
                rest = rest[range.upperBound...]
            }
        }
        return lowest
    }
}

extension Substring {
    fileprivate func replacingOccurrences(of a: Character, with b: Character) -> String {
        String(map { $0 == a ? b : $0 })
    }
}
