/// One file of the rendered site: a relative path and its bytes.
public struct OutputFile: Sendable, Hashable {
    /// Relative to the site root, `/`-separated (`components/sheets.html`).
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
