import CatalogModel

/// Builds a `SpecExample` from a block of text as ingest would: one line per non-blank line,
/// numbered from the line after the fence.
public func example(_ body: String, id: String = "sheets.example-1", title: String? = nil,
             rules: [String] = ["sheets.rule"], file: String = "sheets.md", fenceLine: Int = 10) -> SpecExample {
    var lines: [SpecExample.Line] = []
    for (offset, text) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = text.trimmingCharacters(in: " ")
        if trimmed.isEmpty { continue }
        lines.append(SpecExample.Line(text: String(trimmed), location: SourceLocation(file: file, line: fenceLine + 1 + offset)))
    }
    return SpecExample(id: id, componentID: "sheets", title: title, ruleIDs: rules, lines: lines,
                       location: SourceLocation(file: file, line: fenceLine))
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> Substring {
        var s = self
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return s
    }
}
