/// How strongly a rule asks, read from the verb its lead sentence opens with.
public enum RuleStrength: String, Hashable, Sendable, Codable, CaseIterable {
    case `do`, prefer, consider, avoid, dont = "dont"

    /// Reads the strength from a lead sentence: "Prefer …" → prefer, "Don't …"/"Never …" → dont,
    /// "Avoid …" → avoid, "Consider …" (or "For …, consider …") → consider, anything else → do.
    public static func from(lead: String) -> RuleStrength {
        var text = lead
        if let strength = text.withUTF8({ $0.allSatisfy { $0 < 0x80 } ? asciiStrength($0) : nil }) {
            return strength
        }
        // Only the first twelve words can decide; reading them scalar by scalar keeps this cheap
        // on catalogs with many thousands of rules.
        var words: [String] = []
        var word = ""
        var wordIsASCII = true
        func finishWord() {
            // ASCII letters were lower-cased as they came; only other scripts need `lowercased()`.
            words.append(wordIsASCII ? word : word.lowercased())
            word = ""
            wordIsASCII = true
        }
        for scalar in lead.unicodeScalars {
            if ("a"..."z").contains(scalar) || scalar == "'" {
                word.unicodeScalars.append(scalar)
            } else if ("A"..."Z").contains(scalar) {
                word.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) + 32))
            } else if scalar == "’" {
                word.unicodeScalars.append("'")
            } else if !scalar.isASCII && scalar.properties.isAlphabetic {
                word.unicodeScalars.append(scalar)
                wordIsASCII = false
            } else if !word.isEmpty {
                finishWord()
                if words.count == 12 { break }
            }
        }
        if !word.isEmpty && words.count < 12 { finishWord() }
        guard let first = words.first else { return .do }
        switch first {
        case "prefer": return .prefer
        case "consider": return .consider
        case "avoid": return .avoid
        case "don't", "dont", "never": return .dont
        case "do" where words.dropFirst().first == "not": return .dont
        default: break
        }
        // Leads such as "For complex flows, consider alternatives" or "In an iPhone app, consider …"
        // put the verb after an opening clause; the first strength verb within the lead decides.
        for word in words.prefix(12) {
            switch word {
            case "prefer": return .prefer
            case "consider": return .consider
            case "avoid": return .avoid
            case "don't", "never": return .dont
            default: continue
            }
        }
        return .do
    }

    /// `from(lead:)` for an ASCII lead, nearly every lead: the same words read from the bytes,
    /// each decided as it ends, with no array of words.
    private static func asciiStrength(_ bytes: UnsafeBufferPointer<UInt8>) -> RuleStrength {
        // No word that decides is longer than 8 letters, so a longer one is only counted.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { word in
            var length = 0, count = 0
            var firstIsDo = false
            // Called at the end of each word; a strength ends the search.
            func decide() -> RuleStrength? {
                defer { count += 1; length = 0 }
                guard length <= 8 else { return nil }
                let text = String(decoding: UnsafeBufferPointer(rebasing: word[..<length]), as: UTF8.self)
                if count == 0 {
                    switch text {
                    case "prefer": return .prefer
                    case "consider": return .consider
                    case "avoid": return .avoid
                    case "don't", "dont", "never": return .dont
                    case "do": firstIsDo = true; return nil
                    default: return nil
                    }
                }
                if count == 1 && firstIsDo && text == "not" { return .dont }
                // Leads such as "For complex flows, consider alternatives" put the verb later.
                switch text {
                case "prefer": return .prefer
                case "consider": return .consider
                case "avoid": return .avoid
                case "don't", "never": return .dont
                default: return nil
                }
            }
            for byte in bytes {
                let letter: UInt8
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "'"): letter = byte
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): letter = byte + 32
                default:
                    guard length > 0 else { continue }
                    if let strength = decide() { return strength }
                    if count == 12 { return .do }
                    continue
                }
                if length < 9 { word[length] = letter }
                length += 1
            }
            if length > 0, count < 12, let strength = decide() { return strength }
            return .do
        }
    }
}

/// A rule: a paragraph or list item that opens with a bold sentence.
public struct Rule: Hashable, Sendable, Codable {
    /// `component.section.slug`, unique across the catalog.
    public var id: String
    public var componentID: String
    /// Slug of the section the rule sits in: `best-practices`, or the platform subsection
    /// (`ios-ipados`, `macos`) under Platform considerations.
    public var sectionID: String
    public var lead: [Inline]
    public var body: [Block]
    public var strength: RuleStrength
    /// Platform ids the rule is scoped to; empty means every platform.
    public var platforms: [String]
    /// Horizontal size classes the rule is scoped to ("iPadOS (regular width)"); empty means any.
    public var widths: [SizeClass]
    /// Sources that back the rule; defaults to the page's primary source.
    public var sources: [SourceReference]
    public var location: SourceLocation
    /// A taste rule ("keep titles short") states no behaviour, so it needs no spec example.
    public var isTaste: Bool

    public init(
        id: String, componentID: String, sectionID: String, lead: [Inline], body: [Block],
        strength: RuleStrength, platforms: [String], sources: [SourceReference],
        location: SourceLocation, isTaste: Bool = false, widths: [SizeClass] = []
    ) {
        self.id = id
        self.componentID = componentID
        self.sectionID = sectionID
        self.lead = lead
        self.body = body
        self.strength = strength
        self.platforms = platforms
        self.widths = widths
        self.sources = sources
        self.location = location
        self.isTaste = isTaste
    }

    public var leadText: String { lead.plainText }
    public var bodyText: String { body.plainText }
}
