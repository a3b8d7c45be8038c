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
                docs.append(Document(kind: "r", title: r.leadText, href: LinkResolver.componentHref(c.id, root: "", fragment: r.id),
                                     component: n, strength: r.strength.rawValue, platforms: r.platforms.sorted(),
                                     context: r.bodyText, body: r.bodyText))
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
            let titleTerms = Set(SearchText.terms(allDocs[d].title))
            let bodyTerms = Set(SearchText.terms(allDocs[d].body)).subtracting(titleTerms)
            return (Array(titleTerms), Array(bodyTerms))
        }
        var postings: [String: [Int]] = [:]
        for (d, terms) in termsByDoc.enumerated() {
            for t in terms.title { postings[t, default: []].append(d * 2 + 1) }
            for t in terms.body { postings[t, default: []].append(d * 2) }
        }
        let terms = postings.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }

        let value = JSONValue.object([
            "v": .int(1),
            "docs": .array(docs.map { d in
                .array([.string(d.kind), .string(d.title), .string(d.href), .int(d.component), .string(d.strength),
                        .string(d.platforms.joined(separator: " ")), .string(Self.clip(d.context))])
            }),
            "components": .array(components.map { .array([.string($0.id), .string($0.title)]) }),
            "platforms": .array(catalog.platforms.sorted().map { .array([.string($0.id), .string($0.name)]) }),
            "terms": .strings(terms),
            "postings": .array(terms.map { t in .array(postings[t]!.sorted().map(JSONValue.int)) }),
        ])
        // JSONValue escapes `<`, `>` and `&`, so no text can close the script or open a comment.
        return Array("window.SHEETCAT_SEARCH=".utf8) + value.compactBytes() + Array(";\n".utf8)
    }

    /// Cuts at a word boundary near `contextLength`.
    static func clip(_ text: String) -> String {
        let flat = text.split(whereSeparator: { $0 == "\n" || $0 == " " }).joined(separator: " ")
        guard flat.count > contextLength else { return flat }
        var cut = String(flat.prefix(contextLength))
        if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
        return cut + " …"
    }
}
