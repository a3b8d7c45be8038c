import CatalogModel

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
        var out = ""
        appendInline(items, to: &out)
        return out
    }

    func blocks(_ items: [Block]) -> String {
        var out = ""
        appendBlocks(items, to: &out)
        return out
    }

    // Everything is appended to one string: a rule's body was otherwise built from a temporary
    // string per element, joined and joined again, for each of 150,000 rules at 10,000 pages.

    private func appendInline(_ items: [Inline], to out: inout String) {
        for item in items { appendInline(item, to: &out) }
    }

    private func appendInline(_ item: Inline, to out: inout String) {
        switch item {
        case .text(let s): out += HTML.escape(s)
        case .code(let s): out += "<code>"; out += HTML.escape(s); out += "</code>"
        case .emphasis(let c): out += "<em>"; appendInline(c, to: &out); out += "</em>"
        case .strong(let c): out += "<strong>"; appendInline(c, to: &out); out += "</strong>"
        case .strikethrough(let c): out += "<del>"; appendInline(c, to: &out); out += "</del>"
        case .lineBreak: out += "<br>"
        case .link(let destination, let children):
            guard let href = links.hrefAllowingRuleScheme(destination, fromFile: file, root: root) else {
                if children.isEmpty { out += HTML.escape(destination) } else { appendInline(children, to: &out) }
                return
            }
            out += "<a href=\""; out += HTML.escape(href); out += "\">"
            if children.isEmpty { out += HTML.escape(destination) } else { appendInline(children, to: &out) }
            out += "</a>"
        case .image(let source, let alt):
            // A remote image would be an outside request; it becomes a link showing the alt text.
            guard let safe = HTML.safeDestination(source) else { out += HTML.escape(alt); return }
            if HTML.scheme(of: safe) != nil || safe.hasPrefix("//") {
                let label = alt.isEmpty ? "Image" : alt
                out += "<a href=\""; out += HTML.escape(safe); out += "\">"; out += HTML.escape(label); out += "</a>"
                return
            }
            out += HTML.escape(alt)
        }
    }

    private func appendBlocks(_ items: [Block], to out: inout String) {
        for (n, item) in items.enumerated() {
            if n > 0 { out += "\n" }
            appendBlock(item, to: &out)
        }
    }

    private func appendBlock(_ item: Block, to out: inout String) {
        switch item {
        case .paragraph(let i):
            out += "<p>"; appendInline(i, to: &out); out += "</p>"
        case .heading(let level, let i):
            let shifted = min(6, max(headingFloor, level + headingFloor - 1))
            out += "<h\(shifted)>"; appendInline(i, to: &out); out += "</h\(shifted)>"
        case .list(let ordered, let items):
            let tag = ordered ? "ol" : "ul"
            out += "<\(tag)>"
            for item in items {
                out += "<li>"; appendListItem(item, to: &out); out += "</li>"
            }
            out += "</\(tag)>"
        case .quote(let b):
            out += "<blockquote>"; appendBlocks(b, to: &out); out += "</blockquote>"
        case .code(let language, let text):
            out += "<pre><code"
            if let language { out += " class=\"language-"; out += HTML.escape(language); out += "\"" }
            out += ">"; out += HTML.escape(text); out += "</code></pre>"
        case .table(let header, let rows):
            out += "<div class=\"table-wrap\"><table><thead><tr>"
            for cell in header {
                out += "<th scope=\"col\">"; appendInline(cell, to: &out); out += "</th>"
            }
            out += "</tr></thead><tbody>"
            for row in rows {
                out += "<tr>"
                for cell in row {
                    out += "<td>"; appendInline(cell, to: &out); out += "</td>"
                }
                out += "</tr>"
            }
            out += "</tbody></table></div>"
        case .thematicBreak:
            out += "<hr>"
        }
    }

    /// A list item made of one paragraph reads better without the `<p>` wrapper.
    private func appendListItem(_ item: [Block], to out: inout String) {
        if item.count == 1, case .paragraph(let i) = item[0] { appendInline(i, to: &out); return }
        appendBlocks(item, to: &out)
    }
}
