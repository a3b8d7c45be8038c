/// Escaping and link filtering: the only ways a string from content reaches a page.
enum HTML {
    /// The destination as it may appear in an `href`, or nil when it must not be a link.
    ///
    /// Allowed: `http:`, `https:`, `mailto:` and scheme-less (relative) references. Browsers ignore
    /// tabs and newlines inside URLs and trim control characters and spaces at both ends, so the
    /// check looks at the URL the way a browser will, and `java\tscript:` is caught too.
    static func safeDestination(_ raw: String) -> String? {
        // Nearly every destination is printable ASCII without a backslash: a relative link, or
        // an absolute one whose scheme is all there is to check. None needs the clean-up below.
        if !raw.isEmpty, raw.withContiguousUTF8({ $0.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") } }) {
            guard raw.utf8.contains(UInt8(ascii: ":")), let scheme = scheme(of: raw) else { return raw }
            return ["http", "https", "mailto"].contains(scheme) ? raw : nil
        }
        let cleaned = String(String.UnicodeScalarView(raw.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }))
        var scalars = Substring(cleaned).unicodeScalars[...]
        while let f = scalars.first, f.value <= 0x20 { scalars.removeFirst() }
        while let l = scalars.last, l.value <= 0x20 { scalars.removeLast() }
        let url = String(String.UnicodeScalarView(scalars))
        if url.isEmpty { return nil }
        if let scheme = scheme(of: url) {
            return ["http", "https", "mailto"].contains(scheme) ? url : nil
        }
        // `\\host` is treated as `//host` by browsers; a backslash has no business in our links.
        if url.contains("\\") { return nil }
        return url
    }

    /// A destination that must point off the site (a source's or an API's address): an absolute
    /// `http`, `https` or `mailto` URL, or nil.
    static func externalDestination(_ raw: String) -> String? {
        guard let safe = safeDestination(raw), scheme(of: safe) != nil else { return nil }
        return safe
    }

    /// The lower-cased scheme when the reference has one (`javascript` for `JavaScript:alert(1)`).
    static func scheme(of url: String) -> String? {
        let bytes = url.utf8
        guard let end = bytes.firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }),
              bytes[end] == UInt8(ascii: ":"), end != bytes.startIndex else { return nil }
        return String(url[..<end]).lowercased()
    }

    /// Percent-encodes one path segment so an id becomes a safe file name in a link.
    static func pathSegment(_ segment: String) -> String {
        // Ids are slugs: when nothing needs encoding, the segment is its own encoding.
        // Every id in every link passes through here: one table load per byte.
        if segment.withContiguousUTF8({ bytes in
            unreservedTable.withUnsafeBufferPointer { table in
                for byte in bytes where !table[Int(byte)] { return false }
                return true
            }
        }) { return segment }
        var out = ""
        for byte in segment.utf8 {
            if isUnreserved(byte) { out.unicodeScalars.append(Unicode.Scalar(byte)) } else { out += "%" + hex(byte) }
        }
        return out
    }

    /// `isUnreserved` of every byte value.
    private static let unreservedTable: [Bool] = (0...255).map { isUnreserved(UInt8($0)) }

    /// Letters, digits, `-`, `.`, `_` and `~`, as bits of two words (bytes 0–63, 64–127).
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        let low: UInt64 = 0x03FF_6000_0000_0000    // digits, `-` and `.`
        let high: UInt64 = 0x47FF_FFFE_87FF_FFFE   // letters, `_` and `~`
        if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
        if byte < 128 { return high & (1 << UInt64(byte - 64)) != 0 }
        return false
    }

    /// Percent-encodes a fragment (an anchor such as a rule id) for use after `#`.
    static func fragment(_ fragment: String) -> String { pathSegment(fragment) }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
