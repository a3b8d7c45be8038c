import CatalogModel
import MarkdownKit

/// Turns MarkdownKit values into the catalog's prose values, deciding what is safe to keep.
///
/// Raw HTML becomes plain text (the renderer escapes it) with a `content.raw-html` warning, and
/// links with script-capable schemes lose their destination with a `link.unsafe-scheme` error.
/// Links to other pages are collected for the cross-page check.
struct ContentConverter {
    let file: String
    var diagnostics: [Diagnostic] = []
    var links: [PageLink] = []

    /// The page's lines, to find the column each link's destination is written at.
    var lines: [Substring] = []
    /// The line of the last destination found and the byte after it: a second link to the same
    /// place on one line is found after the first.
    private var lastFound = (line: 0, end: 0)

    init(file: String, lines: [Substring] = []) {
        self.file = file
        self.lines = lines
    }

    /// Where a link's destination is written on `line`: its column (in bytes, as the parser
    /// counts them), so that an editor lands on the text to fix; column 1 when it is not
    /// written there as it reads (escaped characters, entities).
    mutating func place(of destination: String, line: Int) -> SourceLocation {
        guard line >= 1, line <= lines.count, !destination.isEmpty else { return SourceLocation(file: file, line: line) }
        let needle = Array(destination.utf8)
        let from = lastFound.line == line ? lastFound.end : 0
        func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            var i = from
            while i + needle.count <= bytes.count {
                if bytes[i] == needle[0], UnsafeBufferPointer(rebasing: bytes[i..<(i + needle.count)]).elementsEqual(needle) { return i }
                i += 1
            }
            return nil
        }
        let text = lines[line - 1].utf8
        let found = text.withContiguousStorageIfAvailable(find) ?? Array(text).withUnsafeBufferPointer(find)
        guard let found else { return SourceLocation(file: file, line: line) }
        lastFound = (line, found + needle.count)
        return SourceLocation(file: file, line: line, column: found + 1)
    }

    mutating func blocks(_ source: [MarkdownBlock]) -> [Block] {
        source.compactMap { block($0) }
    }

    mutating func block(_ source: MarkdownBlock) -> Block? {
        let line = source.range.startLine
        switch source.kind {
        case .paragraph(let content):
            var at = line
            return .paragraph(inlines(content, line: &at))
        case .heading(let level, let content):
            var at = line
            return .heading(level: level, inlines(content, line: &at))
        case .blockQuote(let children):
            return .quote(blocks(children))
        case .list(let ordered, _, let items):
            return .list(ordered: ordered, items: items.map { item in
                if case .listItem(let children) = item.kind { return blocks(children) }
                return blocks([item])
            })
        case .listItem(let children):
            return .list(ordered: false, items: [blocks(children)])
        case .codeBlock(let info, let literal, _):
            let language = info.split(separator: " ").first.map(String.init)
            return .code(language: language, text: literal)
        case .htmlBlock(let html):
            let text = html.trimmingWhitespace
            guard !text.isEmpty else { return nil }
            warnRawHTML(text, line: line)
            return .paragraph([.text(text)])
        case .table(let header, let rows):
            var at = line
            let head = header.map { inlines($0, line: &at) }
            var body: [[[Inline]]] = []
            for (index, row) in rows.enumerated() {
                // Body rows follow the header and the delimiter row, one line each.
                var rowLine = line + 2 + index
                body.append(row.map { inlines($0, line: &rowLine) })
            }
            return .table(header: head, rows: body)
        case .thematicBreak:
            return .thematicBreak
        }
    }

    /// Converts inlines; `line` is the line the run starts on and advances past each line break.
    mutating func inlines(_ source: [MarkdownInline], line: inout Int) -> [Inline] {
        var out: [Inline] = []
        func append(_ inline: Inline) {
            if case .text(let next) = inline, case .text(let previous)? = out.last {
                out[out.count - 1] = .text(previous + next)
            } else {
                out.append(inline)
            }
        }
        for inline in source {
            switch inline {
            case .text(let s): append(.text(s))
            case .code(let s): append(.code(s))
            case .html(let s):
                warnRawHTML(s, line: line)
                append(.text(s))
                line += s.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            case .emphasis(let c): append(.emphasis(inlines(c, line: &line)))
            case .strong(let c): append(.strong(inlines(c, line: &line)))
            case .strikethrough(let c): append(.strikethrough(inlines(c, line: &line)))
            case .link(let destination, _, let c):
                let children = inlines(c, line: &line)
                if isUnsafe(destination) {
                    reportUnsafe(destination, line: line)
                    children.forEach(append)
                } else {
                    if PageLink.isInternal(destination) {
                        links.append(PageLink(destination: destination, location: place(of: destination, line: line)))
                    }
                    append(.link(destination: destination, children: children))
                }
            case .image(let source, _, let c):
                let alt = c.plainText
                if isUnsafe(source) {
                    reportUnsafe(source, line: line)
                    if !alt.isEmpty { append(.text(alt)) }
                } else {
                    append(.image(source: source, alt: alt))
                }
            case .softBreak:
                append(.text(" "))
                line += 1
            case .hardBreak:
                append(.lineBreak)
                line += 1
            }
        }
        return out
    }

    private mutating func warnRawHTML(_ html: String, line: Int) {
        let shown = html.count > 40 ? String(html.prefix(40)) + "…" : html
        diagnostics.append(.warning(
            "content.raw-html", "raw HTML `\(shown.replacing("\n", with: " "))` is shown as text",
            at: place(of: String(html.prefix { $0 != "\n" }), line: line),
            explanation: "the site never passes HTML from content through, so the markup appears literally",
            fix: "write it as markdown (emphasis, links, lists) or remove it"))
    }

    mutating func reportUnsafe(_ destination: String, line: Int) {
        let scheme = destination.split(separator: ":", maxSplits: 1).first.map { String($0).trimmingWhitespace } ?? destination
        diagnostics.append(.error(
            "link.unsafe-scheme", "link uses the unsafe scheme `\(scheme.lowercased()):`",
            at: place(of: destination, line: line),
            explanation: "`javascript:`, `data:` and `vbscript:` links can run code in a reader's browser; the link text is kept without the link",
            fix: "link to an https:// page or a relative .md page instead"))
    }

    /// Browsers ignore leading spaces, control characters and embedded tabs or newlines in a
    /// scheme, and compare schemes in ASCII without regard to case, so the check does too: every
    /// scalar up to space is dropped, and what is left must not start with one of the schemes.
    /// U+FFFD is dropped too: it stands for a control character the page had (see `PageText`),
    /// which a browser would have dropped, so the link is judged as its author wrote it.
    func isUnsafe(_ destination: String) -> Bool {
        Self.isUnsafe(destination)
    }

    static func isUnsafe(_ destination: String) -> Bool {
        let kept = destination.unicodeScalars.lazy.filter { $0.value > 0x20 && $0 != "\u{FFFD}" }
        return ["javascript:", "data:", "vbscript:"].contains { scheme in
            var rest = kept.makeIterator()
            return scheme.unicodeScalars.allSatisfy { wanted in
                guard let scalar = rest.next() else { return false }
                let folded = ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
                return folded == wanted
            }
        }
    }
}
