import Foundation
import Testing
import CatalogModel
import CatalogIngest
import SpecRunner
@testable import CatalogSite
@testable import CatalogPreview

/// A build assembles each page as soon as it is ingested, on whichever core is free, rather than
/// all pages after ingest (`CatalogAssembler.assemble`). The two must agree on everything,
/// problems included.
@Suite struct PipelineIngestTests {
    static let pages: [String: String] = [
        "sheets.md": """
        ---
        sources:
          - { id: guide, title: "Guide", edition: "2024" }
        ---

        # Sheets

        ## Best practices

        **Show one sheet at a time.** See [popovers](popovers.md), [a missing page](gone.md)
        and [a missing rule](rule:popovers.best-practices.nope).

        **Show one sheet again.** The id of the rule above, written again. {#show-one-sheet-at-a-time}

        ## Resources

        #### Related

        [Popovers](popovers.md)
        """,
        "popovers.md": """
        ---
        sources: [guide]
        ---

        # Popovers

        ## Best practices

        **Point at the source.** Body. [Sheets rule](rule:sheets.best-practices.show-one-sheet-at-a-time)
        """,
        "more/popovers.md": "---\nid: popovers\n---\n\n# Popovers again\n",
        "alerts.md": "---\nsources: [unknown-source]\n---\n\n# Alerts\n\n## Best practices\n\n**Keep alerts rare.** See [sheets](sheets.md#best-practices.no-such-rule).\n\n```example rules=best-practices.keep-alerts-rare,best-practices.not-a-rule\nGiven a sheet on iPhone\nThen the sheet is modal\n```\n",
    ]

    @Test func assemblingPageByPageDuringIngestMatchesAssemblingAfterIt() throws {
        let folder = try TemporaryFolder()
        for (path, text) in Self.pages { try folder.write(path, text) }
        let report = SitePipeline().check(contentDirectory: folder.url)

        let files = Self.pages.map { ContentFile(path: $0.key, data: Array($0.value.utf8)) }
        let (catalog, diagnostics) = CatalogIngester.ingest(files)
        #expect(report.catalog.components == catalog.components)
        #expect(report.catalog.sources == catalog.sources)
        #expect(report.catalog.examples == catalog.examples)
        let ingestStep = report.diagnostics.filter { $0.step == "ingest" }
        #expect(ingestStep.map(\.compilerStyle) == diagnostics.map { $0.inStep("ingest") }.sortedForDisplay().map(\.compilerStyle))
        // Verification too, which a build gives the rule ids assembly collected.
        let (_, specDiagnostics) = SpecRunner().run(catalog)
        #expect(report.diagnostics.filter { $0.step == "verify" }.map(\.compilerStyle)
                == specDiagnostics.map { $0.inStep("verify") }.sortedForDisplay().map(\.compilerStyle))
        #expect(report.catalog.results == SpecRunner().run(catalog).results)
        // The fixture is only worth something if it has the problems assembly reports.
        let ids = Set(report.diagnostics.map(\.id))
        #expect(ids.isSuperset(of: ["component.duplicate-id", "rule.duplicate-id", "link.broken", "source.unknown", "spec.unknown-rule"]),
                "\(ids)")
    }

    /// A page left out (here for a byte that is not UTF-8) takes its rules with it. Examples on
    /// other pages that name them are held back under one note, as links into the page are;
    /// a rule no left-out page could hold is still reported. The build and the preview, whose
    /// second rebuild takes the edited page into the last catalog, agree.
    @Test func examplesNamingRulesOfAPageLeftOutAreHeldBack() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", Data(Array(Self.pages["popovers.md"]!.utf8) + [0xFF]))
        let example = "```example rules=best-practices.keep-alerts-rare,sheets.best-practices.show-one-sheet-at-a-time,"
            + "sheets.best-practices.gone,popoverz.best-practices.nope\nGiven a sheet on iPhone\nThen the sheet is modal\n```\n"
        func alerts(_ body: String) -> String { "# Alerts\n\n## Best practices\n\n**Keep alerts rare.** \(body)\n\n" + example }
        try root.write("content/alerts.md", alerts("Body."))
        let expected = [
            "error spec.unknown-rule alerts.md",
            "error encoding.invalid-utf8 sheets.md",
            "note page.errors-held-back sheets.md",
        ]
        let content = root.url.appendingPathComponent("content")
        let checked = SitePipeline().check(contentDirectory: content).diagnostics
        #expect(checked.severitiesIDsAndFiles == expected)
        #expect(checked.filter { $0.id == "spec.unknown-rule" }.map(\.summary) == ["example names unknown rule 'popoverz.best-practices.nope'"])
        #expect(checked.filter { $0.id == "page.errors-held-back" }.map(\.summary) == ["2 errors held back: spec examples naming rules of sheets.md"])

        let config = SiteConfiguration(contentDirectory: content, templatesDirectory: TestPaths.templates,
                                       outputDirectory: root.url.appendingPathComponent("preview"))
        let previewer = SitePreview(configuration: config)
        #expect(previewer.rebuild().diagnostics.severitiesIDsAndFiles == expected)
        try root.write("content/alerts.md", alerts("Body, edited."))
        #expect(previewer.rebuild().diagnostics.severitiesIDsAndFiles == expected)
    }

    /// An example naming a rule under the id a page's front matter declares, when that id
    /// cannot be read, is held back like a link to it; one naming a rule the page lacks is not.
    @Test func examplesNamingRulesOfAPageWhoseIDCannotBeReadAreHeldBack() throws {
        let root = try TemporaryFolder()
        let sheets = "---\nid: [sheet-views]\n---\n\n# Sheets\n\n## Best practices\n\n**Show one sheet at a time.** Body.\n"
        try root.write("content/sheets.md", sheets)
        try root.write("content/alerts.md", "# Alerts\n\n## Best practices\n\n**Keep alerts rare.** Body.\n\n"
            + "```example rules=sheet-views.best-practices.show-one-sheet-at-a-time,sheet-views.best-practices.gone\n"
            + "Given a sheet on iPhone\nThen the sheet is modal\n```\n")
        let content = root.url.appendingPathComponent("content")
        let checked = SitePipeline().check(contentDirectory: content).diagnostics
        #expect(checked.severitiesIDsAndFiles == [
            "error spec.unknown-rule alerts.md",
            "error frontmatter.malformed sheets.md",
            "note page.errors-held-back sheets.md",
        ])
        #expect(checked.filter { $0.id == "spec.unknown-rule" }.map(\.summary) == ["example names unknown rule 'sheet-views.best-practices.gone'"])
        #expect(checked.filter { $0.id == "page.errors-held-back" }.map(\.summary) == ["1 error held back: spec examples naming rules of sheets.md"])

        try root.write("content/sheets.md", sheets.replacingOccurrences(of: "[sheet-views]", with: "sheet-views"))
        #expect(SitePipeline().check(contentDirectory: content).diagnostics.severitiesIDsAndFiles == ["error spec.unknown-rule alerts.md"])
    }

    @Test func pagesAddedOneByOneInFileOrderAssembleAsAllAtOnce() {
        let ingested = Self.pages.keys.sorted().map { PageIngester.ingest(ContentFile(path: $0, data: Array(Self.pages[$0]!.utf8))) }
        var byPage = CatalogAssembler.PageByPage(pageCount: ingested.count)
        for page in ingested { byPage.add(page) }
        let (catalog, diagnostics) = byPage.finish()
        let (whole, wholeDiagnostics) = CatalogAssembler.assemble(ingested.reversed())
        #expect(catalog == whole)
        #expect(diagnostics == wholeDiagnostics)
        #expect(!diagnostics.isEmpty)
    }
}
