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
    private static let registration: Void = {
        cmark_gfm_core_extensions_ensure_registered()
        let extensions = matchingExtensionNames.compactMap { cmark_find_syntax_extension($0) }
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return }
        defer { cmark_parser_free(parser) }
        for ext in extensions { cmark_parser_attach_syntax_extension(parser, ext) }
        cmark_manage_extensions_special_characters(parser, 1)
        for ext in extensions { cmark_syntax_extension_set_special_inline_chars(ext, nil) }
    }()

    /// Taken by every parse of a page with a `~` in it, the only parses that change cmark's table.
    private static let tildeLock = NSLock()

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

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> MarkdownDocument {
        // Pages that would send this cmark-gfm into one of its slow paths (see ParserHazards).
        if let load = ParserHazards.imageBrackets(in: bytes) { return MarkdownDocument(blocks: [], notParsed: load) }
        if let tangled = ParserHazards.tangledParagraph(in: bytes) { return MarkdownDocument(blocks: [], tangled: tangled) }
        let largeTable = ParserHazards.largeTable(in: bytes)
        guard let root = tree(of: bytes, tables: largeTable == nil) else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        return MarkdownDocument(blocks: Converter.blocks(under: root, depth: 0), tablesReadAsText: largeTable)
    }

    /// cmark's tree of `bytes`, for the caller to free; nil only if cmark could not allocate.
    private static func tree(of bytes: UnsafeBufferPointer<UInt8>, tables: Bool) -> OpaquePointer? {
        _ = registration
        let withTables = { (names: [String]) in tables ? names : names.filter { $0 != "table" } }
        let hasTilde = bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "~")), bytes.count) != nil } ?? false
        let names = withTables(hasTilde ? extensionNames : matchingExtensionNames)
        return hasTilde ? tildeLock.withLock { tree(of: bytes, extensions: names) } : tree(of: bytes, extensions: names)
    }

    private static func tree(of bytes: UnsafeBufferPointer<UInt8>, extensions: [String]) -> OpaquePointer? {
        guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS) else { return nil }
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
