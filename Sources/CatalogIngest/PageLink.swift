import CatalogModel

/// A link from a page to another page of the catalog (`other.md`, `other.md#rule-id`) or to a
/// rule (`rule:component.section.slug`), as written, with where it was written.
public struct PageLink: Hashable, Sendable {
    /// The destination exactly as written in the markdown.
    public var destination: String
    public var location: SourceLocation

    public init(destination: String, location: SourceLocation) {
        self.destination = destination
        self.location = location
    }

    /// True for destinations the catalog can check: `.md` paths (relative, or from the content
    /// folder's root, percent-encoded or not) and `rule:` links; `LinkTarget` reads them.
    /// Works on the UTF-8 bytes: every link of every page passes through here on each build.
    static func isInternal(_ destination: String) -> Bool {
        return destination.withContiguousUTF8 { bytes in
            if startsIgnoringCase(bytes, with: "rule:") { return true }
            guard let first = bytes.first, first != UInt8(ascii: "#") else { return false }
            if first == UInt8(ascii: "/"), bytes.count > 1, bytes[1] == UInt8(ascii: "/") { return false }
            if startsIgnoringCase(bytes, with: "mailto:") { return false }
            // The path ends at the query or fragment; a scheme (`://`) anywhere makes it external.
            var end = bytes.count
            for i in bytes.indices where bytes[i] == UInt8(ascii: "#") || bytes[i] == UInt8(ascii: "?") { end = i; break }
            if bytes.count >= 3 {
                for i in 0...(bytes.count - 3) where bytes[i] == UInt8(ascii: ":")
                    && bytes[i + 1] == UInt8(ascii: "/") && bytes[i + 2] == UInt8(ascii: "/") { return false }
            }
            guard end >= 3 else { return false }
            return bytes[end - 3] == UInt8(ascii: ".") && bytes[end - 2] | 0x20 == UInt8(ascii: "m")
                && bytes[end - 1] | 0x20 == UInt8(ascii: "d")
        }
    }

    /// ASCII case-insensitive prefix test; `prefix` must be lower-case ASCII.
    private static func startsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: StaticString) -> Bool {
        guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
        let p = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        for i in p.indices {
            let b = bytes[i]
            let lower = (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) ? b | 0x20 : b
            if lower != p[i] { return false }
        }
        return true
    }
}
