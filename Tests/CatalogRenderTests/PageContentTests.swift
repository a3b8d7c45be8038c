import CatalogModel
@testable import CatalogRender
import Foundation
import TemplateKit
import Testing
import TestSupport

@Suite struct PageContentTests {
    @Test func componentPageShowsFactsExamplesAndStatements() throws {
        let out = try Fixtures.render()
        let page = try #require(out.text("components/sheets.html"))
        #expect(page.contains("<span class=\"fact fact-no-additional-considerations\">No additional considerations</span>"))
        #expect(page.contains("<span class=\"fact fact-unsupported\">Not supported</span>"))
        #expect(page.contains("<span class=\"keyword\">Given</span> a sheet on iPhone"))
        #expect(page.contains("expected the sheet to be modal, but it was nonmodal"))
        #expect(page.contains("(2024-03-29)"))
        #expect(page.contains("sheet(isPresented:onDismiss:content:)"))
        #expect(page.contains("March 29, 2024"))
        // General rules come before platform ones.
        let general = try #require(page.range(of: "id=\"sheets.best-practices.use-a-sheet\""))
        let scoped = try #require(page.range(of: "id=\"sheets.ios-ipados.support-swiping-down\""))
        #expect(general.lowerBound < scoped.lowerBound)
    }

    /// Next to each answer of the core model, the compare and platform pages say why: the
    /// sources, linked to their entry on sources.html when the catalog declares them, and the
    /// API references; contested answers show the dissent as a disagreement.
    @Test func modelAnswersShowWhyTheModelSaysSo() throws {
        let out = try Fixtures.render()
        let compare = try #require(out.text("compare.html"))
        let modality = try #require(compare.range(of: "id=\"aspect-modality\""))
        let table = compare[modality.lowerBound...]
        #expect(table.contains("<details class=\"why\"><summary>Why<span class=\"visually-hidden\">: Sheet on tvOS, modality</span></summary>"))
        #expect(table.contains("by default; no source says whether a tvOS sheet may be nonmodal"))
        #expect(compare.contains("<a href=\"sources.html#source-hig-sheets-2024\">"))
        #expect(compare.contains("<a href=\"https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)\">"))
        #expect(compare.contains("<h2 id=\"contested-h\">Contested answers</h2>"))
        #expect(compare.contains("Non-Modal Sheets says a tap outside dismisses a nonmodal sheet"))
        #expect(compare.contains("<details class=\"why\" open><summary>Why (contested)"))
        let platform = try #require(out.text("platforms/macos.html"))
        #expect(platform.contains("<details class=\"why\"><summary>Why<span class=\"visually-hidden\">: Sheet on macOS, modality</span></summary><ul class=\"citations\"><li><a href=\"../sources.html#source-hig-sheets-2024\">"))
        let pair = try #require(out.text("compare/ios-vs-macos.html"))
        #expect(pair.contains("<summary>Why<span class=\"visually-hidden\">: Sheet on macOS, modality</span>"))
    }

    @Test func homeShowsTheCatalogState() throws {
        let home = try #require(try Fixtures.render().text("index.html"))
        #expect(home.contains("<strong>4</strong> rules"))
        #expect(home.contains("1 of 2 examples fail"))
        var passing = Fixtures.catalog()
        passing.results = passing.results.map { var r = $0; r.status = .passed; r.message = ""; return r }
        #expect(try Fixtures.render(passing).text("index.html")?.contains("All 2 examples pass") == true)
    }

    /// Home page cards make most of their fields only when a template asks; a template that shows
    /// every field must get what the whole component view says, and names the card lacks must
    /// still fall through to the page.
    @Test func homePageCardsAnswerEveryFieldAsTheWholeComponentViewDoes() throws {
        let card = "{{#components}}[{{id}}|{{title}}|{{kind}}|{{isGuide}}|{{href}}|{{abstract}}|{{{abstractHTML}}}|"
            + "{{{overviewHTML}}}|{{hasOverview}}|{{#statements}}{{label}}:{{detail}};{{/statements}}|"
            + "{{#related}}{{title}}>{{href}};{{/related}}|{{hasRelated}}|{{#apis}}{{name}}>{{href}};{{/apis}}|{{hasAPIs}}|"
            + "{{#changeLog}}{{date}};{{/changeLog}}|{{hasChangeLog}}|{{#sources}}{{title}}>{{anchor}};{{/sources}}|"
            + "{{ruleCount}}|{{exampleCount}}|{{failedCount}}|{{hasFailures}}|{{allPassed}}|"
            + "{{#presentations}}{{.}};{{/presentations}}|{{hasPlatformSections}}|{{#general}}x{{/general}}|{{siteTitle}}]\n{{/components}}"
        var templates = Fixtures.templates()
        templates["index.mustache"] = card
        let catalog = Fixtures.catalog()
        let home = try #require(try SiteRenderer(templates: templates, options: RenderOptions()).render(catalog).text("index.html"))

        let builder = PageBuilder(catalog: catalog, options: RenderOptions())
        let whole = catalog.components.filter { $0.kind == .component }.map { builder.componentCard($0) }
        var library = TemplateLibrary()
        library.register(try Template(parsing: card), named: "cards")
        let context: [String: TemplateValue] = ["components": TemplateValue(whole), "siteTitle": .text(RenderOptions().siteTitle)]
        let expected = try #require(library.renderString(.object(TemplateFields(context)), template: "cards"))
        #expect(home == expected)
        #expect(home.contains("Sheets slide up over the parent view."))
        #expect(home.contains("|" + RenderOptions().siteTitle + "]"))
    }

    /// Every field a platform page gives each component, as a template that shows them all sees it.
    @Test func platformPagesGiveEachComponentEveryField() throws {
        let catalog = Fixtures.catalog()
        var templates = Fixtures.templates()
        templates["platform.mustache"] = "{{#components}}{{id}}|{{title}}|{{href}}|{{#statement}}{{status}}{{/statement}}|"
            + "{{hasSpecific}}|{{specificCount}}|{{hasGeneral}}|{{generalCount}}|{{generalLabel}}|{{pageTitle}}\n{{/components}}"
        let ios = try #require(try SiteRenderer(templates: templates, options: RenderOptions()).render(catalog).text("platforms/ios.html"))
        var expected = ""
        for c in catalog.components where c.platformStatus["ios"] != .unsupported {
            let general = c.rules.filter { $0.platforms.isEmpty }.count
            let specific = c.rules.filter { $0.platforms.contains("ios") }.count
            guard general + specific > 0 else { continue }
            let status = c.platformStatus["ios"] == .noAdditionalConsiderations ? "no-additional-considerations"
                : specific > 0 ? "specific" : "general"
            expected += "\(c.id)|\(c.title)|../components/\(c.id).html|\(status)|\(specific > 0)|\(specific)|\(general > 0)|\(general)|"
                + (general == 1 ? "1 general rule" : "\(general) general rules") + "|iOS\n"
        }
        #expect(ios == expected)
        #expect(expected.contains("|true|") && expected.contains("|false|"), "the fixture should have components with and without each kind")
    }

    /// The links of the rules for every platform are rendered only when a template can show
    /// them; a platform template that does gets them, one per rule, as before.
    @Test func generalRuleLinksAppearWhenATemplateAsksForThem() throws {
        let catalog = Fixtures.catalog()
        let plain = try #require(try Fixtures.render(catalog).text("platforms/ios.html"))
        #expect(!plain.contains("Use a sheet for a short task."))
        var templates = Fixtures.templates()
        templates["platform.mustache"] = "{{#components}}<section id=\"{{id}}\">{{{generalHTML}}}</section>\n{{/components}}"
        let ios = try #require(try SiteRenderer(templates: templates, options: RenderOptions()).render(catalog).text("platforms/ios.html"))
        let start = try #require(ios.range(of: "<section id=\"sheets\">"))
        let end = try #require(ios.range(of: "</section>", range: start.upperBound..<ios.endIndex))
        let section = ios[start.upperBound..<end.lowerBound]
        #expect(section.contains("Use a sheet for a short task."))
        #expect(section.contains("Keep titles short."))
        #expect(!section.contains("Support swiping down to dismiss detents."))
    }

    /// A rule's `location` and `platformsText` are made when a template asks for them.
    @Test func ruleLocationAndPlatformsTextAreThereWhenATemplateAsks() throws {
        var templates = Fixtures.templates()
        templates["component.mustache"] = "{{#component}}{{#general}}{{#rules}}{{id}}@{{location}}={{platformsText}}\n{{/rules}}{{/general}}"
            + "{{#platformSections}}{{#rules}}{{id}}@{{location}}={{platformsText}}\n{{/rules}}{{/platformSections}}{{/component}}"
        let page = try #require(try SiteRenderer(templates: templates, options: RenderOptions()).render(Fixtures.catalog())
            .text("components/sheets.html"))
        #expect(page.contains("sheets.best-practices.use-a-sheet@sheets.md:12=All platforms\n"))
        #expect(page.contains("sheets.ios-ipados.support-swiping-down@sheets.md:30=iOS, iPadOS\n"))
    }

    @Test func platformPageListsRulesThatApplyThere() throws {
        let out = try Fixtures.render()
        let ios = try #require(out.text("platforms/ios.html"))
        #expect(ios.contains("Support swiping down to dismiss detents."))
        // General rules are counted and linked, not listed again on every platform page.
        #expect(ios.contains("<a href=\"../components/sheets.html#general\">2 general rules</a>"))
        let mac = try #require(out.text("platforms/macos.html"))
        #expect(!mac.contains("Support swiping down to dismiss detents."))
        // Sheets are not supported on watchOS per the page, so none of its rules are listed there.
        let watch = try #require(out.text("platforms/watchos.html"))
        #expect(!watch.contains("components/sheets.html#general"))
        #expect(watch.contains("How presentations behave here"))
    }

    @Test func compareMatrixKeepsTheFourStatesApart() throws {
        let out = try Fixtures.render()
        let compare = try #require(out.text("compare.html"))
        // Action sheets exist on tvOS but popovers do not: the page's component is there only in part.
        for state in ["cell-supported", "cell-unsupported", "cell-no-additional-considerations", "cell-partial"] {
            #expect(compare.contains(state), "no \(state) cell")
        }
        #expect(compare.contains("href=\"platforms/ios.html#component-sheets\""))
        let pair = try #require(out.text("compare/ios-vs-macos.html"))
        #expect(pair.contains("Support swiping down to dismiss detents."))
        let same = try #require(out.text("compare/ios-vs-ipados.html"))
        #expect(!same.contains("Support swiping down to dismiss detents."))
    }

    @Test func sourcesPageSetsPositionsSideBySide() throws {
        let page = try #require(try Fixtures.render().text("sources.html"))
        #expect(page.contains("Show one at a time."))
        #expect(page.contains("Stacking is fine."))
        #expect(page.contains("id=\"source-hig-sheets-2024\""))
        // Editions of one work sit together, newest first.
        let newer = try #require(page.range(of: "HIG Sheets</a>"))
        let older = try #require(page.range(of: "HIG Sheets (earlier)"))
        #expect(newer.lowerBound < older.lowerBound)
    }

    @Test func verificationPageCountsCoverage() throws {
        let page = try #require(try Fixtures.render().text("verification.html"))
        #expect(page.contains("id=\"example-sheets.short-task\""))
        // 3 behaviour rules (one is taste), 2 of them named by an example.
        #expect(page.contains("<strong>2 of 3</strong> behaviour rules covered (66%)"))
    }

    /// Rules without an example come under a heading for their component, in a block the
    /// stylesheet lets the browser skip while it is off screen.
    @Test func rulesWithoutAnExampleAreGroupedByComponent() throws {
        let catalog = Fixtures.catalog()
        let page = try #require(try Fixtures.render(catalog).text("verification.html"))
        let coverage = catalog.coverage
        var groups = 0
        for tally in coverage.components where !tally.uncoveredRuleIDs.isEmpty {
            groups += 1
            let heading = "<h3 id=\"untested-\(tally.componentID)\"><a href=\"components/\(tally.componentID).html\">\(tally.title)</a> <span class=\"count\">(\(tally.uncoveredRuleIDs.count))</span></h3>"
            let start = try #require(page.range(of: heading), "no group for \(tally.componentID)")
            let group = page[start.upperBound...].split(separator: "</section>", maxSplits: 1)[0]
            for id in tally.uncoveredRuleIDs { #expect(group.contains("<code>\(id)</code>")) }
        }
        #expect(groups > 0, "the fixture should leave some rule without an example")
        #expect(page.components(separatedBy: "<section class=\"untested-group\"").count - 1 == groups)
    }

    /// A failing example's steps are what the reader came for; a passing one's are on its
    /// component page already, and repeating all of them made a large catalog's page unusable.
    @Test func verificationPageShowsStepsOfFailuresAndLinksToPassingOnes() throws {
        let page = try #require(try Fixtures.render().text("verification.html"))
        let failing = try #require(page.range(of: "id=\"example-sheets.short-task\""))
        let passing = try #require(page.range(of: "id=\"example-sheets.swipe-dismisses\""))
        func entry(_ start: Range<String.Index>) -> Substring {
            page[start.lowerBound...].split(separator: "</section>", maxSplits: 1)[0]
        }
        #expect(entry(failing).contains("<span class=\"keyword\">Given</span> a sheet on Mac"))
        #expect(!entry(passing).contains("When</span> the person swipes down"))
        #expect(entry(passing).contains("<a href=\"components/sheets.html#example-sheets.swipe-dismisses\">Steps"))
        // The steps are where the link points.
        let component = try #require(try Fixtures.render().text("components/sheets.html"))
        let anchor = try #require(component.range(of: "id=\"example-sheets.swipe-dismisses\""))
        #expect(component[anchor.lowerBound...].prefix(2000).contains("When</span> the person swipes down"))
    }
}

@Suite struct ComparisonTests {
    /// A large catalog's components-by-platform matrix comes as one table per 200 components,
    /// each with the header row, so the browser can skip laying out those far off screen; every
    /// component is still there once, in catalog order. A small catalog keeps one plain table.
    @Test func aLargeMatrixComesInTablesOfTwoHundredComponents() throws {
        let catalog = Fixtures.largeCatalog(generated: 450)
        /// The components-by-platform section of a comparison page.
        func matrixSection(_ page: String) throws -> String {
            let start = try #require(page.range(of: "<h2 id=\"matrix-h\">"))
            let end = try #require(page.range(of: "</section>", range: start.upperBound..<page.endIndex))
            return String(page[start.upperBound..<end.lowerBound])
        }
        let matrix = try matrixSection(try #require(try Fixtures.render(catalog).text("compare.html")))
        let parts = matrix.components(separatedBy: "<div class=\"table-wrap matrix-part\">").dropFirst()
        let components = catalog.components.filter { $0.kind == .component }
        #expect(parts.count == (components.count + 199) / 200 && parts.count == 3)
        #expect(parts.allSatisfy { $0.contains("<thead>") && $0.contains("<th scope=\"col\" rowspan=\"2\">Component</th>") })
        #expect(parts.map { $0.components(separatedBy: "<th scope=\"row\">").count - 1 } == [200, 200, components.count - 400])
        let named = matrix.components(separatedBy: "<th scope=\"row\"><a href=\"components/").dropFirst().map { $0.prefix { $0 != "." } }
        #expect(named.map(String.init) == components.map(\.id))

        let small = try matrixSection(try #require(try Fixtures.render().text("compare.html")))
        #expect(!small.contains("matrix-part") && small.components(separatedBy: "<table").count == 2)
    }

    /// The home page's cards likewise: a grid is laid out whole, so a large catalog's cards come
    /// in grids of 200, every component once and in catalog order; a small catalog keeps one.
    @Test func aLargeHomePageShowsItsCardsInGridsOfTwoHundred() throws {
        let catalog = Fixtures.largeCatalog(generated: 450)
        /// The section of the home page headed `heading`.
        func section(_ page: String, _ heading: String) throws -> String {
            let start = try #require(page.range(of: "<h2 id=\"\(heading)\">"))
            let end = try #require(page.range(of: "</section>", range: start.upperBound..<page.endIndex))
            return String(page[start.upperBound..<end.lowerBound])
        }
        let home = try VerificationListTests.html(PageBuilder(catalog: catalog, options: RenderOptions()).home())
        let cards = try section(home, "components-h")
        let parts = cards.components(separatedBy: "<ul class=\"cards card-part\">").dropFirst()
        let components = catalog.components.filter { $0.kind == .component }
        #expect(parts.map { $0.components(separatedBy: "<li class=\"card\">").count - 1 } == [200, 200, components.count - 400])
        let named = cards.components(separatedBy: "<h3><a href=\"components/").dropFirst().map { String($0.prefix { $0 != "." }) }
        #expect(named == components.map(\.id))
        // One guide: one plain grid.
        let guides = try section(home, "guides-h")
        #expect(guides.components(separatedBy: "<ul class=\"cards\">").count == 2 && !guides.contains("card-part"))

        let small = try section(try #require(try Fixtures.render().text("index.html")), "components-h")
        #expect(!small.contains("card-part") && small.components(separatedBy: "<ul class=\"cards\">").count == 2)
    }

    /// A comparison page's cells come from `partials/pair-cell`, rendered once per component
    /// and platform for every page: the pages are byte for byte what the same markup gives
    /// written into the page with the cell's fields, and an edit to the partial shows on them.
    @Test func pairCellsRenderedOnceAreThePartialOnEveryPage() throws {
        let catalog = Fixtures.largeCatalog(generated: 5)
        let templates = Fixtures.templates()
        let partial = try #require(templates["partials/pair-cell.mustache"])
        let markup = partial.hasSuffix("\n") ? String(partial.dropLast()) : partial
        var inline = templates
        inline["compare-pair.mustache"] = try #require(templates["compare-pair.mustache"])
            .replacingOccurrences(of: "{{{cellAHTML}}}", with: "{{#cellA}}\(markup){{/cellA}}")
            .replacingOccurrences(of: "{{{cellBHTML}}}", with: "{{#cellB}}\(markup){{/cellB}}")
        #expect(inline["compare-pair.mustache"] != templates["compare-pair.mustache"])
        let once = try SiteRenderer(templates: templates, options: RenderOptions()).render(catalog)
        let everyTime = try SiteRenderer(templates: inline, options: RenderOptions()).render(catalog)
        let pairs = once.files.filter { $0.path.hasPrefix("compare/") }
        #expect(pairs.count == 15)
        for file in pairs {
            // A Boolean, so that a failure names the page rather than printing its bytes.
            let same = file.bytes == everyTime.files.first { $0.path == file.path }?.bytes
            #expect(same, "\(file.path) differs")
        }
        #expect(try #require(once.text("compare/ios-vs-watchos.html")).contains("fact fact-unsupported"))

        var edited = templates
        edited["partials/pair-cell.mustache"] = "<p class=\"edited\">{{label}}</p>\n"
        let page = try #require(try SiteRenderer(templates: edited, options: RenderOptions()).render(catalog).text("compare/ios-vs-watchos.html"))
        #expect(page.contains("<p class=\"edited\">Not supported</p>") && !page.contains("fact fact-unsupported"))
    }

    @Test func compareAnswersWhereDoneAndCancelGo() throws {
        let compare = try #require(try Fixtures.render().text("compare.html"))
        for aspect in ["Supported", "Modality", "Shown as", "Dismissal", "Done button", "Cancel button", "Detents"] {
            #expect(compare.contains(">\(aspect)</h2>"), "no table for \(aspect)")
        }
        // macOS puts dismiss buttons at the bottom trailing corner of a sheet, per the core model.
        let done = try #require(compare.range(of: "id=\"aspect-done\""))
        let cancel = try #require(compare.range(of: "id=\"aspect-cancel\""))
        #expect(compare[done.upperBound..<cancel.lowerBound].contains("bottom trailing"))
        // Cells of a presentation a page covers link to that page's platform row.
        #expect(compare.contains("href=\"components/sheets.html#platform-macos\""))
        // Absent presentations are marked apart from partial answers.
        #expect(compare.contains("cell cell-unsupported"))
        #expect(compare.contains("cell cell-partial"))
    }

    @Test func pairPageShowsBehaviourDifferencesFirst() throws {
        let pair = try #require(try Fixtures.render().text("compare/ipados-vs-visionos.html"))
        let behaviour = try #require(pair.range(of: "How presentations differ"))
        if let components = pair.range(of: "id=\"pair-components-h\"") {
            #expect(behaviour.lowerBound < components.lowerBound)
        }
    }

    @Test func aggregatePagesListRulesAsLinksNotBodies() throws {
        let out = try Fixtures.render()
        let ios = try #require(out.text("platforms/ios.html"))
        // The body of a rule lives on its component page only.
        #expect(!ios.contains("Keep it focused."))
        #expect(ios.contains("href=\"../components/sheets.html#sheets.ios-ipados.support-swiping-down\""))
        #expect(out.text("components/sheets.html")?.contains("Keep it focused.") == true)
    }
}
