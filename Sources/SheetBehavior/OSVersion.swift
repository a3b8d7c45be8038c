/// A major.minor OS version such as 16.4, compared numerically (16.10 is after 16.4).
public struct OSVersion: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Reads "16", "16.4", "iOS 16.4" or "16.4.1" (the patch is ignored); nil for anything else.
    public init?(_ raw: String) {
        var text = Substring(raw.lowercased())
        for prefix in ["ios", "ipados", "version", "v"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces }
        guard let first = parts.first, let major = Int(first), major >= 0, parts.count <= 3 else { return nil }
        var minor = 0
        if parts.count > 1 {
            guard let m = Int(parts[1]), m >= 0 else { return nil }
            minor = m
        }
        self.init(major, minor)
    }

    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
