import CatalogModel

/// An example's lines sorted into steps and an optional table, before anything runs.
struct ParsedExample: Sendable {
    struct Step: Sendable {
        var kind: StepKind
        /// `Given`, `And`… as written.
        var keyword: String
        /// The step without its keyword.
        var text: String
        var location: SourceLocation
    }

    struct Row: Sendable {
        var cells: [String]
        var location: SourceLocation
    }

    var steps: [Step] = []
    var header: [String] = []
    var rows: [Row] = []
    var diagnostics: [Diagnostic] = []

    /// Splits the lines; problems of shape are `spec.malformed`. A scenario run only for its
    /// sketch (`requiresThen: false`) needs no Then step.
    init(_ example: SpecExample, requiresThen: Bool = true) {
        var lastKind: StepKind?
        var inTable = false
        for line in example.lines {
            let text = line.text.trimmedSpaces
            if text.isEmpty || text.hasPrefix("#") { continue }
            if text.hasPrefix("|") {
                inTable = true
                let cells = ParsedExample.cells(of: text)
                if cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 == "-" || $0 == ":" } }) { continue }
                if header.isEmpty {
                    header = cells
                } else if cells.count != header.count {
                    diagnostics.append(.error(
                        "spec.malformed", "table row has \(cells.count) cells but the header has \(header.count)",
                        at: line.location, fix: "give every row one cell per column: | \(header.joined(separator: " | ")) |"))
                } else {
                    rows.append(Row(cells: cells, location: line.location))
                }
                continue
            }
            if text.utf8.count <= 9 {
                let lowered = text.lowercased()
                if lowered == "examples:" || lowered == "where:" || lowered == "examples" { continue }
            }
            let (first, rest) = ParsedExample.splitKeyword(text)
            let kind: StepKind?
            switch first.lowercased() {
            case "given": kind = .given
            case "when": kind = .when
            case "then": kind = .then
            case "and", "but": kind = lastKind
            default:
                diagnostics.append(.error(
                    "spec.malformed", "line is not a step: \(text)", at: line.location,
                    explanation: "Every line of an example starts with Given, When, Then, And or But, or is a table row starting with |.",
                    fix: "start the line with a keyword, e.g. `Then \(text)`"))
                continue
            }
            guard let kind else {
                diagnostics.append(.error("spec.malformed", "'\(first)' has no step before it to continue", at: line.location,
                                          fix: "start the example with a Given step"))
                continue
            }
            if inTable {
                diagnostics.append(.error("spec.malformed", "step after the example table", at: line.location,
                                          fix: "put every step before the table"))
                continue
            }
            lastKind = kind
            steps.append(Step(kind: kind, keyword: first, text: rest, location: line.location))
        }
        if requiresThen && !steps.contains(where: { $0.kind == .then }) {
            diagnostics.append(.error(
                "spec.malformed", "example has no Then step", at: example.location,
                explanation: "An example checks something: without a Then step it cannot pass or fail.",
                fix: "add a line such as `Then the sheet is dismissed`"))
        }
        if !header.isEmpty && rows.isEmpty {
            diagnostics.append(.error("spec.malformed", "example table has a header but no rows", at: example.location,
                                      fix: "add one row per case below the header"))
        }
        let columns = Set(header.map { $0.lowercased() })
        for step in steps {
            for name in ParsedExample.placeholders(in: step.text) where !columns.contains(name.lowercased()) {
                let known = header.isEmpty ? "the example has no table" : "columns: \(header.joined(separator: ", "))"
                diagnostics.append(.error("spec.malformed", "placeholder <\(name)> names no table column", at: step.location,
                                          explanation: known, fix: "add a `\(name)` column to the table or fix the name"))
            }
        }
    }

    /// The cases to run: one per table row, or one without substitutions.
    var cases: [(row: Row?, values: [String: String])] {
        guard !rows.isEmpty else { return [(nil, [:])] }
        let keys = header.map { $0.lowercased() }
        return rows.map { row in (row, Dictionary(zip(keys, row.cells), uniquingKeysWith: { a, _ in a })) }
    }

    static func splitKeyword(_ text: String) -> (String, String) {
        let utf8 = text.utf8
        guard let space = utf8.firstIndex(where: { $0 == 0x20 || $0 == 0x09 }) else { return (text, "") }
        return (String(text[..<space]), String(text[space...]).trimmedSpaces)
    }

    static func cells(of row: String) -> [String] {
        var body = Substring(row)
        if body.utf8.first == 0x7C { body = body.dropFirst() }
        if body.utf8.last == 0x7C { body = body.dropLast() }
        return body.split(separator: "|", omittingEmptySubsequences: false).map { String($0).trimmedSpaces }
    }

    static func placeholders(in text: String) -> [String] {
        guard text.utf8.contains(0x3C) else { return [] }
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.utf8.firstIndex(of: 0x3C) {
            let after = rest[rest.utf8.index(after: open)...]
            guard let close = after.utf8.firstIndex(of: 0x3E) else { break }
            let name = String(after[..<close])
            if !name.isEmpty && !name.utf8.contains(0x20) { names.append(name) }
            rest = after[after.utf8.index(after: close)...]
        }
        return names
    }

    /// Replaces `<column>` with the row's value; column names ignore case.
    static func substitute(_ text: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, text.utf8.contains(0x3C) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: ">"), let value = values[String(after[..<close]).lowercased()] {
                result += value
                rest = after[after.index(after: close)...]
            } else {
                result += "<"
                rest = after
            }
        }
        result += rest
        return result
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and carriage returns; byte-level, as it runs per line.
    var trimmedSpaces: String {
        let utf8 = self.utf8
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = utf8.lastIndex(where: { !isSpace($0) })!
        if first == utf8.startIndex && utf8.index(after: last) == utf8.endIndex { return self }
        return String(self[first...last])
    }
}
