/// How strongly a rule asks, read from how its lead sentence opens.
public enum RuleStrength: String, Hashable, Sendable, Codable, CaseIterable {
    case `do`, prefer, consider, avoid, dont = "dont"

    /// Reads the strength from how a lead sentence opens: "Prefer …" → prefer, "Don't …",
    /// "Do not …" or "Never …" → dont, "Avoid …" → avoid, "Consider …" → consider, anything
    /// else → do. A lead that opens with a phrase set off by a comma ("For complex flows,
    /// consider …", "In visionOS, avoid …", "If possible, don't …") is read from the word after
    /// the comma. A strength word further in does not count: "Display photos in places that
    /// don't support video" asks to display them.
    public static func from(lead: String) -> RuleStrength {
        // One pass over the scalars; each word is packed into an integer as it is read (every
        // word that decides is ASCII), so that no string is made for a word.
        var reader = LeadReader()
        var packed: UInt64 = 0
        var length = 0
        var ascii = true
        func endWord() -> RuleStrength? {
            defer { packed = 0; length = 0; ascii = true }
            guard length > 0 else { return nil }
            return reader.read(ascii ? LeadWord(packed: packed, length: length) : .other)
        }
        for scalar in lead.unicodeScalars {
            let letter: UInt8
            switch scalar.value {
            case 0x61...0x7A, 0x27: letter = UInt8(scalar.value)
            case 0x41...0x5A: letter = UInt8(scalar.value) + 32
            case 0x2019: letter = 0x27  // a curly apostrophe: "Don’t"
            case 0x80... where scalar.properties.isAlphabetic:
                ascii = false
                length += 1
                continue
            default:
                if let strength = endWord() { return strength }
                if scalar == "," { reader.comma() }
                if reader.isDone { return .do }
                continue
            }
            if length < 8 { packed |= UInt64(letter) << (8 * UInt64(length)) }
            length += 1
        }
        return endWord() ?? .do
    }
}

/// The words of a lead that decide its strength, and those that open a phrase before the verb;
/// every other word is `other`.
private enum LeadWord: Equatable {
    case `do`, dont, not, prefer, consider, avoid, never, opener, other

    /// The words by the first eight bytes of their lower-cased spelling, packed as
    /// `init(packed:length:)` reads them, and their length.
    private static let words: [(packed: UInt64, length: Int, word: LeadWord)] = {
        var table: [(String, LeadWord)] = [
            ("do", .do), ("don't", .dont), ("dont", .dont), ("not", .not),
            ("prefer", .prefer), ("consider", .consider), ("avoid", .avoid), ("never", .never),
        ]
        // Prepositions, conjunctions and adverbs that open a phrase set off by a comma, after
        // which the lead's verb comes ("In a macOS app, …", "Whenever possible, …").
        table += [
            "about", "after", "although", "as", "at", "because", "before", "besides", "beyond", "by",
            "depending", "during", "especially", "even", "except", "finally", "first", "for", "from",
            "generally", "however", "ideally", "if", "in", "instead", "like", "often", "on", "once",
            "otherwise", "outside", "particularly", "regardless", "since", "sometimes", "though",
            "throughout", "to", "typically", "under", "unless", "until", "usually", "when", "whenever",
            "where", "wherever", "whether", "while", "with", "within", "without",
        ].map { ($0, .opener) }
        return table.map { (pack($0.0.utf8), $0.0.utf8.count, $0.1) }
    }()

    /// A lower-cased ASCII word: its first eight bytes, the first in the lowest, and its length.
    init(packed: UInt64, length: Int) {
        self = Self.words.first { $0.packed == packed && $0.length == length }?.word ?? .other
    }

    private static func pack(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var packed: UInt64 = 0
        for (n, byte) in bytes.enumerated() where n < 8 { packed |= UInt64(byte) << (8 * UInt64(n)) }
        return packed
    }
}

/// Decides a lead's strength from its opening: the first word, or the words after an opening
/// phrase's comma; "do" is read with the word after it ("Do not …", "Do prefer …").
private struct LeadReader {
    private enum State { case opening, afterDo, phrase }
    private var state = State.opening
    private var count = 0
    /// True once the lead's opening is read, or it is longer than an opening phrase can be.
    private(set) var isDone = false

    /// The strength `word` decides, if it decides one.
    mutating func read(_ word: LeadWord) -> RuleStrength? {
        guard !isDone else { return nil }
        count += 1
        if count > 12 { isDone = true; return nil }
        switch state {
        case .phrase:
            return nil
        case .afterDo:
            isDone = true
            switch word {
            case .not, .dont, .never: return .dont
            case .prefer: return .prefer
            case .consider: return .consider
            case .avoid: return .avoid
            default: return .do
            }
        case .opening:
            switch word {
            case .dont, .never: return .dont
            case .prefer: return .prefer
            case .consider: return .consider
            case .avoid: return .avoid
            case .do: state = .afterDo; return nil
            case .opener: state = .phrase; return nil
            case .not, .other: isDone = true; return .do
            }
        }
    }

    /// A comma ends an opening phrase: the next word opens the lead again.
    mutating func comma() {
        if state == .phrase { state = .opening }
    }
}
