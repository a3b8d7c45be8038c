import CatalogModel
@testable import CatalogRender
import Foundation
import Testing
import TestSupport

/// A language's pages speak that language in their interface, and mark every piece of text
/// shown in another language with its `lang`, so screen readers and fonts follow it.
@Suite struct LocalizedPageTextTests {
    static func render(_ catalog: Catalog) throws -> RenderOutput {
        try SiteRenderer(templates: Fixtures.templates(), options: RenderOptions()).render(catalog)
    }

    @Test func koreanPagesHaveKoreanHeadingsAndLabels() throws {
        let output = try Self.render(LocalizedSiteTests.translated())
        let component = try #require(output.text("ko/components/sheets.html"))
        for korean in ["<h2 id=\"general-h\">공통 규칙</h2>", "<h2 id=\"platform-considerations-h\">플랫폼별 고려 사항</h2>",
                       "aria-label=\"현재 위치\"", "title=\"이 규칙의 고정 링크\"", "<span class=\"fact-label\">규칙 ID</span>"] {
            #expect(component.contains(korean), "\(korean)")
        }
        for english in ["General rules", "Platform considerations", "Permalink to this rule", "Rule id"] {
            #expect(!component.contains(english), "\(english) on a Korean page")
        }
        let pages = ["ko/index.html": ["규칙, 컴포넌트, 예시 검색", "모든 플랫폼"],
                     "ko/compare.html": ["플랫폼별 컴포넌트", "범례"],
                     "ko/sources.html": ["출처 사이의 이견"],
                     "ko/verification.html": ["적용 범위", "플랫폼별"],
                     "ko/platforms/ios.html": ["다른 플랫폼과 비교하기"]]
        for (path, texts) in pages {
            let page = try #require(output.text(path), "\(path)")
            for text in texts { #expect(page.contains(text), "\(path) lacks \(text)") }
        }
        // The English pages read as they did.
        let english = try #require(output.text("components/sheets.html"))
        #expect(english.contains("<h2 id=\"general-h\">General rules</h2>"))
        #expect(try #require(output.text("index.html")).contains("<strong>\(LocalizedSiteTests.translated().ruleCount)</strong> rules"))
    }

    @Test func fallbackTextCarriesItsLanguageAndTheNoteThePagesLanguage() throws {
        let output = try Self.render(LocalizedSiteTests.translated())
        let korean = try #require(output.text("ko/components/sheets.html"))
        // The taste rule has no Korean: its lead and body are English, marked so, with the note.
        let rule = try #require(Self.element(id: "sheets.best-practices.keep-titles-short", in: korean))
        #expect(rule.contains("<h4 class=\"rule-lead\" lang=\"en\">"), "\(rule)")
        #expect(rule.contains("<p class=\"fallback-note\">아직 번역되지 않아 원문으로 표시합니다.</p>"), "\(rule)")
        #expect(!rule.contains("<div class=\"rule-body\">") || rule.contains("<div class=\"rule-body\" lang=\"en\">"), "\(rule)")
        // A translated rule is not marked.
        let translated = try #require(Self.element(id: LocalizedSiteTests.useSheet, in: korean))
        #expect(!translated.contains("lang=\"en\""), "\(translated)")
        // A page with no Korean at all is marked as a whole, its note in Korean.
        let action = try #require(output.text("ko/components/action-sheets.html"))
        #expect(action.contains("<article class=\"component\" lang=\"en\">"))
        #expect(action.contains("<p class=\"fallback-note\" lang=\"ko\">이 페이지는 아직 번역되지 않아"))
        // The home page's card of the untranslated page says its language too.
        let home = try #require(output.text("ko/index.html"))
        #expect(home.contains("<h3><a href=\"components/action-sheets.html\" lang=\"en\">"), "\(home)")
        // Nothing on the English pages is marked as fallback.
        #expect(!(try #require(output.text("components/sheets.html"))).contains("fallback-note"))
    }

    @Test func translatedResourcesAndChangeLogShowWhereTheyAreTranslated() throws {
        var catalog = LocalizedSiteTests.translated()
        let s = catalog.components.firstIndex { $0.id == "sheets" }!
        catalog.components[s].related = [.init(title: "Action sheets", componentID: "action-sheets"), .init(title: "Elsewhere", url: "https://example.com/x")]
        catalog.components[s].changeLog = [.init(date: "June 9, 2025", text: "Updated detents."), .init(date: "May 1, 2023", text: "First published.")]
        catalog.components[s].translations["ko"]?.relatedTitles = ["액션 시트", nil]
        catalog.components[s].translations["ko"]?.changeLogTexts = ["디텐트를 고쳤습니다.", nil]
        let korean = try #require(try Self.render(catalog).text("ko/components/sheets.html"))
        #expect(korean.contains("<li><a href=\"../components/action-sheets.html\">액션 시트</a></li>"), "\(korean)")
        #expect(korean.contains("<li lang=\"en\"><a href=\"https://example.com/x\">Elsewhere</a></li>"))
        #expect(korean.contains("<td>디텐트를 고쳤습니다.</td>"))
        #expect(korean.contains("<td lang=\"en\">First published.</td>"))
    }

    /// A Korean page with no English source was rendered as an English page: `<html lang="en">`.
    @Test func aPageWrittenInKoreanIsAKoreanPage() throws {
        var catalog = Fixtures.catalog()
        var notes = Component(id: "notes-ko", title: "메모", file: "notes.ko.md", location: Fixtures.loc(1, "notes.ko.md"))
        notes.language = "ko"
        catalog.components.append(notes)
        let output = try Self.render(catalog)
        let page = try #require(output.text("components/notes-ko.html"))
        #expect(page.contains("<html lang=\"ko\">"))
        #expect(page.contains("<h2 id=\"general-h\">공통 규칙</h2>"))
        #expect(try #require(output.text("components/sheets.html")).contains("<html lang=\"en\">"))
    }

    /// The text of the element with `id`, up to its closing `</article>`.
    static func element(id: String, in html: String) -> String? {
        guard let start = html.range(of: "id=\"\(id)\"") else { return nil }
        let end = html.range(of: "</article>", range: start.upperBound..<html.endIndex)?.upperBound ?? html.endIndex
        return String(html[start.lowerBound..<end])
    }
}
