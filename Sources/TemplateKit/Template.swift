/// A parsed Mustache template: text, `{{variables}}`, `{{{unescaped}}}`, `{{#sections}}`,
/// `{{^inverted}}`, `{{> partials}}`, `{{! comments}}`, `{{=<% %>=}}` delimiter changes and
/// template inheritance (`{{<parent}}` with `{{$block}}` overrides), as the Mustache spec and its
/// inheritance module describe them, including the rule that a line holding only a standalone tag
/// leaves no trace in the output.
public struct Template: Sendable {
    let nodes: [TemplateNode]
    /// Bytes to reserve for an output: twice the template's own text. A one-line partial
    /// rendered for each of 150,000 rules should not reserve what a page needs.
    let outputCapacity: Int

    /// Parses `text`; a problem is reported with the line and column where it starts.
    public init(parsing text: String) throws(TemplateSyntaxError) {
        var parser = TemplateParser(Array(text.utf8))
        self.nodes = try parser.parse()
        self.outputCapacity = max(64, 2 * text.utf8.count)
    }

    /// The names of the partials and parents this template includes, with where each tag starts.
    public var includes: [(name: String, line: Int, column: Int)] {
        var found: [(String, Int, Int)] = []
        func walk(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .partial(let name, _, let at): found.append((name, at.line, at.column))
                case .parent(let name, _, let blocks, let at):
                    found.append((name, at.line, at.column))
                    for key in blocks.keys.sorted() { walk(blocks[key]!) }
                case .section(_, _, let body), .block(_, let body, _): walk(body)
                case .text, .variable: break
                }
            }
        }
        walk(nodes)
        return found
    }
}

/// Where a tag starts, 1-based.
struct TemplatePosition: Sendable, Equatable {
    var line: Int
    var column: Int
}

/// A name as written in a tag: `title`, `platform.name`, `.note` (only the current value) or `.`.
struct TemplateName: Sendable {
    /// True for `.` and for names that start with a dot: look at the current value only.
    let currentOnly: Bool
    let parts: [TemplateKey]

    init(_ text: String) {
        currentOnly = text.hasPrefix(".")
        parts = text.split(separator: ".").map { TemplateKey(String($0)) }
    }
}

indirect enum TemplateNode: Sendable {
    case text([UInt8])
    case variable(TemplateName, escaped: Bool)
    case section(TemplateName, inverted: Bool, body: [TemplateNode])
    /// `indentation` is the white space before a standalone tag, put in front of every line the
    /// partial writes.
    case partial(String, indentation: [UInt8], at: TemplatePosition)
    case parent(String, indentation: [UInt8], blocks: [String: [TemplateNode]], at: TemplatePosition)
    /// A `{{$block}}` in a template that does not override it: the override when one is given,
    /// else its own body.
    case block(String, body: [TemplateNode], indentation: [UInt8])
}

/// A template that does not parse: what is wrong, and where.
public struct TemplateSyntaxError: Error, Sendable, Equatable {
    public var line: Int
    public var column: Int
    /// What is wrong, in a sentence without a final period.
    public var message: String
    /// How to fix it.
    public var fix: String
}
