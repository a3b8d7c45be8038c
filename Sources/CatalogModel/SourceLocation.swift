/// A place in a content file, as people count it: 1-based line and column.
///
/// `file` is the path relative to the content folder, so diagnostics and `catalog.json`
/// read the same on every machine.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }

    /// `path:line:col`, the form editors and terminals turn into a link.
    public var description: String { "\(file):\(line):\(column)" }
}
