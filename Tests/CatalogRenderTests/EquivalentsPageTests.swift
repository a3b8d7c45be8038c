import CatalogModel
@testable import CatalogRender
import Foundation
import Testing
import TestSupport

/// `equivalents.html`: each presentation's counterpart on every platform the model knows, drawn
/// from the model with its sources and sketches; linked from every page, in search and in
/// `catalog.json`; and the platform picker and family headings of the comparison.
@Suite struct EquivalentsPageTests {
    static func crossPlatform() -> Catalog {
        var catalog = Fixtures.catalog()
        catalog.platforms = Platform.base + [Platform(id: "android", name: "Android"), Platform(id: "web", name: "Web")]
        return catalog
    }

    @Test func eachRowNamesEveryPlatformsCounterpartWithItsSketch() throws {
        let page = try #require(try Fixtures.render(Self.crossPlatform()).text("equivalents.html"))
        let sheet = try #require(page.range(of: "id=\"equivalent-sheet\"")).upperBound
        let next = try #require(page.range(of: "id=\"equivalent-nonmodal-sheet\"")).lowerBound
        let row = String(page[sheet..<next])
        #expect(row.contains("modal bottom sheet"))
        #expect(row.contains("&lt;dialog&gt; opened with showModal()"))
        // One sketch per platform that shows a sheet, each captioned with its counterpart.
        #expect(row.components(separatedBy: "<figure class=\"sketch\" data-platform=").count - 1 == 8)
        #expect(row.contains("<figcaption>Android: modal bottom sheet</figcaption>"))
        // Apple's platforms grouped under one heading; every answer with its sources.
        #expect(row.contains("<th scope=\"rowgroup\" colspan=\"5\">Apple</th>"))
        #expect(row.contains("<tr data-platform=\"web\">"))
        #expect(row.contains("details class=\"why\""))
        // Android has no popover of its own: the row says so instead of guessing.
        let popover = try #require(page.range(of: "id=\"equivalent-popover\"")).upperBound
        #expect(page[popover...].contains("not defined"))
    }

    @Test func theSheetsPartsHaveRowsOfTheirOwn() throws {
        let page = try #require(try Fixtures.render(Self.crossPlatform()).text("equivalents.html"))
        let start = try #require(page.range(of: "id=\"equivalent-medium-detent\"")).upperBound
        let middle = try #require(page.range(of: "id=\"equivalent-grabber\"")).lowerBound
        let end = try #require(page.range(of: "id=\"equivalent-dismissal-disabled\"")).lowerBound
        let medium = String(page[start..<middle])
        let grabber = String(page[middle..<end])
        #expect(medium.contains("half-expanded state") && medium.contains("medium detent"))
        #expect(grabber.contains("drag handle") && grabber.contains("<figcaption>Android: drag handle</figcaption>"))
        // A Mac sheet has no grabber: the row says none, with its sources, and draws no sketch for it.
        let mac = try #require(grabber.range(of: "<tr data-platform=\"macos\">")).upperBound
        #expect(grabber[mac...].contains(">none<"))
        #expect(!grabber.contains("<figcaption>macOS:"))
        // The web's <dialog> has no source on its height: not defined, not none.
        let web = try #require(medium.range(of: "<tr data-platform=\"web\">")).upperBound
        #expect(medium[web...].contains("not defined"))
    }

    @Test func thePageIsLinkedSearchedAndInCatalogJSON() throws {
        let output = try Fixtures.render(Self.crossPlatform())
        #expect(try #require(output.text("index.html")).contains("href=\"equivalents.html\""))
        #expect(try #require(output.text("components/sheets.html")).contains("href=\"../equivalents.html\""))
        let docs = output.files.filter { $0.path.hasPrefix("assets/search-docs/") }.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(docs.contains("\"equivalents.html#equivalent-sheet\""))
        let json = try #require(output.text("catalog.json"))
        let model = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["model"] as? [String: Any])
        let rows = try #require(model["equivalents"] as? [[String: Any]])
        #expect(rows.map { $0["id"] as? String } == ["sheet", "nonmodal-sheet", "medium-detent", "grabber", "dismissal-disabled", "alert",
                                                     "action-sheet", "full-screen-modal", "popover", "side-sheet"])
        let grabber = try #require((rows[3]["counterparts"] as? [[String: Any]])?.first { $0["platform"] as? String == "android" })
        #expect(grabber["name"] as? String == "drag handle")
        #expect((grabber["citations"] as? [Int])?.isEmpty == false)
        let android = try #require((rows[0]["counterparts"] as? [[String: Any]])?.first { $0["platform"] as? String == "android" })
        #expect(android["name"] as? String == "modal bottom sheet")
        #expect((android["citations"] as? [Int])?.isEmpty == false)
    }

    @Test func templatesWithoutThePageBuildWithoutItOrItsLink() throws {
        var templates = Fixtures.templates()
        templates["equivalents.mustache"] = nil
        let output = try SiteRenderer(templates: templates, options: RenderOptions()).render(Self.crossPlatform())
        #expect(output.text("equivalents.html") == nil)
        #expect(try #require(output.text("index.html")).contains("equivalents.html") == false)
    }

    @Test func theKoreanSiteHasThePageInKorean() throws {
        let output = try LocalizedSiteTests.render({
            var catalog = LocalizedSiteTests.translated()
            catalog.platforms = Self.crossPlatform().platforms
            return catalog
        }())
        let korean = try #require(output.text("ko/equivalents.html"))
        #expect(korean.contains("<h1>플랫폼 간 대응 관계</h1>"))
        #expect(try #require(output.text("ko/index.html")).contains(">플랫폼별 대응</a>"))
    }

    @Test func comparisonGroupsApplesPlatformsAndEveryCellNamesItsColumn() throws {
        let page = try #require(try Fixtures.render(Self.crossPlatform()).text("compare.html"))
        #expect(page.contains("<th scope=\"colgroup\" colspan=\"6\" data-family=\"apple\" data-members=\"ios ipados macos tvos visionos watchos\">Apple</th>"))
        #expect(page.contains("<th scope=\"col\" data-platform=\"android\" rowspan=\"2\">"))
        #expect(page.contains("<td class=\"cell cell-supported\" data-platform=\"web\">"))
        #expect(page.contains("<li data-platforms=\"ios android\">"))
        // Without script every platform shows: the picker waits for its script, and no cell is hidden.
        #expect(page.contains("<div class=\"platform-picker\" data-platform-picker hidden>"))
        #expect(page.contains("assets/platforms.js"))
        #expect(!page.contains("data-platform=\"ios\" hidden"))
    }

    @Test func aCatalogOfOnlyApplesPlatformsHeadsColumnsAsBefore() throws {
        // One family that is not one platform still gets its heading; a single platform none.
        var catalog = Fixtures.catalog()
        catalog.platforms = [.iOS]
        let page = try #require(try Fixtures.render(catalog).text("compare.html"))
        #expect(page.contains("<th scope=\"colgroup\" colspan=\"1\" data-family=\"apple\""))
        #expect(!page.contains("data-platform-picker"))
    }
}
