import CatalogModel

/// What the recogniser needs to know of one language to read a guideline page written in it:
/// the names of the sections, the sentences that state a platform's status, the words that join
/// platform names, and the cues that give a lead its strength.
///
/// One table per language, each in its own file (`LanguageTable+Korean.swift`); to teach the
/// recogniser another language, add a file with its table and list it in `all`. The recogniser
/// reads only these values, so nothing else changes.
public struct LanguageTable: Sendable {
    /// A section the recogniser knows, by the English name its code reads.
    public enum SectionKind: String, Sendable, CaseIterable {
        case bestPractices = "best practices"
        case platformConsiderations = "platform considerations"
        case resources = "resources"
        case related = "related"
        case developerDocumentation = "developer documentation"
        case changeLog = "change log"
    }

    /// Where a strength cue sits in a lead: Korean and Japanese put the verb last, Chinese first.
    public enum CuePosition: Sendable { case start, end }

    public struct StrengthCue: Sendable {
        public var text: String
        public var position: CuePosition
        public var strength: RuleStrength
        public init(_ text: String, _ position: CuePosition, _ strength: RuleStrength) {
            self.text = text
            self.position = position
            self.strength = strength
        }
    }

    /// BCP 47 tag: `ko`, `ja`, `zh-Hans`.
    public var tag: String
    /// The language's name in itself, for the language switcher: `한국어`.
    public var name: String
    /// Section names as headings write them, each with the section it is.
    public var sections: [(name: String, kind: SectionKind)]
    /// Statements with `{platforms}` where the names go:
    /// `{platforms}에 대한 추가 고려 사항은 없습니다`.
    public var noAdditionalConsiderations: [String]
    public var unsupported: [String]
    /// The same statements without platform names, as a platform subsection writes them.
    public var bareStatements: [(text: String, status: PlatformStatus)]
    /// Words and marks between platform names in a list (`및`, `또는`, `、`); commas are always read.
    public var listSeparators: [String]
    public var strengthCues: [StrengthCue]

    /// Every table the recogniser reads.
    public static let all: [LanguageTable] = [.korean, .japanese, .simplifiedChinese]

    public static func table(for tag: String) -> LanguageTable? {
        all.first { $0.tag == tag } ?? all.first { LanguageTag.language(of: $0.tag) == LanguageTag.language(of: tag) }
    }
}

extension LanguageTable {
    /// The section a heading names in any table's language, by its English name; nil for
    /// other headings. `name` is as `PageRecognizer.sectionName` gives it.
    static func sectionKind(named name: String) -> SectionKind? {
        section(named: name)?.kind
    }

    /// The section a heading names and the language of the table that names it.
    static func section(named name: String) -> (kind: SectionKind, language: String)? {
        for table in all {
            if let hit = table.sections.first(where: { normalized($0.name) == name }) { return (hit.kind, table.tag) }
        }
        return nil
    }

    private static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// The strength a lead's cue gives in any table's language; nil when no cue is found.
    /// The longest cue that matches wins, so "하지 마십시오" is read before "하십시오".
    static func strength(of lead: String) -> RuleStrength? {
        var text = Substring(lead.trimmingWhitespace)
        while let last = text.last, ".!。！".contains(last) || last == " " { text.removeLast() }
        var best: StrengthCue?
        for table in all {
            for cue in table.strengthCues {
                let hit = cue.position == .end ? text.hasSuffix(cue.text) : text.hasPrefix(cue.text)
                if hit, cue.text.count > (best?.text.count ?? 0) { best = cue }
            }
        }
        return best?.strength
    }

    /// The statuses a sentence in any table's language states, with the platform names it
    /// gives; nil when it is not such a statement.
    static func platformStatement(_ sentence: String) -> (status: PlatformStatus, names: String, separators: [String])? {
        for table in all {
            for (patterns, status) in [(table.noAdditionalConsiderations, PlatformStatus.noAdditionalConsiderations),
                                       (table.unsupported, .unsupported)] {
                for pattern in patterns {
                    guard let names = Self.match(sentence, pattern) else { continue }
                    return (status, names, table.listSeparators)
                }
            }
        }
        return nil
    }

    /// A bare statement inside a platform subsection (`추가 고려 사항은 없습니다`), which speaks
    /// for the subsection's platforms.
    static func bareStatement(_ sentence: String) -> PlatformStatus? {
        for table in all {
            if let hit = table.bareStatements.first(where: { $0.text == sentence }) { return hit.status }
        }
        return nil
    }

    private static func match(_ sentence: String, _ pattern: String) -> String? {
        guard let range = pattern.range(of: "{platforms}") else { return nil }
        let prefix = String(pattern[..<range.lowerBound]), suffix = String(pattern[range.upperBound...])
        guard sentence.hasPrefix(prefix), sentence.hasSuffix(suffix), sentence.count > prefix.count + suffix.count else { return nil }
        let names = sentence.dropFirst(prefix.count).dropLast(suffix.count)
        let trimmed = names.trimmingWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }
}
