import CatalogModel

/// Checks that a path the renderer asks to write stays inside the output folder.
///
/// Page paths come from content ids, so a hostile id (`../../etc/passwd`, an absolute path, a NUL,
/// a reserved device name) must be refused here, at the last gate before the disk.
package enum OutputPath {
    static let maximumComponentLength = 200
    private static let reservedNames: Set<String> = [
        "con", "prn", "aux", "nul", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9",
        "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9",
    ]

    /// nil when the path is safe; otherwise why it is not.
    package static func problem(with path: String) -> String? {
        path.withContiguousUTF8(isPlainlySafe) ? nil : problemFoundByEveryCheck(with: path)
    }

    /// `problem(with:)` without the shortcut for plain paths, each check in turn: tests compare
    /// the two.
    static func problemFoundByEveryCheck(with path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.utf8.contains(0) { return "the path contains a NUL byte" }
        if path.hasPrefix("/") || path.hasPrefix("\\") { return "the path is absolute" }
        if path.utf8.contains(UInt8(ascii: "\\")) { return "the path contains a backslash" }
        for component in path.split(onASCII: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "the path has an empty component" }
            if component == "." || component == ".." { return "the path climbs out with '\(component)'" }
            if component.utf8.count > maximumComponentLength { return "a path component is longer than \(maximumComponentLength) bytes" }
            if component.hasPrefix(".sheetcat") { return "the name '\(component)' is reserved for the tool" }
            // Reserved names are three or four letters; longer stems need no lower-casing.
            if let stem = component.split(onASCII: ".").first, stem.utf8.count <= 4, reservedNames.contains(stem.lowercased()) {
                return "'\(component)' is a reserved device name on some systems"
            }
            if component.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == ":" }) {
                return "the path contains a control character or ':'"
            }
        }
        return nil
    }

    /// Whether the path is made of names such as `components/guide-00042.html`: letters, digits,
    /// `-`, `_` and `.`, between single slashes, none longer than the limit, and each with more
    /// than four characters before its first dot (so none is `.` or `..`, starts with
    /// `.sheetcat` or could be a device name). Such a path passes every check in
    /// `problemFoundByEveryCheck(with:)`; any other goes through them. One pass over the bytes:
    /// a preview rebuild checks every page's path, 10,000 of them in a large catalog, before the
    /// edited page is shown.
    private static func isPlainlySafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var nameLength = 0
        var stemLength = 0
        var inStem = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "/"):
                guard nameLength > 0, stemLength > 4 else { return false }
                nameLength = 0; stemLength = 0; inStem = true
                continue
            case UInt8(ascii: "."):
                inStem = false
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                if inStem { stemLength += 1 }
            default:
                return false
            }
            nameLength += 1
            guard nameLength <= maximumComponentLength else { return false }
        }
        return nameLength > 0 && stemLength > 4
    }
}
