import Testing
import CatalogModel
@testable import CatalogIngest

/// Translations attach to the rule they translate, from a bilingual page or a file per language.
struct TranslationTests {
    static let english = """
    # Sheets

    A sheet shows a short task over the current view.

    ## Best practices

    **Use a sheet for a short task.** Long flows deserve their own screen.

    **Don't stack sheets.** People lose track of where they are.

    ## Platform considerations

    ### iOS, iPadOS

    **Support swiping down to dismiss.** The grabber hints at it.
    """

    static func hash(_ lead: String, _ body: String) -> String { SourceHash.of(lead + "\n" + body) }

    @Test func bilingualPageKeepsEachLanguageApart() throws {
        let page = """
        # Sheets

        > 시트

        A sheet shows a short task over the current view.

        > 시트는 현재 화면 위에 짧은 작업을 보여 줍니다.

        # Best practices

        > 모범 사례

        **Use a sheet for a short task.** Long flows deserve their own screen.

        > **짧은 작업에 시트를 사용하십시오.** 긴 흐름에는 별도의 화면이 어울립니다. {source-hash=\(Self.hash("Use a sheet for a short task.", "Long flows deserve their own screen."))}

        **Don't stack sheets.** People lose track of where they are.

        > **시트를 겹쳐 띄우지 마십시오.** 사람들이 위치를 놓칩니다. {source-hash=0000beef}

        A second paragraph of the rule.

        > 규칙의 두 번째 문단입니다.

        > A plain English quote stays prose.
        """
        let result = TestPages.ingest(page)
        let component = try #require(result.component)
        #expect(component.rules.count == 2)
        let first = component.rules[0]
        #expect(first.bodyText == "Long flows deserve their own screen.")
        #expect(first.translations["ko"]?.lead.plainText == "짧은 작업에 시트를 사용하십시오.")
        #expect(first.translations["ko"]?.body.plainText == "긴 흐름에는 별도의 화면이 어울립니다.")
        #expect(first.translations["ko"]?.isStale == false)
        let second = component.rules[1]
        #expect(!second.bodyText.contains("사람들"))
        #expect(second.translations["ko"]?.body.count == 2)
        #expect(second.translations["ko"]?.isStale == true)
        #expect(second.bodyText.contains("A plain English quote stays prose."))
        #expect(result.diagnostics.with(id: "translation.stale").idsAndPlaces == ["translation.stale@sheets.md:19"])
        #expect(component.translations["ko"]?.title == "시트")
        #expect(component.translations["ko"]?.abstract?.plainText == "시트는 현재 화면 위에 짧은 작업을 보여 줍니다.")
        #expect(component.sections[0].translations["ko"]?.title == "모범 사례")
        #expect(component.languages == ["en", "ko"])
    }

    @Test func aTranslationQuotedUnderResourcesOrChangeLogIsReportedAndTheEntriesAroundItKept() throws {
        let page = """
        # Sheets

        A sheet shows a short task over the current view.

        # Best practices

        **Use a sheet for a short task.** Long flows deserve their own screen.

        # Resources

        - [Alerts](https://example.org/alerts)

        > 알림

        - [Popovers](https://example.org/popovers)

        # Change log

        | Date | Changes |
        | --- | --- |
        | June 9, 2025 | Added guidance for detents. |

        > 디텐트에 관한 지침을 추가했습니다.

        | Date | Changes |
        | --- | --- |
        | June 10, 2024 | First version. |
        """
        let result = TestPages.ingest(page)
        let component = try #require(result.component)
        #expect(component.related.count == 2)
        #expect(component.changeLog.map(\.date) == ["June 9, 2025", "June 10, 2024"])
        let quotes = result.diagnostics.filter { $0.id == "translation.end-matter-quote" }
        #expect(quotes.map { $0.location?.line } == [13, 23])
        #expect(quotes.allSatisfy { $0.severity == .warning && $0.summary.contains("ko") })
    }

    @Test func perLanguageFileAttachesToTheSameRules() throws {
        let korean = """
        # 시트

        시트는 현재 화면 위에 짧은 작업을 보여 줍니다.

        ## 모범 사례

        **짧은 작업에 시트를 사용하십시오.** 긴 흐름에는 별도의 화면이 어울립니다. {source-hash=\(Self.hash("Use a sheet for a short task.", "Long flows deserve their own screen."))}

        **시트를 겹쳐 띄우지 마십시오.** 사람들이 위치를 놓칩니다.

        ## 플랫폼 고려 사항

        ### iOS, iPadOS

        **아래로 쓸어내려 닫을 수 있게 하십시오.** 그래버가 알려 줍니다.
        """
        let (catalog, diagnostics) = TestPages.catalog(["sheets.md": Self.english, "sheets.ko.md": korean])
        #expect(catalog.components.map(\.id) == ["sheets"])
        let sheets = try #require(catalog.component(id: "sheets"))
        #expect(sheets.translations["ko"]?.file == "sheets.ko.md")
        #expect(sheets.translations["ko"]?.title == "시트")
        #expect(sheets.rules.map { $0.translations["ko"]?.lead.plainText } == [
            "짧은 작업에 시트를 사용하십시오.", "시트를 겹쳐 띄우지 마십시오.", "아래로 쓸어내려 닫을 수 있게 하십시오."])
        #expect(sheets.rules[0].translations["ko"]?.isStale == false)
        #expect(sheets.sections.map { $0.translations["ko"]?.title } == ["모범 사례", "플랫폼 고려 사항", "iOS, iPadOS"])
        #expect(catalog.languages == ["en", "ko"])
        // The rules without a recorded hash are noted, with the hash to record.
        let notes = diagnostics.with(id: "translation.no-source-hash")
        #expect(notes.count == 2)
        #expect(notes.first?.fix?.contains("{source-hash=\(catalog.rule(id: "sheets.best-practices.dont-stack-sheets")!.sourceHash)}") == true)
    }

    /// A translation has no front matter of its own: its platform headings name the platforms
    /// its page declares, and only names neither knows are errors.
    @Test func aTranslationNamesThePlatformsItsPageDeclares() throws {
        let english = """
        ---
        platforms:
          - { id: android, name: Android }
        ---

        # Side sheets

        ## Platform considerations

        ### Android

        **Use a standard side sheet for secondary content.** It stays in view.
        """
        let korean = "# 사이드 시트\n\n## 플랫폼 고려 사항\n\n### Android\n\n**보조 내용에는 표준 사이드 시트를 쓰십시오.** 계속 보입니다.\n"
        let (catalog, diagnostics) = TestPages.catalog(["side-sheets.md": english, "side-sheets.ko.md": korean])
        #expect(diagnostics.with(id: "platform.unknown").isEmpty)
        #expect(catalog.rule(id: "side-sheets.android.use-a-standard-side-sheet-for-secondary-content")?.translations["ko"]?.lead.plainText
                == "보조 내용에는 표준 사이드 시트를 쓰십시오.")

        let misspelt = korean.replacing("### Android", with: "### Androidd")
        let (_, wrong) = TestPages.catalog(["side-sheets.md": english, "side-sheets.ko.md": misspelt])
        #expect(wrong.with(id: "platform.unknown").idsAndPlaces == ["platform.unknown@side-sheets.ko.md:5"])

        // A page that declares no Android lends its translation none.
        let (_, undeclared) = TestPages.catalog(["sheets.md": Self.english, "sheets.ko.md": korean])
        #expect(undeclared.with(id: "platform.unknown").idsAndPlaces == ["platform.unknown@sheets.ko.md:5"])
    }

    @Test func changedSourceMakesTheTranslationStale() throws {
        let korean = "# 시트\n\n## 모범 사례\n\n**짧은 작업에 시트를 사용하십시오.** 본문. {source-hash=\(Self.hash("Use a sheet for a short task.", "Long flows deserve a screen of their own."))}\n"
        let (catalog, diagnostics) = TestPages.catalog(["sheets.md": Self.english, "sheets.ko.md": korean])
        #expect(catalog.rule(id: "sheets.best-practices.use-a-sheet-for-a-short-task")?.translations["ko"]?.isStale == true)
        #expect(diagnostics.with(id: "translation.stale").idsAndPlaces == ["translation.stale@sheets.ko.md:5"])
    }

    @Test func slugInTheTranslationNamesTheRuleOutOfOrder() throws {
        let korean = "# 시트\n\n## 모범 사례\n\n**시트를 겹쳐 띄우지 마십시오.** 본문. {#dont-stack-sheets}\n"
        let (catalog, _) = TestPages.catalog(["sheets.md": Self.english, "sheets.ko.md": korean])
        #expect(catalog.rule(id: "sheets.best-practices.dont-stack-sheets")?.translations["ko"] != nil)
        #expect(catalog.rule(id: "sheets.best-practices.use-a-sheet-for-a-short-task")?.translations["ko"] == nil)
    }

    @Test func languageFolderIsReadWithADiagnosticPointingBesideThePage() throws {
        let (catalog, diagnostics) = TestPages.catalog(["sheets.md": Self.english, "ko/sheets.md": "# 시트\n\n## 모범 사례\n\n**짧은 작업에 시트를 사용하십시오.** 본문.\n"])
        #expect(catalog.components.map(\.id) == ["sheets"])
        #expect(catalog.component(id: "sheets")?.translations["ko"]?.file == "ko/sheets.md")
        let warning = try #require(diagnostics.with(id: "translation.language-folder").first)
        #expect(warning.fix == "move 'ko/sheets.md' to 'sheets.ko.md'")
        #expect(!diagnostics.contains { $0.id == "component.duplicate-id" })
    }

    @Test func translationWithoutItsPageIsAPageOfItsOwn() throws {
        let (catalog, diagnostics) = TestPages.catalog(["notes.ko.md": "# 메모\n\n## 모범 사례\n\n**짧게 쓰십시오.** 본문.\n"])
        #expect(catalog.components.map(\.id) == ["notes-ko"])
        #expect(catalog.component(id: "notes-ko")?.language == "ko")
        #expect(diagnostics.with(id: "translation.no-source").count == 1)
    }

    @Test func extraTranslatedRuleIsReported() throws {
        let korean = "# 시트\n\n## 모범 사례\n\n**하나.** 본문.\n\n**둘.** 본문.\n\n**셋.** 본문.\n"
        let (_, diagnostics) = TestPages.catalog(["sheets.md": Self.english, "sheets.ko.md": korean])
        #expect(diagnostics.with(id: "translation.unmatched").idsAndPlaces == ["translation.unmatched@sheets.ko.md:9"])
    }

    @Test(arguments: [("sheets.ko.md", "ko", "sheets.md", false), ("a/b.zh-hans.md", "zh-Hans", "a/b.md", false),
                      ("ko/a/b.md", "ko", "a/b.md", true)])
    func translationFilesAreFoundByName(path: String, language: String, source: String, folder: Bool) {
        #expect(TranslationFile.parse(path) == TranslationFile(language: language, sourceFile: source, viaFolder: folder))
    }

    @Test(arguments: ["notes.old.md", "v1.2.md", "api/sheets.md", "sheets.md"])
    func otherNamesAreNotTranslations(path: String) {
        #expect(TranslationFile.parse(path) == nil)
    }
}
