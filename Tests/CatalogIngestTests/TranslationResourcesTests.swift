import Testing
import CatalogModel
@testable import CatalogIngest

/// What a translation holds besides its rules is read or reported, never dropped unsaid: its
/// Resources and Change log, and its links.
struct TranslationResourcesTests {
    static let english = """
    # Sheets

    A sheet shows a short task.

    ## Best practices

    **Use a sheet for a short task.** Long flows deserve their own screen.

    ## Resources

    #### Related

    [Action sheets](action-sheets.md)

    [Modality](https://example.com/modality)

    #### Developer documentation

    [`sheet(isPresented:onDismiss:content:)`](https://developer.apple.com/documentation/swiftui/view/sheet) — SwiftUI

    ## Change log

    | Date | Changes |
    | --- | --- |
    | June 9, 2025 | Updated guidance for detents. |
    | March 29, 2024 | Added platform guidance. |
    """

    static let actionSheets = "# Action sheets\n\n## Best practices\n\n**Keep it short.** Few buttons.\n"

    static let korean = """
    # 시트

    ## 모범 사례

    **짧은 작업에 시트를 사용하십시오.** 긴 흐름에는 별도의 화면이 어울립니다. [액션 시트](action-sheets.md)와 [없는 페이지](missing.md)를 보십시오.

    ## 리소스

    #### 관련 콘텐츠

    [모달리티](https://example.com/modality)

    [액션 시트](action-sheets.md)

    [다른 곳](https://example.com/elsewhere)

    ## 변경 기록

    | 날짜 | 변경 사항 |
    | --- | --- |
    | June 9, 2025 | 디텐트 지침을 고쳤습니다. |
    | March 29, 2024 | 플랫폼 지침을 더했습니다. |
    | May 1, 2023 | 처음 실었습니다. |
    """

    @Test func relatedTitlesAndChangeLogTextAreReadAndLinedUp() throws {
        let (catalog, diagnostics) = TestPages.catalog(["sheets.md": Self.english, "sheets.ko.md": Self.korean,
                                                        "action-sheets.md": Self.actionSheets])
        let sheets = try #require(catalog.component(id: "sheets"))
        let ko = try #require(sheets.translations["ko"])
        #expect(sheets.related.map(\.title) == ["Action sheets", "Modality"])
        // Lined up by address, not by place: the translation lists them the other way round.
        #expect(ko.relatedTitles == ["액션 시트", "모달리티"])
        #expect(ko.changeLogTexts == ["디텐트 지침을 고쳤습니다.", "플랫폼 지침을 더했습니다."])
        // What has nothing to translate is said, at the translation.
        let unmatched = diagnostics.with(id: "translation.unmatched").map(\.summary)
        #expect(unmatched.contains { $0.contains("related link '다른 곳'") }, "\(unmatched)")
        #expect(unmatched.contains { $0.contains("change log entry 'May 1, 2023'") }, "\(unmatched)")
        #expect(diagnostics.with(id: "translation.unmatched").allSatisfy { $0.location?.file == "sheets.ko.md" })
    }

    /// A broken link in a translation was passed over: the translation's links were never checked.
    @Test func aBrokenLinkInATranslationIsReportedAtItsLine() throws {
        let (_, diagnostics) = TestPages.catalog(["sheets.md": Self.english, "sheets.ko.md": Self.korean,
                                                  "action-sheets.md": Self.actionSheets])
        let broken = diagnostics.with(id: "link.broken")
        #expect(broken.idsAndPlaces == ["link.broken@sheets.ko.md:5"], "\(broken.map(\.summary))")
        #expect(broken.first?.summary.contains("missing.md") == true)
    }

    /// An official Korean export with no front matter is written in Korean, not English.
    @Test func aKoreanExportIsAKoreanPage() throws {
        let export = "# 시트\n\n시트는 짧은 작업을 보여 줍니다.\n\n## 모범 사례\n\n**짧게 쓰십시오.** 본문.\n"
        let result = TestPages.ingest(export)
        #expect(result.component?.language == "ko")
        #expect(TestPages.ingest(Self.english).component?.language == "en")
    }
}
