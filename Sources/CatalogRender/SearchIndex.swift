import CatalogModel

/// The static search index: every component, rule and example with a precomputed term → postings
/// map, written as `assets/search-index.js` that assigns a global, so it loads from `file://` too.
///
/// Layout (read by `templates/assets/search.js`):
/// - `docs`: `[kind, title, href, componentIndex, strength, platforms, context]`; `kind` is `c`
///   (component), `r` (rule) or `e` (example); `platforms` is space-separated ids, empty for all;
///   `href` is relative to the site root.
/// - `components`: `[id, title]`, `platforms`: `[id, name]`, for the filters.
/// - `terms`: sorted (UTF-16 order, as JavaScript compares) so a prefix is a binary search away;
///   `postings[i]` lists `doc * 2 + (1 when the term is in the title or lead sentence)`.
struct SearchIndex {
    struct Document {
        var kind: String
        var title: String
        var href: String
        var component: Int
        var strength: String
        var platforms: [String]
        var context: String
        var body: String
    }

    /// Context shown under a result; long enough to show a match, short enough to keep the index small.
    static let contextLength = 160

    static func build(_ catalog: Catalog, builder: PageBuilder, parallel: Bool = true) -> [UInt8] {
        let components = catalog.components
        let componentIndex = Dictionary(components.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var docs: [Document] = []
        for (n, c) in components.enumerated() {
            docs.append(Document(kind: "c", title: c.title, href: LinkResolver.componentHref(c.id, root: ""),
                                 component: n, strength: "", platforms: [], context: c.abstract.plainText,
                                 body: c.abstract.plainText + " " + c.overview.plainText))
            for r in c.rules {
                let body = r.bodyText
                docs.append(Document(kind: "r", title: r.leadText, href: LinkResolver.componentHref(c.id, root: "", fragment: r.id),
                                     component: n, strength: r.strength.rawValue, platforms: r.platforms.sorted(),
                                     context: body, body: body))
            }
        }
        for e in catalog.examples.sorted(by: { $0.id < $1.id }) {
            // The example itself, not the rule it checks: a reader who searched for words in an
            // example's title lands on that example.
            let href = builder.exampleHref(e, root: "")
            let steps = e.lines.map(\.text).joined(separator: " · ")
            docs.append(Document(kind: "e", title: e.title ?? e.id, href: href,
                                 component: componentIndex[e.componentID] ?? -1, strength: "", platforms: [],
                                 context: steps, body: steps))
        }

        // Tokenising is most of the work and each document's terms are independent.
        let allDocs = docs
        let termsByDoc = ParallelWork.map(allDocs.count, parallel: parallel) { d -> (title: [String], body: [String]) in
            let titleTerms = Set(SearchText.indexTerms(allDocs[d].title))
            let bodyTerms = Set(SearchText.indexTerms(allDocs[d].body)).subtracting(titleTerms)
            return (Array(titleTerms), Array(bodyTerms))
        }
        // Documents are visited in order and a term is in a document's title or its body, never
        // both, so every posting list comes out ascending without a sort.
        var postings: [String: [Int]] = [:]
        for (d, terms) in termsByDoc.enumerated() {
            for t in terms.title { postings[t, default: []].append(d * 2 + 1) }
            for t in terms.body { postings[t, default: []].append(d * 2) }
        }
        let sortedPostings = postings.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }

        // Written straight to bytes rather than through `JSONValue`: at 10,000 pages the index
        // holds millions of postings, and a tree node for each was most of its cost. The bytes
        // are what `JSONValue.compact()` would give: keys in sorted order, the same escaping.
        var out: [UInt8] = []
        out.reserveCapacity(docs.count * 200 + termsByDoc.count * 64)
        func string(_ s: String) { JSONValue.quote(s, into: &out) }
        func int(_ i: Int) { JSONValue.digits(i, into: &out) }
        func list<T>(_ items: [T], _ write: (T) -> Void) {
            out.append(UInt8(ascii: "["))
            for (n, item) in items.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                write(item)
            }
            out.append(UInt8(ascii: "]"))
        }
        func key(_ name: String) {
            out.append(contentsOf: "\"\(name)\":".utf8)
        }
        out.append(contentsOf: "window.SHEETCAT_SEARCH={".utf8)
        key("components")
        list(components) { c in list([c.id, c.title], string) }
        out.append(UInt8(ascii: ","))
        key("docs")
        list(docs) { d in
            out.append(UInt8(ascii: "["))
            string(d.kind); out.append(UInt8(ascii: ","))
            string(d.title); out.append(UInt8(ascii: ","))
            string(d.href); out.append(UInt8(ascii: ","))
            int(d.component); out.append(UInt8(ascii: ","))
            string(d.strength); out.append(UInt8(ascii: ","))
            string(d.platforms.joined(separator: " ")); out.append(UInt8(ascii: ","))
            string(Self.clip(d.context))
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: ","))
        key("platforms")
        list(catalog.platforms.sorted()) { p in list([p.id, p.name], string) }
        out.append(UInt8(ascii: ","))
        key("postings")
        list(sortedPostings) { list($0.value, int) }
        out.append(UInt8(ascii: ","))
        key("terms")
        list(sortedPostings) { string($0.key) }
        out.append(UInt8(ascii: ","))
        key("v")
        int(1)
        // JSON escaping covers `<`, `>` and `&`, so no text can close the script or open a comment.
        out.append(contentsOf: "};\n".utf8)
        return out
    }

    /// Cuts at a word boundary near `contextLength`.
    static func clip(_ text: String) -> String {
        var text = text
        if let ascii = text.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? asciiClip(bytes) : nil }) {
            return ascii
        }
        let flat = text.split(whereSeparator: { $0 == "\n" || $0 == " " }).joined(separator: " ")
        guard flat.count > contextLength else { return flat }
        var cut = String(flat.prefix(contextLength))
        if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
        return cut + " …"
    }

    /// `clip` for ASCII text, where a byte is a character: one pass that collapses spaces and
    /// newlines and stops once past the limit. Every rule and example passes through here.
    private static func asciiClip(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var flat: [UInt8] = []
        flat.reserveCapacity(min(bytes.count, contextLength + 1))
        var pendingSpace = false
        for byte in bytes {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                pendingSpace = !flat.isEmpty
                continue
            }
            if pendingSpace { flat.append(UInt8(ascii: " ")); pendingSpace = false }
            flat.append(byte)
            if flat.count > contextLength { break }
        }
        guard flat.count > contextLength else { return String(decoding: flat, as: UTF8.self) }
        var cut = flat[..<contextLength]
        if let space = cut.lastIndex(of: UInt8(ascii: " ")) { cut = cut[..<space] }
        return String(decoding: cut, as: UTF8.self) + " …"
    }
}
