/// A step pattern compiled once into word-level elements, then matched against many lines.
///
/// The syntax reads like the step it matches: plain words, `(a|an)` for alternatives (each may be
/// several words), `[the]` for optional words, and `{slot}` for a value. Matching is by whole
/// words, case-insensitive, with the shortest value that lets the rest match, so no regular
/// expression is built or run per step.
struct StepPattern: Sendable {
    enum Element: Sendable {
        /// Word sequences, one of which must follow; an empty sequence makes the group optional.
        case words([[String]])
        /// A value: `{detent}` is named after its kind, `{page:count}` names a second count.
        case slot(name: String, kind: SlotKind)
    }

    /// Why a pattern cannot be compiled: the step table is wrong, so the program stops where the
    /// table is built rather than misreading examples at run time.
    struct Problem: Error, Hashable, CustomStringConvertible {
        var pattern: String
        var message: String
        var description: String { "step pattern `\(pattern)`: \(message)" }
    }

    let text: String
    let elements: [Element]

    /// Compiles a pattern; an unknown slot kind, a slot name used twice or an unclosed bracket is
    /// a `Problem`.
    init(parsing text: String) throws(Problem) {
        self.text = text
        self.elements = try StepPattern.compile(text)
    }

    /// The first word every match starts with, when there is exactly one; used to index patterns.
    var leadingWords: [String]? {
        guard case .words(let alternatives)? = elements.first,
              !alternatives.contains(where: \.isEmpty) else { return nil }
        return alternatives.map { $0[0] }
    }

    /// The slots in order, each with its name and kind.
    var slots: [(name: String, kind: SlotKind)] {
        elements.compactMap { if case .slot(let name, let kind) = $0 { return (name, kind) } else { return nil } }
    }

    private static func compile(_ text: String) throws(Problem) -> [Element] {
        var elements: [Element] = []
        var names: Set<String> = []
        var i = text.startIndex
        func words(_ s: Substring) -> [String] { s.split(separator: " ").map { StepLine.key(String($0)) } }
        while i < text.endIndex {
            let c = text[i]
            if c == " " {
                i = text.index(after: i)
            } else if c == "(" || c == "[" {
                let close: Character = c == "(" ? ")" : "]"
                guard let end = text[i...].firstIndex(of: close) else {
                    throw Problem(pattern: text, message: "`\(c)` is never closed with `\(close)`")
                }
                let inner = text[text.index(after: i)..<end]
                var alternatives = inner.split(separator: "|", omittingEmptySubsequences: false).map { words($0) }
                if c == "[" { alternatives.append([]) }
                elements.append(.words(alternatives))
                i = text.index(after: end)
            } else if c == "{" {
                guard let end = text[i...].firstIndex(of: "}") else {
                    throw Problem(pattern: text, message: "`{` is never closed with `}`")
                }
                let inside = text[text.index(after: i)..<end]
                let parts = inside.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                let name = parts[0], kindName = parts.count > 1 ? parts[1] : parts[0]
                guard parts.count <= 2, !name.isEmpty, let kind = SlotKind(rawValue: kindName) else {
                    let nearest = EditDistance.nearest(to: kindName, among: SlotKind.allCases.map(\.rawValue), limit: 1)
                    throw Problem(pattern: text, message: "unknown slot kind `{\(inside)}`; did you mean `{\(nearest.first ?? "subject")}`?")
                }
                guard names.insert(name).inserted else {
                    throw Problem(pattern: text, message: "slot name `\(name)` is used twice; name the second one, e.g. `{\(name)2:\(kindName)}`")
                }
                elements.append(.slot(name: name, kind: kind))
                i = text.index(after: end)
            } else {
                let end = text[i...].firstIndex(where: { $0 == " " || $0 == "(" || $0 == "[" || $0 == "{" }) ?? text.endIndex
                elements.append(.words([[StepLine.key(String(text[i..<end]))]]))
                i = end
            }
        }
        return elements
    }
}

/// A step's text without its keyword, split into words once: `keys` for matching, `words` for values.
struct StepLine: Sendable {
    let words: [String]
    let keys: [String]

    /// Splits on spaces and tabs, drops a trailing full stop or colon, and removes quotes and
    /// backticks, which are decoration for people. Works on bytes: it runs for every step.
    init(_ text: String) {
        var words: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(24)
        let bytes = Array(text.utf8)
        var i = 0
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x20, 0x09, 0x0D, 0x0A:
                flush()
            case 0x60, 0x22: // ` "
                break
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80:
                // Curly quotes: “ ” ‘ are dropped; ’ becomes a straight apostrophe.
                switch bytes[i + 2] {
                case 0x9C, 0x9D, 0x98: i += 2
                case 0x99: current.append(0x27); i += 2
                default: current.append(b)
                }
            default:
                current.append(b)
            }
            i += 1
        }
        flush()
        while var last = words.last {
            while let c = last.utf8.last, c == 0x2E || c == 0x3A { last.removeLast() }
            if last.isEmpty { words.removeLast(); continue }
            words[words.count - 1] = last
            break
        }
        self.init(words: words)
    }

    init(words: [String]) {
        self.words = words
        self.keys = words.map(StepLine.key)
    }

    /// A slice of the line as its own line (for the `with …` clauses of a Given).
    func slice(_ from: Int, _ to: Int) -> StepLine { StepLine(words: Array(words[from..<to])) }

    /// The value text between two word positions, as written.
    func text(from: Int, to: Int) -> String {
        to - from == 1 ? words[from] : words[from..<to].joined(separator: " ")
    }

    /// The form compared with pattern words: lower-case, without trailing commas or semicolons.
    static func key(_ word: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.utf8.count)
        for b in word.utf8 {
            if b >= 0x80 { return slowKey(word) }
            bytes.append(b >= 0x41 && b <= 0x5A ? b + 0x20 : b)
        }
        while let last = bytes.last, last == 0x2C || last == 0x3B { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func slowKey(_ word: String) -> String {
        var w = Substring(word.lowercased())
        while let last = w.last, last == "," || last == ";" { w = w.dropLast() }
        return String(w)
    }
}
