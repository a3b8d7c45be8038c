/// The templates of a library compiled into one flat list of operations over one buffer of text:
/// what the renderer walks.
///
/// The parsed tree (`TemplateNode`) is kept for what reads a template's structure, such as
/// `Template.includes`. Rendering from it retained and released every node it passed (each node is
/// a box) and the bytes of every text node, once per node per page; in a build's profile that was
/// the largest single source of reference counting. Operations here are plain values, text is a
/// range of one buffer, names are ranges of one key list, and partials and parents are resolved
/// to positions once, so a render touches no reference count to walk its templates.
final class TemplateProgram: Sendable {
    struct Operation {
        enum Kind: UInt8 {
            /// `bytes[a ..< a + b]`.
            case text
            /// The name `keys[a ..< a + b]`; `flag`: escaped.
            case variable
            /// The name `keys[a ..< a + b]`; `flag`: inverted. The body runs to `end`.
            case section
            /// Template `a` (-1: none by that name), indented by `bytes[c ..< c + d]`.
            case partial
            /// Template `a` (-1: none) with the overrides `overrides[e]`, indented by
            /// `bytes[c ..< c + d]`. The overrides' bodies follow this operation, up to `end`.
            case parent
            /// Block name `a`; its default body runs to `end`; indented by `bytes[c ..< c + d]`.
            case block
        }

        var kind: Kind
        var flag = false
        /// True when the name starts with a dot: look in the current value only.
        var currentOnly = false
        var a: Int32 = 0
        var b: Int32 = 0
        var c: Int32 = 0
        var d: Int32 = 0
        var e: Int32 = 0
        /// The operation after this one and everything it contains.
        var end: Int32 = 0
    }

    /// A block override of a parent: which block, and the operations of its body.
    struct Override {
        var block: Int32
        var start: Int32
        var end: Int32
    }

    let operations: [Operation]
    let bytes: [UInt8]
    let keys: [TemplateKey]
    let overrides: [[Override]]
    /// Each template's operations, by the index partials and parents refer to, and the bytes to
    /// reserve for a render that starts there (`Template.outputCapacity`).
    let entries: [(start: Int32, end: Int32, capacity: Int)]
    let indexByName: [String: Int32]

    /// Compiles every template of a library. A partial or parent names a template by its name in
    /// `templates`; one that is not there renders as nothing, as before compiling.
    init(_ templates: [String: Template]) {
        let names = templates.keys.sorted()
        var compiler = Compiler(indexByName: Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, Int32($0)) }))
        var entries: [(start: Int32, end: Int32, capacity: Int)] = []
        for name in names {
            let start = compiler.operations.count
            let template = templates[name]!
            compiler.emit(template.nodes)
            entries.append((Int32(start), Int32(compiler.operations.count), template.outputCapacity))
        }
        operations = compiler.operations
        bytes = compiler.bytes
        keys = compiler.keys
        overrides = compiler.overrides
        self.entries = entries
        indexByName = compiler.indexByName
    }

    private struct Compiler {
        let indexByName: [String: Int32]
        var operations: [Operation] = []
        var bytes: [UInt8] = []
        var keys: [TemplateKey] = []
        var overrides: [[Override]] = []
        var blockIDs: [String: Int32] = [:]

        init(indexByName: [String: Int32]) {
            self.indexByName = indexByName
        }

        mutating func emit(_ nodes: [TemplateNode]) {
            for node in nodes { emit(node) }
        }

        mutating func emit(_ node: TemplateNode) {
            let at = operations.count
            switch node {
            case .text(let text):
                let (offset, count) = store(text)
                operations.append(Operation(kind: .text, a: offset, b: count))
            case .variable(let name, let escaped):
                let (offset, count) = store(name)
                operations.append(Operation(kind: .variable, flag: escaped, currentOnly: name.currentOnly, a: offset, b: count))
            case .section(let name, let inverted, let body):
                let (offset, count) = store(name)
                operations.append(Operation(kind: .section, flag: inverted, currentOnly: name.currentOnly, a: offset, b: count))
                emit(body)
            case .partial(let name, let indentation, _):
                let (offset, count) = store(indentation)
                operations.append(Operation(kind: .partial, a: indexByName[name] ?? -1, c: offset, d: count))
            case .parent(let name, let indentation, let blocks, _):
                let (offset, count) = store(indentation)
                operations.append(Operation(kind: .parent, a: indexByName[name] ?? -1, c: offset, d: count,
                                            e: Int32(overrides.count)))
                overrides.append([])
                var list: [Override] = []
                for block in blocks.keys.sorted() {
                    let start = operations.count
                    emit(blocks[block]!)
                    list.append(Override(block: blockID(block), start: Int32(start), end: Int32(operations.count)))
                }
                overrides[overrides.count - 1] = list
            case .block(let name, let body, let indentation):
                let (offset, count) = store(indentation)
                operations.append(Operation(kind: .block, a: blockID(name), c: offset, d: count))
                emit(body)
            }
            operations[at].end = Int32(operations.count)
        }

        mutating func store(_ text: [UInt8]) -> (Int32, Int32) {
            let offset = bytes.count
            bytes += text
            return (Int32(offset), Int32(text.count))
        }

        mutating func store(_ name: TemplateName) -> (Int32, Int32) {
            let offset = keys.count
            keys += name.parts
            return (Int32(offset), Int32(name.parts.count))
        }

        mutating func blockID(_ name: String) -> Int32 {
            if let id = blockIDs[name] { return id }
            let id = Int32(blockIDs.count)
            blockIDs[name] = id
            return id
        }
    }
}
