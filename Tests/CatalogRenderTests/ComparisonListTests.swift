import CatalogModel
@testable import CatalogRender
import Foundation
import TemplateKit
import Testing
import TestSupport

/// A comparison page lists each differing component's rules side by side up to a limit; past
/// it, the rows come as tables of both statuses and counts, and the rules stay on the platform
/// pages the statuses link to.
@Suite struct ComparisonListTests {
    /// The iOS and macOS page of `catalog` through the project's templates, with its cells
    /// rendered once as the site does.
    static func iosVersusMacOS(_ catalog: Catalog, listLimit: Int, language: String? = nil) throws -> String {
        var library = TemplateLibrary()
        let templates = Fixtures.templates()
        for (file, text) in templates where file.hasSuffix(".mustache") {
            library.register(try Template(parsing: text), named: String(file.dropLast(".mustache".count)))
        }
        var options = RenderOptions()
        if let language {
            options.language = language
            options.strings = SiteStrings.tables(in: templates)
        }
        let builder = PageBuilder(catalog: catalog, options: options)
        var table = builder.pairTable(parallel: false)
        table.renderCells(with: TemplateLibraryPool(library), parallel: false)
        let pair = try #require(builder.pairs(root: "").first { $0.a.id == "ios" && $0.b.id == "macos" })
        let page = builder.comparePair(pair, fragments: [], table: table, listLimit: listLimit)
        return try #require(library.renderString(page.templateValue, template: page.template))
    }

    /// How many of a component's rules apply on `platform` and not on `other`.
    static func alone(_ c: Component, on platform: String, notOn other: String) -> Int {
        c.rules.count { $0.platforms.contains(platform) && !$0.platforms.contains(other) }
    }

    /// A matrix cell counts the rules that name its platform: "1 platform rule", "N platform
    /// rules", nothing for none, whether the count's note is one made ahead or made on demand.
    @Test(arguments: [0, 1, 2, 3, 63, 64, 70])
    func aCellCountsTheRulesThatNameItsPlatform(_ count: Int) throws {
        var catalog = Fixtures.catalog()
        let n = try #require(catalog.components.firstIndex { $0.id == "sheets" })
        let rules = (0..<count).map { k in
            Rule(id: "sheets.macos.rule-\(k)", componentID: "sheets", sectionID: "macos", lead: [.text("Rule \(k).")], body: [],
                 strength: .do, platforms: ["macos"], sources: [], location: Fixtures.loc(100 + k))
        }
        catalog.components[n].rules += rules
        let builder = PageBuilder(catalog: catalog, options: RenderOptions())
        let macOS = try #require(builder.platforms.first { $0.id == "macos" })
        let cell = builder.cell(catalog.components[n], macOS, root: "")
        #expect(cell.status == "supported")
        let expected: String? = count == 0 ? nil : (count == 1 ? "1 platform rule" : "\(count) platform rules")
        #expect(cell.note?.components(separatedBy: "; ").last == expected)
    }

    @Test func upToTheLimitEachSideListsItsRules() throws {
        let site = try Fixtures.render(Fixtures.largeCatalog(generated: 5))
        let page = try #require(site.text("compare/ios-vs-macos.html"))
        #expect(page.contains("<section class=\"pair-row\">"))
        #expect(page.contains("<ul class=\"rule-list\">") && page.contains("class=\"rule-link\""))
        #expect(!page.contains("matrix-part") && !page.contains("rule by rule"))
    }

    @Test func pastTheLimitRowsComeAsTablesOfStatusesAndCounts() throws {
        let catalog = Fixtures.largeCatalog(generated: 450)
        // The components the page lists rule by rule when nothing limits it.
        let listed = try Self.iosVersusMacOS(catalog, listLimit: .max)
            .components(separatedBy: "<section class=\"pair-row\">\n      <h3><a href=\"../components/").dropFirst()
            .map { String($0.prefix { $0 != "." }) }
        let byID = Dictionary(catalog.components.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let differing = try listed.map { try #require(byID[$0]) }
        #expect(differing.count > 400)
        let page = try Self.iosVersusMacOS(catalog, listLimit: differing.count - 1)
        #expect(!page.contains("<section class=\"pair-row\">") && !page.contains("class=\"rule-link\""))
        #expect(page.contains("\(differing.count) components differ, more than the \(differing.count - 1) this page lists rule by rule"))

        // Tables of 200 rows, each with its header and caption, every component once and in order.
        let parts = page.components(separatedBy: "<div class=\"table-wrap matrix-part\">").dropFirst()
        #expect(parts.count == (differing.count + 199) / 200)
        #expect(parts.allSatisfy { $0.contains("<th scope=\"col\">Component</th><th scope=\"col\">iOS</th><th scope=\"col\">macOS</th>") })
        #expect(parts.first?.contains("<caption>Components 1 to 200 of \(differing.count)</caption>") == true)
        let section = try #require(page.range(of: "id=\"pair-components-h\""))
        let rows = page[section.upperBound...].components(separatedBy: "<tr><th scope=\"row\">").dropFirst()
        #expect(rows.count == differing.count)
        #expect(rows.map { $0.components(separatedBy: "href=\"../components/")[1].prefix { $0 != "." } } == differing.map { Substring($0.id) })

        // Each side's status links to the component on that platform's page, and its count is
        // the rules it has that the other side has not.
        for (row, c) in zip(rows, differing) where c.kind == .component {
            #expect(row.contains("href=\"../platforms/ios.html#component-\(c.id)\""), "\(c.id): no iOS status link")
            #expect(row.contains("href=\"../platforms/macos.html#component-\(c.id)\""), "\(c.id): no macOS status link")
            for (platform, other, name) in [("ios", "macos", "macOS"), ("macos", "ios", "iOS")] {
                let count = Self.alone(c, on: platform, notOn: other)
                let note = "\(count) \(count == 1 ? "rule" : "rules") not on \(name)"
                #expect(count == 0 ? !row.contains("rules not on \(name)") && !row.contains("rule not on \(name)") : row.contains(note),
                        "\(c.id): expected '\(note)'")
            }
        }
    }

    /// Through a whole rendered site, past the limit: each side of a row says how many of the
    /// component's rules the other platform has not, in the words of the strings file, for one
    /// rule and for several, and nothing for a side with none.
    @Test func pastTheLimitASiteSaysHowManyRulesEachSideHasAlone() throws {
        var catalog = Fixtures.catalog()
        func add(_ count: Int, macOSRulesTo id: String) throws {
            let at = try #require(catalog.components.firstIndex { $0.id == id })
            for k in 0..<count {
                let rule = Rule(id: "\(id).macos.rule-\(k)", componentID: id, sectionID: "macos", lead: [.text("Rule \(k).")], body: [],
                                strength: .do, platforms: ["macos"], sources: [], location: Fixtures.loc(200 + k))
                catalog.components[at].rules.append(rule)
            }
        }
        // Sheets has one rule for iOS and iPadOS only, and gets three for macOS only.
        try add(3, macOSRulesTo: "sheets")
        try add(1, macOSRulesTo: "action-sheets")
        var options = RenderOptions()
        options.comparisonListLimit = 1
        let site = try Fixtures.render(catalog, options: options)
        let page = try #require(site.text("compare/ios-vs-macos.html"))
        #expect(page.contains("2 components differ, more than the 1 this page lists rule by rule"))
        #expect(!page.contains("class=\"rule-link\""))

        let section = try #require(page.range(of: "id=\"pair-components-h\""))
        let rows = page[section.upperBound...].components(separatedBy: "<tr><th scope=\"row\">").dropFirst()
        let sheets = try #require(rows.first { $0.contains("href=\"../components/sheets.html\"") })
        #expect(sheets.contains("1 rule not on macOS"), "\(sheets)")
        #expect(sheets.contains("3 rules not on iOS"), "\(sheets)")
        let actionSheets = try #require(rows.first { $0.contains("href=\"../components/action-sheets.html\"") })
        #expect(actionSheets.contains("1 rule not on iOS"), "\(actionSheets)")
        #expect(!actionSheets.contains("not on macOS"), "\(actionSheets)")

        // The same site at the default limit lists the rules instead.
        let listed = try #require(try Fixtures.render(catalog).text("compare/ios-vs-macos.html"))
        #expect(listed.contains("class=\"rule-link\"") && !listed.contains("rules not on iOS"))
    }

    /// A side lists the links of the rules only it has, each exactly as the platform page lists
    /// it, also when another of its rules names both platforms (so the side is not simply the
    /// platform's own list of the component's rules).
    @Test func aSideListsItsOwnRulesAsThePlatformPageDoes() throws {
        var catalog = Fixtures.catalog()
        let at = try #require(catalog.components.firstIndex { $0.id == "sheets" })
        var both = try #require(catalog.components[at].rules.first { $0.id == "sheets.ios-ipados.support-swiping-down" })
        both.id = "sheets.best-practices.keep-the-close-button-in-reach"
        both.sectionID = "best-practices"
        both.lead = [.text("Keep the close button in reach.")]
        both.platforms = ["ios", "macos"]
        catalog.components[at].rules.insert(both, at: 0)
        catalog.components[at].sections[0].ruleIDs.insert(both.id, at: 0)
        let site = try Fixtures.render(catalog)
        let page = try #require(site.text("compare/ios-vs-macos.html"))
        let iosPage = try #require(site.text("platforms/ios.html"))

        let row = try #require(page.components(separatedBy: "<section class=\"pair-row\">")
            .first { $0.contains("<h3><a href=\"../components/sheets.html\">") })
        let sides = row.components(separatedBy: "<div class=\"side\">").dropFirst()
        #expect(sides.count == 2)
        let iosSide = try #require(sides.first), macSide = try #require(sides.last)
        let list = try #require(iosSide.components(separatedBy: "<ul class=\"rule-list\">\n").dropFirst().first?
            .components(separatedBy: "</ul>").first)
        let items = list.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(items.count == 1, "iOS alone has one rule of sheets: \(items)")
        for item in items {
            #expect(item.hasPrefix("<li class=\"rule-link\">") && item.hasSuffix("</li>"), "not a whole link: \(item)")
            #expect(item.contains("#sheets.ios-ipados.support-swiping-down\""))
            #expect(iosPage.contains(item), "not as the iOS page lists it: \(item)")
        }
        #expect(!list.contains("keep-the-close-button-in-reach"))
        #expect(!macSide.contains("<ul class=\"rule-list\">"), "macOS has no rule of sheets that iOS lacks")
    }

    /// A Korean page past the limit captions its tables and titles itself in Korean.
    /// Regression: the captions read "Components 1 to 200 of N" and the title "iOS vs macOS".
    @Test func pastTheLimitAKoreanPageCaptionsItsTablesInKorean() throws {
        let catalog = Fixtures.largeCatalog(generated: 5)
        let english = try Self.iosVersusMacOS(catalog, listLimit: 1)
        let caption = try #require(english.firstMatch(of: #/<caption>Components 1 to (\d+) of (\d+)</caption>/#))
        #expect(english.contains("<title>iOS vs macOS"))
        let page = try Self.iosVersusMacOS(catalog, listLimit: 1, language: "ko")
        #expect(page.contains("<caption>컴포넌트 \(caption.2)개 중 1–\(caption.1)번째</caption>"))
        #expect(page.contains("<title>iOS 대 macOS"))
        #expect(!page.contains("<caption>Components") && !page.contains(" vs "))
    }

    /// The limit counts the rows the page would list, not the catalog's components.
    @Test func atTheLimitTheRulesAreStillListed() throws {
        let catalog = Fixtures.largeCatalog(generated: 5)
        let full = try Self.iosVersusMacOS(catalog, listLimit: 1_000)
        let rows = full.components(separatedBy: "<section class=\"pair-row\">").count - 1
        #expect(rows > 1)
        #expect(try Self.iosVersusMacOS(catalog, listLimit: rows) == full)
        #expect(try Self.iosVersusMacOS(catalog, listLimit: rows - 1).contains("matrix-part"))
    }
}
