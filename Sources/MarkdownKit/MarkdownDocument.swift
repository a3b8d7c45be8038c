/// A parsed markdown page: immutable Swift values with source ranges, no C pointers left.
///
/// Produced by ``MarkdownParser``; everything above MarkdownKit reads these values and never
/// sees cmark.
public struct MarkdownDocument: Hashable, Sendable {
    /// Top-level blocks in reading order.
    public var blocks: [MarkdownBlock]

    public init(blocks: [MarkdownBlock]) {
        self.blocks = blocks
    }
}
