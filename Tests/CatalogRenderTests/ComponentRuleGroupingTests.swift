import CatalogModel
@testable import CatalogRender
import Testing

/// A component page shows each rule once, under the section that claims it; rules no section
/// claims come after, general ones first, then grouped by platforms; a repeated id stands for
/// its first rule. Pages with few rules find positions by comparing ids, larger ones through a
/// dictionary: both must place every rule alike.
@Suite struct ComponentRuleGroupingTests {
    static func rule(_ id: String, platforms: [String] = []) -> Rule {
        Rule(id: "sheets.s." + id, componentID: "sheets", sectionID: "s", lead: [.text("Lead \(id).")], body: [],
             strength: .do, platforms: platforms, sources: [], location: SourceLocation(file: "sheets.md", line: 1))
    }

    /// Rules a to f, then `extra` loose general rules; `a` claimed by "best", `c` by "ios",
    /// `b` and the extras loose and general, `d` and `e` loose on macOS, `f` a repeat of `a`'s id.
    static func page(extra: Int) -> (ComponentView, [RuleView?]) {
        var rules = ["a", "b", "c"].map { rule($0) }
        rules[2].platforms = ["ios"]
        rules += [rule("d", platforms: ["macos"]), rule("e", platforms: ["macos"]), rule("a")]
        rules[5].lead = [.text("Lead of the repeat.")]
        rules += (0..<extra).map { rule("x\($0)") }
        let component = Component(
            id: "sheets", title: "Sheets",
            sections: [.init(id: "best", title: "Best practices", ruleIDs: ["sheets.s.a", "sheets.s.missing"],
                             location: SourceLocation(file: "sheets.md", line: 1)),
                       .init(id: "ios", title: "iOS", platforms: ["ios"], ruleIDs: ["sheets.s.c"],
                             location: SourceLocation(file: "sheets.md", line: 2))],
            rules: rules, file: "sheets.md", location: SourceLocation(file: "sheets.md", line: 1))
        let builder = PageBuilder(catalog: Catalog(components: [component]), options: RenderOptions())
        var ruleViews: [RuleView?] = []
        let view = builder.componentView(component, root: "../", ruleViews: &ruleViews)
        return (view, ruleViews)
    }

    @Test(arguments: [0, RulePositions.linearLimit + 5])
    func everyRuleIsPlacedOnceAndARepeatedIDStandsForTheFirst(extra: Int) throws {
        let (view, ruleViews) = Self.page(extra: extra)
        let extras = (0..<extra).map { "sheets.s.x\($0)" }
        #expect(view.general.map(\.id) == ["best", "general"])
        #expect(view.general[0].rules.map(\.id) == ["sheets.s.a"])
        #expect(view.general[1].rules.map(\.id) == ["sheets.s.b"] + extras)
        #expect(view.platformSections.map(\.id) == ["ios", "macos"])
        #expect(view.platformSections[0].rules.map(\.id) == ["sheets.s.c"])
        #expect(view.platformSections[1].rules.map(\.id) == ["sheets.s.d", "sheets.s.e"])
        #expect(ruleViews.count == 6 + extra)
        let first = try #require(ruleViews[0]), repeated = try #require(ruleViews[5])
        #expect(repeated.id == first.id && repeated.lead == "Lead a." && first.lead == "Lead a.")
        #expect(ruleViews.allSatisfy { $0 != nil })
    }

    @Test func positionsAgreeAcrossTheLimit() {
        for count in [1, 2, RulePositions.linearLimit, RulePositions.linearLimit + 1, 70] {
            // Ten ids over and over: every rule past the tenth repeats one.
            let rules = (0..<count).map { Self.rule("r\($0 % 10)") }
            let positions = RulePositions(rules)
            for i in rules.indices {
                let expected = rules.firstIndex { $0.id == rules[i].id }!
                #expect(positions.first[i] == expected, "rule \(i) of \(count)")
                #expect(positions.first(of: rules[i].id) == expected, "rule \(i) of \(count)")
            }
            #expect(positions.first(of: "sheets.s.none") == nil)
        }
    }

    /// Ids are compared as strings: two spellings of the same text (a precomposed `é`, and `e`
    /// with a combining accent, one byte longer) are one id, as a dictionary of them would have it.
    @Test func idsEqualAsTextShareAPosition() {
        let rules = [Self.rule("caf\u{E9}"), Self.rule("cafe"), Self.rule("cafe\u{301}")]
        let positions = RulePositions(rules)
        #expect(positions.first == [0, 1, 0])
        #expect(positions.first(of: "sheets.s.cafe\u{301}") == 0)
        #expect(positions.first(of: "sheets.s.cafe") == 1)
    }
}
