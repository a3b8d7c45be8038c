import Testing
import CatalogModel
@testable import CatalogIngest

/// Rules: bold-lead paragraphs and list items, their ids, strength, scope, sources and bodies.
@Suite struct RuleRecognitionTests {
    static let page = """
    ---
    title: Sheets
    sources:
      - { id: guide-2024, title: "Sheet guide", edition: "2024" }
      - { id: guide-2022, title: "Sheet guide, older", edition: "2022" }
    ---

    # Sheets

    Sheets hold a short task.

    ## Best practices

    Intro prose that is not a rule.

    **Keep each sheet to one small job.** It stays focused.

    A second paragraph that still belongs to the rule above.

    **Avoid nesting a sheet inside another sheet.** {sources=guide-2022}

    **Prefer the short title.** {taste #short-title}

    - **Don't hide the close button.** People look for it.
    - **Consider a grabber for resizable sheets.**

    ## Platform considerations

    ### iOS and iPadOS

    **Let people swipe down to dismiss.** Unless there are unsaved edits.
    """

    @Test func paragraphsAndListItemsWithBoldLeadsBecomeRules() throws {
        let component = try #require(TestPages.ingest(Self.page).component)
        #expect(component.rules.map(\.id) == [
            "sheets.best-practices.keep-each-sheet-to-one-small-job",
            "sheets.best-practices.avoid-nesting-a-sheet-inside-another-sheet",
            "sheets.best-practices.short-title",
            "sheets.best-practices.dont-hide-the-close-button",
            "sheets.best-practices.consider-a-grabber-for-resizable-sheets",
            "sheets.ios-ipados.let-people-swipe-down-to-dismiss",
        ])
        #expect(component.rules.map(\.strength) == [.do, .avoid, .prefer, .dont, .consider, .do])
    }

    @Test func bodyRunsUntilTheNextRuleAndProseStaysInTheSection() throws {
        let component = try #require(TestPages.ingest(Self.page).component)
        let first = component.rules[0]
        #expect(first.leadText == "Keep each sheet to one small job.")
        #expect(first.body.count == 2)
        #expect(first.bodyText.hasPrefix("It stays focused."))
        #expect(first.location.line == 16)
        let section = try #require(component.sections.first { $0.id == "best-practices" })
        #expect(section.prose.plainText == "Intro prose that is not a rule.")
        #expect(section.ruleIDs.count == 5)
    }

    @Test func attributesSetIdTasteAndSourcesAndAreRemoved() throws {
        let component = try #require(TestPages.ingest(Self.page).component)
        let avoid = component.rules[1]
        #expect(avoid.sources == [SourceReference(sourceID: "guide-2022", edition: "2022")])
        #expect(avoid.body.isEmpty)
        let taste = component.rules[2]
        #expect(taste.isTaste)
        #expect(taste.bodyText.isEmpty)
        // Without an override the page's primary source backs the rule.
        #expect(component.rules[0].sources == [SourceReference(sourceID: "guide-2024", edition: "2024")])
    }

    @Test func platformSubsectionScopesItsRules() throws {
        let component = try #require(TestPages.ingest(Self.page).component)
        let rule = try #require(component.rules.last)
        #expect(rule.platforms == ["ios", "ipados"])
        #expect(rule.sectionID == "ios-ipados")
        #expect(component.rules.first?.platforms == [])
    }

    @Test func boldInsideASentenceIsNotARule() throws {
        let component = try #require(TestPages.ingest("# Sheets\n\n## Best practices\n\nA sheet is **modal** by default.\n").component)
        #expect(component.rules.isEmpty)
        #expect(component.sections.first?.prose.count == 1)
    }

    @Test func slugUsesTheFirstEightWords() {
        #expect(Slug.make("Use a sheet to present simple content or tasks.", maxWords: 8) == "use-a-sheet-to-present-simple-content-or")
        #expect(Slug.make("Position a sheet’s dismiss buttons") == "position-a-sheets-dismiss-buttons")
        #expect(Slug.make("Use an action sheet — not an alert — to offer", maxWords: 8) == "use-an-action-sheet-not-an-alert-to")
        // Plain ASCII takes a faster path; it must agree with the general one.
        #expect(Slug.make("  Don't SHOUT: 42 times!", maxWords: 3) == "dont-shout-42")
        #expect(Slug.make("Don't SHOUT: 42 times, café", maxWords: 3) == "dont-shout-42")
        #expect(Slug.make("Crème brûlée ... 'n' more") == "creme-brulee-n-more")
        #expect(Slug.make("...", maxWords: 8).isEmpty && Slug.make("a b", maxWords: 0).isEmpty)
    }

    /// The ASCII path against the general one on many generated texts: a closing curly
    /// apostrophe sends a text down the general path and adds nothing to its slug.
    @Test func asciiSlugsAgreeWithTheGeneralReading() {
        let alphabet = Array("aZ09 -'.,!?\t_/:xY")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            let text = String((0..<next(40)).map { _ in alphabet[next(alphabet.count)] })
            let maxWords = next(4) == 0 ? Int.max : next(10)
            #expect(Slug.make(text, maxWords: maxWords) == Slug.make(text + "\u{2019}", maxWords: maxWords), "\(text) at \(maxWords) words")
        }
    }
}
