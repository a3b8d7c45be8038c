import Foundation
@testable import CatalogRender
@testable import CatalogSite
import SheetBehavior
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

    /// Pages about sheets and popovers on Apple's platforms and about sheets on Android and the
    /// web (untranslated: a translation cannot name platforms of its page's own yet): the core
    /// model's tables, platform behaviours, pair pages and equivalents have every kind of cell
    /// (a popover shown as a sheet, Android's sheet states, the web's Escape).
    static let modelFiles: [String: String] = [
        "content/sheets.md": """
        ---
        presentations: [sheet, popover, action-sheet]
        ---
        # Sheets

        A sheet holds a short task.

        ## Best practices

        **Keep sheets focused.** One task per sheet. {taste}

        ## Platform considerations

        ### iOS

        **Let people swipe the sheet down.** A sheet on iPhone closes with a swipe. {taste}

        ### iPadOS

        **Anchor popovers.** A popover points at its control. {taste}
        """,
        "content/other-sheets.md": """
        ---
        presentations: [sheet]
        platforms:
          - { id: android, name: Android }
          - { id: web, name: Web }
        ---
        # Android · Web

        가나다.

        ## Platform considerations

        ### Android

        **Show a drag handle.** It says the sheet moves. {taste}

        ### Web

        **Close on Escape.** People expect it. {taste}
        """,
        "content/sheets.ko.md": """
        # 시트

        시트는 짧은 작업을 담습니다.

        ## 모범 사례

        **시트는 한 가지 작업에 집중하세요.** 시트 하나에 작업 하나. {taste}

        ## 플랫폼별 고려 사항

        ### iOS

        **시트를 아래로 쓸어 닫게 하세요.** iPhone의 시트는 쓸어서 닫힙니다. {taste}

        ### iPadOS

        **팝오버는 컨트롤에 붙이세요.** 팝오버는 자기를 연 컨트롤을 가리킵니다. {taste}
        """,
    ]

    /// Names that read the same in every language: platforms, frameworks, APIs and keys.
    static let names: Set<String> = [
        "iOS", "iPadOS", "macOS", "tvOS", "visionOS", "watchOS", "Android", "Web", "Apple", "SwiftUI", "UIKit", "OS",
        "presentationDetents", "fitToContents", "Compose", "SheetValue", "Escape",
    ]

    /// The words a reader sees in `html`'s main part, less what may stay in English: the sources
    /// under "Why" (titles, sections and what they say, in the catalog's words), what no source
    /// defines, the contested questions, which are sentences of the core model, the rules of
    /// the untranslated page, and what a platform calls an equivalent in its own words
    /// ("modal bottom sheet").
    static func visibleEnglish(_ html: String) -> [String] {
        guard let start = html.range(of: "<main"), let end = html.range(of: "</main>") else { return ["no <main>"] }
        var text = String(html[start.lowerBound..<end.upperBound])
        for e in Equivalence.all {
            for kind in PlatformKind.allCases {
                guard let own = e.counterpart(on: kind).value ?? nil, own != e.name else { continue }
                let escaped = own.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
                    .replacing("\"", with: "&quot;").replacing("'", with: "&#39;")
                text = text.replacing(escaped, with: " ")
            }
        }
        for pattern in [#"<ul class="citations">.*?</ul>"#, #"<p class="why-gap">.*?</p>"#, #"<svg.*?</svg>"#,
                        #"<section aria-labelledby="contested-h">.*?</section>"#, #"<code>.*?</code>"#,
                        #"<li class="rule-link">.*?</li>"#] {
            text = text.replacing(try! Regex(pattern).dotMatchesNewlines(), with: " ")
        }
        // Text between tags, and the attributes a reader is given (title, aria-label).
        var words: [String] = []
        for match in text.matches(of: try! Regex(#">([^<]+)<|(?:title|aria-label)="([^"]*)""#)) {
            let run = String((match.output[1].substring ?? match.output[2].substring) ?? "")
            for word in run.split(whereSeparator: { !$0.isASCII || !$0.isLetter }) where word.count > 1 && !names.contains(String(word)) {
                words.append(String(word) + " in “" + run.trimmingCharacters(in: .whitespacesAndNewlines) + "”")
            }
        }
        return words
    }

    /// The core model's words on Korean pages are Korean: the answers and notes of its cells,
    /// the names of presentations, the hidden "Why" context, the default-configuration note and
    /// a pair page's title. Regression: they read "modal", "shown as a sheet", "Sheet on iOS,
    /// dismissal", "Default configuration at compact width…" and "iOS vs Android".
    @Test func koreanModelCellsAreKorean() throws {
        let site = try TestSite(Self.modelFiles)
        #expect(site.report.succeeded && site.report.wroteSite, "\(site.report.diagnostics.map(\.compilerStyle))")
        let pages = ["compare.html", "equivalents.html", "platforms/ios.html", "platforms/ipados.html", "platforms/android.html",
                     "platforms/web.html", "compare/ios-vs-ipados.html", "compare/ios-vs-android.html", "compare/android-vs-web.html"]
        for path in pages {
            let page = try #require(site.page("ko/" + path), "ko/\(path)")
            let english = Self.visibleEnglish(page)
            #expect(english.isEmpty, "ko/\(path): \(english.prefix(20).joined(separator: "\n"))")
        }
        let compare = try #require(site.page("ko/compare.html"))
        #expect(compare.contains("<span class=\"visually-hidden\">: iOS의 시트, 닫는 방법</span>"))
        #expect(compare.contains("시트 형태로 표시됨"))
        let ios = try #require(site.page("ko/platforms/ios.html"))
        #expect(ios.contains("컴팩트 너비, SwiftUI, 현행 OS 버전에서의 기본 설정"))
        #expect(try #require(site.page("ko/compare/ios-vs-android.html")).contains("<title>iOS 대 Android"))
        // The English pages read as before.
        let english = try #require(site.page("compare.html"))
        #expect(english.contains("<span class=\"visually-hidden\">: Sheet on iOS, dismissal</span>") && english.contains("shown as a sheet"))
        #expect(try #require(site.page("platforms/ios.html")).contains("Default configuration at compact width, in SwiftUI, on the current OS version"))
        #expect(try #require(site.page("compare/ios-vs-android.html")).contains("<title>iOS vs Android"))
    }

    /// Every phrase the core model can put in a cell (any presentation, equivalent, platform,
    /// width and framework, and the verdicts on a page's presentations) has its key in
    /// en.strings with the model's own English, so English pages read as the model words them,
    /// and in ko.strings in other words.
    @Test func everyModelPhraseHasEnglishAndKorean() throws {
        let tables = SiteStrings.tables(in: TemplateSet.defaults.templates)
        let english = try #require(tables["en"]), korean = try #require(tables["ko"])
        var phrases = Presentation.allCases.map(\.namePhrase) + Equivalence.all.map(\.namePhrase)
            + HorizontalSizeClass.allCases.map(\.phrase) + [Phrase.noneText, BehaviorSummary.Cell.notDefined]
        let configurations = Presentation.allCases.map { PresentationConfiguration($0) } + Equivalence.all.map(\.configuration)
        for kind in PlatformKind.allCases {
            for width in HorizontalSizeClass.allCases {
                for framework in UIFramework.allCases {
                    for configuration in configurations {
                        for (_, cell) in BehaviorSummary.of(configuration, on: kind, width: width, framework: framework).cells {
                            phrases.append(cell.phrase)
                            if let note = cell.notePhrase { phrases.append(note) }
                        }
                    }
                }
            }
            for a in Presentation.allCases {
                for b in Presentation.allCases {
                    _ = PageBuilder.modelVerdict([a, b], on: kind, summary: { BehaviorSummary.of($0, on: $1) }) { phrase in
                        phrases.append(phrase)
                        return phrase.english
                    }
                }
            }
        }
        var problems: Set<String> = []
        for phrase in phrases.flatMap(\.keyed) {
            let key = "model." + (phrase.key ?? "")
            if english.values[key] != phrase.template { problems.insert("en.strings: \(key) = \(phrase.template)") }
            if korean.values[key] == nil || korean.values[key] == phrase.template { problems.insert("ko.strings lacks \(key)") }
        }
        #expect(problems.isEmpty, "\(problems.sorted().joined(separator: "\n"))")
    }
}
