/// Inline content of prose, kept as structure so that rendering can escape every string.
///
/// Raw HTML from content never reaches this type: the ingester turns it into text, so the
/// renderer cannot be tricked into emitting markup it did not write.
///
/// Not `indirect`: the nested cases hold arrays, which are references already, so each value
/// lives in its array's buffer instead of in a box of its own. Only the rare image is boxed, which
/// keeps every other case to the size of a link.
public enum Inline: Hashable, Sendable, Codable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    /// A link; `destination` is as written. Renderers must filter schemes (no `javascript:`).
    case link(destination: String, children: [Inline])
    indirect case image(source: String, alt: String)
    case lineBreak
}

/// Block content of prose.
///
/// Not `indirect`, as `Inline`: only a code block, the largest case and a rare one, is boxed.
public enum Block: Hashable, Sendable, Codable {
    case paragraph([Inline])
    case heading(level: Int, [Inline])
    case list(ordered: Bool, items: [[Block]])
    case quote([Block])
    indirect case code(language: String?, text: String)
    case table(header: [[Inline]], rows: [[[Inline]]])
    case thematicBreak
}

// Plain text is asked for often (search index, catalog.json, slugs, page views) and for every
// rule, so it is written into one growing buffer instead of joining arrays of pieces at each level.

/// Plain text gathered as UTF-8 bytes by `append` and made a string once.
private func gatheredPlainText(_ append: (inout [UInt8]) -> Void) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    append(&out)
    return String(decoding: out, as: UTF8.self)
}

extension Inline {
    /// The text a reader sees, with markup removed; used for search, JSON and slugs.
    public var plainText: String {
        if case .text(let s) = self { return s }
        return gatheredPlainText(appendPlainText)
    }

    // Plain text is gathered as UTF-8 bytes and made a string once: each append to a `String`
    // cost a few hundred instructions, and every rule's lead and body are made plain for the
    // search index, `catalog.json` and the verification page.
    func appendPlainText(to out: inout [UInt8]) {
        switch self {
        case .text(let s), .code(let s): out.append(contentsOf: s.utf8)
        case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, let c): c.appendPlainText(to: &out)
        case .image(_, let alt): out.append(contentsOf: alt.utf8)
        case .lineBreak: out.append(UInt8(ascii: " "))
        }
    }

    /// Whether `plainText` is not empty, without building it.
    var hasPlainText: Bool {
        switch self {
        case .text(let s), .code(let s): return !s.isEmpty
        case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, let c): return c.hasPlainText
        case .image(_, let alt): return !alt.isEmpty
        case .lineBreak: return true
        }
    }
}

extension Array where Element == Inline {
    public var plainText: String {
        // Most leads and many paragraphs are one run of text: that string is the answer, shared
        // instead of copied into a new one.
        if count == 1, case .text(let s) = self[0] { return s }
        return gatheredPlainText(appendPlainText)
    }

    func appendPlainText(to out: inout [UInt8]) {
        for inline in self { inline.appendPlainText(to: &out) }
    }

    var hasPlainText: Bool { contains(where: \.hasPlainText) }
}

extension Block {
    public var plainText: String {
        if case .paragraph(let i) = self { return i.plainText }
        return gatheredPlainText(appendPlainText)
    }

    /// List items one per line, table rows one per line with ` | ` between cells.
    func appendPlainText(to out: inout [UInt8]) {
        switch self {
        case .paragraph(let i), .heading(_, let i): i.appendPlainText(to: &out)
        case .list(_, let items):
            for (n, item) in items.enumerated() {
                if n > 0 { out.append(UInt8(ascii: "\n")) }
                item.appendPlainText(to: &out)
            }
        case .quote(let b): b.appendPlainText(to: &out)
        case .code(_, let t): out.append(contentsOf: t.utf8)
        case .table(let h, let rows):
            for (n, row) in ([h] + rows).enumerated() {
                if n > 0 { out.append(UInt8(ascii: "\n")) }
                for (k, cell) in row.enumerated() {
                    if k > 0 { out.append(contentsOf: " | ".utf8) }
                    cell.appendPlainText(to: &out)
                }
            }
        case .thematicBreak: break
        }
    }

    var hasPlainText: Bool {
        switch self {
        case .paragraph(let i), .heading(_, let i): return i.hasPlainText
        case .list(_, let items): return items.count > 1 || items.first?.hasPlainText == true
        case .quote(let b): return b.hasPlainText
        case .code(_, let t): return !t.isEmpty
        case .table(let h, let rows): return !rows.isEmpty || h.count > 1 || h.first?.hasPlainText == true
        case .thematicBreak: return false
        }
    }
}

extension Array where Element == Block {
    /// Blocks with text, a blank line between them.
    public var plainText: String {
        if count == 1 { return self[0].hasPlainText ? self[0].plainText : "" }
        return gatheredPlainText(appendPlainText)
    }

    func appendPlainText(to out: inout [UInt8]) {
        var first = true
        for block in self where block.hasPlainText {
            if !first { out.append(contentsOf: "\n\n".utf8) }
            block.appendPlainText(to: &out)
            first = false
        }
    }

    var hasPlainText: Bool { contains(where: \.hasPlainText) }
}
