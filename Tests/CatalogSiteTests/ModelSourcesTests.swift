import CatalogModel
import SheetBehavior
import Testing
@testable import CatalogSite

/// The core model cites sources by the ids and editions `content/` declares; a renamed id or a
/// new edition in front matter must show up here, not as a citation that leads nowhere.
@Suite struct ModelSourcesTests {
    @Test func everySourceTheModelCitesIsDeclaredInContent() throws {
        let report = SitePipeline().check(contentDirectory: TestPaths.content)
        let declared = Dictionary(report.catalog.sources.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for cited in Cite.all {
            let source = try #require(declared[cited.id], "the model cites \(cited.id), which no page in content/ declares")
            #expect(source.edition == cited.edition, "\(cited.id): content/ declares edition \(source.edition ?? "none"), the model cites \(cited.edition)")
        }
    }
}
