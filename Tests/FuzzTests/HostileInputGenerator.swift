/// Makes hostile pages from a seeded stream: each kind in turn, with random sizes and places.
struct HostileInputGenerator {
    var random: FuzzRandom
    private var counter = 0

    init(random: FuzzRandom) {
        self.random = random
    }

    mutating func next() -> HostileInput {
        let kinds = HostileInput.Kind.allCases
        let kind = kinds[counter % kinds.count]
        counter += 1
        return make(kind)
    }

    mutating func make(_ kind: HostileInput.Kind) -> HostileInput {
        switch kind {
        case .randomBytes:
            let count = random.int(0...2048)
            return HostileInput(kind: kind, bytes: (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) },
                                expectation: .noCrash)
        case .mutatedPage:
            var mutator = ByteMutator(random: random)
            let bytes = mutator.mutate(SamplePage.bytes, times: random.int(1...12))
            random = mutator.random
            return HostileInput(kind: kind, bytes: bytes, expectation: .noCrash)
        case .invalidUTF8:
            return invalidUTF8()
        case .nulBytes:
            var bytes = SamplePage.bytes
            for _ in 0..<random.int(1...8) { bytes.insert(0, at: random.int(0...bytes.count)) }
            return HostileInput(kind: kind, bytes: bytes, expectation: .noCrash)
        case .crlf:
            return HostileInput(kind: kind, bytes: replacingNewlines(SamplePage.bytes, with: [0x0D, 0x0A]),
                                expectation: .sameAsSample)
        case .loneCR:
            return HostileInput(kind: kind, bytes: replacingNewlines(SamplePage.bytes, with: [0x0D]), expectation: .noCrash)
        case .nestedLists:
            let depth = random.int(50...600)
            var text = "# Deep lists\n\n## Best practices\n\n"
            for level in 0..<depth {
                let marker = level % 3 == 0 ? "-" : level % 3 == 1 ? "1." : "*"
                text += String(repeating: " ", count: level * 2) + marker + " **Nest rule \(level).** text\n"
            }
            return HostileInput(kind: kind, bytes: Array(text.utf8), expectation: .noCrash)
        case .nestedQuotes:
            let depth = random.int(50...20000)
            let prefix = random.chance(0.5) ? String(repeating: ">", count: depth)
                                            : String(repeating: "> - ", count: depth / 2)
            let text = "# Deep quotes\n\n## Best practices\n\n" + prefix + " **Quoted rule.** text\n"
            return HostileInput(kind: kind, bytes: Array(text.utf8), expectation: .noCrash)
        case .nestedInlines:
            let depth = random.int(50...20000)
            let (open, close) = random.pick([("*", "*"), ("**", "**"), ("[", "](x.md)"), ("_", "_"), ("~~", "~~"), ("`", "`")])
            let inner = String(repeating: open, count: depth) + "deep" + String(repeating: close, count: depth)
            let text = "# Deep inlines\n\n## Best practices\n\n**Lead with \(inner).** body \(inner)\n"
            return HostileInput(kind: kind, bytes: Array(text.utf8), expectation: .noCrash)
        case .enormousLine:
            let length = random.int(50_000...500_000)
            let unit = random.pick(["word ", "**", "[a](", "|", "`", "\\", "<", "é"])
            var line = String(repeating: unit, count: length / unit.utf8.count)
            if random.chance(0.5) { line = "**" + line + ".** rest" }
            let text = "# Long\n\n## Best practices\n\n" + line + "\n"
            return HostileInput(kind: kind, bytes: Array(text.utf8), expectation: .noCrash)
        case .unclosedFence:
            var text = SamplePage.text
            let fence = random.pick(["```example rules=best-practices.offer-a-medium-detent-for-quick-edits\nGiven a sheet on iPhone\n",
                                     "~~~\ncode\n", "```example\n", "````\n```\n"])
            text += "\n" + fence + String(repeating: "When the person swipes down\n", count: random.int(0...50))
            return HostileInput(kind: kind, bytes: Array(text.utf8), expectation: .noCrash)
        case .yamlBomb:
            return yamlBomb()
        case .largeTable:
            // Rows as wide as the delimiter row, or one-letter rows the parser fills out to it.
            let columns = random.int(2...1_200), rows = random.int(0...400), full = random.chance(0.5)
            let row = full ? Array(repeating: "c", count: columns).joined(separator: "|") : "x"
            let text = "# Wide\n\n## Best practices\n\n**Keep it.** Body.\n\n"
                + Array(repeating: "h", count: columns).joined(separator: "|") + "\n"
                + Array(repeating: "-", count: columns).joined(separator: "|") + "\n"
                + String(repeating: row + "\n", count: rows)
            // The scan counts every line of the table as wide as its widest: the limits' terms.
            let tooLarge = columns > 1_000 || (rows + 2) * columns > 200_000
            return HostileInput(kind: kind, bytes: Array(text.utf8),
                                expectation: tooLarge ? .diagnostic(id: "markdown.table-too-large", line: 8) : .noCrash)
        case .tangledBrackets:
            let count = random.int(500...12_000)
            let text = "# Brackets\n\n## Best practices\n\n**Keep it.** " + String(repeating: "![[]()", count: count) + "\n"
            // `count` image openers and twice as many brackets.
            let refused = count * 2 * count > 50_000_000
            return HostileInput(kind: kind, bytes: Array(text.utf8),
                                expectation: refused ? .diagnostic(id: "markdown.too-many-brackets", line: 1) : .noCrash)
        case .tangledEmphasis:
            // Emphasis and links alternating in one paragraph, or (half the time) each pair in a
            // list item of its own, which the parser takes at once and the scan must let through.
            let count = random.int(500...9_000), listed = random.chance(0.5)
            let body = listed ? String(repeating: "- *a* [b](c)\n", count: count)
                              : "**Keep it.** " + String(repeating: "*a* [b](c) ", count: count) + "\n"
            let text = "# Emphasis\n\n## Best practices\n\n" + body
            // One paragraph: `count` brackets among two delimiters each, and the lead's four.
            let refused = !listed && count * (2 * count + 4) > 50_000_000
            return HostileInput(kind: kind, bytes: Array(text.utf8),
                                expectation: refused ? .diagnostic(id: "markdown.too-many-delimiters", line: 1) : .noCrash)
        case .frontMatterNotMapping:
            let body = random.pick(["- a\n- b\n- c", "just a sentence", "42", "[1, 2, 3]", "\"quoted\"",
                                    "title: [unclosed", "title: x\n  bad: indent\n- mixed", "{a: 1"])
            let text = "---\n" + body + "\n---\n\n# Page\n\nBody text.\n"
            return HostileInput(kind: kind, bytes: Array(text.utf8), expectation: .diagnostic(id: nil, line: nil))
        case .frontMatterUnclosed:
            let text = "---\ntitle: Never closed\nkind: component\n\n# Never closed\n\n## Best practices\n\n**Do a thing.** Body.\n"
            return HostileInput(kind: kind, bytes: Array(text.utf8), expectation: .diagnostic(id: "frontmatter.unclosed", line: nil))
        }
    }

    /// The sample page with one malformed sequence on a random line; the diagnostic must name it.
    private mutating func invalidUTF8() -> HostileInput {
        let bad: [[UInt8]] = [[0xFF], [0xC3, 0x28], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98],
                              [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE, 0xFE], [0xE2, 0x82]]
        var lines = SamplePage.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        let index = random.int(0...(lines.count - 2))
        let column = random.int(0...lines[index].count)
        lines[index].insert(contentsOf: random.pick(bad), at: column)
        let bytes = Array(lines.joined(separator: [0x0A]))
        return HostileInput(kind: .invalidUTF8, bytes: bytes, expectation: .diagnostic(id: nil, line: index + 1))
    }

    /// "Billion laughs": each alias level multiplies the expansion; nine levels of ten is 10⁹ nodes.
    private mutating func yamlBomb() -> HostileInput {
        let levels = random.int(3...9)
        var lines = ["---", "title: Laughs", "a0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]"]
        for level in 1...levels {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(refs)]")
        }
        if random.chance(0.5) { lines.append("presentations: *a\(levels)") }
        lines += ["---", "", "# Laughs", "", "Body text."]
        let text = lines.joined(separator: "\n") + "\n"
        return HostileInput(kind: .yamlBomb, bytes: Array(text.utf8), expectation: .diagnostic(id: nil, line: nil))
    }

    private func replacingNewlines(_ bytes: [UInt8], with newline: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            if byte == 0x0A { out += newline } else { out.append(byte) }
        }
        return out
    }
}
