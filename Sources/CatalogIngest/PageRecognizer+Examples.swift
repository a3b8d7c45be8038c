import CatalogModel
import MarkdownKit

extension PageRecognizer {
    /// Cuts a spec example out of the page with the file line of every body line.
    mutating func example(info: String, literal: String, block: MarkdownBlock) {
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

    /// The lines of a fence's text. Split on line feed bytes, which is what splitting the
    /// characters does unless a carriage return makes one character of a CR LF pair; such text
    /// is split by characters as before.
    static func literalLines(_ literal: String) -> [Substring] {
        // Line feeds found in the contiguous bytes, each line cut from the string by its offsets:
        // the generic split of the UTF-8 view, and a search of it for a carriage return, each
        // went byte by byte through the view's index type.
        let cuts = literal.withContiguousUTF8 { bytes -> [Int]? in
            var cuts: [Int] = []
            for i in bytes.indices {
                if bytes[i] == 10 { cuts.append(i) } else if bytes[i] == 13 { return nil }
            }
            return cuts
        }
        guard let cuts else { return literal.split(separator: "\n", omittingEmptySubsequences: false) }
        let utf8 = literal.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(cuts.count + 1)
        var start = utf8.startIndex
        for cut in cuts {
            let end = utf8.index(utf8.startIndex, offsetBy: cut)
            lines.append(Substring(utf8[start..<end]))
            start = utf8.index(after: end)
        }
        lines.append(Substring(utf8[start...]))
        return lines
    }

    /// How many characters of spaces, tabs and `>` open a line (the indentation and quote marks
    /// before an example's step). Counted in bytes, and in characters when the byte after the run
    /// is not ASCII, since it could be a mark that joins the last counted character.
    static func quoteIndentation(_ line: Substring) -> Int {
        let bytes = line.utf8
        var count = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ">") else {
                if byte >= 0x80 { return line.prefix(while: { $0 == " " || $0 == "\t" || $0 == ">" }).count }
                break
            }
            count += 1
            index = bytes.index(after: index)
        }
        return count
    }
}
