/// One markdown page as read from the content folder, before anything is decoded.
///
/// Bytes rather than a string, so that invalid UTF-8 reaches the ingester and can be reported
/// with its line instead of being silently repaired by a loader.
public struct ContentFile: Sendable {
    /// Path relative to the content folder, `/` separated (`components/sheets.md`).
    public var path: String
    public var data: [UInt8]
    /// Why the file could not be read ("Permission denied"), when it could not; `data` is then
    /// empty. Such a file still reaches the ingester, which reports it and holds back the
    /// errors that would only follow from its absence (links to it, its rules), as for a page
    /// that is not valid UTF-8.
    public var readError: String?

    public init(path: String, data: [UInt8]) {
        self.path = path
        self.data = data
    }

    /// A file the loader found but could not read.
    public init(path: String, unreadable reason: String) {
        self.path = path
        self.data = []
        self.readError = reason
    }
}
