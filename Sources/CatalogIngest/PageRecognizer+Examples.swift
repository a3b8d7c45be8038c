import CatalogModel
import MarkdownKit

extension PageRecognizer {
    /// Cuts a spec example out of the page with the file line of every body line.
    mutating func example(info: String, literal: String, block: MarkdownBlock) {
        if !fenceIsClosed(block) {
            diagnostics.append(.error(
                "example.unclosed-fence", "the example fence opened on line \(block.range.startLine) is never closed",
                at: location(block.range.startLine),
                explanation: "markdown runs an unclosed fence to the end of the file, so everything after it would be read as the example's steps",
                fix: "add a line with ``` after the example's last step"))
        }
        let attributes = ExampleFence.attributes(info)
        let title = attributes["title"].flatMap { $0.trimmingWhitespace.isEmpty ? nil : $0.trimmingWhitespace }
        let ruleIDs = ExampleFence.ruleReferences(attributes["rules"] ?? "", componentID: componentID)
        let slug = title.map { Slug.make($0) } ?? ""
        let id = "\(componentID).\(slug.isEmpty ? "example-\(examples.count + 1)" : slug)"
        var bodyLines: [SpecExample.Line] = []
        let firstLine = block.range.startLine + 1
        for (offset, text) in Self.literalLines(literal).enumerated() {
            let trimmed = text.trimmingWhitespace
            guard !trimmed.isEmpty else { continue }
            let lineNumber = firstLine + offset
            var column = 1
            if lineNumber - 1 < lines.count {
                column = Self.quoteIndentation(lines[lineNumber - 1]) + 1
            }
            bodyLines.append(SpecExample.Line(text: trimmed, location: location(lineNumber, column: column)))
        }
        // An example without `rules=` is the spec runner's `spec.no-rules`; reporting it here too would say it twice.
        examples.append(SpecExample(
            id: id, componentID: componentID, title: title, ruleIDs: ruleIDs, lines: bodyLines,
            location: location(block.range.startLine, column: block.range.startColumn)))
    }

    /// Whether a fenced block ends on a closing fence: a line of only backticks or tildes after
    /// the opening line. cmark-gfm runs an unclosed fence to the end of the file.
    func fenceIsClosed(_ block: MarkdownBlock) -> Bool {
        let end = block.range.endLine
        guard end > block.range.startLine, end - 1 < lines.count else { return false }
        let last = lines[end - 1].unicodeScalars.drop { $0 == " " || $0 == ">" || $0 == "\t" }
        let fence = last.prefix { $0 == "`" || $0 == "~" }
        return fence.count >= 3 && last.dropFirst(fence.count).allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// The lines of a fence's text.
    static func literalLines(_ literal: String) -> [Substring] {
        literal.split(onASCII: "\n", omittingEmptySubsequences: false)
    }

    /// How many characters of spaces, tabs and `>` open a line (the indentation and quote marks
    /// before an example's step).
    static func quoteIndentation(_ line: Substring) -> Int {
        line.unicodeScalars.prefix(while: { $0 == " " || $0 == "\t" || $0 == ">" }).count
    }
}
