import CatalogModel
import CatalogRender
import Foundation
import Testing

/// `catalog.json` is a contract with other tools (docs/catalog-json.md).
@Suite struct CatalogJSONTests {
    func decode(_ catalog: Catalog = Fixtures.catalog()) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(CatalogJSON.encode(catalog))) as? [String: Any])
    }

    @Test func hasTheDocumentedShape() throws {
        let json = try decode()
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(Set(json.keys) == ["schemaVersion", "components", "platforms", "sources", "disagreements", "examples"])
        let components = try #require(json["components"] as? [[String: Any]])
        #expect(components.map { $0["id"] as? String } == ["action-sheets", "choosing", "sheets"])
        let sheets = try #require(components.last)
        for key in ["id", "kind", "title", "abstract", "file", "source", "sources", "platformStatus", "presentations",
                    "related", "apis", "changeLog", "rules"] {
            #expect(sheets[key] != nil, "component lacks \(key)")
        }
        #expect((sheets["platformStatus"] as? [String: String]) == ["tvos": "no-additional-considerations", "watchos": "unsupported"])
        #expect((sheets["related"] as? [[String: String]]) == [["title": "Action sheets", "component": "action-sheets"]])
        let source = try #require(sheets["source"] as? [String: Any])
        #expect(source["id"] as? String == "hig-sheets-2024")
        #expect(source["edition"] as? String == "2024-03-29")
        let rule = try #require((sheets["rules"] as? [[String: Any]])?.first)
        #expect(Set(rule.keys) == ["id", "lead", "body", "strength", "platforms", "widths", "taste", "sources", "location"])
        #expect(rule["strength"] as? String == "do")
        #expect(rule["taste"] as? Bool == false)
        #expect((rule["location"] as? [String: Any])?["line"] as? Int == 12)
        let platforms = try #require(json["platforms"] as? [[String: String]])
        #expect(platforms.first == ["id": "ios", "name": "iOS"])
        let disagreement = try #require((json["disagreements"] as? [[String: Any]])?.first)
        #expect((disagreement["positions"] as? [[String: String]])?.first == ["source": "hig-sheets-2024", "says": "Show one at a time."])
    }

    @Test func examplesComeFromTheVerifiedResults() throws {
        let json = try decode()
        let examples = try #require(json["examples"] as? [[String: Any]])
        #expect(examples.count == 2)
        #expect(Set(examples.compactMap { $0["status"] as? String }) == ["passed", "failed"])
        let failed = try #require(examples.first { $0["status"] as? String == "failed" })
        #expect(failed["message"] as? String == "expected the sheet to be modal, but it was nonmodal")
        var unverified = Fixtures.catalog()
        unverified.results = []
        #expect((try decode(unverified)["examples"] as? [Any])?.isEmpty == true)
    }

    @Test func keysAreSortedAtEveryLevel() throws {
        let text = String(decoding: CatalogJSON.encode(Fixtures.catalog()), as: UTF8.self)
        // Keys at one indent level, read in order until the indent drops, must ascend.
        var stack: [[String]] = [[]]
        for line in text.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count / 2
            while stack.count > indent + 1 { let keys = stack.removeLast(); #expect(keys == keys.sorted(), "\(keys)") }
            while stack.count < indent + 1 { stack.append([]) }
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("\""), let colon = trimmed.range(of: "\": ") {
                stack[indent].append(String(trimmed[trimmed.index(after: trimmed.startIndex)..<colon.lowerBound]))
            }
            if trimmed.hasPrefix("}") || trimmed.hasPrefix("{") { stack[indent] = [] }
        }
        #expect(text.hasPrefix("{\n  \"components\": ["))
    }
}
