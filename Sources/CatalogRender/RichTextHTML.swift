import CatalogModel
import TemplateKit

/// Renders the model's rich text as HTML, escaping every string and filtering every link.
///
/// Content never carries raw HTML, so everything this emits is markup we wrote around escaped text.
struct RichTextHTML {
    var links: LinkResolver
    /// `""` on top-level pages, `"../"` one folder down.
    var root: String
    /// The content file the text comes from, for resolving `other.md` links.
    var file: String
    /// Headings inside prose sit below the page's own `h2`/`h3`, so their level is shifted.
    var headingFloor: Int = 3

    func inline(_ items: [Inline]) -> String {
        var out = OutputBytes(capacity: 128)
        appendInline(items, to: &out)
        return out.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    func blocks(_ items: [Block]) -> String {
        var out = OutputBytes(capacity: 512)
        appendBlocks(items, to: &out)
        return out.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    // Everything is appended to one buffer of bytes and made a string once: a rule's body was
    // first built from a temporary string per element, joined and joined again, for each of
    // 150,000 rules at 10,000 pages; then appended to one string, where each append of a tag
    // cost some 300 instructions against a few dozen here, and escaped text was made a string
    // of its own before it was appended.

    private func appendInline(_ items: [Inline], to out: inout OutputBytes) {
        for item in items { appendInline(item, to: &out) }
    }

    private func appendInline(_ item: Inline, to out: inout OutputBytes) {
        switch item {
        case .text(let s): HTMLEscaping.append(s, to: &out)
        case .code(let s): out.append("<code>"); HTMLEscaping.append(s, to: &out); out.append("</code>")
        case .emphasis(let c): out.append("<em>"); appendInline(c, to: &out); out.append("</em>")
        case .strong(let c): out.append("<strong>"); appendInline(c, to: &out); out.append("</strong>")
        case .strikethrough(let c): out.append("<del>"); appendInline(c, to: &out); out.append("</del>")
        case .lineBreak: out.append("<br>")
        case .link(let destination, let children):
            guard let href = links.hrefAllowingRuleScheme(destination, fromFile: file, root: root) else {
                // A page or rule link that lands nowhere (ingest warned of it) keeps its text,
                // marked, so that readers see a link is missing rather than a link that leads nowhere.
                let broken = links.isBroken(destination)
                if broken { out.append("<span class=\"broken-link\">") }
                if children.isEmpty { HTMLEscaping.append(destination, to: &out) } else { appendInline(children, to: &out) }
                if broken { out.append(" <small>(broken link)</small></span>") }
                return
            }
            out.append("<a href=\""); HTMLEscaping.append(href, to: &out); out.append("\">")
            if children.isEmpty { HTMLEscaping.append(destination, to: &out) } else { appendInline(children, to: &out) }
            out.append("</a>")
        case .image(let source, let alt):
            // A remote image would be an outside request; it becomes a link showing the alt text.
            guard let safe = HTML.safeDestination(source) else { HTMLEscaping.append(alt, to: &out); return }
            if HTML.scheme(of: safe) != nil || safe.hasPrefix("//") {
                let label = alt.isEmpty ? "Image" : alt
                out.append("<a href=\""); HTMLEscaping.append(safe, to: &out); out.append("\">"); HTMLEscaping.append(label, to: &out); out.append("</a>")
                return
            }
            HTMLEscaping.append(alt, to: &out)
        }
    }

    private func appendBlocks(_ items: [Block], to out: inout OutputBytes) {
        for (n, item) in items.enumerated() {
            if n > 0 { out.append("\n") }
            appendBlock(item, to: &out)
        }
    }

    private func appendBlock(_ item: Block, to out: inout OutputBytes) {
        switch item {
        case .paragraph(let i):
            out.append("<p>"); appendInline(i, to: &out); out.append("</p>")
        case .heading(let level, let i):
            let shifted = min(6, max(headingFloor, level + headingFloor - 1))
            out.append(utf8: "<h\(shifted)>"); appendInline(i, to: &out); out.append(utf8: "</h\(shifted)>")
        case .list(let ordered, let items):
            let tag = ordered ? "ol" : "ul"
            out.append(utf8: "<\(tag)>")
            for item in items {
                out.append("<li>"); appendListItem(item, to: &out); out.append("</li>")
            }
            out.append(utf8: "</\(tag)>")
        case .quote(let b):
            out.append("<blockquote>"); appendBlocks(b, to: &out); out.append("</blockquote>")
        case .code(let language, let text):
            out.append("<pre><code")
            if let language { out.append(" class=\"language-"); HTMLEscaping.append(language, to: &out); out.append("\"") }
            out.append(">"); HTMLEscaping.append(text, to: &out); out.append("</code></pre>")
        case .table(let header, let rows):
            out.append("<div class=\"table-wrap\"><table><thead><tr>")
            for cell in header {
                out.append("<th scope=\"col\">"); appendInline(cell, to: &out); out.append("</th>")
            }
            out.append("</tr></thead><tbody>")
            for row in rows {
                out.append("<tr>")
                for cell in row {
                    out.append("<td>"); appendInline(cell, to: &out); out.append("</td>")
                }
                out.append("</tr>")
            }
            out.append("</tbody></table></div>")
        case .thematicBreak:
            out.append("<hr>")
        }
    }

    /// A list item made of one paragraph reads better without the `<p>` wrapper.
    private func appendListItem(_ item: [Block], to out: inout OutputBytes) {
        if item.count == 1, case .paragraph(let i) = item[0] { appendInline(i, to: &out); return }
        appendBlocks(item, to: &out)
    }
}
