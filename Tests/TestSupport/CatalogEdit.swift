import CatalogModel
import Testing

/// One edit of a catalog, named for the test's arguments: the edits a preview rebuild must
/// follow, whose renders the page builder's and the render cache's tests hold to a fresh one.
public struct CatalogEdit: Sendable, CustomTestStringConvertible {
    public var name: String
    /// Whether the last rule index still serves (as it is, or updated page by page).
    public var keepsRuleIndex: Bool
    public var apply: @Sendable (inout Catalog) -> Void
    public var testDescription: String { name }

    public init(name: String, keepsRuleIndex: Bool, apply: @escaping @Sendable (inout Catalog) -> Void) {
        self.name = name
        self.keepsRuleIndex = keepsRuleIndex
        self.apply = apply
    }

    static let sheets = 2

    /// The catalog the edits apply to: six pages besides the fixture's three; an example on the
    /// first names its rule and one of the sheets page, so what the first page may show of it
    /// changes with an edit of another page (the shipped templates show only the example's
    /// steps there, a user's may show more).
    public static func catalog() -> Catalog {
        var catalog = Fixtures.largeCatalog(generated: 6)
        // The last names no rule yet: the edit that adds it brings the example onto the sheets page.
        let rules = [catalog.components[0].rules[0].id, catalog.components[sheets].rules[0].id, "sheets.best-practices.added"]
        let example = SpecExample(id: "action-sheets.names-a-sheets-rule", componentID: catalog.components[0].id, title: "Names a sheets rule",
                                  ruleIDs: rules, lines: [.init(text: "Given a sheet on iPhone", location: Fixtures.loc(20, "action-sheets.md"))],
                                  location: Fixtures.loc(19, "action-sheets.md"))
        catalog.examples.append(example)
        catalog.results.append(ExampleResult(exampleID: example.id, ruleIDs: rules, status: .passed, message: "",
                                             cases: [.init(steps: ["Given a sheet on iPhone"], status: .passed)],
                                             location: example.location, platforms: ["ios"]))
        return catalog
    }

    public static let all: [CatalogEdit] = [
        CatalogEdit(name: "a word in a rule's lead", keepsRuleIndex: true) { catalog in
            catalog.components[sheets].rules[0].lead = [.text("Use a sheet for one short task.")]
        },
        CatalogEdit(name: "a rule added, which another page links to", keepsRuleIndex: true) { catalog in
            var rule = catalog.components[sheets].rules[0]
            rule.id = "sheets.best-practices.added"
            rule.lead = [.text("A new rule.")]
            catalog.components[sheets].rules.insert(rule, at: 1)
            catalog.components[sheets].sections[0].ruleIDs.insert(rule.id, at: 1)
            catalog.components[1].overview = [.paragraph([.link(destination: "rule:sheets.best-practices.added", children: [.text("it")])])]
        },
        CatalogEdit(name: "a rule renamed", keepsRuleIndex: true) { catalog in
            catalog.components[sheets].rules[2].id = "sheets.ios-ipados.renamed"
            catalog.components[sheets].sections[1].ruleIDs[0] = "sheets.ios-ipados.renamed"
        },
        CatalogEdit(name: "a rule another page names, renamed", keepsRuleIndex: true) { catalog in
            catalog.components[sheets].rules[0].id = "sheets.best-practices.renamed"
            catalog.components[sheets].sections[0].ruleIDs[0] = "sheets.best-practices.renamed"
        },
        CatalogEdit(name: "a rule taken away", keepsRuleIndex: true) { catalog in
            catalog.components[sheets].rules.remove(at: 1)
            catalog.components[sheets].sections[0].ruleIDs.remove(at: 1)
        },
        CatalogEdit(name: "a rule id another page has", keepsRuleIndex: false) { catalog in
            catalog.components[sheets].rules[1].id = catalog.components[0].rules[0].id
        },
        CatalogEdit(name: "an example that failed passes", keepsRuleIndex: true) { catalog in
            let failed = catalog.results.firstIndex { $0.status == .failed }!
            catalog.results[failed].status = .passed
            catalog.results[failed].message = ""
            catalog.results[failed].cases = catalog.results[failed].cases.map { .init(steps: $0.steps, status: .passed) }
        },
        CatalogEdit(name: "the lines of a page's examples move", keepsRuleIndex: true) { catalog in
            for e in catalog.examples.indices where catalog.examples[e].componentID == "sheets" {
                catalog.examples[e].location.line += 2
                catalog.examples[e].lines = catalog.examples[e].lines.map { .init(text: $0.text, location: .init(file: $0.location.file, line: $0.location.line + 2)) }
            }
        },
        CatalogEdit(name: "an example's steps, and so its result", keepsRuleIndex: true) { catalog in
            let e = catalog.examples.firstIndex { $0.id == "action-sheets.names-a-sheets-rule" }!
            catalog.examples[e].lines.append(.init(text: "Then the sheet is modal", location: Fixtures.loc(21, "action-sheets.md")))
            let r = catalog.results.firstIndex { $0.exampleID == "action-sheets.names-a-sheets-rule" }!
            catalog.results[r].cases = [.init(steps: ["Given a sheet on iPhone", "Then the sheet is modal"], status: .passed)]
        },
        CatalogEdit(name: "an example's rules", keepsRuleIndex: true) { catalog in
            catalog.examples[1].ruleIDs.append("action-sheets.best-practices.avoid-scrolling")
        },
        CatalogEdit(name: "a source's title", keepsRuleIndex: true) { catalog in
            catalog.sources[2].title = "HIG Sheets, retitled"
        },
        CatalogEdit(name: "a page's presentations", keepsRuleIndex: true) { catalog in
            catalog.components[sheets].presentations = ["popover"]
        },
    ]
}
