import Testing
import CatalogModel
@testable import CatalogIngest

/// Front matter: closed, unclosed, malformed, hostile.
@Suite struct FrontMatterTests {
    @Test func closedFrontMatterSetsIdKindTitleAndPresentations() throws {
        let page = "---\nid: modal-sheets\nkind: guide\ntitle: \"Modal sheets | Our Site\"\npresentations: [sheet]\n---\n\n# Something else\n"
        let result = TestPages.ingest(page)
        let component = try #require(result.component)
        #expect(component.id == "modal-sheets")
        #expect(component.kind == .guide)
        #expect(component.title == "Modal sheets")
        #expect(component.presentations == ["sheet"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func unclosedFrontMatterWarnsAndRecoversUpToTheFirstBlankLine() throws {
        let page = "---\ntitle: \"Panels | Docs\"\nsource: https://example.com/design/human-interface-guidelines/panels\n\n# Panels\n\n## Best practices\n\n**Keep panels light.** Body.\n"
        let result = TestPages.ingest(page, path: "panels.md")
        #expect(result.diagnostics.idsAndPlaces == ["frontmatter.unclosed@panels.md:1"])
        let component = try #require(result.component)
        #expect(component.title == "Panels")
        #expect(result.sources == [Source(id: "hig-panels", title: "Panels | Docs", url: "https://example.com/design/human-interface-guidelines/panels")])
        #expect(component.sources == [SourceReference(sourceID: "hig-panels")])
        #expect(component.rules.first?.sources == [SourceReference(sourceID: "hig-panels")])
        #expect(component.rules.first?.location.line == 9)
    }

    @Test(arguments: [
        ("---\ntitle: Sheets\nkind: [component\n---\n\n# Sheets\n", 3),
        ("---\ntitle: Sheets\n  bad: indent: x\n---\n\n# Sheets\n", 3),
        ("---\nid: sheets\ntitle: \"open\nkind: guide\n---\n\n# Sheets\n", 3),
    ])
    func yamlThatDoesNotParseIsMalformedAtTheLineToFix(page: String, line: Int) {
        let result = TestPages.ingest(page)
        #expect(result.diagnostics.idsAndPlaces == ["frontmatter.malformed@sheets.md:\(line)"])
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func frontMatterThatIsNotAMappingIsMalformed() {
        let result = TestPages.ingest("---\n- just\n- a list\n---\n\n# Sheets\n")
        #expect(result.diagnostics.idsAndPlaces == ["frontmatter.malformed@sheets.md:2"])
    }

    @Test func wrongKindIsMalformedAtItsLine() {
        let result = TestPages.ingest("---\ntitle: Sheets\nkind: widget\n---\n\n# Sheets\n")
        #expect(result.diagnostics.idsAndPlaces == ["frontmatter.malformed@sheets.md:3"])
    }

    /// An id with nothing a slug keeps would have been dropped for the file name's without a
    /// word; an empty `id:`, as a page template leaves it, means no id.
    @Test(arguments: [("\"!!!\"", ["frontmatter.malformed@sheets.md:2"], "sheets"), ("\"\"", [], "sheets"), ("", [], "sheets"),
                      ("Modal Sheets", [], "modal-sheets")])
    func anIdMustKeepSomethingOfItself(value: String, diagnostics: [String], id: String) throws {
        let result = TestPages.ingest("---\nid: \(value)\ntitle: Sheets\n---\n\n# Sheets\n")
        #expect(result.diagnostics.idsAndPlaces == diagnostics)
        #expect(result.component?.id == id)
        #expect(result.diagnostics.first?.fix?.contains("leave `id` out") ?? diagnostics.isEmpty)
    }

    /// Regression: a "billion laughs" front matter must be refused, not expanded.
    @Test(.timeLimit(.minutes(1))) func yamlBombIsRefusedQuickly() {
        var yaml = "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            yaml += "\(name): &\(name) [\(Array(repeating: "*\(previous)", count: 9).joined(separator: ", "))]\n"
            previous = name
        }
        let result = TestPages.ingest("---\n\(yaml)title: Boom\n---\n\n# Boom\n")
        #expect(result.diagnostics.idsAndPlaces == ["frontmatter.malformed@sheets.md:2"])
        #expect(result.component?.title == "Boom")
    }

    @Test func declaredPlatformsAndUnknownPlatformNames() {
        let result = TestPages.ingest("---\nplatforms:\n  - { id: android, name: Android }\n  - Symbian\n---\n\n# Sheets\n")
        #expect(result.extraPlatforms == [Platform(id: "android", name: "Android")])
        #expect(result.diagnostics.idsAndPlaces == ["platform.unknown@sheets.md:4"])
        #expect(result.diagnostics.first?.fix?.contains("visionOS") == true)
    }

    @Test func sourcesAndDisagreementsAreRead() throws {
        let page = """
        ---
        sources:
          - id: guide-a
            work: "Guide"
            title: "Guide, 2024"
            url: https://example.com/a
            edition: "2024"
          - guide-b
        disagreements:
          - id: stacking
            topic: Stack sheets or not?
            rules: [best-practices.show-one-sheet]
            positions:
              - { source: guide-a, says: "One at a time." }
              - { source: guide-b, says: "Stacking is fine." }
        ---

        # Sheets
        """
        let result = TestPages.ingest(page)
        #expect(result.sources.map(\.id) == ["guide-a"])
        #expect(result.component?.sources == [SourceReference(sourceID: "guide-a", edition: "2024"), SourceReference(sourceID: "guide-b")])
        let disagreement = try #require(result.disagreements.first)
        #expect(disagreement.ruleIDs == ["sheets.best-practices.show-one-sheet"])
        #expect(disagreement.positions.map(\.sourceID) == ["guide-a", "guide-b"])
        #expect(disagreement.location.line == 10)
    }
}

@Suite struct LineSplittingTests {
    @Test(arguments: [
        ("a\nb", ["a", "b"]), ("a\r\nb", ["a", "b"]), ("a\rb", ["a", "b"]), ("a\n", ["a", ""]),
        ("", [""]), ("\n\n", ["", "", ""]), ("é\r\n\r\nü", ["é", "", "ü"]), ("a\r", ["a", ""]),
        ("é\n\nü", ["é", "", "ü"]), ("\n", ["", ""]), ("no line end", ["no line end"]),
        ("a\nb\r\nc", ["a", "b", "c"]),
    ])
    func splitsAtEveryKindOfLineEnd(text: String, expected: [String]) {
        #expect(PageText.scanLines(of: text).lines.map(String.init) == expected)
    }

    /// Pages without a carriage return take a faster path; both paths report whether there was one.
    @Test func reportsCarriageReturns() {
        #expect(!PageText.scanLines(of: "a\nb\n").hasCarriageReturn)
        #expect(!PageText.scanLines(of: "").hasCarriageReturn)
        #expect(PageText.scanLines(of: "a\nb\r\n").hasCarriageReturn)
        #expect(PageText.scanLines(of: "a\rb").hasCarriageReturn)
    }
}
