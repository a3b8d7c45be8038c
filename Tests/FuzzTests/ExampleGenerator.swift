import CatalogModel
import SpecRunner

/// Makes spec examples from the step vocabulary, then breaks them: wrong keywords, ragged tables,
/// unfilled placeholders, spliced markup, enormous and invalid text.
struct ExampleGenerator {
    var random: FuzzRandom
    /// Where the fence opens; body lines follow on the next lines.
    static let fenceLine = 10
    static let file = "fuzz.md"
    static let knownRuleIDs: Set<String> = ["fuzz.best-practices.offer-a-medium-detent", "fuzz.ios-ipados.swipe-down"]

    let steps = StepVocabulary.all.map(\.example)

    init(random: FuzzRandom) {
        self.random = random
    }

    mutating func next(index: Int) -> SpecExample {
        var texts: [String] = []
        for _ in 0..<random.int(0...24) {
            texts.append(line())
        }
        if random.chance(0.05) { texts = Array(repeating: random.pick(steps), count: random.int(100...2000)) }
        let lines = texts.enumerated().map { offset, text in
            SpecExample.Line(text: text, location: SourceLocation(file: ExampleGenerator.file, line: ExampleGenerator.fenceLine + 1 + offset))
        }
        let candidates = Array(ExampleGenerator.knownRuleIDs) + ["fuzz.nope", "", ".", "best-practices.offer", String(repeating: "x", count: 300)]
        let rules = (0..<random.int(0...3)).map { _ in random.pick(candidates) }
        let title: String? = random.chance(0.3) ? nil : "Fuzz \(index) \(random.pick(["", "é", "\"", "<b>", "\0"]))"
        return SpecExample(id: "fuzz.example-\(index)", componentID: "fuzz", title: title, ruleIDs: rules, lines: lines,
                           location: SourceLocation(file: ExampleGenerator.file, line: ExampleGenerator.fenceLine))
    }

    private mutating func line() -> String {
        let step = random.pick(steps)
        switch random.int(0...11) {
        case 0, 1, 2, 3:
            return step
        case 4:
            // Same words, another keyword: a Then as a Given, an And with nothing before it.
            let words = step.split(separator: " ", maxSplits: 1)
            return random.pick(["Given", "When", "Then", "And", "But", "given", "AND", "Gi ven", ""]) + " " + (words.last.map(String.init) ?? "")
        case 5:
            // A table placeholder, sometimes never filled by a column.
            var words = step.split(separator: " ").map(String.init)
            if words.count > 1 { words[random.int(1...(words.count - 1))] = random.pick(["<device>", "<width>", "<nope>", "<>", "<<device>>"]) }
            return words.joined(separator: " ")
        case 6:
            let cells = (0..<random.int(0...6)).map { _ in random.pick(["device", "iPhone", "Mac", "", "---", ":-:", "compact", "|", "é"]) }
            return "|" + cells.joined(separator: "|") + (random.chance(0.7) ? "|" : "")
        case 7:
            return random.pick(["Examples:", "examples", "Where:", "# comment", "", "   ", "\t", "Scenario: x", "```", "~~~"])
        case 8:
            var mutator = ByteMutator(random: random)
            let bytes = mutator.mutate(Array(step.utf8), times: random.int(1...6))
            random = mutator.random
            return String(decoding: bytes, as: UTF8.self)
        case 9:
            return step + " " + String(repeating: random.pick(["and large ", "medium ", "a ", "on iPhone "]), count: random.int(10...800))
        case 10:
            let gap = random.pick(["  ", "\t", "\u{00A0}", "\0", " \r "])
            return step.split(separator: " ").joined(separator: gap)
        default:
            let count = random.int(0...200)
            return String(decoding: (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }, as: UTF8.self)
        }
    }

    /// The example as a page fence, so a kept failure can be pasted into a regression page.
    static func fence(_ example: SpecExample) -> String {
        let rules = example.ruleIDs.isEmpty ? "" : " rules=" + example.ruleIDs.joined(separator: ",")
        return "# Fuzz\n\n```example\(rules)\n" + example.lines.map(\.text).joined(separator: "\n") + "\n```\n"
    }
}
