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
        items.map(inline).joined()
    }

    func inline(_ item: Inline) -> String {
        switch item {
        case .text(let s): return HTML.escape(s)
        case .code(let s): return "<code>" + HTML.escape(s) + "</code>"
        case .emphasis(let c): return "<em>" + inline(c) + "</em>"
        case .strong(let c): return "<strong>" + inline(c) + "</strong>"
        case .strikethrough(let c): return "<del>" + inline(c) + "</del>"
        case .lineBreak: return "<br>"
        case .link(let destination, let children):
            let label = children.isEmpty ? HTML.escape(destination) : inline(children)
            guard let href = links.hrefAllowingRuleScheme(destination, fromFile: file, root: root) else { return label }
            return "<a href=\"" + HTML.escape(href) + "\">" + label + "</a>"
        case .image(let source, let alt):
            // A remote image would be an outside request; it becomes a link showing the alt text.
            guard let safe = HTML.safeDestination(source) else { return HTML.escape(alt) }
            if HTML.scheme(of: safe) != nil || safe.hasPrefix("//") {
                let label = alt.isEmpty ? "Image" : alt
                return "<a href=\"" + HTML.escape(safe) + "\">" + HTML.escape(label) + "</a>"
            }
            return HTML.escape(alt)
        }
    }

    func blocks(_ items: [Block]) -> String {
        items.map(block).joined(separator: "\n")
    }

    func block(_ item: Block) -> String {
        switch item {
        case .paragraph(let i):
            return "<p>" + inline(i) + "</p>"
        case .heading(let level, let i):
            let shifted = min(6, max(headingFloor, level + headingFloor - 1))
            return "<h\(shifted)>" + inline(i) + "</h\(shifted)>"
        case .list(let ordered, let items):
            let tag = ordered ? "ol" : "ul"
            return "<\(tag)>" + items.map { "<li>" + listItem($0) + "</li>" }.joined() + "</\(tag)>"
        case .quote(let b):
            return "<blockquote>" + blocks(b) + "</blockquote>"
        case .code(let language, let text):
            let cls = language.map { " class=\"language-" + HTML.escape($0) + "\"" } ?? ""
            return "<pre><code\(cls)>" + HTML.escape(text) + "</code></pre>"
        case .table(let header, let rows):
            var out = "<div class=\"table-wrap\"><table><thead><tr>"
            out += header.map { "<th scope=\"col\">" + inline($0) + "</th>" }.joined()
            out += "</tr></thead><tbody>"
            for row in rows {
                out += "<tr>" + row.map { "<td>" + inline($0) + "</td>" }.joined() + "</tr>"
            }
            return out + "</tbody></table></div>"
        case .thematicBreak:
            return "<hr>"
        }
    }

    /// A list item made of one paragraph reads better without the `<p>` wrapper.
    private func listItem(_ item: [Block]) -> String {
        if item.count == 1, case .paragraph(let i) = item[0] { return inline(i) }
        return blocks(item)
    }
}
