/// One block of a markdown document with the range of text it came from.
public struct MarkdownBlock: Hashable, Sendable {
    /// What the block is; children carry their own ranges.
    public enum Kind: Hashable, Sendable {
        case paragraph([MarkdownInline])
        case heading(level: Int, [MarkdownInline])
        case blockQuote([MarkdownBlock])
        /// `items` are `.listItem` blocks; `start` is the first number of an ordered list (1 otherwise).
        case list(ordered: Bool, start: Int, items: [MarkdownBlock])
        case listItem([MarkdownBlock])
        /// `info` is the fence's info string as written (empty for indented code); `literal` keeps
        /// the final newline cmark gives it.
        case codeBlock(info: String, literal: String, fenced: Bool)
        /// Raw HTML as written; callers decide whether to show it as text or drop it.
        case htmlBlock(String)
        /// A GFM table: the header row's cells, then each body row's cells.
        case table(header: [[MarkdownInline]], rows: [[[MarkdownInline]]])
        case thematicBreak
    }

    public var kind: Kind
    public var range: SourceRange

    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
