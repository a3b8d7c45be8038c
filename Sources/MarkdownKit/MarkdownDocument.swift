/// A parsed markdown page: immutable Swift values with source ranges, no C pointers left.
///
/// Produced by ``MarkdownParser``; everything above MarkdownKit reads these values and never
/// sees cmark.
public struct MarkdownDocument: Hashable, Sendable {
    /// Top-level blocks in reading order.
    public var blocks: [MarkdownBlock]
    /// Set when a table was past ``ParserHazards``' limits, so the page was parsed without the
    /// table extension: its table lines are in `blocks` as text.
    public var tablesReadAsText: ParserHazards.LargeTable?
    /// Set when the page held too many image openers and brackets to parse: `blocks` is empty.
    public var notParsed: ParserHazards.ImageBrackets?
    /// Set when the page's paragraphs held too many emphasis delimiters among brackets to
    /// parse: `blocks` is empty.
    public var tangled: ParserHazards.TangledParagraph?

    public init(blocks: [MarkdownBlock], tablesReadAsText: ParserHazards.LargeTable? = nil,
                notParsed: ParserHazards.ImageBrackets? = nil, tangled: ParserHazards.TangledParagraph? = nil) {
        self.blocks = blocks
        self.tablesReadAsText = tablesReadAsText
        self.notParsed = notParsed
        self.tangled = tangled
    }
}
