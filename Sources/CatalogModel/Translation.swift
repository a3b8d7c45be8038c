/// A rule's lead and body in a language other than its page's source language, attached to the
/// rule (same id) whether it came from a bilingual page or a per-language file.
public struct RuleTranslation: Hashable, Sendable, Codable {
    public var lead: [Inline]
    public var body: [Block]
    /// The hash of the source text the translation was made from, as it records it
    /// (`{source-hash=…}`); nil when it records none.
    public var sourceHash: String?
    /// True when `sourceHash` is not the hash of the source rule's text today: the source
    /// changed after the translation was written.
    public var isStale: Bool
    public var location: SourceLocation

    public init(lead: [Inline], body: [Block] = [], sourceHash: String? = nil, isStale: Bool = false, location: SourceLocation) {
        self.lead = lead
        self.body = body
        self.sourceHash = sourceHash
        self.isStale = isStale
        self.location = location
    }
}

/// A section's title and prose in another language. Prose is nil when none of it is translated:
/// the site then shows the source prose, marked as not translated.
public struct SectionTranslation: Hashable, Sendable, Codable {
    public var title: String?
    public var prose: [Block]?

    public init(title: String? = nil, prose: [Block]? = nil) {
        self.title = title
        self.prose = prose
    }
}

/// A page's own text (title, abstract, overview) in another language, and where it was read.
public struct PageTranslation: Hashable, Sendable, Codable {
    public var language: String
    public var title: String?
    public var abstract: [Inline]?
    public var overview: [Block]?
    /// The per-language file the translation was read from; the page's own file for a
    /// bilingual page.
    public var file: String
    /// The titles of the page's related links as the translation's Resources section gives
    /// them, by the position of the page's link (nil where it gives none). The links themselves
    /// are the page's: they go to the same places in every language.
    public var relatedTitles: [String?] = []
    /// The text of each of the page's change log entries as the translation's Change log gives
    /// it, by the position of the page's entry (nil where it gives none); dates are the page's.
    public var changeLogTexts: [String?] = []

    public init(language: String, title: String? = nil, abstract: [Inline]? = nil, overview: [Block]? = nil, file: String) {
        self.language = language
        self.title = title
        self.abstract = abstract
        self.overview = overview
        self.file = file
    }
}

extension Rule {
    /// The hash a translation records of the text it translates (`{source-hash=…}`): eight hex
    /// digits of the 64-bit FNV-1a hash of the lead and body as plain text, with runs of white
    /// space made one space, so that re-wrapping a paragraph does not make its translations stale.
    public var sourceHash: String { SourceHash.of(leadText + "\n" + bodyText) }
}

/// The hash that stale-translation detection compares.
public enum SourceHash {
    public static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var pendingSpace = false
        var started = false
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = started
                continue
            }
            if pendingSpace {
                hash = (hash ^ 0x20) &* 0x100_0000_01b3
                pendingSpace = false
            }
            started = true
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for shift in stride(from: 28, through: 0, by: -4) { out.append(digits[Int((folded >> UInt32(shift)) & 0xF)]) }
        return String(decoding: out, as: UTF8.self)
    }
}
