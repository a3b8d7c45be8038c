import Testing
import CatalogModel
@testable import CatalogIngest

/// The recogniser reads the family of guideline exports, not one layout.
@Suite struct SectionRecognitionTests {
    /// Heading text is matched case- and spacing-blind; ASCII text takes a byte path of its own,
    /// which must agree with the general one (used for the last, non-ASCII, cases).
    @Test(arguments: [
        ("Best practices", "best practices"), ("  Best   Practices:  ", "best practices"), ("RESOURCES.", "resources"),
        ("Change log :", "change log"), ("a. :", "a."), (":", ""), ("\tPlatform\t considerations\n", "platform considerations"),
        ("Line\nbreak", "line\nbreak"), ("Rèsources:", "rèsources"), ("Ｂest  practices", "ｂest practices"),
    ])
    func sectionNamesIgnoreCaseSpacingAndTrailingPunctuation(text: String, name: String) {
        #expect(PageRecognizer.sectionName(text) == name)
    }

    @Test(arguments: [
        "## Best practices",
        "## **Best practices**",
        "## [Best practices](https://example.com/sheets#Best-practices)",
        "#### Best Practices",
        "# Best practices:",
    ])
    func bestPracticesIsFoundByName(heading: String) throws {
        let component = try #require(TestPages.ingest("# Sheets\n\nAbstract.\n\n\(heading)\n\n**Do one thing.** Body.\n").component)
        #expect(component.rules.map(\.id) == ["sheets.best-practices.do-one-thing"])
    }

    @Test(arguments: ["iOS, iPadOS", "iOS and iPadOS", "[iOS, iPadOS](/x#iOS-iPadOS)", "iPhone & iPad"])
    func platformHeadingsNameTwoPlatforms(heading: String) throws {
        let page = "# Sheets\n\n## Platform considerations\n\n### \(heading)\n\n**Support swiping down.** Body.\n"
        let component = try #require(TestPages.ingest(page).component)
        #expect(component.rules.first?.platforms == ["ios", "ipados"])
    }

    @Test func platformStatementsAreFactsAnywhereUnderPlatformConsiderations() throws {
        let page = """
        # Sheets

        ## Platform considerations

        _Not supported in visionOS. No additional considerations for tvOS or macOS._

        ### watchOS

        *No additional considerations for iPadOS.*

        **Keep it brief.** Body.
        """
        let component = try #require(TestPages.ingest(page).component)
        #expect(component.platformStatus == ["macos": .noAdditionalConsiderations, "tvos": .noAdditionalConsiderations,
                                              "visionos": .unsupported, "ipados": .noAdditionalConsiderations])
        #expect(component.sections.allSatisfy { $0.prose.isEmpty })
        #expect(component.rules.map(\.platforms) == [["watchos"]])
    }

    /// The first bytes decide whether a paragraph is read as a statement at all: any case, past
    /// leading blanks; prose and text shorter than the opening words are turned away.
    @Test(arguments: [
        ("No additional considerations for tvOS.", true), ("  \n\tNOT SUPPORTED in visionOS.", true),
        ("not available on watchOS.", true), ("Not su", true), ("No ad", false), ("Now add a sheet.", false),
        ("Note: not supported in tvOS.", false), ("\u{0B}Not supported in tvOS.", false), ("", false),
        ("Not\u{00A0}supported in tvOS.", false),
    ])
    func statementsAreRecognisedByTheirOpeningWords(text: String, opens: Bool) {
        #expect(text.withContiguousUTF8(PlatformStatement.opensLikeAStatement) == opens)
    }

    /// A resource line's framework comes after a dash, colon or bracket, and loses its closing
    /// bracket and full stop.
    @Test(arguments: [
        ("— SwiftUI", "SwiftUI"), ("– UIKit", "UIKit"), ("- AppKit.", "AppKit"), (": SwiftUI", "SwiftUI"),
        ("(SwiftUI)", "SwiftUI"), ("  —  — WatchKit ).", "WatchKit"), ("SwiftUI", "SwiftUI"), ("—", ""),
        ("« SwiftUI", "« SwiftUI"),
    ])
    func resourceFrameworksLoseTheirLeadingMarks(text: String, framework: String) {
        #expect(PageRecognizer.framework(text) == framework)
    }

    @Test func bareStatementInsideASubsectionSpeaksForItsPlatforms() throws {
        let page = "# Sheets\n\n## Platform considerations\n\n### tvOS\n\n_No additional considerations._\n\n### visionOS\n\nNot supported.\n"
        let component = try #require(TestPages.ingest(page).component)
        #expect(component.platformStatus == ["tvos": .noAdditionalConsiderations, "visionos": .unsupported])
    }

    @Test func chromeBeforeTheTitledHeadingAndFooterAfterResourcesAreLeftOut() throws {
        let page = """
        ---
        title: "Popovers | Example Docs"
        ---

        # Please enable scripts.

        **Skip to content.** Navigation chrome.

        # Popovers

        A popover floats next to its source.

        ## Best practices

        **Point at the source.** Body.

        ## Resources

        #### Related

        [Sheets](sheets.md)

        #### Developer documentation

        [`popover(isPresented:content:)`](https://example.com/popover) — SwiftUI

        Current page is Popovers

        ### Platforms

        **Copyright notice.** Footer chrome.
        """
        let result = TestPages.ingest(page, path: "popovers.md")
        let component = try #require(result.component)
        #expect(component.title == "Popovers")
        #expect(component.abstract.plainText == "A popover floats next to its source.")
        #expect(component.rules.map(\.id) == ["popovers.best-practices.point-at-the-source"])
        #expect(component.related == [Component.RelatedLink(title: "Sheets", url: "sheets.md")])
        #expect(component.apis == [Component.DeveloperAPI(name: "popover(isPresented:content:)", framework: "SwiftUI", url: "https://example.com/popover")])
        #expect(result.links.map(\.destination) == ["sheets.md"])
        #expect(result.links.first?.location.line == 21)
    }

    @Test func relatedAsAListAndUnsafeResourceLinks() throws {
        let page = "# Sheets\n\n## Resources\n\n### Related\n\n- [Popovers](popovers.md)\n- [Alerts](https://example.com/alerts)\n\n[Bad](javascript:void(0))\n"
        let result = TestPages.ingest(page)
        #expect(result.component?.related.map(\.title) == ["Popovers", "Alerts"])
        #expect(result.diagnostics.idsAndPlaces == ["link.unsafe-scheme@sheets.md:10"])
        #expect(result.links.map(\.location.line) == [7])
    }

    @Test func rawHTMLInSiteChromeIsNotReported() throws {
        let page = "---\ntitle: Sheets\n---\n\n# Loading\n\n<nav>menu</nav>\n\n# Sheets\n\nAbstract.\n"
        let result = TestPages.ingest(page)
        #expect(result.diagnostics.isEmpty)
        #expect(result.component?.overview.isEmpty == true)
    }

    @Test func changeLogTableGivesEntries() throws {
        let page = "# Sheets\n\n## Change log\n\n| Date | Changes |\n|---|---|\n| May 1, 2025 | Added detents. |\n| May 2, 2024 | First edition. |\n\nFooter text.\n"
        let component = try #require(TestPages.ingest(page).component)
        #expect(component.changeLog == [.init(date: "May 1, 2025", text: "Added detents."), .init(date: "May 2, 2024", text: "First edition.")])
    }

    @Test func otherHeadingsBecomeProseSections() throws {
        let page = "# Sheets\n\nAbstract.\n\nMore overview.\n\n## Anatomy\n\nA sheet has a grabber.\n\n## Best practices\n\n### Detents\n\n**Offer a medium detent.** Body.\n"
        let component = try #require(TestPages.ingest(page).component)
        #expect(component.overview.plainText == "More overview.")
        #expect(component.sections.map(\.id) == ["anatomy", "best-practices", "detents"])
        #expect(component.sections[0].prose.plainText == "A sheet has a grabber.")
        #expect(component.rules.map(\.id) == ["sheets.detents.offer-a-medium-detent"])
    }

    @Test func repeatedHeadingsGetTheFirstFreeNumber() throws {
        // "Notes 3" takes `notes-3` first, so the third "Notes" skips to `notes-4`.
        let page = "# Sheets\n\n## Notes 3\n\nA.\n\n## Notes\n\nB.\n\n## Notes\n\nC.\n\n## Notes\n\nD.\n\n## Notes\n\nE.\n\n## Notes 2\n\nF.\n"
        let component = try #require(TestPages.ingest(page).component)
        #expect(component.sections.map(\.id) == ["notes-3", "notes", "notes-2", "notes-4", "notes-5", "notes-2-2"])
    }

    @Test func blockQuotesNeverMakeRules() throws {
        let page = "# Sheets\n\n## Best practices\n\n**Keep it short.** Body.\n\n> **Restez bref.** Traduction.\n"
        let component = try #require(TestPages.ingest(page).component)
        #expect(component.rules.count == 1)
        #expect(component.rules[0].body.count == 2)
    }
}

@Suite struct WidthAxisTests {
    @Test func aSubsectionCanScopeRulesByWidth() {
        let page = """
        # Sheets

        A sheet.

        ## Platform considerations

        ### iPadOS (regular width)

        **Prefer a form sheet.** Centred over a dimmed background.

        ### Compact width

        **Let the sheet rise from the bottom edge.** As on iPhone.
        """
        let result = TestPages.ingest(page)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.compilerStyle))")
        let rules = result.component?.rules ?? []
        #expect(rules.map(\.id) == ["sheets.ipados-regular.prefer-a-form-sheet",
                                    "sheets.compact.let-the-sheet-rise-from-the-bottom-edge"])
        #expect(rules.map(\.platforms) == [["ipados"], []])
        #expect(rules.map(\.widths) == [[.regular], [.compact]])
    }
}
