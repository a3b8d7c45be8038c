@testable import CatalogRender
import CatalogModel
import Testing
import TestSupport

/// `catalog.json` and the search index are made in parts, in runs on every core, so that a large
/// catalog never holds either file as one tree or one buffer. The parts must add up to exactly
/// the bytes a single pass writes.
@Suite struct LargeFileTests {
    /// The fixture catalog grown past several runs: 150 components, and an example result for each.
    static func bigCatalog() -> Catalog {
        var catalog = Fixtures.catalog()
        let template = catalog.components[catalog.components.count - 1]
        let result = catalog.results.first
        for n in 0..<150 {
            var copy = template
            copy.id = "copy-\(n)"
            copy.title = "Copy \(n) & <more>"
            copy.rules = copy.rules.map { rule in
                var rule = rule
                rule.id = "copy-\(n)." + rule.id
                rule.componentID = copy.id
                return rule
            }
            // Vary what the fixture leaves out, so every optional field is written both ways.
            if n % 3 == 1 {
                copy.related.append(.init(title: "Elsewhere \(n)", componentID: nil, url: "https://example.com/\(n)"))
                copy.apis.append(.init(name: "presentationDetents(_:)", framework: "SwiftUI", url: nil))
                copy.sources = []
                copy.platformStatus = [:]
                copy.rules = copy.rules.map { rule in
                    var rule = rule
                    rule.widths = [.compact, .regular]
                    rule.sources = [SourceReference(sourceID: "hig-sheets-2024", edition: nil)]
                    return rule
                }
            } else if n % 3 == 2 {
                copy.rules = []
                copy.apis = []
                copy.changeLog = []
                copy.related = []
            }
            catalog.components.append(copy)
            if var result {
                result.exampleID = "copy-\(n)-example"
                catalog.results.append(result)
            }
        }
        return catalog
    }

    @Test func searchIndexInPartsIsTheSameOnEveryCoreOrOne() throws {
        let catalog = Self.bigCatalog()
        let builder = PageBuilder(catalog: catalog, options: RenderOptions())
        let parallel = SearchIndex.build(catalog, builder: builder, parallel: true)
        let serial = SearchIndex.build(catalog, builder: builder, parallel: false)
        #expect(parallel[0].parts.count > 3, "a catalog this size has its core written in several parts")
        #expect(parallel == serial)
        let docShards = parallel.filter { $0.path.hasPrefix("assets/search-docs/") }
        let postingShards = parallel.filter { $0.path.hasPrefix("assets/search-postings/") }
        #expect(parallel.map(\.path) == [SearchIndex.corePath]
                + docShards.enumerated().map { SearchIndex.docShardPath($0.offset, tag: SearchIndex.contentTag($0.element.bytes)) }
                + postingShards.enumerated().map { SearchIndex.postingShardPath($0.offset, tag: SearchIndex.contentTag($0.element.bytes)) })
        #expect(docShards.count > 1, "its documents are in several shards")
        let core = String(decoding: serial[0].bytes, as: UTF8.self)
        #expect(core.hasPrefix("window.SHEETCAT_SEARCH={\"components\":[[") && core.hasSuffix("],\"v\":3};\n"))
        let shards = docShards.map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(shards.contains { $0.contains("Copy 149 \\u0026 \\u003cmore\\u003e") })
        for (n, shard) in shards.enumerated() {
            #expect(shard.hasPrefix("(window.SHEETCAT_SEARCH_DOCS=window.SHEETCAT_SEARCH_DOCS||{})[\(n)]=[[") && shard.hasSuffix("]];\n"))
        }
    }

    @Test func aFileInPartsEqualsTheSameBytesInOne() {
        let joined = OutputFile(path: "a.json", bytes: Array("{\"a\":1}".utf8))
        let split = OutputFile(path: "a.json", parts: [Array("{\"a\"".utf8), [], Array(":1}".utf8)])
        #expect(split == joined && split.hashValue == joined.hashValue)
        #expect(split.bytes == joined.bytes && split.byteCount == 7)
        #expect(split != OutputFile(path: "a.json", parts: [Array("{\"a\":2}".utf8)]))
    }
}
