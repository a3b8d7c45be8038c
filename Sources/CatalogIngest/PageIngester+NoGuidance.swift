import CatalogModel

extension PageIngester {
    /// `page.no-guidance` for a page with no headings and no rules: it saw only plain text.
    static func noGuidanceWarning(_ recognizer: PageRecognizer, file: String, line: Int) -> Diagnostic? {
        guard recognizer.rules.isEmpty, recognizer.headingCount == 0, recognizer.paragraphCount > 0, recognizer.related.isEmpty,
              recognizer.apis.isEmpty, recognizer.changeLog.isEmpty else { return nil }
        let paragraphs = recognizer.overview.compactMap { block -> String? in
            if case .paragraph(let inlines) = block { return inlines.plainText.trimmingWhitespace }
            return nil
        } + (recognizer.abstract.isEmpty ? [] : [recognizer.abstract.plainText.trimmingWhitespace])
        let headingLike = paragraphs.filter { text in
            let words = text.split(separator: " ")
            return !words.isEmpty && words.count <= 4 && text.contains(where: \.isLetter)
                && !(text.last.map { ".:!?".contains($0) } ?? true)
        }
        let bulletLike = paragraphs.reduce(0) { count, text in
            count + text.split(separator: "•").count - (text.contains("•") ? 1 : 0)
        }
        var found: [String] = ["\(paragraphs.count) paragraphs of plain text were kept as overview prose"]
        if !headingLike.isEmpty {
            let shown = headingLike.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            found.append("short lines such as \(shown) look like headings but carry no `#`")
        }
        if bulletLike > 0 {
            found.append("\(bulletLike) items start with '•' instead of a markdown list marker")
        }
        return .warning(
            "page.no-guidance", "page has no headings and no bold-lead rules, so no guidance could be read from it",
            at: SourceLocation(file: file, line: line),
            explanation: found.joined(separator: "; "),
            fix: "mark sections with `#` headings (such as `## Best practices`) and open each rule with a **bold sentence**; see docs/page-format.md")
    }
}
