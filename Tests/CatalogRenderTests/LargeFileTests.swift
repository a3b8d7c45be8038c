@testable import CatalogRender
import CatalogModel
import Testing

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

    @Test func catalogJSONInPartsIsTheDocumentWrittenWhole() {
        for catalog in [Self.bigCatalog(), Fixtures.catalog(), Catalog()] {
            let whole = CatalogJSON.value(catalog).prettyBytes()
            #expect(CatalogJSON.encode(catalog) == whole)
            #expect(Array(CatalogJSON.encodeParts(catalog, parallel: true).joined()) == whole)
        }
    }

    @Test func searchIndexInPartsIsTheSameOnEveryCoreOrOne() {
        let catalog = Self.bigCatalog()
        let builder = PageBuilder(catalog: catalog, options: RenderOptions())
        let parallel = SearchIndex.buildParts(catalog, builder: builder, parallel: true)
        let serial = SearchIndex.build(catalog, builder: builder, parallel: false)
        #expect(parallel.count > 3, "a catalog this size is written in several parts")
        #expect(Array(parallel.joined()) == serial)
        let text = String(decoding: serial, as: UTF8.self)
        #expect(text.hasPrefix("window.SHEETCAT_SEARCH={\"components\":[[") && text.hasSuffix("],\"v\":2};\n"))
        #expect(text.contains("Copy 149 \\u0026 \\u003cmore\\u003e"))
    }

    @Test func aFileInPartsEqualsTheSameBytesInOne() {
        let joined = OutputFile(path: "a.json", bytes: Array("{\"a\":1}".utf8))
        let split = OutputFile(path: "a.json", parts: [Array("{\"a\"".utf8), [], Array(":1}".utf8)])
        #expect(split == joined && split.hashValue == joined.hashValue)
        #expect(split.bytes == joined.bytes && split.byteCount == 7)
        #expect(split != OutputFile(path: "a.json", parts: [Array("{\"a\":2}".utf8)]))
    }
}
