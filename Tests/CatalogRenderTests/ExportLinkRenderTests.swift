import CatalogModel
import CatalogRender
import Testing
import TestSupport

/// Links as exports write them land on the pages ingest found for them; one that lands nowhere
/// keeps its text with a marker, never a link that leads nowhere.
@Suite struct ExportLinkRenderTests {
    static func component(_ id: String, file: String, links: [String] = []) -> Component {
        let body: [Inline] = links.enumerated().flatMap { n, link -> [Inline] in
            [.text(" "), .link(destination: link, children: [.text("link \(n)")])]
        }
        let rule = Rule(id: "\(id).best-practices.keep-it-short", componentID: id, sectionID: "best-practices",
                        lead: [.text("Keep it short.")], body: [.paragraph(body)], strength: .do, platforms: [],
                        sources: [], location: SourceLocation(file: file, line: 7))
        return Component(id: id, title: id, sections: [.init(id: "best-practices", title: "Best practices", ruleIDs: [rule.id],
                                                             location: SourceLocation(file: file, line: 5))],
                         rules: [rule], file: file, location: SourceLocation(file: file, line: 1))
    }

    static let links = [
        "Page%20controls.md", "Page controls.md", "../Presentation/Page%20controls.md",
        "/design/human-interface-guidelines/page-controls", "Page%20controls.md#Best-practices",
        "Page%20controls.md#best-practices.keep-it-short", "Missing%20page.md", "rule:nowhere.a.b",
        "/documentation/uikit/uitabbar", "Page%20controls.md#keep-it-short",
    ]

    @Test func exportLinksLandAndBrokenOnesAreMarkedText() throws {
        let catalog = Catalog(components: [
            Self.component("page-controls", file: "Components/Presentation/Page controls.md"),
            Self.component("tab-bars", file: "Components/Navigation/Tab bars.md", links: Self.links),
        ])
        let page = try #require(try Fixtures.render(catalog).text("components/tab-bars.html"))
        for n in 0..<4 {
            #expect(page.contains("<a href=\"../components/page-controls.html\">link \(n)</a>"), "link \(n): \(Self.links[n])")
        }
        #expect(page.contains("<a href=\"../components/page-controls.html#section-best-practices\">link 4</a>"))
        #expect(page.contains("<a href=\"../components/page-controls.html#page-controls.best-practices.keep-it-short\">link 5</a>"))
        #expect(page.contains("<span class=\"broken-link\">link 6 <small>(broken link)</small></span>"))
        #expect(page.contains("<span class=\"broken-link\">link 7 <small>(broken link)</small></span>"))
        // A rule's slug alone, which ingest's check accepts, lands on the rule, not on a section
        // of that name the page does not have.
        #expect(page.contains("<a href=\"../components/page-controls.html#page-controls.best-practices.keep-it-short\">link 9</a>"))
        // A path of the exporter's site that is not a page here is plain text, as before: no page to mark.
        #expect(page.contains(" link 8") && !page.contains(">link 8</a>") && !page.contains("link 8 <small>"))
    }
}
