/// Templates by name, so they can include each other as partials and parents.
public struct TemplateLibrary: Sendable {
    private var templates: [String: Template] = [:]

    public init() {}

    public mutating func register(_ template: Template, named name: String) {
        templates[name] = template
    }

    /// Renders the template `name` with `value` as its context, as UTF-8; nil when there is no
    /// such template. A partial or parent that does not exist renders as nothing.
    public func render(_ value: TemplateValue, template name: String) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        var renderer = TemplateRenderer(templates: templates, context: value, capacity: template.outputCapacity)
        renderer.render(template.nodes)
        return renderer.output
    }

    /// `render(_:template:)` as a string.
    public func renderString(_ value: TemplateValue, template name: String) -> String? {
        render(value, template: name).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// One rendering: the output so far, the stack of values a name is looked up in (innermost
/// last), the block overrides of the parents being rendered, and the indentation of standalone
/// partials.
struct TemplateRenderer {
    let templates: [String: Template]
    var output: [UInt8] = []
    private var stack: [TemplateValue]
    private var blocks: [String: [TemplateNode]] = [:]
    private var indentation: [UInt8] = []
    private var depth = 0
    /// Deeper than this, partials and parents render as nothing: a guard against templates that
    /// include themselves, which `SiteRenderer` also reports before rendering.
    private static let maximumDepth = 100

    init(templates: [String: Template], context: TemplateValue, capacity: Int) {
        self.templates = templates
        self.stack = [context]
        output.reserveCapacity(capacity)
    }

    mutating func render(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text(let text):
                write(text)
            case .variable(let name, let escaped):
                let value = lookUp(name)
                switch value {
                case .missing, .list, .object: break
                case .text(let text): write(text, escaped: escaped)
                case .bool(let flag): write(flag ? "true" : "false", escaped: false)
                case .int(let number): write(String(number), escaped: false)
                }
            case .section(let name, let inverted, let body):
                let value = lookUp(name)
                if inverted {
                    if isEmpty(value) { render(body) }
                    continue
                }
                switch value {
                case .missing, .bool(false): break
                case .bool(true): render(body)
                case .list(let items):
                    for item in items { renderPushing(item, body) }
                case .text, .int, .object: renderPushing(value, body)
                }
            case .partial(let name, let indent, _):
                guard let template = templates[name], depth < Self.maximumDepth else { continue }
                let saved = indentation
                indentation += indent
                depth += 1
                render(template.nodes)
                depth -= 1
                indentation = saved
            case .parent(let name, let indent, let overrides, _):
                guard let template = templates[name], depth < Self.maximumDepth else { continue }
                let savedIndentation = indentation, savedBlocks = blocks
                indentation += indent
                // Overrides from further out win: a page's block beats its parent's default.
                blocks.merge(overrides) { outer, _ in outer }
                depth += 1
                render(template.nodes)
                depth -= 1
                indentation = savedIndentation
                blocks = savedBlocks
            case .block(let name, let body, let indent):
                let saved = indentation
                indentation += indent
                render(blocks[name] ?? body)
                indentation = saved
            }
        }
    }

    private mutating func renderPushing(_ value: TemplateValue, _ body: [TemplateNode]) {
        stack.append(value)
        render(body)
        stack.removeLast()
    }

    /// A missing value, `false` and an empty list show an inverted section.
    private func isEmpty(_ value: TemplateValue) -> Bool {
        switch value {
        case .missing, .bool(false): return true
        case .list(let items): return items.isEmpty
        case .bool(true), .text, .int, .object: return false
        }
    }

    /// `a.b.c`: `a` in the innermost value that has it, then `b` and `c` inside what was found.
    /// A name that starts with a dot looks in the innermost value only.
    private func lookUp(_ name: TemplateName) -> TemplateValue {
        // Most names are one plain word: look it up level by level, innermost first.
        if !name.currentOnly, name.parts.count == 1 {
            let key = name.parts[0]
            var level = stack.count - 1
            while level >= 0 {
                if case .object(let object) = stack[level] {
                    let found = object.value(for: key)
                    if case .missing = found {} else { return found }
                }
                level -= 1
            }
            return .missing
        }
        var value: TemplateValue
        var rest = name.parts[...]
        if name.currentOnly {
            value = stack[stack.count - 1]
        } else {
            guard let first = rest.popFirst() else { return stack[stack.count - 1] }
            value = .missing
            var level = stack.count - 1
            while level >= 0 {
                let found = stack[level].child(first)
                if case .missing = found {
                    level -= 1
                    continue
                }
                value = found
                break
            }
        }
        for part in rest {
            value = value.child(part)
            if case .missing = value { break }
        }
        return value
    }

    // MARK: - Output

    private mutating func write(_ bytes: [UInt8]) {
        if indentation.isEmpty {
            output += bytes
        } else {
            writeIndented(bytes[...])
        }
    }

    private mutating func write(_ text: String, escaped: Bool) {
        if !indentation.isEmpty, !text.isEmpty, output.isEmpty || output.last == UInt8(ascii: "\n") { output += indentation }
        if escaped {
            HTMLEscaping.append(text, to: &output)
        } else {
            output.append(contentsOf: text.utf8)
        }
    }

    /// Template text under a standalone partial: every line that has something on it starts with
    /// the partial's indentation. Values are written as they are; only template text is indented.
    private mutating func writeIndented(_ bytes: ArraySlice<UInt8>) {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = (bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? bytes.endIndex
            if output.isEmpty || output.last == UInt8(ascii: "\n") { output += indentation }
            output += bytes[start..<end]
            start = end
        }
    }
}

extension TemplateLibrary {
    /// The same templates in storage of their own, shared with nothing.
    ///
    /// Rendering retains and releases every node it visits. When two cores render from one set
    /// of nodes, each of those reference-count writes pulls the node's cache line away from the
    /// other core, and the measured cost of that was about half of the engine's own time. A
    /// library per core keeps those writes local.
    public func independentCopy() -> TemplateLibrary {
        var copy = TemplateLibrary()
        for (name, template) in templates { copy.templates[name] = template.independentCopy() }
        return copy
    }
}

extension Template {
    func independentCopy() -> Template {
        Template(nodes: nodes.map { $0.independentCopy() }, outputCapacity: outputCapacity)
    }
}

extension TemplateNode {
    func independentCopy() -> TemplateNode {
        func fresh(_ bytes: [UInt8]) -> [UInt8] { bytes.withUnsafeBufferPointer { Array($0) } }
        func fresh(_ nodes: [TemplateNode]) -> [TemplateNode] { nodes.map { $0.independentCopy() } }
        switch self {
        case .text(let bytes): return .text(fresh(bytes))
        case .variable(let name, let escaped): return .variable(name.independentCopy(), escaped: escaped)
        case .section(let name, let inverted, let body):
            return .section(name.independentCopy(), inverted: inverted, body: fresh(body))
        case .partial(let name, let indentation, let at): return .partial(name.independentCopy(), indentation: fresh(indentation), at: at)
        case .parent(let name, let indentation, let blocks, let at):
            return .parent(name.independentCopy(), indentation: fresh(indentation), blocks: blocks.mapValues(fresh), at: at)
        case .block(let name, let body, let indentation):
            return .block(name.independentCopy(), body: fresh(body), indentation: fresh(indentation))
        }
    }
}

extension TemplateName {
    func independentCopy() -> TemplateName {
        TemplateName(currentOnly: currentOnly, parts: parts.map { TemplateKey(name: $0.name.independentCopy(), hash: $0.hash) })
    }
}

extension String {
    /// The same text in storage of its own (a copy of a `String` shares its buffer).
    func independentCopy() -> String { String(decoding: Array(utf8), as: UTF8.self) }
}
