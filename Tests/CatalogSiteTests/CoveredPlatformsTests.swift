import Foundation
import Testing

/// A page that lists the platforms it covers (front matter `platforms:`) is not shown as
/// supported on the others. Regression: the Material side sheets page (Android only, about a
/// `sheet`) read "Supported" on iOS and tvOS, because the cell was the core model's answer for
/// sheets there, which describes iOS's own sheet, not Material's.
@Suite struct CoveredPlatformsTests {
    static let files: [String: String] = [
        "content/android-sheets.md": """
        ---
        presentations: [sheet]
        platforms:
          - { id: android, name: Android }
        ---
        # Android sheets

        A Material sheet slides up from the bottom edge.

        ## Best practices

        **Keep the sheet short.** Long flows belong on a screen of their own. {taste}
        """,
        "content/sheets.md": """
        ---
        presentations: [sheet]
        ---
        # Sheets

        A sheet holds a short task.

        ## Best practices

        **Keep sheets focused.** One task per sheet. {taste}
        """,
        "content/shared-sheets.md": """
        ---
        presentations: [sheet]
        platforms:
          - iOS
          - { id: android, name: Android }
        ---
        # Shared sheets

        A sheet on both phones.

        ## Best practices

        **Match the platform's sheet.** Each platform has its own. {taste}
        """,
    ]

    /// The `<td>` of the row headed `title` in the components-by-platform matrix on `platform`.
    static func matrixCell(_ html: String, row title: String, platform: String) throws -> String {
        let matrix = try #require(html.range(of: "id=\"matrix-h\"")).upperBound
        let rowStart = try #require(html.range(of: ">\(title)</a></th>", range: matrix..<html.endIndex)).upperBound
        let rowEnd = try #require(html.range(of: "</tr>", range: rowStart..<html.endIndex)).lowerBound
        let row = html[rowStart..<rowEnd]
        let cellStart = try #require(row.range(of: "data-platform=\"\(platform)\"")).lowerBound
        let cellEnd = try #require(row.range(of: "</td>", range: cellStart..<row.endIndex)).lowerBound
        return String(row[cellStart..<cellEnd])
    }

    @Test func aPageForOtherPlatformsIsNotCoveredOnTheCompareMatrix() throws {
        let site = try TestSite(Self.files)
        #expect(site.report.succeeded && site.report.wroteSite, "\(site.report.diagnostics.map(\.compilerStyle))")
        let compare = try #require(site.page("compare.html"))
        let androidOnIOS = try Self.matrixCell(compare, row: "Android sheets", platform: "ios")
        #expect(androidOnIOS.contains("fact-not-covered"), "\(androidOnIOS)")
        #expect(androidOnIOS.contains("Not covered") && androidOnIOS.contains("the page covers only Android"))
        #expect(!androidOnIOS.contains("Supported"))
        let androidOnTV = try Self.matrixCell(compare, row: "Android sheets", platform: "tvos")
        #expect(androidOnTV.contains("fact-not-covered"), "\(androidOnTV)")
        // On its own platform the cell is the core model's, as before.
        let androidOnAndroid = try Self.matrixCell(compare, row: "Android sheets", platform: "android")
        #expect(!androidOnAndroid.contains("not-covered"), "\(androidOnAndroid)")
        // A page that names no platforms covers them all; one that lists iOS covers iOS.
        let sheetsOnIOS = try Self.matrixCell(compare, row: "Sheets", platform: "ios")
        #expect(sheetsOnIOS.contains("fact-supported"), "\(sheetsOnIOS)")
        let sheetsOnAndroid = try Self.matrixCell(compare, row: "Sheets", platform: "android")
        #expect(!sheetsOnAndroid.contains("not-covered"), "\(sheetsOnAndroid)")
        let sharedOnIOS = try Self.matrixCell(compare, row: "Shared sheets", platform: "ios")
        #expect(sharedOnIOS.contains("fact-supported"), "\(sharedOnIOS)")
        let sharedOnMac = try Self.matrixCell(compare, row: "Shared sheets", platform: "macos")
        #expect(sharedOnMac.contains("fact-not-covered") && sharedOnMac.contains("the page covers only iOS, Android"), "\(sharedOnMac)")
    }

    @Test func pairAndPlatformPagesAndThePageItselfSayNotCovered() throws {
        let site = try TestSite(Self.files)
        let pairPath = try #require(["compare/ios-vs-android.html", "compare/android-vs-ios.html"].first { site.page($0) != nil })
        let pair = try #require(site.page(pairPath))
        let row = try #require(pair.range(of: "Android sheets"))
        #expect(pair[row.upperBound...].contains("fact-not-covered"))
        let ios = try #require(site.page("platforms/ios.html"))
        let listed = try #require(ios.range(of: "Android sheets</a>: <span class=\"fact fact-not-covered\">Not covered</span>"))
        // Its rules are not iOS's: the page is not among the components whose rules apply.
        #expect(!ios[listed.upperBound...].contains("Android sheets"))
        #expect(!ios.contains("Keep the sheet short"))
        let page = try #require(site.page("components/android-sheets.html"))
        #expect(page.contains("class=\"statement-not-covered\""))
        #expect(page.contains("This page covers only Android."))
    }

    @Test func catalogJSONListsThePlatformsAPageCovers() throws {
        let site = try TestSite(Self.files)
        let data = try #require(site.root.read("_site/catalog.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let components = try #require(json["components"] as? [[String: Any]])
        func platforms(_ id: String) -> [String]? {
            components.first { $0["id"] as? String == id }?["platforms"] as? [String]
        }
        #expect(platforms("android-sheets") == ["android"])
        #expect(platforms("sheets") == [])
        #expect(platforms("shared-sheets") == ["ios", "android"])
    }

    @Test func aKoreanPageSaysNotCoveredInKorean() throws {
        var files = Self.files
        files["content/android-sheets.ko.md"] = """
        # 안드로이드 시트

        머티리얼 시트는 아래 가장자리에서 올라옵니다.

        ## 모범 사례

        **시트를 짧게 유지하세요.** 긴 흐름은 별도 화면에 둡니다. {taste}
        """
        let site = try TestSite(files)
        let compare = try #require(site.page("ko/compare.html"))
        #expect(compare.contains("다루지 않음"))
        #expect(compare.contains("이 페이지가 다루는 플랫폼: Android"))
    }
}
