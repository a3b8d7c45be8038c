/// How strongly a rule asks, read from the verb its lead sentence opens with.
public enum RuleStrength: String, Hashable, Sendable, Codable, CaseIterable {
    case `do`, prefer, consider, avoid, dont = "dont"

    /// Reads the strength from a lead sentence: "Prefer …" → prefer, "Don't …"/"Never …" → dont,
    /// "Avoid …" → avoid, "Consider …" (or "For …, consider …") → consider, anything else → do.
    public static func from(lead: String) -> RuleStrength {
        if let strength = lead.withContiguousUTF8({ $0.allSatisfy { $0 < 0x80 } ? asciiStrength($0) : nil }) {
            return strength
        }
        // Reading scalar by scalar, each word decided as it ends, keeps this cheap on catalogs
        // with many thousands of rules.
        var reader = LeadReader()
        var word = ""
        var wordIsASCII = true
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
                // ASCII letters were lower-cased as they came; only other scripts need `lowercased()`.
                if let strength = reader.read(wordIsASCII ? word : word.lowercased()) { return strength }
                if reader.isDone { return .do }
                word = ""
                wordIsASCII = true
            }
        }
        if !word.isEmpty, let strength = reader.read(wordIsASCII ? word : word.lowercased()) { return strength }
        return .do
    }

    /// `from(lead:)` for an ASCII lead, nearly every lead: the same words read from the bytes,
    /// each packed into an integer as it is read, so that no string is made for a word.
    private static func asciiStrength(_ bytes: UnsafeBufferPointer<UInt8>) -> RuleStrength {
        var reader = LeadReader()
        // No word that decides is longer than 8 letters, so a longer one is only counted.
        var packed: UInt64 = 0
        var length = 0
        for byte in bytes {
            let letter: UInt8
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "'"): letter = byte
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): letter = byte + 32
            default:
                guard length > 0 else { continue }
                if let strength = reader.read(length <= 8 ? LeadWord(packed: packed) : .other) { return strength }
                if reader.isDone { return .do }
                packed = 0
                length = 0
                continue
            }
            if length < 8 { packed |= UInt64(letter) << (8 * UInt64(length)) }
            length += 1
        }
        if length > 0, let strength = reader.read(length <= 8 ? LeadWord(packed: packed) : .other) { return strength }
        return .do
    }
}

/// The words of a lead that decide its strength; every other word is `other`. "dont" without
/// its apostrophe counts only as a lead's first word, so it is a word of its own.
private enum LeadWord {
    case `do`, dont, dontUnmarked, not, prefer, consider, avoid, never, other

    /// The deciding words, each with its bytes packed as `init(packed:)` reads them. All are
    /// ASCII of at most eight bytes, so one packed integer stands for each.
    private static let words: [(packed: UInt64, word: LeadWord)] = [
        ("do", .do), ("don't", .dont), ("dont", .dontUnmarked), ("not", .not),
        ("prefer", .prefer), ("consider", .consider), ("avoid", .avoid), ("never", .never),
    ].map { (pack($0.utf8), $1) }

    /// A lower-cased word, in any script.
    init(_ word: String) {
        guard word.utf8.count <= 8, word.utf8.allSatisfy({ $0 < 0x80 }) else { self = .other; return }
        self.init(packed: Self.pack(word.utf8))
    }

    /// A lower-cased ASCII word of up to eight bytes, its first byte in the lowest.
    init(packed: UInt64) {
        self = Self.words.first { $0.packed == packed }?.word ?? .other
    }

    private static func pack(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var packed: UInt64 = 0
        for (n, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * UInt64(n)) }
        return packed
    }
}

/// Decides a lead's strength from its words, lower-cased, one at a time as they end. Only the
/// first twelve count: a strength verb among them decides, and so does a first word of "dont"
/// or a lead that opens "do not".
private struct LeadReader {
    private var count = 0
    private var firstIsDo = false

    /// True once twelve words were read: the lead is a plain "do".
    var isDone: Bool { count >= 12 }

    /// The strength `word` decides, if it decides one.
    mutating func read(_ word: String) -> RuleStrength? {
        read(LeadWord(word))
    }

    mutating func read(_ word: LeadWord) -> RuleStrength? {
        guard !isDone else { return nil }
        defer { count += 1 }
        if count == 0 {
            if word == .dontUnmarked { return .dont }
            firstIsDo = word == .do
        } else if count == 1 && firstIsDo && word == .not {
            return .dont
        }
        // Leads such as "For complex flows, consider alternatives" put the verb after an
        // opening clause; the first strength verb decides.
        switch word {
        case .prefer: return .prefer
        case .consider: return .consider
        case .avoid: return .avoid
        case .dont, .never: return .dont
        case .do, .dontUnmarked, .not, .other: return nil
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

    // Inlinable, so that reading them from a rule in an array reads only `lead` or `body`:
    // called across modules, each read copied the whole rule, a retain and release per field.
    @inlinable public var leadText: String { lead.plainText }
    @inlinable public var bodyText: String { body.plainText }
}
