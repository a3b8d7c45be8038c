import Testing
import CatalogModel
@testable import CatalogIngest

/// The plain front-matter reader skips Yams for the usual shape of front matter. It must read
/// what it accepts exactly as Yams does (values, lines of errors, diagnostics), and hand the rest
/// to Yams. Each case runs through both readers; the `plain` flag pins which side of the fast
/// path it falls on, so a change that quietly sends everything to Yams fails here too.
@Suite struct PlainFrontMatterTests {
    static let cases: [(yaml: String, plain: Bool)] = [
        // The generated benchmark corpus's shape.
        ("""
        title: "Multistep flows 01088"
        kind: component
        presentations: [sheet]
        sources:
          - id: gen-01088
            work: "Generated guideline 01088"
            title: "Benchmark guideline 01088: Multistep flows"
            url: https://example.com/guidelines/guide-01088
            edition: "2025-09-25"
        """, true),
        // content/'s shape: declared sources and bare ids in one list.
        ("""
        id: alerts
        kind: component
        title: Alerts
        presentations: [alert, action-sheet]
        sources:
          - id: hig-action-sheets
            work: "Apple HIG: Action sheets"
            title: 'Human Interface Guidelines: Action sheets'
            url: https://developer.apple.com/design/human-interface-guidelines/action-sheets
            edition: "undated export, 2026"
            publisher: Apple
          - swiftui-sheets-field-guide-2026
          - hig-sheets-2024
        """, true),
        ("title: Action sheets | Apple Developer Documentation\nsource: https://developer.apple.com/design/human-interface-guidelines/action-sheets", true),
        ("title: Sheets (modal) & popovers, 100% of them - a/b [really] {it's} \\ `ok`!", true),
        ("title:   spaced   out   \nkind: guide   ", true),
        ("presentations: []\ntitle: x", true),
        ("presentations: [ sheet ,form-sheet,  \"popover\" ]", true),
        ("sources:\n- compact-form\n- other\nkind: guide", true),
        ("sources:\n    -   id: wide\n        title: Wide\n\n    - bare\n\ntitle: After", true),
        ("platforms:\n  - id: android\n    name: Android\n  - Symbian\n  - iOS", true),
        ("kind: widget", true),
        ("kind: [component]", true),
        ("title: [a, b]\nid: [x]", true),
        ("presentations: sheet", true),
        ("sources: hig-sheets", true),
        ("sources:\n  - title: No id\n  - id: \"\"", true),
        ("disagreements:\n  - id: only-id\n  - topic: no id", true),
        ("title: \"\"\nid: ''", true),
        ("title: \"quoted # not a comment\"", true),
        ("id: 2025-01-01\ntitle: .hidden\nkind: (guide)", true),
        ("unknown-key: kept apart\ntitle: Known", true),

        // Everything below goes to Yams.
        ("title: Sheets # a comment", false),
        ("# a comment line\ntitle: Sheets", false),
        ("title: \"escaped \\\" quote\"", false),
        ("title: 'it''s'", false),
        ("title: key: value", false),
        ("title: ends with colon:", false),
        ("title: Sheets\ntitle: Again", false),
        ("sources:\n  - id: a\n    id: b", false),
        ("title:", false),
        ("title:\nkind: guide", false),
        ("title: Sheets\n  continued on the next line", false),
        ("  title: indented", false),
        ("title : spaced key", false),
        ("\"quoted\": key", false),
        ("title: -dash", false),
        ("title: *alias-like", false),
        ("title: |\n  block", false),
        ("title: >\n  folded", false),
        ("title: {a: b}", false),
        ("presentations: [a: b]", false),
        ("presentations: [a, [b]]", false),
        ("presentations: [a, b,]", false),
        ("presentations: [a, b", false),
        ("presentations: [\"a, b\"]", false),
        ("sources:\n  - id: a\n     title: deeper", false),
        ("sources:\n  - id: a\n  title: shallower", false),
        ("sources:\n  - id: a\n    positions:\n      - x", false),
        ("sources:\n  -\n    id: a", false),
        ("sources:\n  - [a, b]", false),
        ("sources:\n  - a\n - b", false),
        ("title: tab\there", false),
        ("title: café", false),
        ("title: control\u{7}", false),
        ("- a\n- b", false),
        ("just text", false),
        ("", false),
        ("   \n  ", false),
        ("%YAML 1.1\ntitle: x", false),
        ("? complex\n: key", false),
        ("!!str title: x", false),
    ]

    @Test(arguments: cases.indices)
    func plainReaderAgreesWithYams(index: Int) {
        let (yaml, plain) = Self.cases[index]
        let lines = "---\n\(yaml)\n---\n\n# Page\n".split(separator: "\n", omittingEmptySubsequences: false)
        let fenced = lines[1..<(lines.count - 4)]
        #expect((PlainFrontMatter.read(fenced, firstLine: 2) != nil) == plain, "which reader reads: \(yaml)")

        var fast = FrontMatterReader(file: "page.md")
        var yams = FrontMatterReader(file: "page.md", usesPlainReader: false)
        let fastResult = fast.read(lines: lines)
        let yamsResult = yams.read(lines: lines)
        #expect(fastResult == yamsResult, "front matter read from: \(yaml)")
        #expect(fast.diagnostics == yams.diagnostics, "diagnostics for: \(yaml)")
    }

    /// The lines a value starts on are the file's, as Yams reports them; errors point there.
    @Test func valuesCarryTheirFileLines() throws {
        let lines = "---\ntitle: A\nsources:\n  - id: a\n    url: u\n\n  - b\npresentations: [x]\n---".split(separator: "\n", omittingEmptySubsequences: false)
        let value = try #require(PlainFrontMatter.read(lines[1..<8], firstLine: 2))
        let fields = try #require(value.fields)
        #expect(value.line == 2)
        #expect(fields["title"]?.line == 2)
        let sources = try #require(fields["sources"]?.list)
        #expect(sources.map(\.line) == [4, 7])
        #expect(sources[0].fields?["url"]?.line == 5)
        #expect(fields["presentations"]?.list?.map(\.text) == ["x"])
        #expect(fields["presentations"]?.line == 8)
    }

    /// Front matter assembled at random from pieces on both sides of the plain reader's rules:
    /// whatever it accepts must read exactly as Yams reads it.
    @Test func randomFrontMatterReadsTheSameEitherWay() {
        let keys = ["id", "kind", "title", "presentations", "platforms", "source", "sources", "disagreements", "x-extra", "title "]
        let values = ["Sheets", "\"Quoted: yes\"", "'single'", "a: b", "ends:", "https://e.com/a?b=c#d", "[a, b]", "[]", "[a,",
                      "guide", "component", "# note", "x # note", "-x", "", "  padded  ", "\"\"", "{a: b}", "|", "1.5", "(c)"]
        let items = ["- a", "- id: s1", "  title: T", "    url: u", "- { id: f }", "-", "  - nested", "- id: s1", "", "   "]
        var state: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            // SplitMix64: the same cases on every run.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
        var plainCount = 0
        for _ in 0..<3_000 {
            var yaml: [String] = []
            for _ in 0..<(1 + next(5)) {
                let key = keys[next(keys.count)]
                if next(3) == 0 {
                    yaml.append("\(key):")
                    for _ in 0..<next(4) { yaml.append(String(repeating: " ", count: next(2) * 2) + items[next(items.count)]) }
                } else {
                    yaml.append("\(key): \(values[next(values.count)])")
                }
            }
            let lines = (["---"] + yaml + ["---", "", "# Page"]).map { Substring($0) }
            if PlainFrontMatter.read(lines[1..<(yaml.count + 1)], firstLine: 2) != nil { plainCount += 1 }
            var fast = FrontMatterReader(file: "page.md")
            var yams = FrontMatterReader(file: "page.md", usesPlainReader: false)
            let fastResult = fast.read(lines: lines)
            let yamsResult = yams.read(lines: lines)
            #expect(fastResult == yamsResult, "front matter read from: \(yaml.joined(separator: "\n"))")
            #expect(fast.diagnostics == yams.diagnostics, "diagnostics for: \(yaml.joined(separator: "\n"))")
        }
        // Both sides of the fast path are exercised, not only Yams.
        #expect(plainCount > 300 && plainCount < 2_700)
    }
}
