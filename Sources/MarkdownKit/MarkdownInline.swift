/// Inline content of a markdown block.
///
/// Inlines carry no range of their own: cmark's inline positions are not reliable across
/// lines, so a caller that needs a line counts the breaks from the enclosing block's start.
public enum MarkdownInline: Hashable, Sendable {
    case text(String)
    case code(String)
    /// Raw inline HTML as written (`<br>`, `<root>`).
    case html(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case strikethrough([MarkdownInline])
    case link(destination: String, title: String, children: [MarkdownInline])
    /// `children` are the alt text as inlines; ``MarkdownInline/plainText`` flattens them.
    case image(source: String, title: String, children: [MarkdownInline])
    /// A line ending inside a paragraph.
    case softBreak
    /// A hard line break (two trailing spaces or a backslash).
    case hardBreak
}

extension MarkdownInline {
    /// The text a reader sees, markup removed; breaks read as one space.
    public var plainText: String {
        switch self {
        case .text(let s), .code(let s), .html(let s): return s
        case .emphasis(let c), .strong(let c), .strikethrough(let c): return c.plainText
        case .link(_, _, let c), .image(_, _, let c): return c.plainText
        case .softBreak, .hardBreak: return " "
        }
    }
}

extension Array where Element == MarkdownInline {
    /// Plain text of a run of inlines.
    public var plainText: String {
        var out = ""
        for inline in self { out += inline.plainText }
        return out
    }
}
