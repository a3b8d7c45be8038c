import CatalogModel
@testable import CatalogRender
import Foundation
import Testing
import TestSupport

/// `catalog.json` is a contract with other tools (docs/catalog-json.md).
@Suite struct CatalogJSONTests {
    func decode(_ catalog: Catalog = Fixtures.catalog()) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(CatalogJSON.encode(catalog))) as? [String: Any])
    }

    @Test func hasTheDocumentedShape() throws {
        let json = try decode()
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(Set(json.keys) == ["schemaVersion", "components", "languages", "platforms", "sources", "disagreements", "examples", "model"])
        let components = try #require(json["components"] as? [[String: Any]])
        #expect(components.map { $0["id"] as? String } == ["action-sheets", "choosing", "sheets"])
        let sheets = try #require(components.last)
        for key in ["id", "kind", "title", "abstract", "file", "source", "sources", "platformStatus", "presentations",
                    "related", "apis", "changeLog", "rules", "language", "translations"] {
            #expect(sheets[key] != nil, "component lacks \(key)")
        }
        #expect((sheets["platformStatus"] as? [String: String]) == ["tvos": "no-additional-considerations", "watchos": "unsupported"])
        #expect((sheets["related"] as? [[String: String]]) == [["title": "Action sheets", "component": "action-sheets"]])
        let source = try #require(sheets["source"] as? [String: Any])
        #expect(source["id"] as? String == "hig-sheets-2024")
        #expect(source["edition"] as? String == "2024-03-29")
        let rule = try #require((sheets["rules"] as? [[String: Any]])?.first)
        #expect(Set(rule.keys) == ["id", "lead", "body", "strength", "platforms", "widths", "taste", "sources", "location", "translations"])
        #expect(rule["strength"] as? String == "do")
        #expect(rule["taste"] as? Bool == false)
        #expect((rule["location"] as? [String: Any])?["line"] as? Int == 12)
        let platforms = try #require(json["platforms"] as? [[String: String]])
        #expect(platforms.first == ["id": "ios", "name": "iOS"])
        let disagreement = try #require((json["disagreements"] as? [[String: Any]])?.first)
        #expect((disagreement["positions"] as? [[String: String]])?.first == ["source": "hig-sheets-2024", "says": "Show one at a time."])
    }

    /// Each rule says, for every language its page is translated into, whether it is translated
    /// and how current its translation is; the page gives its own translated text and file.
    @Test func translationsArePerRuleAndLanguageWithTheirStatus() throws {
        var catalog = LocalizedSiteTests.translated()
        let s = catalog.components.firstIndex { $0.id == "sheets" }!
        let r = catalog.components[s].rules.firstIndex { $0.id == LocalizedSiteTests.useSheet }!
        let hash = catalog.components[s].rules[r].sourceHash
        catalog.components[s].rules[r].translations["ko"]?.sourceHash = hash
        let json = try decode(catalog)
        #expect(json["languages"] as? [String] == ["en", "ko"])
        let sheets = try #require((json["components"] as? [[String: Any]])?.first { $0["id"] as? String == "sheets" })
        #expect(sheets["language"] as? String == "en")
        let ko = try #require((sheets["translations"] as? [String: [String: Any]])?["ko"])
        #expect(ko["title"] as? String == "시트")
        #expect(ko["file"] as? String == "sheets.ko.md")
        var status: [String: String] = [:]
        for rule in try #require(sheets["rules"] as? [[String: Any]]) {
            let translation = try #require((rule["translations"] as? [String: [String: Any]])?["ko"])
            status[rule["id"] as! String] = translation["status"] as? String
            if rule["id"] as? String == LocalizedSiteTests.useSheet {
                #expect(translation["lead"] as? String == "짧은 작업에는 시트를 사용하십시오.")
                #expect((translation["location"] as? [String: Any])?["file"] as? String == "sheets.ko.md")
            }
        }
        #expect(status[LocalizedSiteTests.useSheet] == "current")
        #expect(status[LocalizedSiteTests.swipe] == "stale")
        #expect(status["sheets.best-practices.keep-titles-short"] == "fallback")
        // A page with no translation lists none, and its rules none either.
        let action = try #require((json["components"] as? [[String: Any]])?.first { $0["id"] as? String == "action-sheets" })
        #expect((action["translations"] as? [String: Any])?.isEmpty == true)
        // The tree and the streamed bytes agree.
        #expect(String(decoding: CatalogJSON.encode(catalog), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == CatalogJSON.value(catalog).pretty().trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Every answer of the core model in `model` says why: citations (by position in
    /// `model.citations`) or, for an answer no source defines, the gap.
    @Test func modelAnswersCarryTheirCitations() throws {
        let model = try #require(try decode()["model"] as? [String: Any])
        let citations = try #require(model["citations"] as? [[String: Any]])
        let summaries = try #require(model["summaries"] as? [[String: Any]])
        #expect(Set(summaries.compactMap { $0["framework"] as? String }) == ["swiftui", "uikit"])
        var cells = 0
        for summary in summaries {
            for cell in try #require(summary["cells"] as? [[String: Any]]) {
                let refs = try #require(cell["citations"] as? [Int])
                #expect(!refs.isEmpty || cell["gap"] is String, "\(summary["presentation"] ?? "") on \(summary["platform"] ?? ""): \(cell["aspect"] ?? "")")
                #expect(refs.allSatisfy { citations.indices.contains($0) })
                cells += 1
            }
        }
        #expect(cells == summaries.count * 7)
        let kinds = Set(citations.compactMap { $0["kind"] as? String })
        #expect(kinds == ["source", "api"])
        let corner = citations.first { $0["symbol"] as? String == "presentationCornerRadius(_:)" }
        if let corner {
            let ios = (corner["introduced"] as? [[String: String]])?.first { $0["platform"] == "ios" }
            #expect(ios?["version"] == "16.4")
        }
        let contested = try #require(model["contested"] as? [[String: Any]])
        #expect(contested.count == 3)
        let dissent = try #require((contested.first?["disagreements"] as? [[String: Any]])?.first)
        let position = try #require(dissent["citation"] as? Int)
        let cited = try #require(citations[safe: position])
        #expect(cited["id"] as? String == "sap-fiori-ios-sheets")
        #expect(dissent["says"] as? String == "a tap outside dismisses a nonmodal sheet")
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

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
