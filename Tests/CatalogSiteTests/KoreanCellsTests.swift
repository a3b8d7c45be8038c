import Foundation
import Testing

/// The words the program writes into comparison cells, and the 404 page's title, come from the
/// page language's strings. Regression: on Korean comparison pages the cells read "Supported",
/// "Not supported (the page says so)" and "1 platform rule" under English headings ("Dismissal"),
/// and ko/404.html was titled "Page not found".
@Suite struct KoreanCellsTests {
    static let files: [String: String] = [
        "content/sheets.md": """
        ---
        presentations: [sheet]
        ---
        # Sheets

        A sheet holds a short task.

        ## Best practices

        **Keep sheets focused.** One task per sheet. {taste}

        ## Platform considerations

        _Not supported in watchOS._

        ### iOS

        **Let people swipe the sheet down.** A sheet on iPhone closes with a swipe. {taste}
        """,
        "content/sheets.ko.md": """
        # 시트

        시트는 짧은 작업을 담습니다.

        ## 모범 사례

        **시트는 한 가지 작업에 집중하세요.** 시트 하나에 작업 하나. {taste}

        ## 플랫폼별 고려 사항

        _Not supported in watchOS._

        ### iOS

        **시트를 아래로 쓸어 닫게 하세요.** iPhone의 시트는 쓸어서 닫힙니다. {taste}
        """,
    ]

    /// The `<td>` of `platform` in the components-by-platform matrix row whose link reads `title`.
    static func matrixCell(_ html: String, row title: String, platform: String) throws -> String {
        try CoveredPlatformsTests.matrixCell(html, row: title, platform: platform)
    }

    @Test func koreanCompareCellsAreKorean() throws {
        let site = try TestSite(Self.files)
        #expect(site.report.succeeded && site.report.wroteSite, "\(site.report.diagnostics.map(\.compilerStyle))")
        let compare = try #require(site.page("ko/compare.html"))
        let onIOS = try Self.matrixCell(compare, row: "시트", platform: "ios")
        #expect(onIOS.contains(">지원됨<") && onIOS.contains("플랫폼 전용 규칙 1개"), "\(onIOS)")
        let onWatch = try Self.matrixCell(compare, row: "시트", platform: "watchos")
        #expect(onWatch.contains(">지원되지 않음<") && onWatch.contains("페이지에 그렇게 밝혀 둠"), "\(onWatch)")
        for english in ["Supported", "the page says so", "platform rule"] {
            #expect(!onIOS.contains(english) && !onWatch.contains(english), "\(english)")
        }
        // The core model's tables are headed in Korean too.
        #expect(compare.contains("<h2 id=\"aspect-dismissal\">닫는 방법"))
        #expect(!compare.contains("<h2 id=\"aspect-dismissal\">Dismissal"))
        // The English pages keep their words.
        let english = try #require(site.page("compare.html"))
        let enIOS = try Self.matrixCell(english, row: "Sheets", platform: "ios")
        #expect(enIOS.contains(">Supported<") && enIOS.contains("1 platform rule"), "\(enIOS)")
        let enWatch = try Self.matrixCell(english, row: "Sheets", platform: "watchos")
        #expect(enWatch.contains(">Not supported<") && enWatch.contains("the page says so"), "\(enWatch)")
        #expect(english.contains("<h2 id=\"aspect-dismissal\">Dismissal"))
    }

    @Test func koreanPairPageCellsAreKorean() throws {
        let site = try TestSite(Self.files)
        // The catalog names iOS and watchOS, its only platforms: the one pair.
        let path = try #require(["compare/ios-vs-watchos.html", "compare/watchos-vs-ios.html"].first { site.page("ko/" + $0) != nil })
        let pair = try #require(site.page("ko/" + path))
        #expect(pair.contains(">지원되지 않음</span></a> <span class=\"cell-note\">페이지에 그렇게 밝혀 둠</span>"))
        #expect(pair.contains("<span class=\"cell-note\">플랫폼 전용 규칙 1개</span>"))
        #expect(!pair.contains("the page says so") && !pair.contains("platform rule"))
        #expect(try #require(site.page(path)).contains("<span class=\"cell-note\">the page says so</span>"))
    }

    @Test func koreanNotFoundPageHasAKoreanTitle() throws {
        let site = try TestSite(Self.files)
        let page = try #require(site.page("ko/404.html"))
        #expect(page.contains("<title>페이지를 찾을 수 없습니다"))
        #expect(!page.contains("Page not found"))
        #expect(try #require(site.page("404.html")).contains("<title>Page not found"))
    }
}
