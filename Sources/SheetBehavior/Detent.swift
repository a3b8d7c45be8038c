/// A height at which a resizable sheet comes to rest (000, 003).
///
/// The system offers `large` (fully expanded) and `medium` (about half); SwiftUI adds a fixed
/// height in points and a fraction of the available height (003).
public enum Detent: Hashable, Sendable, Codable, CustomStringConvertible {
    case medium
    case large
    /// A fixed height in points (`.height(300)`).
    case height(Int)
    /// A share of the available height, 0 < f ≤ 1 (`.fraction(0.4)`).
    case fraction(Double)

    /// The full height a point detent is measured against when ordering detents. The model has no
    /// screen, so it assumes a typical iPhone sheet of this many points.
    public static let referenceFullHeight = 800

    /// Share of the full height, used to order detents from lowest to highest.
    public var relativeHeight: Double {
        switch self {
        case .medium: return 0.5 // 000: about half of the fully expanded height
        case .large: return 1.0
        case .height(let points): return Double(points) / Double(Detent.referenceFullHeight)
        case .fraction(let f): return f
        }
    }

    /// How a designer writes it: `medium`, `large`, `height 300`, `fraction 0.4`.
    public var description: String {
        switch self {
        case .medium: return "medium"
        case .large: return "large"
        case .height(let p): return "height \(p)"
        case .fraction(let f): return "fraction \(f)"
        }
    }

    /// The spellings `named(_:)` accepts, for error messages.
    public static let spellings = ["medium", "large", "height 300", "300 points", "fraction 0.4", "40%"]

    /// Reads `medium`, `large`, `height 300`, `height(300)`, `300 points`, `300pt`, `fraction 0.4`,
    /// `fraction(0.4)` or `40%`; nil for anything else or an out-of-range value.
    public static func named(_ raw: String) -> Detent? {
        let text = String(raw.lowercased().map { $0 == "(" || $0 == ")" ? " " : $0 })
        let words = text.split(separator: " ").map(String.init)
        switch words.count {
        case 1:
            let w = words[0]
            if w == "medium" || w == ".medium" || w == "half" { return .medium }
            if w == "large" || w == ".large" || w == "full" { return .large }
            if w.hasSuffix("%"), let n = Double(w.dropLast()), n > 0, n <= 100 { return .fraction(n / 100) }
            if w.hasSuffix("pt"), let n = Int(w.dropLast(2)), n > 0 { return .height(n) }
            return nil
        case 2:
            let (a, b) = (words[0], words[1])
            if a == "height" || a == ".height", let n = Int(b), n > 0 { return .height(n) }
            if a == "fraction" || a == ".fraction", let f = Double(b), f > 0, f <= 1 { return .fraction(f) }
            if b == "points" || b == "pt" || b == "point", let n = Int(a), n > 0 { return .height(n) }
            return nil
        default:
            return nil
        }
    }

    /// Reads a list such as `medium and large`, `medium, large` or `height 300, large`.
    /// Returns nil and the first part it could not read when one part is unknown.
    public static func list(_ raw: String) -> Result<[Detent], UnknownDetent> {
        // Parts are separated by commas or by the word "and"; brackets are decoration.
        var parts: [String] = []
        var current: [Substring] = []
        for chunk in raw.split(separator: ",") {
            for word in chunk.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" }) {
                if word.lowercased() == "and" {
                    if !current.isEmpty { parts.append(current.joined(separator: " ")) }
                    current = []
                } else {
                    current.append(word)
                }
            }
            if !current.isEmpty { parts.append(current.joined(separator: " ")) }
            current = []
        }
        var detents: [Detent] = []
        for text in parts {
            guard let d = Detent.named(text) else { return .failure(UnknownDetent(text: text)) }
            if !detents.contains(d) { detents.append(d) }
        }
        if detents.isEmpty { return .failure(UnknownDetent(text: raw)) }
        return .success(detents)
    }

    /// A detent list part the reader did not understand.
    public struct UnknownDetent: Error, Hashable, Sendable {
        public var text: String
    }
}

extension Array where Element == Detent {
    /// Lowest first, so that "drag up" means "the next one in this order".
    public var sortedByHeight: [Detent] { sorted { $0.relativeHeight < $1.relativeHeight } }

    /// `medium and large`: how a list reads in a sentence.
    public var spoken: String {
        switch count {
        case 0: return "none"
        case 1: return self[0].description
        default: return dropLast().map(\.description).joined(separator: ", ") + " and " + last!.description
        }
    }
}
