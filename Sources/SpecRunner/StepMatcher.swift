/// Finds the step definitions a line means, using an index built once from the vocabulary.
struct StepMatcher: Sendable {
    /// A line understood: the definitions to run in order (a Given with a `with …` clause gives two).
    typealias Match = [(definition: StepDefinition, arguments: StepArguments)]

    enum Resolution: Sendable {
        case matched(Match)
        /// The words fit a pattern but a value is not one the model knows.
        case unknownValue(slot: SlotKind, text: String)
        case unknownStep
    }

    static let shared = StepMatcher(StepVocabulary.definitions)

    private let byKindAndWord: [StepKind: [String: [Int]]]
    private let definitions: [StepDefinition]
    private let lowered: [LoweredPattern]
    /// Every word any pattern uses, numbered; words of a line that no pattern uses get -1.
    private let wordIDs: [String: Int]

    init(_ definitions: [StepDefinition]) {
        self.definitions = definitions
        var table: [String: Int] = [:]
        self.lowered = definitions.map { LoweredPattern($0.pattern, table: &table) }
        self.wordIDs = table
        var index: [StepKind: [String: [Int]]] = [:]
        var open: [StepKind: [Int]] = [:]
        for (i, d) in definitions.enumerated() {
            if let words = d.pattern.leadingWords {
                for w in Set(words) { index[d.info.kind, default: [:]][w, default: []].append(i) }
            } else {
                open[d.info.kind, default: []].append(i)
            }
        }
        // Patterns that open with a slot or optional words can start with any word: add them to
        // every bucket (and to the "" bucket for words no pattern starts with), keeping table order.
        for kind in StepKind.allCases {
            let anyStart = open[kind] ?? []
            var buckets = index[kind] ?? [:]
            for (word, list) in buckets { buckets[word] = (list + anyStart).sorted() }
            buckets[""] = anyStart
            index[kind] = buckets
        }
        self.byKindAndWord = index
    }

    private func candidates(_ kind: StepKind, _ line: StepLine) -> [Int] {
        let buckets = byKindAndWord[kind] ?? [:]
        if let first = line.keys.first, let list = buckets[first] { return list }
        return buckets[""] ?? []
    }

    /// Understands one line of a given kind.
    func resolve(_ kind: StepKind, _ text: String) -> Resolution {
        let line = StepLine(text)
        guard !line.keys.isEmpty else { return .unknownStep }
        let whole = resolveWhole(kind, line)
        if case .matched = whole { return whole }
        if kind == .given {
            let split = resolveClauses(line, from: 0)
            if case .matched = split { return split }
            if case .unknownValue = split { return split }
        }
        return whole
    }

    private func resolveWhole(_ kind: StepKind, _ line: StepLine) -> Resolution {
        var firstValueProblem: Resolution?
        let ids = line.keys.map { wordIDs[$0] ?? -1 }
        for i in candidates(kind, line) {
            let definition = definitions[i]
            guard let ranges = lowered[i].match(ids) else { continue }
            let captures = ranges.map { line.text(from: $0.lowerBound, to: $0.upperBound) }
            let slots = definition.slots
            var values: [SlotValue] = []
            values.reserveCapacity(captures.count)
            var bad: (SlotKind, String)?
            for (slot, text) in zip(slots, captures) {
                if let v = slot.kind.read(text) { values.append(v) } else { bad = (slot.kind, text); break }
            }
            if let bad {
                if firstValueProblem == nil { firstValueProblem = .unknownValue(slot: bad.0, text: bad.1) }
                continue
            }
            return .matched([(definition, StepArguments(names: slots.map(\.name), values: values))])
        }
        return firstValueProblem ?? .unknownStep
    }

    /// `a sheet on iPhone with detents medium and with unsaved changes`: a head and `with …`,
    /// `without …` or `that …` clauses, each matched as a Given on its own.
    private func resolveClauses(_ line: StepLine, from start: Int) -> Resolution {
        let clauseWords: Set<String> = ["with", "without", "that", "using", "in"]
        var valueProblem: Resolution?
        for p in (start + 1)..<max(start + 1, line.keys.count) where clauseWords.contains(line.keys[p]) {
            var headEnd = p
            if headEnd - 1 > start, line.keys[headEnd - 1] == "and" { headEnd -= 1 }
            let head = resolveWhole(.given, line.slice(start, headEnd))
            guard case .matched(let headMatch) = head else {
                if case .unknownValue = head, valueProblem == nil { valueProblem = head }
                continue
            }
            let tailLine = line.slice(p, line.keys.count)
            let tail = resolveWhole(.given, tailLine)
            if case .matched(let tailMatch) = tail { return .matched(headMatch + tailMatch) }
            let deeper = resolveClauses(line, from: p)
            if case .matched(let more) = deeper {
                return .matched(headMatch + more)
            }
            if case .unknownValue = tail { valueProblem = tail }
            else if case .unknownValue = deeper { valueProblem = deeper }
        }
        return valueProblem ?? .unknownStep
    }

    /// Up to three known steps closest to what was written, same kind first.
    func suggestions(_ kind: StepKind, _ text: String) -> [String] {
        let sameKind = definitions.filter { $0.info.kind == kind }.map(\.info.example)
        let texts = sameKind.map { String($0.drop(while: { $0 != " " }).dropFirst()) }
        let nearest = EditDistance.nearest(to: text, among: texts, limit: 3)
        return nearest.map { "\(kind.keyword) \($0)" }
    }
}
