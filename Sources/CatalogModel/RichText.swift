/// Inline content of prose, kept as structure so that rendering can escape every string.
///
/// Raw HTML from content never reaches this type: the ingester turns it into text, so the
/// renderer cannot be tricked into emitting markup it did not write.
public indirect enum Inline: Hashable, Sendable, Codable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    /// A link; `destination` is as written. Renderers must filter schemes (no `javascript:`).
    case link(destination: String, children: [Inline])
    case image(source: String, alt: String)
    case lineBreak
}

/// Block content of prose.
public indirect enum Block: Hashable, Sendable, Codable {
    case paragraph([Inline])
    case heading(level: Int, [Inline])
    case list(ordered: Bool, items: [[Block]])
    case quote([Block])
    case code(language: String?, text: String)
    case table(header: [[Inline]], rows: [[[Inline]]])
    case thematicBreak
}

extension Inline {
    /// The text a reader sees, with markup removed; used for search, JSON and slugs.
    public var plainText: String {
        switch self {
        case .text(let s), .code(let s): return s
        case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, let c): return c.plainText
        case .image(_, let alt): return alt
        case .lineBreak: return " "
        }
    }
}

extension Array where Element == Inline {
    public var plainText: String { map(\.plainText).joined() }
}

extension Block {
    public var plainText: String {
        switch self {
        case .paragraph(let i), .heading(_, let i): return i.plainText
        case .list(_, let items): return items.map { $0.plainText }.joined(separator: "\n")
        case .quote(let b): return b.plainText
        case .code(_, let t): return t
        case .table(let h, let rows):
            return ([h] + rows).map { $0.map(\.plainText).joined(separator: " | ") }.joined(separator: "\n")
        case .thematicBreak: return ""
        }
    }
}

extension Array where Element == Block {
    public var plainText: String { map(\.plainText).filter { !$0.isEmpty }.joined(separator: "\n\n") }
}
