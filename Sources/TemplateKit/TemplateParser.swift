/// Turns template text into nodes in two passes: the first cuts the text into lines of text and
/// tags and drops the lines that hold one standalone tag and white space (keeping the tag), the
/// second nests sections, parents and blocks.
struct TemplateParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private struct Tag {
        /// The byte after the opening delimiter that says what the tag is (`#`, `^`, `/`, `!`,
        /// `>`, `<`, `$`, `=`, `&`, `{`), or 0 for a plain variable.
        var kind: UInt8
        var name: String
        var at: TemplatePosition
        /// The white space before the tag when it stands alone on its line.
        var indentation: [UInt8] = []

        /// Tags whose line disappears when they stand alone on it.
        var canStandAlone: Bool {
            switch kind {
            case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: ">"),
                 UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "="): return true
            default: return false
            }
        }
    }

    private enum Piece {
        case text([UInt8], at: TemplatePosition)
        case tag(Tag)
    }

    mutating func parse() throws(TemplateSyntaxError) -> [TemplateNode] {
        try nest(try cut())
    }

    // MARK: - Lines

    private var position: TemplatePosition { TemplatePosition(line: line, column: index - lineStart + 1) }

    private mutating func cut() throws(TemplateSyntaxError) -> [Piece] {
        var pieces: [Piece] = []
        var linePieces: [Piece] = []
        while index < bytes.count {
            if let newline = newlineLength(at: index) {
                let text = Array(bytes[index..<index + newline])
                finish(&linePieces, newline: text, at: position, into: &pieces)
                index += newline
                line += 1
                lineStart = index
            } else if starts(with: open, at: index) {
                linePieces.append(.tag(try readTag()))
            } else {
                let at = position
                var end = index + 1
                while end < bytes.count, newlineLength(at: end) == nil, !starts(with: open, at: end) { end += 1 }
                linePieces.append(.text(Array(bytes[index..<end]), at: at))
                index = end
            }
        }
        finish(&linePieces, newline: nil, at: position, into: &pieces)
        return pieces
    }

    /// Ends a line: a line of one standalone tag and white space keeps only the tag.
    private func finish(_ linePieces: inout [Piece], newline: [UInt8]?, at: TemplatePosition, into pieces: inout [Piece]) {
        var tags = 0
        var standalone = true
        for piece in linePieces {
            switch piece {
            case .tag(let tag):
                tags += 1
                if !tag.canStandAlone { standalone = false }
            case .text(let text, _):
                if !text.allSatisfy(Self.isBlank) { standalone = false }
            }
        }
        if standalone, tags == 1 {
            var indentation: [UInt8] = []
            for piece in linePieces {
                switch piece {
                case .text(let text, _): indentation += text
                case .tag(var tag):
                    tag.indentation = indentation
                    pieces.append(.tag(tag))
                }
            }
        } else {
            pieces += linePieces
            if let newline { pieces.append(.text(newline, at: at)) }
        }
        linePieces.removeAll(keepingCapacity: true)
    }

    private mutating func readTag() throws(TemplateSyntaxError) -> Tag {
        let at = position
        let delimiters = String(decoding: open, as: UTF8.self) + " " + String(decoding: close, as: UTF8.self)
        index += open.count
        var kind: UInt8 = 0
        if index < bytes.count, Self.kinds.contains(bytes[index]) {
            kind = bytes[index]
            index += 1
        }
        var closing = close
        if kind == UInt8(ascii: "{") { closing = [UInt8(ascii: "}")] + close }
        if kind == UInt8(ascii: "=") { closing = [UInt8(ascii: "=")] + close }
        var end = index
        while end < bytes.count, !starts(with: closing, at: end) {
            if newlineLength(at: end) != nil, kind != UInt8(ascii: "!") {
                throw TemplateSyntaxError(
                    line: at.line, column: at.column, message: "a tag is not closed with \(String(decoding: closing, as: UTF8.self)) on the line it opens",
                    fix: "close the tag on the same line, or check for a stray '\(String(decoding: open, as: UTF8.self))'")
            }
            end += 1
        }
        guard end < bytes.count else {
            throw TemplateSyntaxError(
                line: at.line, column: at.column, message: "a tag is never closed with \(String(decoding: closing, as: UTF8.self))",
                fix: "close the tag, or check for a stray '\(String(decoding: open, as: UTF8.self))'")
        }
        let content = String(decoding: bytes[index..<end], as: UTF8.self)
        // A comment may span lines; keep counting them.
        for offset in index..<end where bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        index = end + closing.count
        let name = content.trimmingBlanks()
        switch kind {
        case UInt8(ascii: "!"):
            return Tag(kind: kind, name: "", at: at)
        case UInt8(ascii: "="):
            let parts = name.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw TemplateSyntaxError(line: at.line, column: at.column, message: "a set-delimiter tag is malformed",
                                          fix: "write it as {{=<% %>=}}: the new opening and closing delimiters, a space between")
            }
            open = Array(parts[0].utf8)
            close = Array(parts[1].utf8)
            return Tag(kind: kind, name: "", at: at)
        case UInt8(ascii: "%"):
            throw TemplateSyntaxError(line: at.line, column: at.column, message: "{{% … }} settings are not supported",
                                      fix: "remove the tag; {{double}} braces always escape for HTML, {{{triple}}} braces never do")
        default:
            let allowed = kind == UInt8(ascii: ">") || kind == UInt8(ascii: "<") ? Self.partialNameBytes : Self.nameBytes
            guard !name.isEmpty, name.utf8.allSatisfy(allowed.contains) else {
                throw TemplateSyntaxError(
                    line: at.line, column: at.column,
                    message: name.isEmpty ? "a tag has no name" : "'\(name)' is not a name a tag can hold",
                    fix: "names are letters, digits, '.', '-', '_' and '?' (partials may add '/'), between \(delimiters)")
            }
            return Tag(kind: kind, name: name, at: at)
        }
    }

    // MARK: - Nesting

    private struct Frame {
        enum Kind { case root, section, invertedSection, parent, blockOverride, block }
        var kind: Kind
        var name: String
        var at: TemplatePosition
        var indentation: [UInt8]
        var nodes: [TemplateNode] = []
        var blocks: [String: [TemplateNode]] = [:]
    }

    private func nest(_ pieces: [Piece]) throws(TemplateSyntaxError) -> [TemplateNode] {
        var stack = [Frame(kind: .root, name: "", at: TemplatePosition(line: 1, column: 1), indentation: [])]
        for piece in pieces {
            let inParent = stack[stack.count - 1].kind == .parent
            switch piece {
            case .text(let text, let at):
                if inParent {
                    guard text.allSatisfy({ Self.isBlank($0) || $0 == 10 || $0 == 13 }) else {
                        throw TemplateSyntaxError(line: at.line, column: at.column,
                                                  message: "text sits directly inside {{<\(stack[stack.count - 1].name)}}, outside any {{$block}}",
                                                  fix: "move it into a {{$block}} … {{/block}} that the parent template shows")
                    }
                    continue
                }
                if case .text(let previous)? = stack[stack.count - 1].nodes.last {
                    stack[stack.count - 1].nodes[stack[stack.count - 1].nodes.count - 1] = .text(previous + text)
                } else {
                    stack[stack.count - 1].nodes.append(.text(text))
                }
            case .tag(let tag):
                let kind = tag.kind
                if inParent, kind != UInt8(ascii: "$"), kind != UInt8(ascii: "/"), kind != UInt8(ascii: "!"), kind != UInt8(ascii: "=") {
                    throw TemplateSyntaxError(line: tag.at.line, column: tag.at.column,
                                              message: "only {{$block}} tags may sit directly inside {{<\(stack[stack.count - 1].name)}}",
                                              fix: "move the tag into one of the {{$block}} sections")
                }
                switch kind {
                case UInt8(ascii: "!"), UInt8(ascii: "="):
                    break
                case 0, UInt8(ascii: "&"), UInt8(ascii: "{"):
                    stack[stack.count - 1].nodes.append(.variable(TemplateName(tag.name), escaped: kind == 0))
                case UInt8(ascii: "#"), UInt8(ascii: "^"):
                    stack.append(Frame(kind: kind == UInt8(ascii: "#") ? .section : .invertedSection, name: tag.name,
                                       at: tag.at, indentation: tag.indentation))
                case UInt8(ascii: "<"):
                    stack.append(Frame(kind: .parent, name: tag.name, at: tag.at, indentation: tag.indentation))
                case UInt8(ascii: "$"):
                    stack.append(Frame(kind: inParent ? .blockOverride : .block, name: tag.name, at: tag.at,
                                       indentation: tag.indentation))
                case UInt8(ascii: ">"):
                    guard !tag.name.hasPrefix("*") else {
                        throw TemplateSyntaxError(line: tag.at.line, column: tag.at.column,
                                                  message: "dynamic partials ({{>*name}}) are not supported",
                                                  fix: "name the partial: {{> partials/card}}")
                    }
                    stack[stack.count - 1].nodes.append(.partial(tag.name, indentation: tag.indentation, at: tag.at))
                case UInt8(ascii: "/"):
                    let frame = stack[stack.count - 1]
                    guard frame.kind != .root, frame.name == tag.name else {
                        let opened = frame.kind == .root ? "no section is open" : "the open one is {{\(Self.sigil(frame.kind))\(frame.name)}} from line \(frame.at.line)"
                        throw TemplateSyntaxError(line: tag.at.line, column: tag.at.column,
                                                  message: "{{/\(tag.name)}} closes a section that is not open: \(opened)",
                                                  fix: "close sections in the reverse order they open, each with its own name")
                    }
                    stack.removeLast()
                    switch frame.kind {
                    case .root: break
                    case .section, .invertedSection:
                        stack[stack.count - 1].nodes.append(.section(TemplateName(frame.name), inverted: frame.kind == .invertedSection,
                                                                     body: frame.nodes))
                    case .parent:
                        stack[stack.count - 1].nodes.append(.parent(frame.name, indentation: frame.indentation, blocks: frame.blocks,
                                                                    at: frame.at))
                    case .blockOverride:
                        stack[stack.count - 1].blocks[frame.name] = frame.nodes
                    case .block:
                        stack[stack.count - 1].nodes.append(.block(frame.name, body: frame.nodes, indentation: frame.indentation))
                    }
                default:
                    preconditionFailure("readTag returns only the kinds handled here")
                }
            }
        }
        let last = stack[stack.count - 1]
        guard last.kind == .root else {
            throw TemplateSyntaxError(line: last.at.line, column: last.at.column,
                                      message: "{{\(Self.sigil(last.kind))\(last.name)}} is opened but never closed",
                                      fix: "add {{/\(last.name)}} where the section ends")
        }
        return last.nodes
    }

    // MARK: - Bytes

    private static let kinds: Set<UInt8> = Set("#^/!><$=&{%".utf8)
    private static let nameBytes: Set<UInt8> = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?".utf8)
    private static let partialNameBytes: Set<UInt8> = nameBytes.union("/*".utf8)

    private static func sigil(_ kind: Frame.Kind) -> String {
        switch kind {
        case .root: return ""
        case .section: return "#"
        case .invertedSection: return "^"
        case .parent: return "<"
        case .blockOverride, .block: return "$"
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private func newlineLength(at offset: Int) -> Int? {
        if bytes[offset] == UInt8(ascii: "\n") { return 1 }
        if bytes[offset] == UInt8(ascii: "\r"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") { return 2 }
        return nil
    }

    private func starts(with delimiter: [UInt8], at offset: Int) -> Bool {
        guard offset + delimiter.count <= bytes.count else { return false }
        for k in 0..<delimiter.count where bytes[offset + k] != delimiter[k] { return false }
        return true
    }
}

extension String {
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
