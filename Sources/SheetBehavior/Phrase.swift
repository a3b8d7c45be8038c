/// Words the core model writes into a table cell ("modal", "shown as a sheet"), kept apart from
/// their English so that a page in another language can show them in its own words.
///
/// `key` names the phrase for a translation (`modal`, `shown-as-a`); `template` is its English,
/// with `{name}` slots that `arguments` fill. A phrase without a key is not words of the model's
/// own: a platform's name, a number, API names, or a list whose items are phrases.
public struct Phrase: Hashable, Sendable, Codable {
    public var key: String?
    public var template: String
    public var arguments: [String: Phrase]
    /// The phrase in English, filled in once: the English pages and `catalog.json` read it.
    public let english: String

    public init(key: String?, _ template: String, _ arguments: [String: Phrase] = [:]) {
        self.key = key
        self.template = template
        self.arguments = arguments
        self.english = Self.fill(template, arguments, \.english)
    }

    /// Fixed words of the model, translated under `key`.
    public static func words(_ key: String, _ english: String, _ arguments: [String: Phrase] = [:]) -> Phrase {
        Phrase(key: key, english, arguments)
    }

    /// "none": no answer to name, where the model says there is none.
    public static let noneText = Phrase.words("none", "none")

    /// A name or number shown as it is in every language.
    public static func verbatim(_ text: String) -> Phrase { Phrase(key: nil, text) }

    /// `items` joined by commas, each in the page's language.
    public static func list(_ items: [Phrase]) -> Phrase {
        if items.count == 1 { return items[0] }
        let template = items.indices.map { "{\($0)}" }.joined(separator: ", ")
        return Phrase(key: nil, template, Dictionary(uniqueKeysWithValues: items.enumerated().map { (String($0), $1) }))
    }

    /// `template` with each `{name}` replaced by its argument as `text` reads it.
    public static func fill(_ template: String, _ arguments: [String: Phrase], _ text: (Phrase) -> String) -> String {
        guard !arguments.isEmpty else { return template }
        return fill(template) { name in arguments[String(name)].map(text) }
    }

    /// `template` with each `{name}` replaced by `value(name)`, in one pass over its bytes
    /// (braces are ASCII), so a value that holds braces is never read as a placeholder. A
    /// placeholder `value` has nothing for stays as written. The one placeholder filler of the
    /// model's phrases, the pages' interface strings and the sketches' words.
    public static func fill(_ template: String, _ value: (Substring) -> String?) -> String {
        let bytes = template.utf8
        guard var open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return template }
        var out = ""
        var start = bytes.startIndex
        while let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) {
            out += template[start..<open]
            if let filled = value(template[bytes.index(after: open)..<close]) {
                out += filled
            } else {
                out += template[open...close]
            }
            start = bytes.index(after: close)
            guard let next = bytes[start...].firstIndex(of: UInt8(ascii: "{")) else { break }
            open = next
        }
        return out + template[start...]
    }

    /// Every keyed phrase in this one, itself first: what a translation has to cover.
    public var keyed: [Phrase] {
        (key == nil ? [] : [self]) + arguments.keys.sorted().flatMap { arguments[$0]!.keyed }
    }
}

extension Presentation {
    /// The presentation's name in a cell (`sheet`, `page sheet`).
    public var namePhrase: Phrase { .words("presentation." + rawValue, displayName) }
}

extension Array where Element == Detent {
    /// `spoken` as a phrase: `medium and large`.
    public var spokenPhrase: Phrase {
        switch count {
        case 0: return .noneText
        case 1: return self[0].phrase
        default: return .words("list-and", "{list} and {last}", ["list": .list(dropLast().map(\.phrase)), "last": last!.phrase])
        }
    }
}

extension Detent {
    /// `description` as a phrase: `medium`, `height 300`.
    public var phrase: Phrase {
        switch self {
        case .medium: return .words("detent.medium", "medium")
        case .large: return .words("detent.large", "large")
        case .height(let p): return .words("detent.height", "height {points}", ["points": .verbatim(String(p))])
        case .fraction(let f): return .words("detent.fraction", "fraction {fraction}", ["fraction": .verbatim(String(f))])
        }
    }
}

extension SheetState {
    /// `spoken` as a phrase.
    public var phrase: Phrase { .words("state." + rawValue, spoken) }
}

extension Equivalence {
    /// The catalog's name for the row (`nonmodal sheet`) as a phrase.
    public var namePhrase: Phrase { .words("equivalent." + id.rawValue, name) }
}

extension HorizontalSizeClass {
    /// The width as a sentence names it (`compact`).
    public var phrase: Phrase { .words("width." + rawValue, rawValue) }
}
