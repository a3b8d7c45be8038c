import CatalogModel
import MarkdownKit

/// Reads one markdown page into catalog values.
///
/// Pure and per page: the site layer runs pages in parallel, and everything that needs more
/// than one page (duplicate ids, links, source references) waits for ``CatalogAssembler``.
public enum PageIngester {
    public static func ingest(_ file: ContentFile) -> PageIngestResult {
        var result = PageIngestResult()
        let (decoded, encodingDiagnostics) = PageText.decode(file)
        result.diagnostics += encodingDiagnostics
        guard let text = decoded else { return result }

        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        var reader = FrontMatterReader(file: file.path)
        let frontMatter = reader.read(lines: lines)
        result.diagnostics += reader.diagnostics

        // Front-matter lines become blank lines so that cmark's line numbers are the file's.
        let body = String(repeating: "\n", count: frontMatter.lineCount) + lines[frontMatter.lineCount...].joined(separator: "\n")
        let document = MarkdownParser.parse(body)

        let componentID = componentID(file.path, frontMatter: frontMatter)
        let known = Platform.base + frontMatter.extraPlatforms
        let titleIndex = titleHeadingIndex(document.blocks, title: frontMatter.title)
        var recognizer = PageRecognizer(
            file: file.path, componentID: componentID, knownPlatforms: known,
            primarySources: frontMatter.sourceRefs, lines: lines)
        recognizer.read(document.blocks[(titleIndex.map { $0 + 1 } ?? 0)...])

        var title = frontMatter.title
        var titleLine = 1
        if let index = titleIndex, case .heading(_, let content) = document.blocks[index].kind {
            title = title ?? content.plainText.trimmingWhitespace
            titleLine = document.blocks[index].range.startLine
        }
        let component = Component(
            id: componentID, kind: frontMatter.kind ?? .component, title: title ?? humanized(file.path),
            abstract: recognizer.abstract, overview: recognizer.overview, sections: recognizer.sections,
            rules: recognizer.rules, related: recognizer.related, apis: recognizer.apis,
            changeLog: recognizer.changeLog, sources: frontMatter.sourceRefs,
            platformStatus: recognizer.platformStatus, presentations: frontMatter.presentations,
            file: file.path, location: SourceLocation(file: file.path, line: titleLine))
        result.component = component
        result.sources = frontMatter.sources
        result.extraPlatforms = frontMatter.extraPlatforms
        result.examples = recognizer.examples
        result.links = recognizer.converter.links
        result.disagreements = frontMatter.disagreements.map { draft in
            Disagreement(
                id: draft.id, componentID: componentID, topic: draft.topic, positions: draft.positions,
                ruleIDs: draft.ruleRefs.map { $0.split(separator: ".").count == 2 ? "\(componentID).\($0)" : $0 },
                location: SourceLocation(file: file.path, line: draft.line))
        }
        result.diagnostics += recognizer.diagnostics + recognizer.converter.diagnostics
        if titleIndex == nil, let warning = noGuidanceWarning(recognizer, file: file.path, line: frontMatter.lineCount + 1) {
            result.diagnostics.append(warning)
        }
        result.diagnostics = result.diagnostics.sortedForDisplay()
        return result
    }

    /// Front matter `id`, else the file name without `.md`, slugged.
    static func componentID(_ path: String, frontMatter: FrontMatter) -> String {
        if let id = frontMatter.id, !Slug.make(id).isEmpty { return Slug.make(id) }
        let id = Slug.make(fileStem(path))
        return id.isEmpty ? "page" : id
    }

    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.lowercased().hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    static func humanized(_ path: String) -> String {
        let words = fileStem(path).split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        guard let first = words.first else { return path }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst().map(String.init)).joined(separator: " ")
    }

    /// The heading that titles the page. When the front-matter title names a heading further
    /// down, everything before it is site chrome ("This page requires JavaScript.").
    static func titleHeadingIndex(_ blocks: [MarkdownBlock], title: String?) -> Int? {
        func text(_ block: MarkdownBlock) -> (level: Int, name: String)? {
            guard case .heading(let level, let content) = block.kind else { return nil }
            return (level, PageRecognizer.sectionName(content.plainText))
        }
        if let title {
            let wanted = PageRecognizer.sectionName(title)
            if let index = blocks.firstIndex(where: { text($0).map { $0.level == 1 && $0.name == wanted } ?? false }) {
                return index
            }
            if let index = blocks.firstIndex(where: { text($0)?.name == wanted }) { return index }
        }
        return blocks.firstIndex(where: { text($0)?.level == 1 })
    }

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
