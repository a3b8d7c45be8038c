import CatalogModel
@testable import CatalogRender
import Foundation
import Testing
import TestSupport

/// A catalog translated into Korean gets a Korean site under `ko/`: the same pages, ids and
/// anchors, linked both ways with the switcher and `hreflang`, with its own search index.
@Suite struct LocalizedSiteTests {
    static let useSheet = "sheets.best-practices.use-a-sheet"
    static let swipe = "sheets.ios-ipados.support-swiping-down"

    static func translated() -> Catalog {
        var catalog = Fixtures.catalog()
        let at = Fixtures.loc(3, "sheets.ko.md")
        let s = catalog.components.firstIndex { $0.id == "sheets" }!
        catalog.components[s].translations["ko"] = PageTranslation(
            language: "ko", title: "시트", abstract: [.text("시트는 범위가 정해진 작업을 돕습니다.")], file: "sheets.ko.md")
        catalog.components[s].sections[0].translations["ko"] = SectionTranslation(title: "모범 사례")
        for r in catalog.components[s].rules.indices {
            switch catalog.components[s].rules[r].id {
            case useSheet:
                catalog.components[s].rules[r].translations["ko"] = RuleTranslation(
                    lead: [.text("짧은 작업에는 시트를 사용하십시오.")], body: [.paragraph([.text("초점을 잃지 않게 합니다.")])], location: at)
            case swipe:
                catalog.components[s].rules[r].translations["ko"] = RuleTranslation(
                    lead: [.text("아래로 쓸어내려 닫게 하십시오.")], sourceHash: "00000000", isStale: true, location: at)
            default:
                break
            }
        }
        return catalog
    }

    static func render(_ catalog: Catalog, baseURL: String? = nil) throws -> RenderOutput {
        try SiteRenderer(templates: Fixtures.templates(), options: RenderOptions(baseURL: baseURL)).render(catalog)
    }

    @Test func koreanPagesMirrorTheSiteWithTheSameAnchors() throws {
        let output = try Self.render(Self.translated())
        let english = try #require(output.text("components/sheets.html"))
        let korean = try #require(output.text("ko/components/sheets.html"))
        #expect(english.contains("<html lang=\"en\">"))
        #expect(korean.contains("<html lang=\"ko\">"))
        #expect(korean.contains("<h1>시트</h1>"))
        #expect(korean.contains("짧은 작업에는 시트를 사용하십시오."))
        #expect(korean.contains("id=\"\(Self.useSheet)\""))
        #expect(!english.contains("짧은 작업"))
        // Every page of the site has its Korean twin, with its assets' search index.
        let pages = Set(output.files.map(\.path).filter { $0.hasSuffix(".html") && !$0.hasPrefix("ko/") })
        let twins = Set(output.files.map(\.path).filter { $0.hasPrefix("ko/") && $0.hasSuffix(".html") }.map { String($0.dropFirst(3)) })
        #expect(pages == twins)
        #expect(output.files.contains { $0.path == "ko/assets/search-index.js" })
    }

    @Test func switcherAndAlternatesLinkBothWays() throws {
        let output = try Self.render(Self.translated())
        let english = try #require(output.text("components/sheets.html"))
        let korean = try #require(output.text("ko/components/sheets.html"))
        #expect(english.contains("<link rel=\"alternate\" hreflang=\"ko\" href=\"../ko/components/sheets.html\">"))
        #expect(english.contains("<a href=\"../ko/components/sheets.html\" hreflang=\"ko\" lang=\"ko\" data-same-rule>한국어</a>"))
        #expect(korean.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../components/sheets.html\">"))
        #expect(korean.contains("<a href=\"../../components/sheets.html\" hreflang=\"en\" lang=\"en\" data-same-rule>English</a>"))
        #expect(korean.contains("hreflang=\"ko\" lang=\"ko\" aria-current=\"page\""))
        let home = try #require(output.text("ko/index.html"))
        #expect(home.contains("<a class=\"skip-link\" href=\"#main\">본문으로 건너뛰기</a>"))
    }

    /// A Korean page's sketches are drawn and described in Korean, from ko.strings.
    @Test func koreanSketchesSpeakKorean() throws {
        let output = try Self.render(Self.translated())
        let english = try #require(output.text("compare.html"))
        let korean = try #require(output.text("ko/compare.html"))
        #expect(english.contains("<title>A sheet on iPhone</title>"))
        #expect(korean.contains("<title>iPhone의 시트</title>"))
        #expect(korean.contains("<desc>iPhone에 뜬 "))
        #expect(!korean.contains("<title>A sheet on iPhone</title>") && !korean.contains(">Done</text>"))
    }

    @Test func missingAndStaleTranslationsAreMarked() throws {
        let korean = try #require(try Self.render(Self.translated()).text("ko/components/sheets.html"))
        // The taste rule has no Korean text: its English text shows, marked.
        #expect(korean.contains("Keep titles short."))
        #expect(korean.contains("아직 번역되지 않아 원문으로 표시합니다."))
        #expect(korean.contains("이 번역은 규칙의 이전 원문을 옮긴 것이라"))
        // A page with no Korean at all says so once, not on every rule.
        let action = try #require(try Self.render(Self.translated()).text("ko/components/action-sheets.html"))
        #expect(action.contains("이 페이지는 아직 번역되지 않아"))
        #expect(!action.contains("아직 번역되지 않아 원문으로 표시합니다."))
    }

    @Test func sitemapListsEveryLanguageWithAlternates() throws {
        let output = try Self.render(Self.translated(), baseURL: "https://example.org/docs/")
        let sitemap = try #require(output.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/docs/ko/components/sheets.html</loc>"))
        #expect(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"ko\" href=\"https://example.org/docs/ko/components/sheets.html\"/>"))
        #expect(!output.files.contains { $0.path == "ko/sitemap.xml" })
        let korean = try #require(output.text("ko/components/sheets.html"))
        #expect(korean.contains("<link rel=\"canonical\" href=\"https://example.org/docs/ko/components/sheets.html\">"))
    }

    /// Regression: with a base URL, `ko/404.html` linked to the English pages at the top of the
    /// site (home, navigation, every component) and loaded the top's assets.
    @Test func aLanguagesNotFoundPageLinksToItsOwnPages() throws {
        let output = try Self.render(Self.translated(), baseURL: "https://example.org/docs/")
        let korean = try #require(output.text("ko/404.html"))
        #expect(korean.contains("href=\"https://example.org/docs/ko/index.html\""))
        #expect(korean.contains("href=\"https://example.org/docs/ko/components/sheets.html\""))
        #expect(korean.contains("href=\"https://example.org/docs/ko/assets/site.css\""))
        #expect(!korean.contains("href=\"https://example.org/docs/index.html\""))
        #expect(!korean.contains("href=\"https://example.org/docs/components/"))
        let english = try #require(output.text("404.html"))
        #expect(english.contains("href=\"https://example.org/docs/index.html\""))
        #expect(english.contains("href=\"https://example.org/docs/components/sheets.html\""))
    }

    @Test func aSiteInOneLanguageHasNoSwitcher() throws {
        let output = try Self.render(Fixtures.catalog())
        #expect(!output.files.contains { $0.path.hasPrefix("ko/") })
        let page = try #require(output.text("components/sheets.html"))
        #expect(!page.contains("hreflang"))
        #expect(!page.contains("language.js"))
    }

    @Test func koreanSearchFindsKoreanRuleTextAndEnglishSearchDoesNot() throws {
        let output = try Self.render(Self.translated())
        let korean = output.files.filter { $0.path.hasPrefix("ko/assets/search-") }.map { file in
            OutputFile(path: String(file.path.dropFirst(3)), parts: file.parts)
        }
        let english = output.files.filter { $0.path.hasPrefix("assets/search-") }
        // "시트를" is filed as its pairs, so "시트" (a word inside it) finds the rule.
        let found = try SearchScriptTests().run("eager", index: korean, queries: [["text": "시트"], ["text": "초점"], ["text": "titles"]])
        #expect(found.answers[0].contains("components/sheets.html#\(Self.useSheet)"))
        #expect(found.answers[1].contains("components/sheets.html#\(Self.useSheet)"))
        // Latin words keep working in the Korean index (the fallback rule).
        #expect(found.answers[2].contains("components/sheets.html#sheets.best-practices.keep-titles-short"))
        let none = try SearchScriptTests().run("eager", index: english, queries: [["text": "시트"]])
        #expect(none.answers[0].isEmpty)
    }

    @Test func theGlossaryIsShownInEveryLanguage() throws {
        var catalog = Self.translated()
        catalog.glossaries = [Glossary(language: "ko", file: "glossary.ko.yml",
                                       entries: [.init(source: "detent", term: "디텐트", replaces: ["멈춤점"])])]
        let output = try Self.render(catalog)
        let korean = try #require(output.text("ko/glossary.html"))
        #expect(korean.contains("<td lang=\"ko\">디텐트</td><td lang=\"ko\">멈춤점</td>"))
        #expect(korean.contains("<a href=\"glossary.html\" aria-current=\"page\">용어집</a>"))
        let english = try #require(output.text("glossary.html"))
        #expect(english.contains("<th scope=\"row\" lang=\"en\">detent</th>"))
        #expect(try #require(output.text("components/sheets.html")).contains("<a href=\"../glossary.html\">Glossary</a>"))
        // Without a glossary there is no page and no link to one.
        #expect(try Self.render(Self.translated()).text("glossary.html") == nil)
    }

    @Test func hangulKanaAndHanAreFiledAsPairs() {
        #expect(SearchText.words("시트를 겹치지") == ["시트", "트를", "겹치", "치지"])
        #expect(SearchText.words("iPhone에서 시트") == ["iphone", "에서", "시트"])
        #expect(SearchText.words("シートを表示") == ["シー", "ート", "トを", "を表", "表示"])
        #expect(SearchText.words("避免 表单") == ["避免", "表单"])
        #expect(SearchText.words("시") == ["시"])
    }

    @Test(.enabled(if: SearchScriptParityTests.node != nil)) func scriptSplitsCJKAsTheIndexDoes() throws {
        let script = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("templates/assets/search.js"), encoding: .utf8)
        let start = try #require(script.range(of: "    var CJK = "))
        let end = try #require(script.range(of: "\n    }\n", range: script.range(of: "function words(text) {")!.upperBound..<script.endIndex))
        let samples = ["시트를 겹치지 마십시오", "iPhone에서 시트", "シートを表示しないでください", "避免在表单上叠加表单", "Détentes don't", "시"]
        let list = samples.map { "\"\($0)\"" }.joined(separator: ",")
        let program = String(script[start.lowerBound..<end.upperBound]) + "\nconsole.log(JSON.stringify([\(list)].map(words)));\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SearchScriptParityTests.node!)
        process.arguments = ["-e", program]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fromScript = try JSONDecoder().decode([[String]].self, from: data)
        #expect(fromScript == samples.map(SearchText.words))
    }
}
