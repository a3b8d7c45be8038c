/// Templates by name, so they can include each other as partials and parents.
public struct TemplateLibrary: Sendable {
    private var templates: [String: Template] = [:]
    /// All of `templates` compiled, with partials and parents resolved by name. Compiled again at
    /// each registration, since a template may include one registered after it; a library holds
    /// a dozen or two small templates.
    private var program = TemplateProgram([:])

    public init() {}

    /// A library of `templates` by name, compiled once: what registering each in turn gives,
    /// without compiling the whole program again after every one.
    public init(_ templates: [String: Template]) {
        self.templates = templates
        program = TemplateProgram(templates)
    }

    public mutating func register(_ template: Template, named name: String) {
        templates[name] = template
        program = TemplateProgram(templates)
    }

    /// Whether a template of that name is registered.
    public func contains(template name: String) -> Bool {
        program.indexByName[name] != nil
    }

    /// Renders the template `name` with `value` as its context, as UTF-8; nil when there is no
    /// such template. A partial or parent that does not exist renders as nothing.
    public func render(_ value: TemplateValue, template name: String) -> [UInt8]? {
        rendering(value, template: name) { $0.array }
    }

    /// Renders the template `name` and hands what is left in the output buffer to `finish`, which
    /// makes the result from it: an array, a string without an array between, or nothing. With a
    /// `sink`, the output goes there in chunks of about `chunkSize` bytes as it is made, and
    /// `finish` gets an empty buffer. The one set-up for every kind of render.
    @inline(__always)
    private func rendering<Result>(_ value: TemplateValue, template name: String,
                                   sink: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil, chunkSize: Int = 0,
                                   finish: (borrowing OutputBytes) -> Result) -> Result? {
        // One look-up by name: the program has every registered template, with its capacity.
        guard let index = program.indexByName[name] else { return nil }
        let program = self.program
        let entry = program.entries[Int(index)]
        return program.operations.withUnsafeBufferPointer { operations in
            program.bytes.withUnsafeBufferPointer { bytes in
                program.keys.withUnsafeBufferPointer { keys in
                    var renderer = TemplateRenderer(program: program, operations: operations, bytes: bytes, keys: keys,
                                                    context: value,
                                                    capacity: sink == nil ? entry.capacity : chunkSize + chunkSize / 4)
                    if let sink {
                        renderer.sink = sink
                        renderer.chunkSize = max(1, chunkSize)
                    }
                    renderer.render(Int(entry.start), Int(entry.end))
                    renderer.flush()
                    return finish(renderer.output)
                }
            }
        }
    }

    /// Renders like `render(_:template:)`, but hands the output to `sink` in chunks of about
    /// `chunkSize` bytes as it is made, instead of returning it whole; false when there is no
    /// such template. One buffer takes every chunk in turn, so a page of tens of megabytes never
    /// sits in memory, and the buffer's memory is written again while it is still in the cache:
    /// a buffer grown to the size of the page would have been fresh memory, which the kernel
    /// zeroes at a page fault for every 4 KB written. A chunk is only valid during the call.
    public func render(_ value: TemplateValue, template name: String, chunkSize: Int,
                       into sink: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        withoutActuallyEscaping(sink) { sink in
            rendering(value, template: name, sink: sink, chunkSize: chunkSize) { _ in true } ?? false
        }
    }

    /// `render(_:template:)` as a string.
    public func renderString(_ value: TemplateValue, template name: String) -> String? {
        rendering(value, template: name) { output in output.withBytes { String(decoding: $0, as: UTF8.self) } }
    }
}

/// One rendering: the output so far, the stack of values a name is looked up in (innermost
/// last), the block overrides of the parents being rendered, and the indentation of standalone
/// partials.
///
/// It reads the program through buffer pointers that `TemplateLibrary.render` holds open for
/// the whole render, so walking the operations costs no reference counting.
struct TemplateRenderer: ~Copyable {
    typealias Operation = TemplateProgram.Operation
    let program: TemplateProgram
    let operations: UnsafeBufferPointer<Operation>
    let bytes: UnsafeBufferPointer<UInt8>
    let keys: UnsafeBufferPointer<TemplateKey>
    var output: OutputBytes
    /// Where output goes once `output` holds `chunkSize` bytes; nil keeps it all in `output`.
    var sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
    var chunkSize = Int.max
    /// Whether the bytes already handed to `sink` end a line (or there are none), for
    /// indentation when `output` is empty after a chunk.
    private var flushedEndsLine = true
    private var stack: [TemplateValue]
    /// The object at each level of `stack`, nil where the level holds another kind of value.
    /// `stack` keeps them alive, so a look-up asks them for fields without a retain and a release.
    private var objects: [Unmanaged<TemplateObject>?]
    /// The block overrides in force: outer parents' first.
    private var blocks: [TemplateProgram.Override] = []
    private var indentation: [UInt8] = []
    private var depth = 0
    /// Deeper than this, partials and parents render as nothing: a guard against templates that
    /// include themselves, which `SiteRenderer` also reports before rendering.
    private static let maximumDepth = 100

    init(program: TemplateProgram, operations: UnsafeBufferPointer<Operation>, bytes: UnsafeBufferPointer<UInt8>,
         keys: UnsafeBufferPointer<TemplateKey>, context: TemplateValue, capacity: Int) {
        self.program = program
        self.operations = operations
        self.bytes = bytes
        self.keys = keys
        self.stack = [context]
        self.objects = [Self.object(context)]
        output = OutputBytes(capacity: capacity)
    }

    /// Runs the operations `start ..< end`.
    mutating func render(_ start: Int, _ end: Int) {
        var at = start
        while at < end {
            let operation = operations[at]
            switch operation.kind {
            case .text:
                write(UnsafeBufferPointer(rebasing: bytes[Int(operation.a) ..< Int(operation.a + operation.b)]))
                if output.count >= chunkSize { flush() }
            case .variable:
                let value = lookUp(operation)
                switch value {
                case .missing, .list, .sequence, .object: break
                case .text(let text): write(text, escaped: operation.flag)
                case .bool(let flag): write(flag ? "true" : "false", escaped: false)
                case .int(let number): write(number)
                }
                if output.count >= chunkSize { flush() }
            case .section:
                let value = lookUp(operation)
                let body = (at + 1, Int(operation.end))
                if operation.flag {
                    if isEmpty(value) { render(body.0, body.1) }
                } else {
                    switch value {
                    case .missing, .bool(false): break
                    case .bool(true): render(body.0, body.1)
                    case .list(let items):
                        for item in items { renderPushing(item, body.0, body.1) }
                    case .sequence(let items):
                        for n in 0..<items.count { renderPushing(items[n], body.0, body.1) }
                    case .text, .int, .object: renderPushing(value, body.0, body.1)
                    }
                }
            case .partial:
                guard operation.a >= 0, depth < Self.maximumDepth else { break }
                let entry = program.entries[Int(operation.a)]
                indent(operation)
                depth += 1
                render(Int(entry.start), Int(entry.end))
                depth -= 1
                outdent(operation)
            case .parent:
                guard operation.a >= 0, depth < Self.maximumDepth else { break }
                let entry = program.entries[Int(operation.a)]
                let savedBlocks = blocks
                indent(operation)
                // Overrides from further out win: a page's block beats its parent's default.
                for override in program.overrides[Int(operation.e)] where !blocks.contains(where: { $0.block == override.block }) {
                    blocks.append(override)
                }
                depth += 1
                render(Int(entry.start), Int(entry.end))
                depth -= 1
                outdent(operation)
                blocks = savedBlocks
            case .block:
                indent(operation)
                if let override = blocks.first(where: { $0.block == operation.a }) {
                    render(Int(override.start), Int(override.end))
                } else {
                    render(at + 1, Int(operation.end))
                }
                outdent(operation)
            }
            at = Int(operation.end)
        }
    }

    private mutating func renderPushing(_ value: TemplateValue, _ start: Int, _ end: Int) {
        stack.append(value)
        objects.append(Self.object(value))
        render(start, end)
        objects.removeLast()
        stack.removeLast()
    }

    private static func object(_ value: TemplateValue) -> Unmanaged<TemplateObject>? {
        if case .object(let object) = value { return .passUnretained(object) }
        return nil
    }

    /// A standalone partial, parent or block adds its tag's indentation for what it renders.
    private mutating func indent(_ operation: Operation) {
        guard operation.d > 0 else { return }
        indentation.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(operation.c) ..< Int(operation.c + operation.d)]))
    }

    private mutating func outdent(_ operation: Operation) {
        indentation.removeLast(Int(operation.d))
    }

    /// A missing value, `false` and an empty list show an inverted section.
    private func isEmpty(_ value: TemplateValue) -> Bool {
        switch value {
        case .missing, .bool(false): return true
        case .list(let items): return items.isEmpty
        case .sequence(let items): return items.count == 0
        case .bool(true), .text, .int, .object: return false
        }
    }

    /// `a.b.c`: `a` in the innermost value that has it, then `b` and `c` inside what was found.
    /// A name that starts with a dot looks in the innermost value only.
    private func lookUp(_ operation: Operation) -> TemplateValue {
        var part = Int(operation.a)
        let end = part + Int(operation.b)
        // Most names are one plain word: look it up level by level, innermost first.
        if !operation.currentOnly, end - part == 1 {
            var level = objects.count - 1
            while level >= 0 {
                if let object = objects[level] {
                    let found = object._withUnsafeGuaranteedRef { $0.value(for: keys[part]) }
                    if case .missing = found {} else { return found }
                }
                level -= 1
            }
            return .missing
        }
        var value: TemplateValue
        if operation.currentOnly {
            value = stack[stack.count - 1]
        } else {
            guard part < end else { return stack[stack.count - 1] }
            value = .missing
            var level = stack.count - 1
            while level >= 0 {
                let found = stack[level].child(keys[part])
                if case .missing = found {
                    level -= 1
                    continue
                }
                value = found
                break
            }
            part += 1
        }
        while part < end {
            value = value.child(keys[part])
            if case .missing = value { break }
            part += 1
        }
        return value
    }

    // MARK: - Output

    /// Hands what `output` holds to `sink` and empties it, keeping its memory for the next chunk.
    mutating func flush() {
        guard let sink, !output.isEmpty else { return }
        flushedEndsLine = output.last == UInt8(ascii: "\n")
        output.withBytes { sink($0) }
        output.removeAll()
    }

    /// Whether the next byte starts a line: nothing written yet, or a newline last.
    private var atLineStart: Bool {
        output.isEmpty ? flushedEndsLine : output.last == UInt8(ascii: "\n")
    }

    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        if indentation.isEmpty {
            output.append(bytes)
        } else {
            writeIndented(bytes)
        }
    }

    private mutating func write(_ text: String, escaped: Bool) {
        if !indentation.isEmpty, !text.isEmpty, atLineStart { output.append(indentation) }
        if escaped {
            HTMLEscaping.append(text, to: &output)
        } else {
            output.append(utf8: text)
        }
    }

    /// A number in decimal, written in place rather than made a string first.
    private mutating func write(_ number: Int) {
        if !indentation.isEmpty, atLineStart { output.append(indentation) }
        output.append(decimal: number)
    }

    /// Template text under a standalone partial: every line that has something on it starts with
    /// the partial's indentation. Values are written as they are; only template text is indented.
    private mutating func writeIndented(_ bytes: UnsafeBufferPointer<UInt8>) {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = (bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? bytes.endIndex
            if atLineStart { output.append(indentation) }
            output.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            start = end
        }
    }
}

extension TemplateLibrary {
    /// The same templates compiled into storage of their own, shared with nothing.
    ///
    /// A render walks its operations without reference counting, but the values it reads and
    /// the program object itself are still counted. Two cores rendering from one library would
    /// keep taking the cache lines of those counts from each other; a library per core keeps
    /// those writes local.
    public func independentCopy() -> TemplateLibrary {
        var copy = TemplateLibrary()
        copy.templates = templates
        copy.program = TemplateProgram(templates)
        return copy
    }
}
