/// One markdown page as read from the content folder, before anything is decoded.
///
/// Bytes rather than a string, so that invalid UTF-8 reaches the ingester and can be reported
/// with its line instead of being silently repaired by a loader.
public struct ContentFile: Sendable {
    /// Path relative to the content folder, `/` separated (`components/sheets.md`).
    public var path: String
    public var data: [UInt8]

    public init(path: String, data: [UInt8]) {
        self.path = path
        self.data = data
    }
}
