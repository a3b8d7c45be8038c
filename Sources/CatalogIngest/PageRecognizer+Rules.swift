import CatalogModel
import MarkdownKit

extension PageRecognizer {
    /// What a `{…}` group at the end of a rule's paragraph says.
    struct RuleAttributes {
        var id: String?
        var taste = false
        var sources: [String] = []
        /// `source-hash=…`: the hash of the source text a translation was made from.
        var sourceHash: String?
    }

    /// Makes rules from a paragraph or list that opens with a bold sentence; false when the
    /// block is not a rule.
    mutating func ruleBlock(_ block: MarkdownBlock) -> Bool {
        switch block.kind {
        case .paragraph(let content):
            guard let lead = Self.ruleLead(content, inList: false) else { return false }
            if lead.glued { warnGlued(at: block.range) }
            addRule(paragraph: lead.content, range: block.range, rest: [])
            return true
        case .list(let ordered, _, let items):
            guard let first = items.first, Self.itemLead(first) != nil else { return false }
            for item in items {
                guard case .listItem(let children) = item.kind else { continue }
                if let (content, range, glued) = Self.itemLead(item) {
                    if glued { warnGlued(at: range) }
                    addRule(paragraph: content, range: range, rest: Array(children.dropFirst()))
                } else if let rule = currentRule {
                    rules[rule].body.append(.list(ordered: ordered, items: [converter.blocks(children)]))
                }
            }
            return true
        default:
            return false
        }
    }

    /// The bold lead of a paragraph: the children of a `strong` that opens it.
    static func boldLead(_ content: [MarkdownInline]) -> [MarkdownInline]? {
        for inline in content {
            switch inline {
            case .text(let s) where s.isBlank: continue
            case .strong(let children) where !children.plainText.isBlank: return children
            default: return nil
            }
        }
        return nil
    }

    /// A paragraph that opens a rule, as the rule reads it (a lead glued to the next word made
    /// bold), and whether its lead was glued; nil when its bold opening is not a rule's lead
    /// (see `RuleLead`) or it has none.
    static func ruleLead(_ content: [MarkdownInline], inList: Bool) -> (content: [MarkdownInline], glued: Bool)? {
        var content = content
        var glued = false
        if boldLead(content) == nil {
            guard let unglued = RuleLead.unglued(content) else { return nil }
            content = unglued
            glued = true
        }
        guard let lead = boldLead(content), let strong = content.firstIndex(where: { if case .strong = $0 { return true }; return false })
        else { return nil }
        guard RuleLead.kind(lead: lead, after: Array(content[(strong + 1)...]), inList: inList) == .rule else { return nil }
        return (content, glued)
    }

    /// Whether a paragraph opens with a term it defines, as a list item of a definition list
    /// does (`**Full screen.** The window fills the screen.`).
    static func definesTerm(_ content: [MarkdownInline]) -> Bool {
        guard let lead = boldLead(content), let strong = content.firstIndex(where: { if case .strong = $0 { return true }; return false })
        else { return false }
        return RuleLead.kind(lead: lead, after: Array(content[(strong + 1)...]), inList: true) == .definition
    }

    static func itemLead(_ item: MarkdownBlock) -> ([MarkdownInline], SourceRange, glued: Bool)? {
        guard case .listItem(let children) = item.kind, let first = children.first,
              case .paragraph(let content) = first.kind, let lead = ruleLead(content, inList: true) else { return nil }
        return (lead.content, first.range, lead.glued)
    }

    /// Warns of a lead glued to the sentence after it, at the place the space is missing.
    mutating func warnGlued(at range: SourceRange) {
        // A paragraph the parser placed on no line of the page (it does for some pages of NUL
        // bytes) is reported at the page's top.
        guard range.startLine >= 1, range.startLine <= lines.count else {
            diagnostics.append(Self.gluedLead(at: location(1)))
            return
        }
        var column = range.startColumn
        let bytes = Array(lines[range.startLine - 1].utf8)
        let start = max(0, range.startColumn - 1)
        // The lead's delimiter, `**` or `__`, as it opens the paragraph.
        let mark = start < bytes.count && bytes[start] == UInt8(ascii: "_") ? UInt8(ascii: "_") : UInt8(ascii: "*")
        // The closing one: the first after the opening one at the paragraph's start.
        var i = start + 2
        while i + 1 < bytes.count, !(bytes[i] == mark && bytes[i + 1] == mark) { i += 1 }
        if i + 1 < bytes.count { column = i + 3 }
        diagnostics.append(Self.gluedLead(at: location(range.startLine, column: column), delimiter: mark == UInt8(ascii: "_") ? "__" : "**"))
    }

    static func gluedLead(at location: SourceLocation, delimiter: String = "**") -> Diagnostic {
        .warning(
            "rule.glued-lead", "no space after the bold lead; read as a rule whose lead ends at the closing `\(delimiter)`",
            at: location,
            explanation: "markdown does not read `\(delimiter)` followed directly by a letter as the end of bold text, so without the space the paragraph has no bold lead",
            fix: "add a space after the closing `\(delimiter)`")
    }

    mutating func addRule(paragraph: [MarkdownInline], range: SourceRange, rest: [MarkdownBlock]) {
        var content = paragraph
        let attributes = takeAttributes(&content, line: range.endLine)
        var line = range.startLine
        var lead: [Inline] = []
        var remainder: [MarkdownInline] = []
        var sawLead = false
        for inline in content {
            if !sawLead, case .strong(let children) = inline {
                lead = converter.inlines(children, line: &line)
                sawLead = true
            } else if sawLead {
                remainder.append(inline)
            }
        }
        // The space after the bold lead belongs to neither part.
        while let first = remainder.first {
            if case .softBreak = first { remainder.removeFirst(); line += 1; continue }
            if case .text(let s) = first {
                let trimmed = String(s.drop(while: { $0 == " " || $0 == "\t" }))
                if trimmed.isEmpty { remainder.removeFirst(); continue }
                remainder[0] = .text(trimmed)
            }
            break
        }
        var body: [Block] = []
        let restInlines = converter.inlines(remainder, line: &line)
        if Self.isReadable(restInlines) || restInlines.contains(where: { if case .image = $0 { return true }; return false }) {
            body.append(.paragraph(restInlines))
        }
        body += converter.blocks(rest)

        // The section's fields read in place: a copy of the section, made for every rule, retained
        // and released each of its fields, its growing list of rule ids among them.
        let sectionID = currentSection.map { sections[$0].id } ?? "overview"
        let leadText = lead.plainText.trimmingWhitespace
        // A lead in Hangul, kana or Han has no words a slug can keep (its Latin words alone would
        // make ids that collide): its id is its place in the section, `rule-3`, unless the
        // author writes one, or a translation takes the id of the rule it is aligned with.
        let cjk = Script.containsCJK(leadText)
        var slug = attributes.id ?? (cjk ? "" : Slug.make(leadText, maxWords: 8))
        if slug.isEmpty { slug = "rule-\((currentSection.map { sections[$0].ruleIDs.count } ?? rules.count) + 1)" }
        let sources: [SourceReference]
        if attributes.sources.isEmpty {
            sources = Array(primarySources.prefix(1))
        } else {
            sources = attributes.sources.map { id in
                primarySources.first(where: { $0.sourceID == id }) ?? SourceReference(sourceID: id)
            }
        }
        var id: String = .concatenating(componentID, ".", sectionID, ".", slug)
        // Two leads that open with the same eight words in one section: the later rule's id
        // gets the first free suffix, in page order, as duplicate section ids do. An id the
        // author wrote is left as it is: a duplicate of it is `rule.duplicate-id`.
        if attributes.id == nil, ruleIDs.contains(id) {
            var n = 2
            while ruleIDs.contains(.concatenating(id, "-", String(n))) { n += 1 }
            let taken = id
            id = .concatenating(id, "-", String(n))
            diagnostics.append(.warning(
                "rule.id-suffixed", "rule id '\(taken)' is already used on this page; this rule's id is '\(id)'",
                at: (1...max(1, lines.count)).contains(range.startLine) ? location(range.startLine, column: range.startColumn) : location(1),
                explanation: "two rules in one section open with the same first eight words, so the ids made from them collide; the suffix follows the page's order",
                fix: "reword one lead, or give the rule an id of its own with `{#other-id}` at the end of its paragraph"))
        }
        ruleIDs.insert(id)
        if let hash = attributes.sourceHash { sourceHashes[id] = hash }
        // The rule is not read after it is appended, so it moves into the array; read after,
        // it was copied whole first.
        rules.append(Rule(
            id: id, componentID: componentID, sectionID: sectionID,
            lead: lead, body: body, strength: cjk ? LanguageTable.strength(of: leadText) ?? .do : RuleStrength.from(lead: leadText),
            platforms: currentSection.map { sections[$0].platforms } ?? [], sources: sources,
            location: location(range.startLine, column: range.startColumn), isTaste: attributes.taste,
            widths: currentSection.map { sections[$0].widths } ?? []))
        currentRule = rules.count - 1
        if let index = currentSection { sections[index].ruleIDs.append(id) }
    }

    /// Removes a trailing `{#id taste sources=a,b}` group from the paragraph and reads it.
    /// Braces that hold anything else are ordinary text and stay.
    mutating func takeAttributes(_ content: inout [MarkdownInline], line: Int) -> RuleAttributes {
        var attributes = RuleAttributes()
        guard case .text(let text)? = content.last else { return attributes }
        // Most paragraphs carry no attribute group: check the last non-blank byte before trimming
        // or searching the whole text.
        let lastByte = text.utf8.reversed().first { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }
        guard lastByte == UInt8(ascii: "}") else { return attributes }
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") else { return attributes }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let tokens = inside.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !tokens.isEmpty else { return attributes }
        for token in tokens {
            if token.hasPrefix("#"), token.count > 1 {
                // Ids end up in URLs and anchors, so an override is slugged like a generated one.
                let slug = Slug.make(String(token.dropFirst()))
                attributes.id = slug.isEmpty ? nil : slug
            } else if token == "taste" {
                attributes.taste = true
            } else if token.hasPrefix("source-hash="), token.count > "source-hash=".count {
                attributes.sourceHash = String(token.dropFirst("source-hash=".count)).lowercased()
            } else if token.hasPrefix("sources=") {
                attributes.sources = token.dropFirst("sources=".count).split(separator: ",").map(String.init)
            } else {
                return RuleAttributes()
            }
        }
        // What stays is the text before the group, with its leading blanks and without the
        // blanks that separated it from the group.
        guard let openInText = text.lastIndex(of: "{") else { return attributes }
        // Stepped back over the UTF-8 view and cut once: a reversed view of the bytes, dropped
        // from and reversed again, was copied byte by generic byte.
        var end = openInText
        while end > text.startIndex {
            let previous = text.utf8.index(before: end)
            guard text.utf8[previous] == 32 || text.utf8[previous] == 9 else { break }
            end = previous
        }
        let kept = text[..<end]
        if kept.utf8.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }) {
            content.removeLast()
        } else {
            content[content.count - 1] = .text(String(kept))
        }
        return attributes
    }
}
