import CCmarkArena
import CCmarkGFM
import Foundation

/// Parses GitHub-flavoured markdown into ``MarkdownDocument`` values.
///
/// This file is the only place that talks to cmark-gfm: each call makes its own parser, converts
/// the whole tree into Swift values and lets every C object go before returning. Calls from several
/// threads at once are safe, and most run in parallel (see `registration`).
/// Raw HTML is never rendered here; it comes back as its own node kind for the caller to judge.
public enum MarkdownParser {
    /// GitHub's extensions, in the order they are attached. `tagfilter` only matters to cmark's
    /// HTML renderer, but attaching it keeps the dialect identical to GitHub's.
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter"]

    /// The extensions whose trigger characters only start a match (see `registration`).
    private static let matchingExtensionNames = extensionNames.filter { $0 != "strikethrough" }

    /// Registers the core extensions, exactly once; a lazily initialised static is the one-time
    /// guard Swift gives us for free. It also works around a race in cmark-gfm.
    ///
    /// cmark-gfm 0.29 keeps the characters that can start inline syntax in one array for the whole
    /// process. Each parse adds its extensions' characters (`:` and `w` for autolinks, `~` for
    /// strikethrough) when it starts on inlines and clears them when it is done, so two parses at
    /// once clear each other's characters and a page loses its autolinks or strikethrough at random
    /// (github/cmark-gfm#176, fixed only in an unmerged pull request).
    ///
    /// The autolink characters are set here once, for good, and autolink is left with no list to
    /// add and clear: every parser attaches it, so each parse sees the table a lone parse would.
    /// Strikethrough cannot do the same, because cmark also looks up which extension closes a `~`
    /// delimiter in that list (emptied, a `~~` run never closes and the parse never ends). So only
    /// a page with a `~` in it gets strikethrough, and those parses take turns (`tildeLock`);
    /// without a `~` the extension could match nothing, so leaving it off changes no tree.
    ///
    /// Then `w` is taken out of the table again (see `wwwTrigger`).
    private static let registration: Void = {
        cmark_gfm_core_extensions_ensure_registered()
        let extensions = matchingExtensionNames.compactMap { cmark_find_syntax_extension($0) }
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return }
        defer { cmark_parser_free(parser) }
        for ext in extensions { cmark_parser_attach_syntax_extension(parser, ext) }
        cmark_manage_extensions_special_characters(parser, 1)
        for ext in extensions { cmark_syntax_extension_set_special_inline_chars(ext, nil) }
        if let wwwTrigger { cmark_manage_extensions_special_characters(wwwTrigger, 0) }
    }()

    /// Taken by every parse of a page with a `~` in it, the only parses that change cmark's table.
    private static let tildeLock = NSLock()

    /// Puts `w` in cmark's table of trigger characters and takes it out again, for the pages that
    /// may hold a `www.` autolink (`mayHoldWWWAutolink`); nil only if cmark could not allocate,
    /// and then `w` stays in the table for every page, as autolink sets it.
    ///
    /// With `w` in the table cmark ends a text node at every `w` of every page and asks autolink
    /// about it, and autolink's clean-up joins the pieces again: 1.4% of a 1,000-page build's
    /// instructions, for a match that needs `www.` after a space or one of `*_~([`. A page
    /// without such a `www.` gets the same tree with or without `w` in the table, so it is
    /// parsed without, on any core. A page with one takes `wwwLock`, puts `w` in, and takes it
    /// out when done, so no parse that needs it loses it midway; a page parsed meanwhile only
    /// sees its text cut into more pieces, joined again just the same.
    ///
    /// cmark only changes the table for an extension that can match inline syntax, so this is a
    /// parser holding an extension of our own whose only character is `w` and which matches
    /// nothing; the parser never parses.
    nonisolated(unsafe) private static let wwwTrigger: OpaquePointer? = {
        guard let ext = cmark_syntax_extension_new("sheetcat-www-trigger"),
              let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
        cmark_syntax_extension_set_match_inline_func(ext) { _, _, _, _, _ in nil }
        let w = UnsafeMutableRawPointer(bitPattern: Int(UInt8(ascii: "w")))
        cmark_syntax_extension_set_special_inline_chars(ext, cmark_llist_append(cmark_get_default_mem_allocator(), nil, w))
        cmark_parser_attach_syntax_extension(parser, ext)
        return parser
    }()

    /// Taken by every parse of a page that may hold a `www.` autolink; taken before `tildeLock`.
    private static let wwwLock = NSLock()

    /// Whether `bytes` has a `www.` that autolink could turn into a link: one at the start, or
    /// after a byte other than an ASCII letter, digit, `/` or `.`. Autolink only links a `www.`
    /// at the start of inline text or after whitespace or one of `*_~([`; a byte in the page
    /// just before the `www.` is the byte before it in the inline text, or, at a line's start,
    /// whitespace or a block marker, none of them a letter, digit, `/` or `.`. So `www.` in
    /// `https://www.apple.com` does not count, and a page this says no to has no such link.
    static func mayHoldWWWAutolink(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 4 else { return false }
        let w = UInt8(ascii: "w")
        var from = 0
        while from <= bytes.count - 4, let found = memchr(base + from, Int32(w), bytes.count - 3 - from) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            from = at + 1
            guard bytes[at + 1] == w, bytes[at + 2] == w, bytes[at + 3] == UInt8(ascii: ".") else { continue }
            guard at > 0 else { return true }
            switch bytes[at - 1] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "."):
                continue
            default:
                return true
            }
        }
        return false
    }

    /// Nesting deeper than this is flattened to text: real pages never come close, and a hostile
    /// page of ten thousand `>` must not exhaust a worker thread's stack.
    static let maximumDepth = 64

    /// Parses UTF-8 text.
    public static func parse(_ text: String) -> MarkdownDocument {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// Parses UTF-8 bytes without copying them into a `String` first.
    public static func parse(utf8 bytes: [UInt8]) -> MarkdownDocument {
        bytes.withUnsafeBufferPointer { parse(bytes: $0) }
    }

    /// Parses `text` with `w` in cmark's table whether or not the page needs it: what every page
    /// got before `wwwTrigger`, for tests that hold the two alike.
    static func parseWithWWWTrigger(_ text: String) -> MarkdownDocument {
        var text = text
        return text.withUTF8 { parse(bytes: $0, wwwTriggerAlways: true) }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>, wwwTriggerAlways: Bool = false) -> MarkdownDocument {
        // Pages that would send this cmark-gfm into one of its slow paths (see ParserHazards).
        if let load = ParserHazards.imageBrackets(in: bytes) { return MarkdownDocument(blocks: [], notParsed: load) }
        if let tangled = ParserHazards.tangledParagraph(in: bytes) { return MarkdownDocument(blocks: [], tangled: tangled) }
        let largeTable = ParserHazards.largeTable(in: bytes)
        // The tree is in this thread's arena (see `tree(of:extensions:)`): once it is copied into
        // Swift values, all of it goes at once, instead of node by node through cmark_node_free.
        defer { sheetcat_arena_reset() }
        guard let root = tree(of: bytes, tables: largeTable == nil, wwwTriggerAlways: wwwTriggerAlways) else {
            return MarkdownDocument(blocks: [])
        }
        return MarkdownDocument(blocks: Converter.blocks(under: root, depth: 0), tablesReadAsText: largeTable)
    }

    /// cmark's tree of `bytes`, for the caller to free; nil only if cmark could not allocate.
    /// `wwwTriggerAlways` parses as if the page had a `www.` autolink, for tests to compare with.
    private static func tree(of bytes: UnsafeBufferPointer<UInt8>, tables: Bool, wwwTriggerAlways: Bool = false) -> OpaquePointer? {
        _ = registration
        let withTables = { (names: [String]) in tables ? names : names.filter { $0 != "table" } }
        let hasTilde = bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "~")), bytes.count) != nil } ?? false
        let names = withTables(hasTilde ? extensionNames : matchingExtensionNames)
        let parse = { hasTilde ? tildeLock.withLock { tree(of: bytes, extensions: names) } : tree(of: bytes, extensions: names) }
        guard let wwwTrigger, wwwTriggerAlways || mayHoldWWWAutolink(bytes) else { return parse() }
        return wwwLock.withLock {
            cmark_manage_extensions_special_characters(wwwTrigger, 1)
            defer { cmark_manage_extensions_special_characters(wwwTrigger, 0) }
            return parse()
        }
    }

    private static func tree(of bytes: UnsafeBufferPointer<UInt8>, extensions: [String]) -> OpaquePointer? {
        // Every allocation of the parse, the tree's included, comes from the calling thread's
        // arena, which `parse` resets when it has copied the tree: a page's tree was thousands of
        // allocations, each freed again one by one.
        guard let parser = cmark_parser_new_with_mem(CMARK_OPT_SOURCEPOS, sheetcat_arena_allocator()) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in extensions {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        if let base = bytes.baseAddress, bytes.count > 0 {
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                cmark_parser_feed(parser, $0, bytes.count)
            }
        }
        return cmark_parser_finish(parser)
    }
}

/// Walks a cmark tree and copies it into Swift values.
private enum Converter {
    static func blocks(under node: OpaquePointer, depth: Int) -> [MarkdownBlock] {
        var out: [MarkdownBlock] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            if let block = block(current, depth: depth + 1) { out.append(block) }
            child = cmark_node_next(current)
        }
        return out
    }

    static func range(_ node: OpaquePointer) -> SourceRange {
        SourceRange(
            startLine: Int(cmark_node_get_start_line(node)), startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)), endColumn: Int(cmark_node_get_end_column(node)))
    }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    static func typeName(_ node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    static func block(_ node: OpaquePointer, depth: Int) -> MarkdownBlock? {
        let where_ = range(node)
        if depth > MarkdownParser.maximumDepth {
            return MarkdownBlock(kind: .paragraph([.text(flattenedText(node))]), range: where_)
        }
        let kind: MarkdownBlock.Kind
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            kind = .paragraph(inlines(under: node, depth: depth))
        case CMARK_NODE_HEADING:
            kind = .heading(level: Int(cmark_node_get_heading_level(node)), inlines(under: node, depth: depth))
        case CMARK_NODE_BLOCK_QUOTE:
            kind = .blockQuote(blocks(under: node, depth: depth))
        case CMARK_NODE_LIST:
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            kind = .list(ordered: ordered, start: ordered ? Int(cmark_node_get_list_start(node)) : 1,
                         items: blocks(under: node, depth: depth))
        case CMARK_NODE_ITEM:
            kind = .listItem(blocks(under: node, depth: depth))
        case CMARK_NODE_CODE_BLOCK:
            // cmark writes through all three out-pointers, so they must be real.
            var length: Int32 = 0, offset: Int32 = 0, character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            kind = .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)),
                              fenced: fenced)
        case CMARK_NODE_HTML_BLOCK:
            kind = .htmlBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_THEMATIC_BREAK:
            kind = .thematicBreak
        default:
            guard typeName(node) == "table" else {
                // Footnote definitions and unknown extension blocks: keep their text, lose nothing.
                let text = flattenedText(node)
                return text.isEmpty ? nil : MarkdownBlock(kind: .paragraph([.text(text)]), range: where_)
            }
            kind = table(node, depth: depth)
        }
        return MarkdownBlock(kind: kind, range: where_)
    }

    static func table(_ node: OpaquePointer, depth: Int) -> MarkdownBlock.Kind {
        var header: [[MarkdownInline]] = []
        var rows: [[[MarkdownInline]]] = []
        var row = cmark_node_first_child(node)
        while let currentRow = row {
            var cells: [[MarkdownInline]] = []
            var cell = cmark_node_first_child(currentRow)
            while let currentCell = cell {
                cells.append(inlines(under: currentCell, depth: depth + 1))
                cell = cmark_node_next(currentCell)
            }
            if cmark_gfm_extensions_get_table_row_is_header(currentRow) != 0 && header.isEmpty {
                header = cells
            } else {
                rows.append(cells)
            }
            row = cmark_node_next(currentRow)
        }
        return .table(header: header, rows: rows)
    }

    static func inlines(under node: OpaquePointer, depth: Int) -> [MarkdownInline] {
        var out: [MarkdownInline] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            if let inline = inline(current, depth: depth + 1) {
                // cmark splits text at every `[`, `!` or entity; one run reads better and is smaller.
                if case .text(let next) = inline, case .text(var previous)? = out.last {
                    // Removing first leaves `previous` uniquely referenced, so the append is in place.
                    out.removeLast()
                    previous += next
                    out.append(.text(previous))
                } else {
                    out.append(inline)
                }
            }
            child = cmark_node_next(current)
        }
        return out
    }

    static func inline(_ node: OpaquePointer, depth: Int) -> MarkdownInline? {
        if depth > MarkdownParser.maximumDepth { return .text(flattenedText(node)) }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: return .html(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .hardBreak
        case CMARK_NODE_EMPH: return .emphasis(inlines(under: node, depth: depth))
        case CMARK_NODE_STRONG: return .strong(inlines(under: node, depth: depth))
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                         children: inlines(under: node, depth: depth))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                          children: inlines(under: node, depth: depth))
        default:
            if typeName(node) == "strikethrough" { return .strikethrough(inlines(under: node, depth: depth)) }
            let text = flattenedText(node)
            return text.isEmpty ? nil : .text(text)
        }
    }

    /// The literal text under a node, gathered with cmark's own iterator so that depth costs
    /// no stack.
    static func flattenedText(_ node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK, CMARK_NODE_CODE_BLOCK:
                text += string(cmark_node_get_literal(current))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                continue
            }
        }
        return text
    }
}
