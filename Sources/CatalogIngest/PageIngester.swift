import CatalogModel
import MarkdownKit

/// Reads one markdown page into catalog values.
///
/// Pure and per page: the site layer runs pages in parallel, and everything that needs more
/// than one page (duplicate ids, links, source references) waits for ``CatalogAssembler``.
public enum PageIngester {
    public static func ingest(_ file: ContentFile) -> PageIngestResult {
        var result = PageIngestResult()
        if let reason = file.readError {
            let top = SourceLocation(file: file.path, line: 1)
            result.diagnostics.append(.error(
                "content.unreadable", "cannot read '\(file.path)': \(reason)", at: top,
                fix: "let the user who runs sheetcat read the file (`chmod a+r`), or move it out of the content folder"))
            result.unread = HeldBack.Unread(location: top, kind: .page)
            result.wasUnreadable = true
            return result
        }
        let (decoded, encodingDiagnostics) = PageText.decode(file)
        result.diagnostics += encodingDiagnostics
        guard let text = decoded else {
            result.unread = encodingDiagnostics.first { $0.severity == .error }?.location.map { HeldBack.Unread(location: $0, kind: .page) }
            return result
        }

        let (lines, hasCarriageReturn) = PageText.scanLines(of: text)
        var reader = FrontMatterReader(file: file.path)
        let frontMatter = reader.read(lines: lines)
        result.diagnostics += reader.diagnostics

        // Front-matter lines become blank lines so that cmark's line numbers are the file's.
        let rest = Self.text(of: lines, from: frontMatter.lineCount, in: text, hasCarriageReturn: hasCarriageReturn)
        let body = frontMatter.lineCount == 0 ? rest : String(repeating: "\n", count: frontMatter.lineCount) + rest
        let document = MarkdownParser.parse(body)
        // A page the parser would stall on is left out whole, with the error saying why.
        let stall: (id: String, summary: String, explanation: String, fix: String)?
        if let load = document.notParsed {
            stall = ("markdown.too-many-brackets",
                     "page has \(load.imageOpeners) image openers `![` and \(load.brackets) brackets `[`; it is not read",
                     "the markdown parser's time grows with the product of the two (more than \(ParserHazards.maximumImageBracketProduct) here), so a page like this would stall the build",
                     "split the page, or escape brackets that are not links or images as `\\[`")
        } else if let tangled = document.tangled {
            stall = ("markdown.too-many-delimiters",
                     "paragraph at line \(tangled.line) has \(tangled.brackets) brackets `[` among \(tangled.delimiters) emphasis delimiters (`*`, `_`, `~`); the page is not read",
                     "the markdown parser's time grows with each paragraph's brackets times its delimiters (more than \(ParserHazards.maximumDelimiterBracketProduct) in this page), so a page like this would stall the build",
                     "split the paragraph into several, or escape characters that are not markup as `\\[`, `\\*` and `\\_`")
        } else {
            stall = nil
        }
        if let stall {
            let top = SourceLocation(file: file.path, line: 1)
            result.diagnostics.append(.error(stall.id, stall.summary, at: top, explanation: stall.explanation, fix: stall.fix))
            result.unread = HeldBack.Unread(location: top, kind: .page)
            return result
        }
        if let table = document.tablesReadAsText {
            result.diagnostics.append(.warning(
                "markdown.table-too-large",
                "table with \(table.widestRow) cells in a row and \(table.cells) in all; this page's tables are read as text",
                at: SourceLocation(file: file.path, line: table.line),
                explanation: "the markdown parser slows down sharply past \(ParserHazards.maximumTableColumns) cells in a row or \(ParserHazards.maximumTableCells) in a table (it fills short rows with empty cells), so a table this large would stall the build",
                fix: "split the table, or give short rows all their cells"))
        }

        let translationOf = TranslationFile.parse(file.path)
        let componentID = componentID(file.path, frontMatter: frontMatter)
        let known = Platform.base + frontMatter.extraPlatforms
        let titleIndex = titleHeadingIndex(document.blocks, title: frontMatter.title)
        var recognizer = PageRecognizer(
            file: file.path, componentID: componentID, knownPlatforms: known,
            primarySources: frontMatter.sourceRefs, lines: lines)
        recognizer.bilingualLanguage = frontMatter.translation
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
        var page = component
        page.platforms = frontMatter.coveredPlatforms
        // A page with localized section names and no `language:` (an official Korean export)
        // is written in that language; a bilingual page's headings are in its source language.
        page.language = frontMatter.language ?? translationOf?.language ?? recognizer.headingLanguage ?? "en"
        result.translation = translationOf
        result.sourceHashes = recognizer.sourceHashes
        if translationOf == nil { result.diagnostics += Self.bilingual(&page, recognizer) }
        result.component = page
        result.idLocation = frontMatter.idLine.map { SourceLocation(file: file.path, line: $0) }
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
        var recognized = recognizer.diagnostics
        if translationOf != nil, !recognizer.unknownPlatformNames.isEmpty {
            // A translation's headings name its page's platforms, which that page declares.
            result.unknownPlatformNames = recognizer.unknownPlatformNames
            recognized.removeAll { $0.id == "platform.unknown" }
        }
        if let unread = frontMatter.unread {
            let held = HeldBack.Unread(location: unread.at, kind: .frontMatter(sources: unread.sources, platforms: unread.platforms, id: unread.id),
                                       ruleIDs: unread.id ? Set(component.rules.map(\.id)) : nil)
            result.unread = held
            // Platforms the page names may be the ones its unread front matter adds.
            let before = recognized.count
            if unread.platforms { recognized.removeAll { $0.id == "platform.unknown" } }
            if recognized.count < before {
                recognized.append(HeldBack.note(holdingBack: before - recognized.count,
                                                "platform names this page does not know", because: [held]))
            }
        }
        result.diagnostics += recognized + recognizer.converter.diagnostics
        if titleIndex == nil, let warning = noGuidanceWarning(recognizer, file: file.path, line: frontMatter.lineCount + 1) {
            result.diagnostics.append(warning)
        }
        result.diagnostics = result.diagnostics.sortedForDisplay()
        return result
    }

    /// `lines[first...]` joined by `\n`. In a page without `\r`, which is nearly every page,
    /// that is the page's own text from that line on, taken in one piece.
    static func text(of lines: [Substring], from first: Int, in page: String, hasCarriageReturn: Bool) -> String {
        guard first < lines.count else { return "" }
        if hasCarriageReturn { return lines[first...].joined(separator: "\n") }
        return String(page[lines[first].startIndex...])
    }
}
