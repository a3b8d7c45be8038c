import Testing
import CatalogModel
@testable import CatalogIngest

/// Cross-page checks: duplicate ids, sources, links and rule references.
@Suite struct CatalogAssemblerTests {
    @Test func aLinksPageIsItsTextBeforeTheFirstHashCharacter() {
        // A browser cuts a link at its first `#` code point, even one that a combining mark
        // after it or a prepended mark before it joins into another character.
        let urls = ["sheets.md", "sheets.md#detents", "a#b#c", "#top", "x#", "", "é.md#é", "a#\u{20E3}b#c",
                    "\u{0600}#x#y", "dir/page.md?x=1#frag", "日本.md#節"]
        for url in urls {
            let reference = url.unicodeScalars.firstIndex(of: "#").map { String(url.unicodeScalars[..<$0]) } ?? url
            #expect(Assembly.beforeFragment(url) == reference, "\(url.debugDescription)")
        }
    }

    static let sheets = """
    ---
    sources:
      - { id: guide, title: "Guide" }
    ---

    # Sheets

    ## Best practices

    **Show one sheet at a time.** See [popovers](popovers.md) and [the anchor rule](popovers.md#best-practices.point-at-the-source).

    ## Resources

    #### Related

    [Popovers](https://example.com/design/human-interface-guidelines/popovers)

    [Modality](https://example.com/design/human-interface-guidelines/modality)
    """

    static let popovers = popovers(rest: "**Point at the source.** Body. [Sheets rule](rule:sheets.best-practices.show-one-sheet-at-a-time)")

    /// A Popovers page naming the source `guide`, with `rest` under its Best practices.
    static func popovers(rest: String) -> String {
        "---\nsources: [guide]\n---\n\n# Popovers\n\n## Best practices\n\n" + rest + "\n"
    }

    @Test func validPagesAssembleSortedWithNoDiagnostics() throws {
        let (catalog, diagnostics) = TestPages.catalog(["sheets.md": Self.sheets, "popovers.md": Self.popovers])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.compilerStyle))")
        #expect(catalog.components.map(\.id) == ["popovers", "sheets"])
        #expect(catalog.sources.map(\.id) == ["guide"])
        #expect(catalog.platforms == Platform.base)
        let related = try #require(catalog.component(id: "sheets")?.related)
        #expect(related.map(\.componentID) == ["popovers", nil])
    }

    @Test func brokenLinksAreReportedWithTheirLine() {
        let page = """
        # Alerts

        ## Best practices

        **Keep alerts rare.** See [missing](missing.md),
        [a bad anchor](sheets.md#best-practices.no-such-rule) and [a bad rule](rule:sheets.best-practices.nope).
        """
        let (_, diagnostics) = TestPages.catalog(["sheets.md": Self.sheets, "popovers.md": Self.popovers, "alerts.md": page])
        #expect(diagnostics.idsAndPlaces == ["link.broken@alerts.md:5", "link.broken@alerts.md:6", "link.broken@alerts.md:6"])
    }

    @Test func duplicateComponentAndRuleIdsAreErrors() {
        let twice = "# Twice\n\n## Best practices\n\n**Say it once.** A. {#once}\n\n**Say it twice.** B. {#once}\n"
        let (catalog, diagnostics) = TestPages.catalog(["a/twice.md": twice, "b/twice.md": "# Twice again\n"])
        #expect(diagnostics.idsAndPlaces == ["rule.duplicate-id@a/twice.md:7", "component.duplicate-id@b/twice.md:1"])
        #expect(catalog.components.count == 1)
        #expect(catalog.allRules.count == 1)
        #expect(catalog.allRules.first?.location.line == 5, "the first of the two is kept")
        #expect(diagnostics.first?.summary.hasSuffix("already used at a/twice.md:5:1") == true, "\(diagnostics.first?.summary ?? "")")
    }

    /// Rule ids are kept in a set; the place of the first rule with an id is looked up only
    /// when a duplicate needs it, and must stay right for pages added after that.
    @Test func duplicatesOnSeveralPagesEachNameTheirFirstPlace() {
        let rule = "---\nid: shared\n---\n# Shared\n\n## Best practices\n\n**Say it once.** A.\n"
        let again = "---\nid: other\n---\n# Other\n\n## Best practices\n\n**Keep it.** B.\n\n**Hold it.** C. {#keep-it}\n"
        let pages = TestPages.catalog(["a.md": rule, "b.md": again, "c.md": again.replacingOccurrences(of: "id: other", with: "id: third")])
        #expect(pages.diagnostics.idsAndPlaces == ["rule.duplicate-id@b.md:10", "rule.duplicate-id@c.md:10"])
        #expect(pages.diagnostics.map(\.summary) == [
            "rule id 'other.best-practices.keep-it' is already used at b.md:8:1",
            "rule id 'third.best-practices.keep-it' is already used at c.md:8:1",
        ])
        #expect(pages.catalog.allRules.map(\.id).sorted() == [
            "other.best-practices.keep-it", "shared.best-practices.say-it-once", "third.best-practices.keep-it",
        ])
    }

    @Test func unknownRuleReferencesSuggestTheNearestIds() throws {
        let page = """
        ---
        disagreements:
          - id: d
            topic: T
            rules: [best-practices.point-at-the-sorce, point-at-the-source]
            positions: []
        ---

        # Popovers

        ## Best practices

        **Point at the source.** Body.
        """
        let (_, diagnostics) = TestPages.catalog(["popovers.md": page])
        #expect(diagnostics.map(\.id) == ["rule.unknown-reference", "rule.unknown-reference"])
        #expect(diagnostics.allSatisfy { $0.explanation?.contains("popovers.best-practices.point-at-the-source") == true })
    }

    @Test func unknownSourcesAndDisagreementRulesAreErrors() {
        let page = """
        ---
        sources: [nowhere]
        disagreements:
          - id: d
            topic: T
            rules: [best-practices.missing]
            positions:
              - { source: nowhere, says: "x" }
        ---

        # Sheets
        """
        let (_, diagnostics) = TestPages.catalog(["sheets.md": page])
        #expect(diagnostics.map(\.id).sorted() == ["rule.unknown-reference", "source.unknown", "source.unknown"])
    }

    /// One typo in the front matter that declares a source used to bring an error for every
    /// rule, on every page, that names the source: a screen of them, with the cause among them.
    @Test func frontMatterThatCannotBeReadHoldsBackWhatMayFollowFromIt() {
        let declaring = """
        ---
        kind: component: oops
        platforms:
          - { id: android, name: Android }
        sources:
          - { id: guide, title: "Guide" }
        ---

        # Sheets

        ## Best practices

        **Show one sheet at a time.** Body. {sources=guide}

        ## Platform considerations

        ### Android

        **Use a bottom sheet.** Body.
        """
        let using = Self.popovers(rest: """
            **Point at the source.** Body. {sources=guide,typo}

            ## Platform considerations

            ### Android

            **Use a dialog.** Body.
            """)
        let (_, broken) = TestPages.catalog(["sheets.md": declaring, "popovers.md": using])
        #expect(broken.idsAndPlaces == [
            "platform.unknown@popovers.md:13",
            "frontmatter.malformed@sheets.md:2",
            "page.errors-held-back@sheets.md:2",
            "page.errors-held-back@sheets.md:2",
        ])
        #expect(broken.with(id: "page.errors-held-back").map(\.summary).sorted() == [
            "1 error held back: platform names this page does not know",
            "3 errors held back: references to sources that no page declares",
        ])
        #expect(broken.with(id: "page.errors-held-back").allSatisfy { $0.severity == .note })

        // Once the front matter reads, what was held back and is still wrong is reported.
        let fixed = declaring.replacingOccurrences(of: "component: oops", with: "component")
        let (_, diagnostics) = TestPages.catalog(["sheets.md": fixed, "popovers.md": using])
        #expect(diagnostics.idsAndPlaces.sorted() == ["platform.unknown@popovers.md:13", "source.unknown@popovers.md:9"])
        #expect(diagnostics.with(id: "source.unknown").first?.summary == "source 'typo' is not declared on any page")
    }

    /// A `sources` entry that is not a list hides the sources it meant to declare, so the
    /// references to them are held back; the page's platforms were read, so a platform it
    /// does not know is still reported.
    @Test func sourcesThatAreNotAListHoldBackOnlySourceErrors() {
        let page = """
        ---
        sources:
          id: guide
        ---

        # Sheets

        ## Best practices

        **Show one sheet at a time.** Body. {sources=guide}

        ## Platform considerations

        ### Android

        **Use a bottom sheet.** Body.
        """
        let (_, diagnostics) = TestPages.catalog(["sheets.md": page])
        #expect(diagnostics.map { "\($0.id) \($0.summary)" } == [
            "frontmatter.malformed front matter `sources` must be a list",
            "page.errors-held-back 1 error held back: references to sources that no page declares",
            "platform.unknown platform subsection 'Android' names 'Android', which is not a known platform",
        ])
        #expect(diagnostics.with(id: "page.errors-held-back").first?.explanation?.hasPrefix("the `sources` of sheets.md's front matter") == true)
    }

    /// A page left out (here for a stray byte that is not UTF-8) is still there: links into it
    /// are not "broken links to a page that does not exist", and it may declare the sources
    /// other pages name. Those are held back; what cannot follow from it is still reported.
    @Test func aPageLeftOutHoldsBackLinksIntoItAndTheSourcesItMayDeclare() {
        let using = Self.popovers(rest: "**Point at the source.** See [sheets](sheets.md), "
            + "[its rule](sheets.md#best-practices.show-one-sheet-at-a-time), [by id](rule:sheets.best-practices.show-one-sheet-at-a-time), "
            + "[a missing page](nowhere.md) and [a missing rule](rule:popovers.best-practices.nope).")
        let pages = [ContentFile(path: "sheets.md", data: Array(Self.sheets.utf8) + [0xFF]),
                     ContentFile(path: "popovers.md", data: Array(using.utf8))]
        let diagnostics = CatalogIngester.ingest(pages).diagnostics
        #expect(diagnostics.map { "\($0.id) \($0.summary)" }.sorted() == [
            "encoding.invalid-utf8 page is not valid UTF-8 (byte 0xFF at offset \(Self.sheets.utf8.count))",
            "link.broken broken link `nowhere.md`: page 'nowhere.md' does not exist",
            "link.broken broken link `rule:popovers.best-practices.nope`: rule 'popovers.best-practices.nope' does not exist",
            "page.errors-held-back 1 error held back: references to sources that no page declares",
            "page.errors-held-back 3 warnings held back: links into sheets.md",
        ])
        let (_, clean) = TestPages.catalog(["sheets.md": Self.sheets, "popovers.md": using])
        #expect(clean.map(\.id) == ["link.broken", "link.broken"], "with the page read, only the two real mistakes")
    }

    /// A file the loader could not read (its permissions) is reported once, and is still a
    /// page other pages may link to: the links into it are held back, not called broken
    /// links to a page that does not exist with a fix that names another page.
    @Test func aPageThatCannotBeReadIsOneErrorAndHoldsBackLinksIntoIt() {
        let using = Self.popovers(rest: "**Point at the source.** See [sheets](sheets.md), "
            + "[by id](rule:sheets.best-practices.show-one-sheet-at-a-time) and [a missing page](nowhere.md).")
        let pages = [ContentFile(path: "sheets.md", unreadable: "Permission denied"),
                     ContentFile(path: "popovers.md", data: Array(using.utf8))]
        let diagnostics = CatalogIngester.ingest(pages).diagnostics
        #expect(diagnostics.map { "\($0.severity) \($0.id)@\($0.location?.description ?? "") \($0.summary)" }.sorted() == [
            "error content.unreadable@sheets.md:1:1 cannot read 'sheets.md': Permission denied",
            "note page.errors-held-back@sheets.md:1:1 1 error held back: references to sources that no page declares",
            "note page.errors-held-back@sheets.md:1:1 2 warnings held back: links into sheets.md",
            "warning link.broken@popovers.md:9:133 broken link `nowhere.md`: page 'nowhere.md' does not exist",
        ])
        #expect(diagnostics.with(id: "content.unreadable").first?.fix?.contains("chmod") == true)
    }

    /// Regression: the note counted broken links, which are warnings, as "errors". It says what
    /// it holds back by severity: links as warnings, a disagreement's rule reference as an error.
    @Test func theHeldBackNoteCountsWarningsAsWarnings() {
        let alerts = """
        ---
        disagreements:
          - id: d
            topic: T
            rules: [sheets.best-practices.show-one-sheet-at-a-time]
            positions: []
        ---

        # Alerts

        ## Best practices

        **Use an alert.** See [sheets](sheets.md) and [its rule](rule:sheets.best-practices.show-one-sheet-at-a-time).
        """
        let pages = [ContentFile(path: "sheets.md", unreadable: "Permission denied"), ContentFile(path: "alerts.md", data: Array(alerts.utf8))]
        let notes = CatalogIngester.ingest(pages).diagnostics.with(id: "page.errors-held-back").map(\.summary)
        #expect(notes == ["1 error and 2 warnings held back: links and rule references into sheets.md"])
        let linksOnly = alerts.replacingOccurrences(of: "sheets.best-practices.show-one-sheet-at-a-time]", with: "alerts.best-practices.use-an-alert]")
        let linkNotes = CatalogIngester.ingest([pages[0], ContentFile(path: "alerts.md", data: Array(linksOnly.utf8))]).diagnostics
        #expect(linkNotes.with(id: "page.errors-held-back").map(\.summary) == ["2 warnings held back: links into sheets.md"])
    }

    /// A page whose front matter's `id` cannot be read is in the catalog under the id its file
    /// name gives, so references to its rules under the id it declares would all be broken,
    /// each with a fix that names the wrong id. Those are held back; a reference to a rule the
    /// page does not have, or into a page that is there, is still reported.
    @Test(arguments: ["id: [sheet-views]\nsources: [guide]", "id: sheet-views\nsources: [guide"])
    func aFrontMatterIDThatCannotBeReadHoldsBackReferencesToItsRules(frontMatter: String) {
        let declaring = Self.sheets.replacingOccurrences(of: "sources:\n  - { id: guide, title: \"Guide\" }", with: frontMatter)
            .replacingOccurrences(of: "# Sheets", with: "# Sheets\n\nSee [this rule](rule:sheet-views.best-practices.show-one-sheet-at-a-time).")
        let using = Self.popovers(rest: "**Point at the source.** See [by its id](rule:sheet-views.best-practices.show-one-sheet-at-a-time), "
            + "[a rule it lacks](rule:sheet-views.best-practices.nope) and [a rule of a page that is there](rule:popovers.best-practices.show-one-sheet-at-a-time).")
        let guide = "---\nsources:\n  - { id: guide, title: \"Guide\" }\n---\n\n# Guide\n\n## Best practices\n\n**Read it.** Body.\n"
        let (_, diagnostics) = TestPages.catalog(["sheets.md": declaring, "popovers.md": using, "guide.md": guide])
        #expect(diagnostics.map { "\($0.id) \($0.summary)" }.sorted() == [
            "frontmatter.malformed " + (frontMatter.contains("[sheet-views]") ? "front matter `id` must be a single value"
                                        : "front matter is not valid YAML: did not find expected ',' or ']' while parsing a flow sequence"),
            "link.broken broken link `rule:popovers.best-practices.show-one-sheet-at-a-time`: rule 'popovers.best-practices.show-one-sheet-at-a-time' does not exist",
            "link.broken broken link `rule:sheet-views.best-practices.nope`: rule 'sheet-views.best-practices.nope' does not exist",
            "page.errors-held-back 2 warnings held back: links into sheets.md",
        ])
        #expect(diagnostics.with(id: "page.errors-held-back").first?.explanation?.contains("may have another id than the one its file name gives") == true)

        // Once the id reads, the references under it resolve and only the two mistakes are left.
        let fixed = declaring.replacingOccurrences(of: frontMatter, with: "id: sheet-views")
        let (_, clean) = TestPages.catalog(["sheets.md": fixed, "popovers.md": using, "guide.md": guide])
        #expect(clean.map(\.id) == ["link.broken", "link.broken"], "\(clean.map(\.compilerStyle))")
    }

    /// The second page with an id is left out; it is still a file that other pages link to.
    @Test func aPageLeftOutForItsIdHoldsBackLinksIntoIt() {
        let second = Self.popovers.replacingOccurrences(of: "sources: [guide]", with: "id: sheets\nsources: [guide]")
        let linking = "# Alerts\n\n## Best practices\n\n**Use an alert.** See [the second](zz-second.md) and [gone](gone.md).\n"
        let (_, diagnostics) = TestPages.catalog(["sheets.md": Self.sheets, "popovers.md": Self.popovers, "zz-second.md": second, "alerts.md": linking])
        #expect(diagnostics.map { "\($0.id)@\($0.location?.file ?? "")" }.sorted() == [
            "component.duplicate-id@zz-second.md",
            "link.broken@alerts.md",
            "page.errors-held-back@zz-second.md",
        ])
        #expect(diagnostics.with(id: "link.broken").first?.summary.contains("gone.md") == true)
        #expect(diagnostics.with(id: "page.errors-held-back").first?.summary == "1 warning held back: links into zz-second.md")
    }

    @Test func assemblyIsDeterministicWhateverTheInputOrder() {
        let pages = [ContentFile(path: "sheets.md", data: Array(Self.sheets.utf8)),
                     ContentFile(path: "popovers.md", data: Array(Self.popovers.utf8))]
        let forward = CatalogIngester.ingest(pages)
        let backward = CatalogIngester.ingest(pages.reversed())
        #expect(forward.catalog == backward.catalog)
        #expect(forward.diagnostics == backward.diagnostics)
    }
}

@Suite struct SourceEditionAndSelfLinkTests {
    @Test func aSourceNamedByBareIdCarriesItsDeclaredEdition() {
        let sheets = """
        ---
        sources:
          - { id: hig-2024, title: "HIG: Sheets", url: "https://example.com/sheets", edition: "2024-03-29" }
        ---

        # Sheets

        ## Best practices

        **Keep sheets short.** Body.
        """
        let popovers = """
        ---
        sources: [hig-2024]
        ---

        # Popovers

        ## Best practices

        **Point at the source.** Body. {sources=hig-2024}
        """
        let (catalog, diagnostics) = TestPages.catalog(["sheets.md": sheets, "popovers.md": popovers])
        #expect(diagnostics.isEmpty)
        let popover = catalog.component(id: "popovers")
        #expect(popover?.sources == [SourceReference(sourceID: "hig-2024", edition: "2024-03-29")])
        #expect(popover?.rules.first?.sources == [SourceReference(sourceID: "hig-2024", edition: "2024-03-29")])
    }

    @Test func aRelatedLinkToAGuidelinePageOfTheSameNameIsNotASelfLink() {
        let popovers = """
        # Popovers

        ## Resources

        #### Related

        [Popovers](https://developer.apple.com/design/human-interface-guidelines/popovers)

        [Sheets](https://developer.apple.com/design/human-interface-guidelines/sheets)
        """
        let sheets = "# Sheets\n\nA sheet.\n"
        let (catalog, _) = TestPages.catalog(["popovers.md": popovers, "sheets.md": sheets])
        let related = catalog.component(id: "popovers")?.related ?? []
        #expect(related.map(\.componentID) == [nil, "sheets"])
        #expect(related.first?.url == "https://developer.apple.com/design/human-interface-guidelines/popovers")
    }

    /// Links are resolved against the linking page's folder, as a browser resolves them.
    @Test(arguments: [
        ("sheets.md", "popovers.md", "popovers.md"),
        ("guides/a.md", "b.md", "guides/b.md"),
        ("guides/deep/a.md", "../b.md", "guides/b.md"),
        ("guides/a.md", "./b.md", "guides/b.md"),
        ("guides/a.md", "../other/c.md", "other/c.md"),
        ("a.md", "x/../b.md", "b.md"),
        ("guides/a.md", "..", ""),
    ] as [(String, String, String)])
    func relativeLinksResolveFromThePagesFolder(file: String, link: String, expected: String) {
        #expect(Assembly.resolve(link, from: file) == expected)
    }

    @Test func aLinkThatClimbsOutOfTheContentFolderResolvesToNothing() {
        #expect(Assembly.resolve("../b.md", from: "a.md") == nil)
        #expect(Assembly.resolve("../../b.md", from: "guides/a.md") == nil)
    }

    /// Only relative `.md` paths and `rule:` links are the catalog's to check; the rest are left alone.
    @Test(arguments: [
        ("other.md", true), ("Other.MD", true), ("../guides/a.md#rule-id", true), ("a.md?x=1", true),
        ("rule:sheets.best-practices.x", true), ("RULE:x", true),
        ("https://example.com/a.md", false), ("/abs/a.md", true), ("//host/a.md", false), ("#local", false), ("mailto:a@b.md", false),
        ("MailTo:a@b.md", false), ("notes.txt", false), ("", false), ("md", false), ("a.md/", false),
        ("x.md#see://y", false), ("guide-é.md", true),
    ] as [(String, Bool)])
    func internalLinksAreRelativeMarkdownPathsAndRuleLinks(destination: String, isInternal: Bool) {
        #expect(PageLink.isInternal(destination) == isInternal)
    }
}

/// The checks across pages run on every core once a catalog has a few hundred pages
/// (`Assembly.inParallel`). A page's mistakes and what its references resolve to must not
/// depend on how many other pages there are.
@Suite struct CrossPageChecksAtScaleTests {
    /// Pages with one of each mistake, and references that resolve.
    static let mistakes: [String: String] = [
        "sheets.md": CatalogAssemblerTests.sheets,
        "popovers.md": CatalogAssemblerTests.popovers(rest: """
            **Point at the source.** Body. [Sheets rule](rule:sheets.best-practices.show-one-sheet-at-a-time) {sources=guide}

            **Name the source.** See [gone](gone.md), [no anchor](sheets.md#best-practices.nope) and [no rule](rule:sheets.nope). {sources=unknown-source}
            """),
        "alerts.md": """
            ---
            sources: [nowhere-declared, guide]
            ---

            # Alerts

            ## Best practices

            **Keep alerts rare.** See [popovers](popovers.md#best-practices.point-at-the-source).

            ## Resources

            #### Related

            [Sheets](sheets.md)

            [Popovers](https://example.com/design/human-interface-guidelines/popovers)
            """,
    ]

    /// A correct page that links to the next one and names the shared source.
    static func filler(_ n: Int, of count: Int) -> String {
        let next = String(format: "page-%03d.md", (n + 1) % count)
        return "---\nsources: [guide]\n---\n\n# Page \(n)\n\n## Best practices\n\n**Rule \(n).** See [the next page](\(next)).\n\n## Resources\n\n#### Related\n\n[Next](\(next))\n"
    }

    @Test func aCatalogOfHundredsOfPagesReportsAndResolvesAsASmallOneDoes() throws {
        let small = TestPages.catalog(Self.mistakes)
        var pages = Self.mistakes
        let count = 300
        for n in 0..<count { pages[String(format: "page-%03d.md", n)] = Self.filler(n, of: count) }
        let large = TestPages.catalog(pages)

        // Every mistake once, in the same order, with the same words: the filler pages add none.
        #expect(small.diagnostics.count == 5, "\(small.diagnostics.map(\.compilerStyle))")
        #expect(large.diagnostics.map(\.compilerStyle) == small.diagnostics.map(\.compilerStyle))
        for id in ["sheets", "popovers", "alerts"] {
            let before = try #require(small.catalog.component(id: id)), after = try #require(large.catalog.component(id: id))
            #expect(after.related == before.related, "\(id)")
            #expect(after.sources == before.sources, "\(id)")
            #expect(after.rules.map(\.sources) == before.rules.map(\.sources), "\(id)")
        }
        // The filler pages' own references resolved too: each related link names the next page.
        let page7 = try #require(large.catalog.component(id: "page-007"))
        #expect(page7.related.map(\.componentID) == ["page-008"])
        #expect(page7.sources.first?.edition == large.catalog.sources.first { $0.id == "guide" }?.edition)
    }
}
