import CatalogModel
import TemplateKit
import Parallel

/// The static search index, in three kinds of file, each a script that sets a global, so they
/// load from `file://` too (`fetch` cannot read local files):
///
/// - `assets/search-index.js`, the core: the terms, and what filtering needs for every
///   document. A search loads it once, on first use.
/// - `assets/search-postings/N.<tag>.js`, the posting lists of a run of consecutive terms. A
///   query loads the shards of the terms it matches.
/// - `assets/search-docs/N.<tag>.js`, what a result shows (title, link, context) for
///   `docShardSize` consecutive documents. Only the shards of the results on screen are loaded.
///
/// At 10,000 pages the index is about 60 MB, and loading all of it before the first result took
/// a second and a half; the core is 1.6 MB. A shard's tag changes with its bytes.
///
/// The core (read by `templates/assets/search.js`), `window.SHEETCAT_SEARCH`:
/// - `count`: the number of documents. Documents are numbered in catalog order: each component,
///   then its rules, and the examples by id after all components.
/// - `facets`: four numbers per document, `kind, componentIndex + 1, strength, platformSet`, as
///   one string of packed numbers (below). `kind` is 0 (component), 1 (rule) or 2 (example);
///   `componentIndex` is -1 for an example of no component; `strength` and `platformSet` index
///   `strengths` and `platformSets` (space-separated platform ids, `""` for all).
/// - `components`: `[id, title]`, `platforms`: `[id, name]`, for the filters.
/// - `terms`: sorted (UTF-16 order, as JavaScript compares) so a prefix is a binary search away.
/// - `postingShards`: the index in `terms` of each posting shard's first term, ascending.
/// - `shardTags`: `docs` and `postings`, each shard's tag, in order: shard `N` of the documents
///   is `assets/search-docs/N.<tag>.js` (see ``contentTag(_:)``).
/// - `docShardSize`, and `v`: 3 since the index is in shards.
///
/// Posting shard `N` adds to `window.SHEETCAT_SEARCH_POSTINGS[N]` the lists of its terms, in
/// order, each a string of packed numbers: the documents a term is in, ascending, each written as
/// `(doc − previous doc) * 2 + (1 when the term is in the title or lead sentence)`, the first
/// counted from 0 (written as whole document numbers, postings were over 40% of the index).
/// Document shard `N` adds its entries, `[title, href, context]` with `href` relative to the
/// site root, to `window.SHEETCAT_SEARCH_DOCS[N]`.
///
/// Packed numbers (``PackedNumbers``): each number in base 32, lowest digit first, one
/// character a digit; the last digit of a number is one of `0-9A-V`, any other one of
/// `W-Za-z-_`. A browser reads a string in a fraction of the time it takes to read an array
/// of numbers written out, and a posting takes one or two characters instead of three or four.
struct SearchIndex {
    struct Document {
        var kind: Kind
        var title: String
        var href: String
        var component: Int
        var strength: String
        /// The platform ids, sorted and joined by spaces, as the entry shows them; empty for all.
        var platforms: String
        var text: Text
    }

    enum Kind: Int {
        /// `page` is a row of a page made from the core model (`equivalents.html`).
        case component = 0, rule, example, page
    }

    /// A document by its place in the catalog.
    enum DocumentRef {
        case component(Int)
        case rule(component: Int, rule: Int)
        /// By position in `catalog.examples`.
        case example(Int)
        /// By position in the equivalents page's rows.
        case equivalent(Int)
    }

    /// A document's searchable text and the context its entry shows.
    enum Text {
        /// Searched `body`, shown `context` (a component shows its abstract, and is found by its
        /// overview too; a rule shows the body it is found by).
        case given(body: String, context: String)
        /// An example's steps, searched one by one and shown joined by ` · `. The joined text is
        /// not ASCII, and the general tokeniser was most of the index's cost on examples; the
        /// dot is no word character, so its terms are the steps' terms.
        case steps([String], shown: String)
    }

    /// Context shown under a result; long enough to show a match, short enough to keep the index small.
    static let contextLength = 160
    /// What a context cut at `contextLength` ends with, however it was cut.
    static let clipMark = " …"

    static let corePath = "assets/search-index.js"
    /// Documents per shard. A page of 20 results from all over a large catalog loads at most 20
    /// shards, about 75 KB each at this size; larger shards cost more to read per result shown,
    /// smaller ones put thousands of files in a large site.
    static let docShardSize = 256
    /// Postings per posting shard, about 100 KB. A term with more has a shard of its own.
    static let postingShardSize = 32 * 1024

    /// A shard's file is named by its number and a tag of its bytes (``contentTag(_:)``).
    static func docShardPath(_ n: Int, tag: String) -> String { "assets/search-docs/\(n).\(tag).js" }
    static func postingShardPath(_ n: Int, tag: String) -> String { "assets/search-postings/\(n).\(tag).js" }

    /// Eight hex digits that change with a shard's bytes, for its file name. A page asks for the
    /// shards its core names, so a core cached from an earlier publication of the site finds
    /// its shards gone (and says so) instead of reading another build's shards as its own,
    /// whose document numbers mean other documents. Word at a time, with a final mix, since
    /// every byte of the index goes through it.
    static func contentTag(_ bytes: [UInt8]) -> String { bytes.withUnsafeBufferPointer(contentTag) }

    static func contentTag(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var at = 0
        while at + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            at += 8
        }
        while at < raw.count {
            hash = (hash ^ UInt64(raw[at])) &* 0x0000_0100_0000_01B3
            at += 1
        }
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        let text = String(UInt32(truncatingIfNeeded: hash), radix: 16)
        return String(repeating: "0", count: 8 - text.count) + text
    }

    /// Every file of the index, whole: the core first, then the document shards in order, then
    /// the posting shards in order.
    static func build(_ catalog: Catalog, builder: PageBuilder, parallel: Bool = true,
                      docShardSize: Int = docShardSize, postingShardSize: Int = postingShardSize) -> [OutputFile] {
        var core: [[UInt8]] = []
        var shards: [OutputFile] = []
        write(catalog, builder: builder, parallel: parallel, docShardSize: docShardSize, postingShardSize: postingShardSize,
              core: { core.append(Array($0)) }, shard: { shards.append(OutputFile(path: $0, bytes: Array($1))) })
        return [OutputFile(path: corePath, parts: core)] + shards
    }

    /// Makes the index and hands it over as it goes, so that a build writes it out while it makes
    /// the rest: the core's bytes part by part to `core`, and each shard, whole, to `shard` with
    /// its path. The documents' facets and shards go out run by run; only the posting lists are
    /// held until the end.
    static func write(_ catalog: Catalog, builder: PageBuilder, parallel: Bool = true,
                      docShardSize: Int = docShardSize, postingShardSize: Int = postingShardSize,
                      core emit: (UnsafeBufferPointer<UInt8>) -> Void,
                      shard: (_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Void) {
        func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer(emit) }
        let components = catalog.components
        let componentIndex = Dictionary(components.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        // Documents by position only: each run makes its documents' titles, links and texts as
        // it writes them, and lets them go. Made all at once up front, at 10,000 pages they were
        // about 90 MB held while the rest of the site rendered, and one core's work.
        var refs: [DocumentRef] = []
        refs.reserveCapacity(components.count + catalog.ruleCount + catalog.examples.count)
        for n in components.indices {
            refs.append(.component(n))
            for k in 0..<components[n].rules.count { refs.append(.rule(component: n, rule: k)) }
        }
        for e in catalog.examples.indices.sorted(by: { catalog.examples[$0].id < catalog.examples[$1].id }) {
            refs.append(.example(e))
        }
        // The equivalents page's rows after the examples: a reader who searches for
        // "bottom sheet" or "showModal" lands on the row that names it.
        let equivalents = builder.options.hasEquivalentsPage ? PageBuilder.equivalentRows(on: builder.modelledPlatforms) : []
        for n in equivalents.indices { refs.append(.equivalent(n)) }
        @Sendable func document(_ ref: DocumentRef) -> Document {
            switch ref {
            case .component(let n):
                let id = components[n].id
                let abstract = components[n].abstract.plainText
                return Document(kind: .component, title: components[n].title, href: LinkResolver.componentHref(id, root: ""),
                                component: n, strength: "", platforms: "",
                                text: .given(body: abstract + " " + components[n].overview.plainText, context: abstract))
            case .rule(let n, let k):
                let id = components[n].id
                // Through a buffer pointer: reading `rules[k]` of an array copied the whole rule.
                return components[n].rules.withUnsafeBufferPointer { rules in
                    let body = rules[k].bodyText
                    return Document(kind: .rule, title: rules[k].leadText, href: LinkResolver.componentHref(id, root: "", fragment: rules[k].id),
                                    component: n, strength: rules[k].strength.rawValue,
                                    platforms: rules[k].platforms.isEmpty ? "" : rules[k].platforms.sorted().joined(separator: " "),
                                    text: .given(body: body, context: body))
                }
            case .example(let e):
                // The example itself, not the rule it checks: a reader who searched for words in
                // an example's title lands on that example.
                let example = catalog.examples[e]
                let steps = example.lines.map(\.text)
                return Document(kind: .example, title: example.title ?? example.id, href: builder.exampleHref(example, root: ""),
                                component: componentIndex[example.componentID] ?? -1, strength: "", platforms: "",
                                text: .steps(steps, shown: steps.joined(separator: " · ")))
            case .equivalent(let n):
                let row = equivalents[n]
                let answers = row.sides.flatMap { side in PageBuilder.equivalentAspects.compactMap { id in side.summary.cells.first { $0.id == id }?.cell.text } }
                return Document(kind: .page, title: builder.strings["equivalents"] + ": " + row.title,
                                href: "equivalents.html#" + row.anchor, component: -1, strength: "", platforms: "",
                                text: .given(body: row.namesLine + " " + answers.joined(separator: " "), context: row.namesLine))
            }
        }

        // Tokenising is most of the work, and documents are independent: each run of documents
        // gets posting lists of its own on some core, and writes its documents' shards, context
        // clipped; the runs are joined in order. A term gets one posting per document.
        //
        // Written straight to bytes, keys in sorted order: at 10,000 pages the index holds
        // millions of postings, and the core and shards are streamed out as they are made.
        // Long runs: every term of a run is merged into the index by its text, one dictionary
        // update per term and run, on one core; fewer, longer runs repeat fewer terms. A run is
        // a whole number of shards.
        let runLength = 8 * docShardSize
        var head: [UInt8] = Array("window.SHEETCAT_SEARCH={\"components\":[".utf8)
        writePairs(components.map { ($0.id, $0.title) }, into: &head)
        head.append(contentsOf: "],\"count\":\(refs.count),\"docShardSize\":\(docShardSize),\"facets\":\"".utf8)
        append(head)

        // Runs are joined in document order, so every posting list comes out ascending. Each
        // run's facets and shards go out and its lists are let go once joined, a few runs at a
        // time. Strengths and platform sets are numbered as the runs are joined, so the numbers
        // are the same whatever core made a run.
        var postings: [String: PackedPostings] = [:]
        var strengths = FacetValues(), platformSets = FacetValues()
        var docTags: [String] = []
        let documents = refs
        let runCount = (documents.count + runLength - 1) / runLength
        typealias Facets = (kind: Kind, component: Int, strength: String, platforms: String)
        ParallelWork.inOrder(runCount, parallel: parallel, window: ParallelWork.windowInsidePageJobs, make: { run -> (terms: [String], lists: [[Int32]], facets: [Facets], shards: [(Int, String, WrittenRun)]) in
            var numbering = TermNumbering()
            var lists = PostingLists()
            var facets: [Facets] = []
            var shards: [(Int, String, WrittenRun)] = []
            var out = OutputBytes(capacity: 128 * 1024)
            let range = run * runLength..<min(documents.count, (run + 1) * runLength)
            facets.reserveCapacity(range.count)
            for d in range {
                let doc = document(documents[d])
                let body: [String], context: String
                switch doc.text {
                case .given(let b, let c): body = [b]; context = c
                case .steps(let lines, let shown): body = lines; context = shown
                }
                facets.append((doc.kind, doc.component, doc.strength, doc.platforms))
                if d % docShardSize == 0 {
                    out.append("(window.SHEETCAT_SEARCH_DOCS=window.SHEETCAT_SEARCH_DOCS||{})[")
                    out.append(decimal: d / docShardSize)
                    out.append("]=[[")
                } else {
                    out.append(",[")
                }
                JSONValue.quote(doc.title, into: &out); out.append(UInt8(ascii: ","))
                JSONValue.quote(doc.href, into: &out); out.append(UInt8(ascii: ","))
                JSONValue.quote(clip(context), into: &out)
                out.append(UInt8(ascii: "]"))
                if d % docShardSize == docShardSize - 1 || d == range.upperBound - 1 {
                    out.append("];\n")
                    let written = WrittenRun(out)
                    shards.append((d / docShardSize, written.withBytes(contentTag), written))
                    out = OutputBytes(capacity: 128 * 1024)
                }

                // Title terms first: a term in both is filed once, as a title term.
                let title = Int32(d * 2 + 1), text = Int32(d * 2)
                numbering.collectTermNumbers(in: doc.title)
                lists.file(numbering.found, posting: title, document: d)
                for part in body {
                    numbering.collectTermNumbers(in: part)
                    lists.file(numbering.found, posting: text, document: d)
                }
            }
            // The run's terms and lists side by side, by the run's own numbers: a dictionary
            // made here hashed every term once more than the merge below needs.
            return (numbering.terms, lists.lists, facets, shards)
        }, consume: { run in
            for (term, list) in zip(run.terms, run.lists) { postings[term, default: PackedPostings()].append(list) }
            var out = OutputBytes(capacity: run.facets.count * 8)
            for facet in run.facets {
                PackedNumbers.append(facet.kind.rawValue, to: &out)
                PackedNumbers.append(facet.component + 1, to: &out)
                PackedNumbers.append(strengths.number(facet.strength), to: &out)
                PackedNumbers.append(platformSets.number(facet.platforms), to: &out)
            }
            out.withBytes(emit)
            for (number, tag, written) in run.shards {
                docTags.append(tag)
                written.withBytes { shard(docShardPath(number, tag: tag), $0) }
            }
        })
        let sortedPostings = postings.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
        postings = [:]

        // Consecutive terms share a shard until it holds `postingShardSize` postings.
        var shardStarts: [Int] = []
        var inShard = 0
        for (n, entry) in sortedPostings.enumerated() {
            if n == 0 || inShard > 0 && inShard + entry.value.count > postingShardSize {
                shardStarts.append(n)
                inShard = 0
            }
            inShard += entry.value.count
        }
        // The posting shards before the rest of the core, which names them.
        let starts = shardStarts
        var postingTags: [String] = []
        ParallelWork.inOrder(starts.count, parallel: parallel, window: ParallelWork.windowInsidePageJobs, make: { k -> (String, WrittenRun) in
            let terms = starts[k]..<(k + 1 < starts.count ? starts[k + 1] : sortedPostings.count)
            // Room for every list up front: growing the buffer copied it into fresh memory.
            var out = OutputBytes(capacity: 80 + terms.reduce(0) { $0 + 3 + sortedPostings[$1].value.bytes.count })
            out.append("(window.SHEETCAT_SEARCH_POSTINGS=window.SHEETCAT_SEARCH_POSTINGS||{})[")
            out.append(decimal: k)
            out.append("]=[")
            for n in terms {
                out.append(n > terms.lowerBound ? ",\"" : "\"")
                out.append(sortedPostings[n].value.bytes)
                out.append(UInt8(ascii: "\""))
            }
            out.append("];\n")
            let written = WrittenRun(out)
            return (written.withBytes(contentTag), written)
        }, consume: { tag, run in
            run.withBytes { shard(postingShardPath(postingTags.count, tag: tag), $0) }
            postingTags.append(tag)
        })

        var middle: [UInt8] = Array("\",\"platformSets\":[".utf8)
        writeList(platformSets.values, into: &middle)
        middle.append(contentsOf: "],\"platforms\":[".utf8)
        writePairs(catalog.platforms.sorted().map { ($0.id, $0.name) }, into: &middle)
        middle.append(contentsOf: "],\"postingShards\":[".utf8)
        for (k, start) in shardStarts.enumerated() {
            if k > 0 { middle.append(UInt8(ascii: ",")) }
            middle.append(contentsOf: String(start).utf8)
        }
        middle.append(contentsOf: "],\"shardTags\":{\"docs\":[".utf8)
        writeList(docTags, into: &middle)
        middle.append(contentsOf: "],\"postings\":[".utf8)
        writeList(postingTags, into: &middle)
        middle.append(contentsOf: "]},\"strengths\":[".utf8)
        writeList(strengths.values, into: &middle)
        middle.append(contentsOf: "],\"terms\":[".utf8)
        append(middle)
        var terms: [UInt8] = []
        for (n, entry) in sortedPostings.enumerated() {
            if n > 0 { terms.append(UInt8(ascii: ",")) }
            JSONValue.quote(entry.key, into: &terms)
        }
        // JSON escaping covers `<`, `>` and `&`, so no text can close the script or open a comment.
        terms.append(contentsOf: "],\"v\":3};\n".utf8)
        append(terms)
    }

    /// `"a","b",…`: the strengths and platform sets that facets number.
    private static func writeList(_ values: [String], into out: inout [UInt8]) {
        for (n, value) in values.enumerated() {
            if n > 0 { out.append(UInt8(ascii: ",")) }
            JSONValue.quote(value, into: &out)
        }
    }

    /// `["id","name"],…`: the components and platforms the filters list.
    private static func writePairs(_ pairs: [(String, String)], into out: inout [UInt8]) {
        for (n, pair) in pairs.enumerated() {
            out.append(contentsOf: n > 0 ? ",[".utf8 : "[".utf8)
            JSONValue.quote(pair.0, into: &out)
            out.append(UInt8(ascii: ","))
            JSONValue.quote(pair.1, into: &out)
            out.append(UInt8(ascii: "]"))
        }
    }

    /// Cuts at a word boundary near `contextLength` (counted in Unicode scalars), runs of spaces
    /// and line breaks made one space. One pass over the UTF-8 bytes that stops a scalar past the
    /// limit: a space and a line feed are single bytes that are never part of another scalar,
    /// and every scalar starts at a byte that is not a continuation byte. Read character by
    /// character, the clip took a third of a 1,000-page build.
    static func clip(_ text: String) -> String {
        var flat: [UInt8] = []
        flat.reserveCapacity(min(text.utf8.count, 4 * contextLength + 4))
        var scalars = 0
        var pendingSpace = false
        var overflow = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                pendingSpace = !flat.isEmpty
                continue
            }
            if byte & 0xC0 != 0x80 {
                // A scalar starts: the space before it, if any, then the scalar itself.
                if pendingSpace {
                    guard scalars < contextLength else { overflow = true; break }
                    flat.append(UInt8(ascii: " "))
                    scalars += 1
                    pendingSpace = false
                }
                guard scalars < contextLength else { overflow = true; break }
                scalars += 1
            }
            flat.append(byte)
        }
        guard overflow else { return String(decoding: flat, as: UTF8.self) }
        let end = flat.lastIndex(of: UInt8(ascii: " ")) ?? flat.count
        return String(decoding: flat[..<end], as: UTF8.self) + clipMark
    }
}

/// Whole numbers (zero and up) as characters that need no escaping in JSON or HTML: base 32,
/// lowest digit first, the last digit of each number from one set of 32 characters and the others
/// from another, so numbers need no separator. Read back by `unpack` in search.js.
enum PackedNumbers {
    static let lastDigits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUV".utf8)
    static let otherDigits = Array("WXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    static func append<Sink: ByteSink & ~Copyable>(_ value: Int, to out: inout Sink) {
        precondition(value >= 0)
        var rest = value
        while rest >= 32 {
            out.append(otherDigits[rest & 31])
            rest >>= 5
        }
        out.append(lastDigits[rest])
    }

    /// The numbers a packed string holds (for tests; the browser reads them).
    static func unpack(_ text: String) -> [Int]? {
        var numbers: [Int] = []
        var value = 0, shift = 0
        for byte in text.utf8 {
            if let digit = lastDigits.firstIndex(of: byte) {
                numbers.append(value | digit << shift)
                value = 0
                shift = 0
            } else if let digit = otherDigits.firstIndex(of: byte) {
                value |= digit << shift
                shift += 5
            } else {
                return nil
            }
        }
        return shift == 0 ? numbers : nil
    }
}

/// The distinct values of one facet (strengths, platform sets), numbered as first met; the
/// empty value, which most documents have, is always 0.
private struct FacetValues {
    private(set) var values = [""]
    private var numbers = ["": 0]

    mutating func number(_ value: String) -> Int {
        if let n = numbers[value] { return n }
        numbers[value] = values.count
        values.append(value)
        return values.count - 1
    }
}

/// A term's posting list as the posting shard writes it, packed as the runs are joined: each
/// posting as its document's distance from the one before, doubled, plus 1 for a title term
/// (lists ascend, so the numbers stay small: a third of the bytes of whole document numbers).
/// Kept as whole `Int32`s until the end, the lists added 30 MB of fresh memory to the peak of a
/// 10,000-page build.
private struct PackedPostings {
    private(set) var bytes: [UInt8] = []
    /// How many postings `bytes` holds, for cutting the shards.
    private(set) var count = 0
    private var previousDocument = 0

    /// Appends postings of later documents than any before, ascending (`document * 2 + title`).
    mutating func append(_ postings: [Int32]) {
        for posting in postings {
            let document = Int(posting >> 1)
            PackedNumbers.append((document - previousDocument) << 1 | Int(posting & 1), to: &bytes)
            previousDocument = document
        }
        count += postings.count
    }
}

/// The posting lists of one run of documents, by term number: filing a term is an index, into its
/// list and into the last document filed under it, so a term gets one posting per document.
private struct PostingLists {
    var lists: [[Int32]] = []
    private var lastDocument: [Int] = []

    mutating func file(_ terms: [Int32], posting: Int32, document: Int) {
        for term in terms {
            let n = Int(term)
            if n == lists.count {
                lists.append([posting])
                lastDocument.append(document)
            } else if lastDocument[n] != document {
                lastDocument[n] = document
                lists[n].append(posting)
            }
        }
    }
}
