/// What a link written in content points at, read the way markdown exporters write links.
///
/// Ingest checks links with it and the renderer turns them into hrefs with it, so that a link
/// the check accepts is a link the site has. Exporters write a file name with spaces
/// percent-encoded (`Page%20controls.md`) or in angle brackets (`<Page controls.md>`, which
/// the markdown parser hands over without the brackets), and keep a site's own links
/// root-relative (`/design/human-interface-guidelines/modality`).
public enum LinkTarget: Hashable, Sendable {
    /// `rule:component.section.slug`.
    case rule(id: String)
    /// A markdown page of the content folder: `path` percent-decoded, relative to the linking
    /// page, or to the content folder when `fromRoot` (`/guides/modality.md`).
    case page(path: String, fragment: String?, fromRoot: Bool)
    /// A root-relative path of the site the pages were exported from; its last segment may name
    /// a page of the catalog (`/design/human-interface-guidelines/modality`).
    case site(path: String, fragment: String?)
    /// Anything else: an address with a scheme, a fragment of the same page, a file that is
    /// not a page.
    case other

    public init(_ destination: String) {
        var text = Substring(destination)
        while let first = text.first, first == " " || first == "\t" || first == "\n" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\n" { text.removeLast() }
        if text.first == "<", text.last == ">", text.count >= 2 { text = text.dropFirst().dropLast() }
        if text.utf8.count >= 5, text.utf8.prefix(5).map({ $0 | 0x20 }) == Array("rule:".utf8) {
            self = .rule(id: String(text.dropFirst(5)))
            return
        }
        if text.hasPrefix("//") || Self.hasScheme(text) {
            self = .other
            return
        }
        var fragment: String?
        var path = text
        if let hash = path.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(path[path.index(after: hash)...])
            path = path[..<hash]
        }
        if let query = path.utf8.firstIndex(of: UInt8(ascii: "?")) { path = path[..<query] }
        guard !path.isEmpty else {
            self = .other
            return
        }
        let decoded = Self.percentDecoded(path)
        let fromRoot = decoded.hasPrefix("/")
        if Self.isMarkdownFile(decoded) {
            self = .page(path: decoded, fragment: fragment.flatMap { $0.isEmpty ? nil : $0 }, fromRoot: fromRoot)
        } else if fromRoot, decoded != "/" {
            self = .site(path: decoded, fragment: fragment.flatMap { $0.isEmpty ? nil : $0 })
        } else {
            self = .other
        }
    }

    /// True for the links every page must have land: pages and rules. A site path is not among
    /// them: an export keeps links to every part of its site, most of them outside the guidelines.
    public var mustResolve: Bool {
        switch self {
        case .rule, .page: return true
        case .site, .other: return false
        }
    }

    public var fragment: String? {
        switch self {
        case .page(_, let fragment, _), .site(_, let fragment): return fragment
        case .rule, .other: return nil
        }
    }

    /// `name.md`, in any case.
    static func isMarkdownFile(_ path: String) -> Bool {
        let bytes = Array(path.utf8.suffix(3))
        return bytes.count == 3 && bytes[0] == UInt8(ascii: ".") && bytes[1] | 0x20 == UInt8(ascii: "m") && bytes[2] | 0x20 == UInt8(ascii: "d")
    }

    /// A scheme before the first `/`, `?` or `#` (`https:`, `mailto:`, `javascript:`).
    static func hasScheme(_ text: Substring) -> Bool {
        for (n, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: ":"): return n > 0
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return false
            default: continue
            }
        }
        return false
    }

    /// `%XX` sequences decoded; the text as written when it has none, or when what they
    /// decode to is not UTF-8.
    public static func percentDecoded(_ text: Substring) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        func hex(_ b: UInt8) -> UInt8? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count, let high = hex(bytes[i + 1]), let low = hex(bytes[i + 2]) {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(validating: out, as: UTF8.self) ?? String(text)
    }

    /// A path as a markdown link destination that reads back as the same path: spaces and the
    /// characters that end or confuse a destination percent-encoded (`Page%20controls.md`).
    public static func written(_ path: String) -> String {
        var out = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case " ": out += "%20"
            case "(": out += "%28"
            case ")": out += "%29"
            case "<": out += "%3C"
            case ">": out += "%3E"
            case "%": out += "%25"
            case "#": out += "%23"
            case "?": out += "%3F"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A path relative to the content folder, joined onto the folder of `file` with `.` and
    /// `..` folded; nil when it climbs out of the content folder.
    public static func resolve(_ relative: String, from file: String) -> String? {
        // Most links name a page in the same folder: nothing to fold.
        if !relative.isEmpty, relative != ".", relative != "..", !relative.utf8.contains(UInt8(ascii: "/")) {
            guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return relative }
            return String(file[..<slash]) + "/" + relative
        }
        var parts = file.split(onASCII: "/").dropLast().map(String.init)
        if relative.hasPrefix("/") { parts = [] }
        for part in relative.split(onASCII: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// How a page at `file` links to `target` (both relative to the content folder): the
    /// shortest relative path, `../` for each folder to climb.
    public static func relativePath(to target: String, from file: String) -> String {
        let from = file.split(onASCII: "/").dropLast()
        let to = target.split(onASCII: "/")
        var shared = 0
        while shared < from.count, shared < to.count - 1, from[from.startIndex + shared] == to[shared] { shared += 1 }
        let up = Array(repeating: "..", count: from.count - shared)
        return (up + to[shared...].map(String.init)).joined(separator: "/")
    }
}
