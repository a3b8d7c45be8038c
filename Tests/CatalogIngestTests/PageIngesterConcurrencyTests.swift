import Testing
import CatalogModel
@testable import CatalogIngest

/// The site layer ingests pages in parallel; a page must read the same on every thread.
@Suite struct PageIngesterConcurrencyTests {
    @Test func parallelIngestGivesIdenticalResults() async {
        let page = RuleRecognitionTests.page
        let expected = TestPages.ingest(page)
        let same = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<32 {
                group.addTask {
                    let result = TestPages.ingest(page)
                    return result.component == expected.component && result.diagnostics == expected.diagnostics
                        && result.sources == expected.sources && result.links == expected.links
                }
            }
            var all: [Bool] = []
            for await ok in group { all.append(ok) }
            return all
        }
        #expect(same.count == 32 && same.allSatisfy { $0 })
        #expect(expected.component?.rules.isEmpty == false)
    }

    @Test func titleSeparatorsFindTheHeadingAfterChrome() throws {
        let page = "---\ntitle: \"Alerts – Example Guide\"\n---\n\n# Loading…\n\n**Menu.** Chrome.\n\n# Alerts\n\n## Best practices\n\n**Keep alerts rare.** Body.\n"
        let component = try #require(TestPages.ingest(page, path: "alerts.md").component)
        #expect(component.rules.map(\.id) == ["alerts.best-practices.keep-alerts-rare"])
    }
}
