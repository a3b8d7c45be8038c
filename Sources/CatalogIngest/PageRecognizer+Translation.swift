import CatalogModel
import MarkdownKit

/// What the last block read was, for a bilingual page's blockquote to translate.
enum TranslationTarget: Equatable {
    case none, title, abstract, overview
    case section(Int)
    case prose(Int)
    case rule(Int)
    case ruleBody(Int)
}

extension PageRecognizer {
    /// The language a blockquote translates into, when it is a translation: the page's
    /// `translation:` language, or, without one, the quote's script (Hangul `ko`, kana `ja`,
    /// Han `zh-Hans`). Nil for a quote that is prose, as in a page with no translation.
    func translationLanguage(of children: [MarkdownBlock]) -> String? {
        guard lastTarget != .none, !children.isEmpty else { return nil }
        var text = ""
        for child in children {
            switch child.kind {
            case .paragraph(let inlines), .heading(_, let inlines): text += inlines.plainText + " "
            case .list: continue
            default: return nil
            }
        }
        if let bilingualLanguage { return bilingualLanguage }
        return Script.likelyLanguage(of: text)
    }

    /// Attaches a blockquote's text, as a translation into `language`, to what came just before
    /// it: the title, the abstract, a section heading, a rule, or a paragraph of prose.
    mutating func translate(_ children: [MarkdownBlock], into language: String, block: MarkdownBlock) {
        let at = location(block.range.startLine, column: block.range.startColumn)
        switch lastTarget {
        case .none:
            return
        case .title:
            titleTranslations[language] = Self.firstText(children)
        case .abstract:
            if case .paragraph(let inlines)? = converter.blocks(children).first { abstractTranslations[language] = inlines }
        case .overview:
            overviewTranslations[language, default: []] += converter.blocks(children)
        case .section(let index):
            sections[index].translations[language, default: SectionTranslation()].title = Self.firstText(children)
        case .prose(let index):
            var translation = sections[index].translations[language] ?? SectionTranslation()
            translation.prose = (translation.prose ?? []) + converter.blocks(children)
            sections[index].translations[language] = translation
        case .rule(let index):
            var first = children
            var lead: [Inline] = []
            var body: [Block] = []
            var hash: String?
            if case .paragraph(var content)? = first.first?.kind {
                hash = takeAttributes(&content, line: first[0].range.endLine).sourceHash
                first.removeFirst()
                var line = block.range.startLine
                if let bold = Self.boldLead(content), let strong = content.firstIndex(where: { if case .strong = $0 { return true }; return false }) {
                    lead = converter.inlines(bold, line: &line)
                    var rest = Array(content[(strong + 1)...])
                    if case .text(let s)? = rest.first {
                        let trimmed = String(s.drop(while: { $0 == " " }))
                        if trimmed.isEmpty { rest.removeFirst() } else { rest[0] = .text(trimmed) }
                    }
                    let inlines = converter.inlines(rest, line: &line)
                    if Self.isReadable(inlines) { body.append(.paragraph(inlines)) }
                } else {
                    lead = converter.inlines(content, line: &line)
                }
            }
            body += converter.blocks(first)
            rules[index].translations[language] = RuleTranslation(lead: lead, body: body, sourceHash: hash, location: at)
            lastTarget = .ruleBody(index)
        case .ruleBody(let index):
            guard rules[index].translations[language] != nil else { return }
            rules[index].translations[language]!.body += converter.blocks(children)
        }
    }

    /// The text of a quote's first paragraph or heading.
    static func firstText(_ children: [MarkdownBlock]) -> String? {
        for child in children {
            switch child.kind {
            case .paragraph(let inlines), .heading(_, let inlines): return inlines.plainText.trimmingWhitespace
            default: continue
            }
        }
        return nil
    }

    /// A blockquote under Resources or Change log. A bilingual page's links and change-log
    /// entries stay in the page's language (their titles are names, their dates data), so a
    /// translation quoted there is not read; it is reported rather than dropped unsaid, and the
    /// entries after it are read as before. A quote in the page's own language is footer prose.
    mutating func quotedTranslationInEndMatter(_ children: [MarkdownBlock], block: MarkdownBlock) {
        var text = ""
        for child in children {
            if case .paragraph(let inlines) = child.kind { text += inlines.plainText + " " }
        }
        guard let language = bilingualLanguage ?? Script.likelyLanguage(of: text) else {
            zone = .ended
            return
        }
        let part = zone == .resources ? "Resources" : "Change log"
        diagnostics.append(.warning(
            "translation.end-matter-quote",
            "the \(language) translation quoted under \(part) is not read",
            at: location(block.range.startLine, column: block.range.startColumn),
            explanation: "a bilingual page translates its title, abstract, sections and rules; its Resources and Change log stay in the page's language",
            fix: "move the translated \(part) into a per-language file beside the page (for example `page.\(language).md`), whose Resources and Change log line up with the page's"))
    }
}
