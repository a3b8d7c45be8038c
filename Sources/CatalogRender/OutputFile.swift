/// One file of the rendered site: a relative path and its bytes.
///
/// The bytes may come in parts, written one after another: a file as large as `catalog.json`
/// (over 150 MB at 10,000 pages) is made in pieces on every core and never joined in memory.
/// Two files are equal when their paths and bytes are, however the bytes are split.
public struct OutputFile: Sendable, Hashable {
    /// Relative to the site root, `/`-separated (`components/sheets.html`).
    public var path: String
    public var parts: [[UInt8]]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.parts = [bytes]
    }

    public init(path: String, parts: [[UInt8]]) {
        self.path = path
        self.parts = parts
    }

    /// All the bytes, joined when the file is in several parts.
    public var bytes: [UInt8] {
        get { parts.count == 1 ? parts[0] : Array(parts.joined()) }
        set { parts = [newValue] }
    }

    public var byteCount: Int { parts.reduce(0) { $0 + $1.count } }

    public static func == (a: OutputFile, b: OutputFile) -> Bool {
        a.path == b.path && a.byteCount == b.byteCount && a.parts.joined().elementsEqual(b.parts.joined())
    }

    /// Path and size: enough to spread files over buckets, and equal for equal files.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(byteCount)
    }
}
