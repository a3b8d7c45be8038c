import CatalogModel
@testable import CatalogRender
import Foundation
import TemplateKit
import Testing
import TestSupport

/// The verification page lists every example and every rule without one up to a limit; past it,
/// it lists what a reader must act on and counts the rest, which stays on the component pages.
@Suite struct VerificationListTests {
    /// The fixture with `passing` more passing examples of its iOS rule, one example that was
    /// not run, and one passing example that names a rule no page has.
    static func catalog(passing: Int) -> Catalog {
        var catalog = Fixtures.catalog()
        let rule = "sheets.ios-ipados.support-swiping-down"
        for n in 0..<passing {
            let example = SpecExample(id: "sheets.extra-\(n)", componentID: "sheets", title: "Extra \(n)", ruleIDs: [rule],
                                      lines: [.init(text: "Given a sheet on iPhone", location: Fixtures.loc(100 + n))],
                                      location: Fixtures.loc(100 + n))
            catalog.examples.append(example)
            catalog.results.append(ExampleResult(exampleID: example.id, ruleIDs: [rule], status: .passed, message: "",
                                                 cases: [.init(steps: ["Given a sheet on iPhone"], status: .passed)],
                                                 location: example.location, platforms: ["ios"]))
        }
        catalog.examples.append(SpecExample(id: "sheets.not-run", componentID: "sheets", title: "Not run", ruleIDs: [rule],
                                            lines: [.init(text: "Given a sheet on iPhone", location: Fixtures.loc(90))],
                                            location: Fixtures.loc(90)))
        let stray = SpecExample(id: "sheets.stray", componentID: "sheets", title: "Stray", ruleIDs: ["nowhere.best-practices.gone"],
                                lines: [.init(text: "Given a sheet on iPhone", location: Fixtures.loc(95))], location: Fixtures.loc(95))
        catalog.examples.append(stray)
        catalog.results.append(ExampleResult(exampleID: stray.id, ruleIDs: stray.ruleIDs, status: .passed, message: "",
                                             cases: [.init(steps: ["Given a sheet on iPhone"], status: .passed)],
                                             location: stray.location, platforms: ["ios"]))
        return catalog
    }

    /// One page through the project's templates, as the site renders it.
    static func html(_ page: Page) throws -> String {
        var library = TemplateLibrary()
        for (file, text) in Fixtures.templates() {
            library.register(try Template(parsing: text), named: String(file.dropLast(".mustache".count)))
        }
        return try #require(library.renderString(page.templateValue, template: page.template))
    }

    /// The example ids a page has an anchor for, in one pass: a search of the page per
    /// example, thousands of them, was most of this suite's time.
    static func exampleAnchors(_ page: String) -> Set<String> {
        Set(page.components(separatedBy: "id=\"example-").dropFirst().map { String($0.prefix { $0 != "\"" }) })
    }

    /// The fixture has four examples of its own (failing, passing, not run, stray); `passing`
    /// more make the catalog's count.
    @Test func upToTheLimitEveryExampleIsListed() throws {
        let catalog = Self.catalog(passing: 2)
        let page = try Self.html(PageBuilder(catalog: catalog, options: RenderOptions()).verification(listLimit: 6))
        #expect(page.contains("<h2 id=\"examples-h\">Every example</h2>"))
        for example in catalog.examples { #expect(page.contains("id=\"example-\(example.id)\""), "\(example.id) is missing") }
        #expect(!page.contains("passing examples are not listed"))
    }

    /// At the site's own limit, through the whole render.
    @Test func pastTheLimitOnlyExamplesThatDidNotPassAreListedAndTheRestStayOnTheirComponentPage() throws {
        let limit = PageBuilder.verificationListLimit
        let catalog = Self.catalog(passing: limit - 3)
        #expect(catalog.examples.count == limit + 1)
        let site = try Fixtures.render(catalog)
        let page = try #require(site.text("verification.html"))
        let component = try #require(site.text("components/sheets.html"))
        #expect(page.contains("<h2 id=\"examples-h\">Examples that did not pass</h2>"))
        // Listed, with steps: what failed, what was not run, and the one whose rule no page
        // has, which has no other place on the site.
        for listed in ["sheets.short-task", "sheets.not-run", "sheets.stray"] {
            #expect(page.contains("<section id=\"example-\(listed)\" class=\"example-entry\">"), "\(listed) should be listed")
        }
        #expect(page.contains("<span class=\"keyword\">Given</span> a sheet on Mac"))
        // Left out, and each one is still on its component page.
        let left = catalog.examples.filter { !["sheets.short-task", "sheets.not-run", "sheets.stray"].contains($0.id) }
        #expect(left.count == limit - 2)
        let onPage = Self.exampleAnchors(page), onComponentPage = Self.exampleAnchors(component)
        for example in left {
            #expect(!onPage.contains(example.id), "\(example.id) should not be listed")
            #expect(onComponentPage.contains(example.id), "\(example.id) is on no page")
        }
        #expect(page.contains("\(left.count) passing examples are not listed here: past \(limit) examples"))
        #expect(!page.contains("None: every example passes."))
    }

    @Test func pastTheLimitWithNothingFailingThePageSaysSo() throws {
        var catalog = Self.catalog(passing: 5)
        catalog.examples.removeAll { $0.id == "sheets.not-run" || $0.id == "sheets.short-task" || $0.id == "sheets.stray" }
        catalog.results.removeAll { $0.exampleID == "sheets.short-task" || $0.exampleID == "sheets.stray" }
        let builder = PageBuilder(catalog: catalog, options: RenderOptions())
        let page = try Self.html(builder.verification(listLimit: 3))
        #expect(page.contains("6 passing examples are not listed here: past 3 examples"))
        #expect(page.contains("None: every example passes."))
        #expect(!page.contains("class=\"example-entry\""))
    }

    /// Each generated component adds two rules no example names.
    @Test func pastTheLimitRulesWithoutAnExampleAreCountedNotListed() throws {
        let catalog = Fixtures.largeCatalog(generated: 3)
        let untested = catalog.coverage.uncoveredRuleIDs
        #expect(untested.count == 7)
        let builder = PageBuilder(catalog: catalog, options: RenderOptions())

        let listed = try Self.html(builder.verification(listLimit: untested.count))
        for id in untested { #expect(listed.contains("<code>\(id)</code>"), "\(id) is not listed") }
        #expect(!listed.contains("rules have no example"))

        let counted = try Self.html(builder.verification(listLimit: untested.count - 1))
        #expect(counted.contains("<h2 id=\"untested-h\">Rules without an example</h2>"))
        #expect(counted.contains("7 rules have no example: more than the 6 this page lists."))
        #expect(!counted.contains("class=\"untested-group\""))
        for id in untested { #expect(!counted.contains("<code>\(id)</code>")) }
    }

    /// Like the components-by-platform matrix: one table per 200 components, each with its own
    /// caption and header, every component once and in catalog order. A small catalog keeps
    /// one table captioned as before.
    @Test func coverageByComponentComesInTablesOfTwoHundred() throws {
        let catalog = Fixtures.largeCatalog(generated: 450)
        let page = try Self.html(PageBuilder(catalog: catalog, options: RenderOptions()).verification())
        let count = catalog.coverage.components.count
        let captions = ["By component, 1 to 200 of \(count)", "By component, 201 to 400 of \(count)",
                        "By component, 401 to \(count) of \(count)"]
        var from = page.startIndex
        for caption in captions {
            let at = try #require(page.range(of: "<div class=\"table-wrap coverage-part\">\n    <table>\n      <caption>\(caption)</caption>",
                                             range: from..<page.endIndex), "no table captioned \(caption)")
            from = at.upperBound
        }
        var last = page.startIndex
        for c in catalog.coverage.components {
            let row = "<tr><th scope=\"row\"><a href=\"components/\(c.componentID).html\">"
            let at = try #require(page.range(of: row, range: last..<page.endIndex), "\(c.componentID) is missing or out of order")
            last = at.upperBound
        }

        let small = try Self.html(PageBuilder(catalog: Fixtures.catalog(), options: RenderOptions()).verification())
        #expect(small.contains("<div class=\"table-wrap\">\n    <table>\n      <caption>By component</caption>"))
        #expect(!small.contains("coverage-part"))
    }
}
