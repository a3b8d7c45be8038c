import Testing
import CatalogModel
@testable import CatalogIngest

/// A language's glossary: read from `glossary.ko.yml`, and checked against the translations.
struct GlossaryTests {
    static let text = """
    sheet: 시트
    detent:
      term: 디텐트
      replaces: [멈춤점, 정지 높이]
    """

    @Test func entriesAreReadSortedWithWhatTheyReplace() throws {
        let (glossary, diagnostics) = GlossaryReader.read(file: "glossary.ko.yml", text: Self.text)
        #expect(diagnostics.isEmpty)
        let read = try #require(glossary)
        #expect(read.language == "ko")
        #expect(read.entries == [.init(source: "detent", term: "디텐트", replaces: ["멈춤점", "정지 높이"]), .init(source: "sheet", term: "시트")])
    }

    @Test(arguments: ["- a list", "detent: [1, 2]", "detent: {replaces: [x]}", "a: b: c"])
    func malformedGlossariesSaySo(text: String) {
        let (glossary, diagnostics) = GlossaryReader.read(file: "glossary.ko.yml", text: text)
        #expect(glossary == nil)
        #expect(diagnostics.map(\.id) == ["glossary.malformed"])
    }

    @Test(arguments: [("glossary.ko.yml", "ko"), ("glossary.zh-hans.yaml", "zh-Hans"), ("glossary.yml", nil), ("notes.ko.yml", nil)])
    func glossaryFilesAreNamedByLanguage(name: String, language: String?) {
        #expect(GlossaryReader.language(ofFile: name) == language)
    }

    @Test func aTranslationThatUsesAReplacedTermIsWarnedAbout() throws {
        let english = "# Sheets\n\n## Best practices\n\n**Choose the detents.** Body.\n\n**Include a grabber.** Body.\n"
        let korean = "# 시트\n\n## 모범 사례\n\n**멈춤점을 고르십시오.** 본문.\n\n**그래버를 넣으십시오.** 본문.\n"
        var (catalog, _) = TestPages.catalog(["sheets.md": english, "sheets.ko.md": korean])
        catalog.glossaries = [try #require(GlossaryReader.read(file: "glossary.ko.yml", text: Self.text).0)]
        let warnings = GlossaryReader.check(catalog)
        #expect(warnings.idsAndPlaces == ["glossary.replaced-term@sheets.ko.md:5"])
        #expect(warnings.first?.fix == "write '디텐트' instead of '멈춤점', or change the glossary")
    }
}
