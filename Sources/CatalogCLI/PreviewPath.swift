/// Turns a request target into a file path inside the site folder, or refuses it.
///
/// Pure, so every traversal trick can be tested without a socket: percent-encoded dots and
/// slashes (`%2e%2e%2f`), double encoding (`%252e`), backslashes, NUL, and absolute forms.
enum PreviewPath {
    enum Resolution: Equatable {
        /// A relative path below the site root (`index.html`, `components/sheets.html`).
        case file(String)
        case rejected(reason: String)
    }

    static func resolve(_ target: String) -> Resolution {
        // Drop the query and fragment; they never name a file.
        var path = Substring(target)
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        guard path.hasPrefix("/") else { return .rejected(reason: "request target must start with '/'") }
        guard let decoded = percentDecode(path) else { return .rejected(reason: "malformed percent-encoding") }
        // A second round of decoding that still changes the text means double encoding: refuse it,
        // since some layer downstream might decode again.
        if decoded.contains("%"), let twice = percentDecode(Substring(decoded)), twice != decoded {
            return .rejected(reason: "double percent-encoding")
        }
        if decoded.contains("\0") { return .rejected(reason: "NUL in path") }
        if decoded.contains("\\") { return .rejected(reason: "backslash in path") }
        var parts: [Substring] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." { return .rejected(reason: "'..' in path") }
            if segment.hasPrefix(".") { return .rejected(reason: "hidden file") }
            parts.append(segment)
        }
        if decoded.hasSuffix("/") || parts.isEmpty { parts.append("index.html") }
        return .file(parts.joined(separator: "/"))
    }

    /// Decodes `%XX` escapes as UTF-8; nil when an escape is malformed or the bytes are not UTF-8.
    static func percentDecode(_ s: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count)
        var it = s.utf8.makeIterator()
        while let byte = it.next() {
            if byte == UInt8(ascii: "%") {
                guard let h = it.next(), let l = it.next(), let hi = hexValue(h), let lo = hexValue(l) else { return nil }
                bytes.append(hi << 4 | lo)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    static func contentType(for path: String) -> String {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "xml": return "application/xml"
        case "png": return "image/png"
        case "txt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
