import CatalogModel
import MarkdownKit

/// Decides whether a bold opening is a rule's lead sentence.
///
/// A rule opens with an imperative or advisory sentence in bold. Guideline pages, exported ones
/// above all, also open paragraphs and list items with bold text that is not guidance: an
/// admonition label (`**Note:** …`), a label before a sentence (`**macOS:** …`,
/// `- **Do** keep items short.`), or a term being defined (`- **Main.** The frontmost window …`).
enum RuleLead {
    enum Kind: Equatable {
        case rule
        /// `**Note:**`, `**Important.**`: an admonition, prose of the section or rule it sits in.
        case admonition
        /// `**macOS:**`, `**Do** keep …`: a label before a sentence.
        case label
        /// `- **Full screen.** …`: a term a list defines.
        case definition
    }

    /// What the bold `lead` opening a paragraph or list item is; `after` is what follows it.
    static func kind(lead: [MarkdownInline], after: [MarkdownInline], inList: Bool) -> Kind {
        let text = lead.plainText.trimmingWhitespace
        let next = after.first.map { inline -> Character? in
            if case .text(let s) = inline { return s.first }
            return nil
        } ?? nil
        if text.hasSuffix(":") || next == ":" { return admonitions.contains(bare(text)) ? .admonition : .label }
        if admonitions.contains(bare(text)) { return .admonition }
        // Split by scalars: by characters, each compared as a string with each separator, this
        // line was 3.6% of a 1,000-page build's instructions.
        let words = text.unicodeScalars.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        let endsSentence = text.last.map { ".!?)”\"’".contains($0) } ?? false
        // `**Do** keep items short.`: the bold word labels a sentence that goes on without it.
        if !endsSentence, words.count == 1, next == " ", continuesInLowerCase(after) { return .label }
        // A list of short terms, each followed by what it means, defines them. A short lead that
        // opens with a verb ("Be brief.", "Close the drawer.") is still a rule.
        if inList, words.count <= 3, let first = words.first, !opensWithVerb(String(first).lowercased()) { return .definition }
        return .rule
    }

    /// The label without its closing punctuation, lower-cased.
    static func bare(_ text: String) -> String {
        var t = Substring(text)
        while let last = t.last, ":.!".contains(last) || last == " " { t.removeLast() }
        return t.lowercased()
    }

    static let admonitions: Set<String> = [
        "note", "notes", "important", "tip", "tips", "warning", "caution", "attention", "remember",
        "developer note", "see also", "example", "for example", "hint", "info", "danger",
    ]

    private static func continuesInLowerCase(_ after: [MarkdownInline]) -> Bool {
        guard case .text(let s)? = after.first else { return false }
        return s.drop(while: { $0 == " " }).first?.isLowercase ?? false
    }

    /// Whether a lead's first word (lower-cased) is a verb a short rule opens with, or a word
    /// that opens advice before its verb.
    static func opensWithVerb(_ word: String) -> Bool {
        let bare = String(word.compactMap { $0 == "’" ? "'" : ($0.isLetter || $0 == "'" || $0 == "-" ? $0 : nil) })
        return verbs.contains(bare) || RuleStrength.from(lead: bare) != .do
    }

    /// Verbs that open the short rules of guideline pages: "Be concise.", "Test with VoiceOver.".
    static let verbs: Set<String> = [
        "add", "adapt", "adjust", "aim", "align", "allow", "always", "anticipate", "apply", "ask", "assign",
        "be", "begin", "break", "bring", "build", "call", "check", "choose", "clarify", "close", "combine",
        "communicate", "complete", "confirm", "convey", "create", "customize", "deemphasize", "defer",
        "define", "delay", "describe", "design", "determine", "display", "distinguish", "do", "don't",
        "dont", "double-check", "embrace", "emphasize", "enable", "ensure", "explain", "express", "favor",
        "follow", "focus", "give", "group", "guide", "help", "hide", "highlight", "identify", "include",
        "indicate", "inform", "integrate", "keep", "label", "launch", "lead", "let", "limit", "list",
        "localize", "look", "maintain", "make", "match", "maximize", "minimize", "mirror", "never",
        "offer", "only", "open", "optimize", "organize", "pair", "pay", "place", "plan", "play", "position",
        "present", "preserve", "prioritize", "produce", "protect", "provide", "put", "reduce", "reflect",
        "remember", "remove", "reserve", "resist", "respect", "respond", "restrict", "reveal", "review",
        "save", "scale", "select", "separate", "set", "show", "simplify", "size", "skip", "start", "state",
        "stay", "strive", "suggest", "summarize", "support", "take", "tell", "test", "think", "try", "turn",
        "use", "validate", "verify", "write",
    ]

    /// A paragraph whose bold lead is glued to the sentence after it (`**Close the drawer.**People
    /// expect …`): markdown does not read that `**` as closing, so the paragraph has no bold at
    /// all. Returns the paragraph with the lead made bold and a space after it, or nil.
    /// `__Close the drawer.__People …` is glued the same way, with the other bold delimiter.
    static func unglued(_ content: [MarkdownInline]) -> [MarkdownInline]? {
        guard case .text(let first)? = content.first else { return nil }
        let delimiter: String
        if first.hasPrefix("**"), !first.hasPrefix("***") {
            delimiter = "**"
        } else if first.hasPrefix("__"), !first.hasPrefix("___") {
            delimiter = "__"
        } else {
            return nil
        }
        var lead: [MarkdownInline] = []
        var opening = String(first.dropFirst(2))
        var index = 0
        while index < content.count {
            let piece: String
            if index == 0 {
                piece = opening
            } else if case .text(let s) = content[index] {
                piece = s
            } else {
                lead.append(content[index])
                index += 1
                continue
            }
            if let close = piece.range(of: delimiter) {
                let inside = String(piece[..<close.lowerBound]), rest = String(piece[close.upperBound...])
                if !inside.isEmpty { lead.append(.text(inside)) }
                // Only a lead glued to a word: with a space after it, markdown would have read it.
                let text = lead.plainText
                guard let next = rest.first, !next.isWhitespace, !next.isPunctuation,
                      let firstLetter = text.first, !firstLetter.isWhitespace, let lastLetter = text.last, !lastLetter.isWhitespace
                else { return nil }
                return [.strong(lead), .text(" " + rest)] + content[(index + 1)...]
            }
            if piece.contains("\n") { return nil }
            lead.append(.text(piece))
            opening = ""
            index += 1
        }
        return nil
    }
}
