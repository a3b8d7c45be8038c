import Testing
import CatalogModel
@testable import CatalogIngest

/// Pages exported in Korean, Japanese and Chinese: sections, platform scopes, platform
/// statements, strengths and ids read from the language tables. The pages are of our own writing.
struct LocalizedExportTests {
    static let koreanExport = """
    # 시트

    시트는 현재 작업과 이어진 짧은 작업을 화면 위에 띄웁니다.

    ## 모범 사례

    **시트는 짧고 범위가 분명한 작업에 사용하십시오.** 긴 흐름은 별도의 화면이 더 알맞습니다.

    **iPhone에서 시트 위에 다른 시트를 겹쳐 띄우지 마십시오.** 사람들은 어느 층에 있는지 놓칩니다.

    **iPhone에서 닫기 버튼을 숨기는 것을 피하십시오.** 닫는 방법이 보여야 합니다.

    **긴 양식에는 전체 화면 표시를 고려하십시오.** 공간이 더 필요할 때 알맞습니다.

    ## 플랫폼 고려 사항

    *tvOS에 대한 추가 고려 사항은 없습니다.*

    *watchOS에서는 지원되지 않습니다.*

    ### iOS, iPadOS

    **아래로 쓸어내려 닫을 수 있게 하십시오.** 그래버가 그 동작을 알려 줍니다.

    ### macOS

    **시트를 창에 붙여 표시하십시오.** 창의 제목 막대 아래에서 내려옵니다.

    ### visionOS

    추가 고려 사항은 없습니다.

    ## 리소스

    #### 관련 콘텐츠

    [액션 시트](action-sheets.md)

    #### 개발자 문서

    [sheet(isPresented:onDismiss:content:)](https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)) — SwiftUI

    ## 변경 기록

    | 날짜 | 변경 사항 |
    |---|---|
    | 2024년 3월 29일 | 시트 크기 안내를 추가했습니다. |
    """

    @Test func koreanExportGetsItsSectionsScopesAndStatements() throws {
        let page = TestPages.ingest(Self.koreanExport)
        let component = try #require(page.component)
        #expect(component.title == "시트")
        #expect(component.sections.map(\.id) == ["best-practices", "platform-considerations", "ios-ipados", "macos", "visionos"])
        let byID = Dictionary(uniqueKeysWithValues: component.rules.map { ($0.id, $0) })
        #expect(byID["sheets.best-practices.rule-1"]?.platforms == [])
        #expect(byID["sheets.ios-ipados.rule-1"]?.platforms == ["ios", "ipados"])
        #expect(byID["sheets.macos.rule-1"]?.platforms == ["macos"])
        #expect(component.platformStatus["tvos"] == .noAdditionalConsiderations)
        #expect(component.platformStatus["watchos"] == .unsupported)
        #expect(component.platformStatus["visionos"] == .noAdditionalConsiderations)
        #expect(component.related.map(\.title) == ["액션 시트"])
        #expect(component.apis.map(\.framework) == ["SwiftUI"])
        #expect(component.changeLog.map(\.date) == ["2024년 3월 29일"])
        #expect(!page.diagnostics.contains { $0.severity == .error })
    }

    @Test func koreanLeadsGetStrengthsFromTheirEndings() throws {
        let component = try #require(TestPages.ingest(Self.koreanExport).component)
        let strengths = component.rules.filter { $0.sectionID == "best-practices" }.map(\.strength)
        #expect(strengths == [.do, .dont, .avoid, .consider])
    }

    /// Two leads that share the Latin word "iPhone" got `…iphone` and `…iphone-2`, and a lead
    /// with no Latin word a bare position; ids are now the rule's place in its section.
    @Test func nonLatinLeadsGetPositionIDsThatNeverCollideOnALatinWord() throws {
        let page = TestPages.ingest(Self.koreanExport)
        let ids = try #require(page.component).rules.map(\.id)
        #expect(ids.prefix(4) == ["sheets.best-practices.rule-1", "sheets.best-practices.rule-2",
                                  "sheets.best-practices.rule-3", "sheets.best-practices.rule-4"])
        #expect(!ids.contains { $0.contains("iphone") })
        #expect(page.diagnostics.with(id: "rule.id-suffixed").isEmpty)
    }

    @Test(arguments: [
        ("# シート\n\n## ベストプラクティス\n\n**シートを重ねて表示しないでください。** 説明。\n\n## プラットフォームに関する考慮事項\n\n*tvOSおよびwatchOSに関する追加の考慮事項はありません。*\n", RuleStrength.dont),
        ("# 表单\n\n## 最佳做法\n\n**避免在表单上叠加表单。** 说明。\n\n## 平台考虑因素\n\n*tvOS和watchOS没有其他注意事项。*\n", RuleStrength.avoid),
    ])
    func japaneseAndChineseExportsReadTheSameWay(page: String, strength: RuleStrength) throws {
        let component = try #require(TestPages.ingest(page).component)
        #expect(component.sections.map(\.id) == ["best-practices", "platform-considerations"])
        #expect(component.rules.map(\.strength) == [strength])
        #expect(component.platformStatus == ["tvos": .noAdditionalConsiderations, "watchos": .noAdditionalConsiderations])
    }

    @Test func everyTableNamesEverySectionItsRecogniserKnows() {
        for table in LanguageTable.all {
            #expect(Set(table.sections.map(\.kind)) == Set(LanguageTable.SectionKind.allCases), "\(table.tag)")
            #expect(!table.noAdditionalConsiderations.isEmpty && !table.unsupported.isEmpty, "\(table.tag)")
            #expect(table.noAdditionalConsiderations.allSatisfy { $0.contains("{platforms}") }, "\(table.tag)")
        }
    }
}
