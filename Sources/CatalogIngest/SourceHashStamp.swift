import CatalogModel

/// A `{source-hash=…}` stamp to write into a translation: which rule's translation, where its
/// first paragraph starts, the hash of the source text it translates today, and the hash it
/// records now (nil: none).
public struct SourceHashStamp: Hashable, Sendable {
    public var ruleID: String
    public var language: String
    public var location: SourceLocation
    public var hash: String
    public var recorded: String?

    /// True when the translation records an older hash: the source changed since it was written.
    public var isRefresh: Bool { recorded != nil }

    /// The stamps `catalog`'s translations lack: those that record no hash, and, with
    /// `includingStale`, those that record an older one (say so only once the translation is
    /// brought up to date: the stamp is what tells a later reader it is). In file and line order.
    public static func missing(in catalog: Catalog, includingStale: Bool) -> [SourceHashStamp] {
        var stamps: [SourceHashStamp] = []
        for page in catalog.components {
            for rule in page.rules {
                let current = rule.sourceHash
                for (language, translation) in rule.translations {
                    guard translation.sourceHash != current else { continue }
                    if translation.sourceHash != nil, !includingStale { continue }
                    stamps.append(SourceHashStamp(ruleID: rule.id, language: language, location: translation.location,
                                                  hash: current, recorded: translation.sourceHash))
                }
            }
        }
        return stamps.sorted { ($0.location.file, $0.location.line, $0.ruleID) < ($1.location.file, $1.location.line, $1.ruleID) }
    }

    /// `text` (one translation file) with each stamp written at the end of its rule's first
    /// paragraph: into the paragraph's `{…}` attribute group when it has one (replacing a
    /// `source-hash=` already there), else as a group of its own. A paragraph inside a
    /// blockquote (a bilingual page) ends where the quote's paragraph ends. Stamps whose
    /// paragraph cannot be found are returned, not guessed at.
    public static func apply(_ stamps: [SourceHashStamp], to text: String) -> (text: String, notFound: [SourceHashStamp]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var notFound: [SourceHashStamp] = []
        for stamp in stamps {
            guard let last = lastLine(ofParagraphAt: stamp.location.line, in: lines) else {
                notFound.append(stamp)
                continue
            }
            lines[last] = stamped(lines[last], hash: stamp.hash)
        }
        return (lines.joined(separator: "\n"), notFound)
    }

    /// The index of the last line of the paragraph that starts on `line` (1-based).
    static func lastLine(ofParagraphAt line: Int, in lines: [String]) -> Int? {
        guard line >= 1, line <= lines.count else { return nil }
        let quoted = { (s: String) in s.drop { $0 == " " }.hasPrefix(">") }
        let inQuote = quoted(lines[line - 1])
        func content(_ s: String) -> Substring {
            var rest = Substring(s)
            while let first = rest.first, first == " " || first == ">" { rest = rest.dropFirst() }
            return rest
        }
        guard !content(lines[line - 1]).isEmpty else { return nil }
        var last = line - 1
        while last + 1 < lines.count {
            let next = lines[last + 1]
            if inQuote != quoted(next) { break }
            let body = content(next)
            if body.isEmpty || startsBlock(body) { break }
            last += 1
        }
        return last
    }

    /// Whether a line's text opens a block of its own (a heading, list item, fence, rule or
    /// table), so it ends the paragraph above it.
    static func startsBlock(_ text: Substring) -> Bool {
        if text.hasPrefix("#") || text.hasPrefix("```") || text.hasPrefix("~~~") || text.hasPrefix("|") { return true }
        if text.hasPrefix("- ") || text.hasPrefix("* ") || text.hasPrefix("+ ") { return true }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && (text.dropFirst(digits.count).hasPrefix(". ") || text.dropFirst(digits.count).hasPrefix(") "))
    }

    /// One line with the stamp: in its trailing attribute group, or in a new one.
    static func stamped(_ line: String, hash: String) -> String {
        var kept = Substring(line)
        while let last = kept.last, last == " " || last == "\t" { kept = kept.dropLast() }
        let token = "source-hash=" + hash
        if kept.hasSuffix("}"), let open = kept.lastIndex(of: "{") {
            let inside = kept[kept.index(after: open)..<kept.index(before: kept.endIndex)]
            let tokens = inside.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let attributes = !tokens.isEmpty && tokens.allSatisfy { t in
                t.hasPrefix("#") || t == "taste" || t.hasPrefix("sources=") || t.hasPrefix("source-hash=")
            }
            if attributes {
                let others = tokens.filter { !$0.hasPrefix("source-hash=") }.map(String.init)
                return String(kept[..<open]) + "{" + (others + [token]).joined(separator: " ") + "}"
            }
        }
        return String(kept) + " {" + token + "}"
    }
}
