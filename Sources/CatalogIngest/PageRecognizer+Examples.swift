import CatalogModel
import MarkdownKit

extension PageRecognizer {
    /// Cuts a spec example out of the page with the file line of every body line.
    mutating func example(info: String, literal: String, block: MarkdownBlock) {
        let attributes = ExampleFence.attributes(info)
        let title = attributes["title"].flatMap { $0.trimmingWhitespace.isEmpty ? nil : $0.trimmingWhitespace }
        let ruleIDs = (attributes["rules"] ?? "").split(separator: ",").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
            .map { ref in ref.split(separator: ".").count == 2 ? "\(componentID).\(ref)" : ref }
        let slug = title.map { Slug.make($0) } ?? ""
        let id = "\(componentID).\(slug.isEmpty ? "example-\(examples.count + 1)" : slug)"
        var bodyLines: [SpecExample.Line] = []
        let firstLine = block.range.startLine + 1
        for (offset, text) in literal.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = text.trimmingWhitespace
            guard !trimmed.isEmpty else { continue }
            let lineNumber = firstLine + offset
            var column = 1
            if lineNumber - 1 < lines.count {
                let raw = lines[lineNumber - 1]
                column = raw.prefix(while: { $0 == " " || $0 == "\t" || $0 == ">" }).count + 1
            }
            bodyLines.append(SpecExample.Line(text: trimmed, location: location(lineNumber, column: column)))
        }
        // An example without `rules=` is the spec runner's `spec.no-rules`; reporting it here too would say it twice.
        examples.append(SpecExample(
            id: id, componentID: componentID, title: title, ruleIDs: ruleIDs, lines: bodyLines,
            location: location(block.range.startLine, column: block.range.startColumn)))
    }
}
