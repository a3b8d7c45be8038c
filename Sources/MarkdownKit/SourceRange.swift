/// Where a node sits in the parsed text: 1-based lines and columns, columns counted in bytes as
/// cmark counts them.
public struct SourceRange: Hashable, Sendable {
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int

    public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }
}
