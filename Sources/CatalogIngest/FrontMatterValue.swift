import Yams

/// Front matter as read, before its fields are checked: text values, lists and fields, each with
/// the file line it starts on. Two readers produce it (``PlainFrontMatter`` for the plain shape
/// almost every page uses, Yams for everything else), so the checks in `fill` see one shape.
indirect enum FrontMatterValue {
    case text(String, line: Int)
    case list([FrontMatterValue], line: Int)
    case fields(FrontMatterFields, line: Int)
    /// Anything else YAML can say (an alias); every check treats it as the wrong kind of value.
    case other(line: Int)

    /// The file line the value starts on.
    var line: Int {
        switch self {
        case .text(_, let line), .list(_, let line), .fields(_, let line), .other(let line): line
        }
    }

    var text: String? {
        if case .text(let text, _) = self { return text }
        return nil
    }

    var list: [FrontMatterValue]? {
        if case .list(let items, _) = self { return items }
        return nil
    }

    var fields: FrontMatterFields? {
        if case .fields(let fields, _) = self { return fields }
        return nil
    }
}

/// A mapping's entries in written order. A key that is not text (YAML allows lists as keys) is
/// nil, so no field can be found under it.
struct FrontMatterFields {
    var entries: [(key: String?, value: FrontMatterValue)]

    /// The value under `key`; the first of repeated keys wins. A linear scan: front matter has a
    /// handful of keys, fewer than a dictionary would pay for.
    subscript(key: String) -> FrontMatterValue? {
        entries.first { $0.key == key }?.value
    }
}

extension FrontMatterValue {
    /// The value of a node Yams composed. `yamlFirstLine` is the file line of the YAML's line 1.
    init(_ node: Node, yamlFirstLine: Int) {
        // Yams counts lines from 1; a node without a mark (never seen from the composer) is put
        // on the first line.
        let line = (node.mark?.line ?? 1) + yamlFirstLine - 1
        switch node {
        case .scalar(let scalar):
            self = .text(scalar.string, line: line)
        case .sequence(let sequence):
            self = .list(sequence.map { FrontMatterValue($0, yamlFirstLine: yamlFirstLine) }, line: line)
        case .mapping(let mapping):
            self = .fields(FrontMatterFields(entries: mapping.map {
                (key: $0.key.scalar?.string, value: FrontMatterValue($0.value, yamlFirstLine: yamlFirstLine))
            }), line: line)
        case .alias:
            self = .other(line: line)
        }
    }
}
