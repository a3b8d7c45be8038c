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
        case slot(SlotKind)
    }

    let text: String
    let elements: [Element]

    init(_ text: String) {
        self.text = text
        self.elements = StepPattern.compile(text)
    }

    /// The first word every match starts with, when there is exactly one; used to index patterns.
    var leadingWords: [String]? {
        guard case .words(let alternatives)? = elements.first,
              !alternatives.contains(where: \.isEmpty) else { return nil }
        return alternatives.map { $0[0] }
    }

    /// The slot values in pattern order, or nil when the words do not fit the pattern.
    func match(_ line: StepLine) -> [String]? {
        var captures: [Range<Int>] = []
        captures.reserveCapacity(4)
        guard matchFrom(0, line, 0, &captures) else { return nil }
        return captures.map { line.text(from: $0.lowerBound, to: $0.upperBound) }
    }

    private func matchFrom(_ e: Int, _ line: StepLine, _ w: Int, _ captures: inout [Range<Int>]) -> Bool {
        if e == elements.count { return w == line.keys.count }
        switch elements[e] {
        case .words(let alternatives):
            for sequence in alternatives {
                guard w + sequence.count <= line.keys.count else { continue }
                var fits = true
                for (offset, word) in sequence.enumerated() where line.keys[w + offset] != word {
                    fits = false
                    break
                }
                if fits && matchFrom(e + 1, line, w + sequence.count, &captures) { return true }
            }
            return false
        case .slot:
            let remaining = line.keys.count - w
            guard remaining > 0 else { return false }
            // The last slot takes the rest; an inner one takes the fewest words that let the rest match.
            let first = e == elements.count - 1 ? line.keys.count : w + 1
            var end = first
            while end <= line.keys.count {
                captures.append(w..<end)
                if matchFrom(e + 1, line, end, &captures) { return true }
                captures.removeLast()
                end += 1
            }
            return false
        }
    }

    private static func compile(_ text: String) -> [Element] {
        var elements: [Element] = []
        var i = text.startIndex
        func words(_ s: Substring) -> [String] { s.split(separator: " ").map { StepLine.key(String($0)) } }
        while i < text.endIndex {
            let c = text[i]
            if c == " " {
                i = text.index(after: i)
            } else if c == "(" || c == "[" {
                let close: Character = c == "(" ? ")" : "]"
                let end = text[i...].firstIndex(of: close) ?? text.endIndex
                let inner = text[text.index(after: i)..<end]
                var alternatives = inner.split(separator: "|", omittingEmptySubsequences: false).map { words($0) }
                if c == "[" { alternatives.append([]) }
                elements.append(.words(alternatives))
                i = end < text.endIndex ? text.index(after: end) : end
            } else if c == "{" {
                let end = text[i...].firstIndex(of: "}") ?? text.endIndex
                let name = String(text[text.index(after: i)..<end])
                elements.append(.slot(SlotKind(rawValue: name) ?? .subject))
                i = end < text.endIndex ? text.index(after: end) : end
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

    init(_ text: String) {
        var t = Substring(text)
        while let last = t.last, last == "." || last == ":" || last == " " { t = t.dropLast() }
        self.init(words: t.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { StepLine.clean(String($0)) }.filter { !$0.isEmpty })
    }

    init(words: [String]) {
        self.words = words
        self.keys = words.map(StepLine.key)
    }

    /// A slice of the line as its own line (for the `with …` clauses of a Given).
    func slice(_ from: Int, _ to: Int) -> StepLine { StepLine(words: Array(words[from..<to])) }

    /// The value text between two word positions, as written.
    func text(from: Int, to: Int) -> String { words[from..<to].joined(separator: " ") }

    /// The form compared with pattern words: lower-case, without quotes and trailing commas.
    static func key(_ word: String) -> String {
        var w = Substring(word.lowercased())
        while let last = w.last, last == "," || last == ";" { w = w.dropLast() }
        return String(w)
    }

    /// Quotes and backticks are decoration for people; the curly apostrophe is a straight one.
    private static func clean(_ word: String) -> String {
        String(word.compactMap { c -> Character? in
            switch c {
            case "`", "\"", "“", "”", "‘": return nil
            case "’": return "'"
            default: return c
            }
        })
    }
}
