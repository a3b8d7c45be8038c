import Testing
import CatalogModel
@testable import CatalogIngest

/// Only real rules become rules: bold labels, admonitions and defined terms in exported pages
/// are prose; a lead glued to its sentence is still a rule, with a warning.
@Suite struct ExportRuleRecognitionTests {
    static func rules(_ body: String) -> (rules: [Rule], component: Component?, diagnostics: [Diagnostic]) {
        let result = TestPages.ingest("# Drawers\n\nA drawer slides in.\n\n## Best practices\n\n" + body + "\n")
        return (result.component?.rules ?? [], result.component, result.diagnostics)
    }

    @Test func admonitionsAreProseOfTheRuleTheyFollow() throws {
        let page = Self.rules("""
            **Keep a drawer shallow.** One level is plenty.

            **Note:** A drawer on a small screen covers most of the window.

            **Note:** Nested drawers confuse people.

            **Important.** Drawers need a visible handle.

            **Tip**: Dim the content behind.
            """)
        #expect(page.rules.map(\.leadText) == ["Keep a drawer shallow."])
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.map(\.compilerStyle))")
        let body = try #require(page.rules.first).bodyText
        #expect(body.contains("Note: A drawer on a small screen") && body.contains("Nested drawers confuse") && body.contains("Dim the content"))
    }

    @Test func anAdmonitionBeforeAnyRuleIsSectionProse() throws {
        let page = Self.rules("**Note:** Drawers are new on this platform.\n\n**Warning:** Test on every size.")
        #expect(page.rules.isEmpty)
        #expect(page.component?.sections.first?.prose.plainText.contains("Drawers are new") == true)
    }

    @Test func definitionBulletsAreNotRules() throws {
        let page = Self.rules("""
            A drawer is in one of three states:

            - **Expanded.** The drawer shows its whole content.
            - **Peeking.** Only the drawer's edge shows.
            - **Full screen.** The drawer covers the window.

            **Close the drawer when the task ends.** People expect the content back.
            """)
        #expect(page.rules.map(\.leadText) == ["Close the drawer when the task ends."])
        #expect(page.component?.sections.first?.prose.plainText.contains("Peeking. Only the drawer") == true)
    }

    @Test func shortLeadsThatOpenWithAVerbAreRulesInAListToo() {
        let page = Self.rules("""
            - **Be brief.** Drawers hold little.
            - **Close the drawer.** When the task is done.
            - **Don’t nest drawers.** One is enough.
            - **Avoid jargon.** Plain words read faster.
            """)
        #expect(page.rules.map(\.leadText) == ["Be brief.", "Close the drawer.", "Don’t nest drawers.", "Avoid jargon."])
        #expect(page.rules.map(\.strength) == [.do, .do, .dont, .avoid])
    }

    @Test func labelsBeforeASentenceAreNotRules() {
        let page = Self.rules("""
            **macOS:** Drawers open from the window's edge.

            - **Do** keep items short.
            - **Don't** hide the handle.

            **Keep the handle visible.** People look for it.
            """)
        #expect(page.rules.map(\.leadText) == ["Keep the handle visible."])
    }

    @Test func aLeadGluedToItsSentenceIsARuleWithAWarningAtTheMissingSpace() throws {
        let page = Self.rules("""
            **Keep a drawer shallow.** One level is plenty.

            **Close the drawer.**People expect the content back.

            - **Show the handle.**It tells people the drawer moves.
            """)
        #expect(page.rules.map(\.leadText) == ["Keep a drawer shallow.", "Close the drawer.", "Show the handle."])
        #expect(page.rules[0].bodyText == "One level is plenty.", "the glued paragraph is not folded into the rule before it")
        #expect(page.rules[1].bodyText == "People expect the content back.")
        let warnings = page.diagnostics.with(id: "rule.glued-lead")
        #expect(warnings.map { $0.location.map(\.description) } == ["sheets.md:9:22", "sheets.md:11:23"])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.fix == "add a space after the closing `**`" })
    }

    /// `__lead__` glued to its sentence is the same rule, and the warning names `__`.
    @Test func aLeadGluedWithUnderscoresIsARuleWithAWarningNamingThem() throws {
        let page = Self.rules("""
            **Keep a drawer shallow.** One level is plenty.

            __Close the drawer.__People expect the content back.
            """)
        #expect(page.rules.map(\.leadText) == ["Keep a drawer shallow.", "Close the drawer."])
        #expect(page.rules[1].bodyText == "People expect the content back.")
        let warnings = page.diagnostics.with(id: "rule.glued-lead")
        #expect(warnings.map { $0.location.map(\.description) } == ["sheets.md:9:22"])
        #expect(warnings.first?.fix == "add a space after the closing `__`")
    }

    /// Exports write a definition list as paragraphs too: after a sentence that introduces them
    /// with a colon, each `**Term.** …` paragraph defines a term and is prose of the rule before.
    @Test func definitionsWrittenAsParagraphsAreProse() throws {
        let page = Self.rules("""
            **Keep a drawer shallow.** One level is plenty. A drawer is in one of two states:

            **Main.** The frontmost window people work in.

            **Full screen.** The window fills the screen.

            **Close the drawer when done.** People expect the content back.

            A drawer's content:

            **Show the handle.** It tells people the drawer moves.
            """)
        #expect(page.rules.map(\.leadText) == ["Keep a drawer shallow.", "Close the drawer when done.", "Show the handle."])
        #expect(page.rules[0].bodyText.contains("The frontmost window people work in."))
        #expect(page.rules[0].bodyText.contains("The window fills the screen."))
    }

    @Test func boldTextThatOnlyStartsWithStarsIsNotGlued() {
        let page = Self.rules("**Keep it.** Body.\n\n**not closed here\n\n** spaced ** text.")
        #expect(page.rules.map(\.leadText) == ["Keep it."])
        #expect(page.diagnostics.isEmpty)
    }

    @Test func generatedIdsThatCollideGetAStableSuffixWithAWarning() throws {
        let body = """
            **Keep drawers short and focused on one task at a time.** First.

            **Keep drawers short and focused on one task at a time, please.** Second.

            **Keep drawers short and focused on one task at a time.** Third.
            """
        let page = Self.rules(body)
        let ids = page.rules.map(\.id)
        #expect(ids == [
            "sheets.best-practices.keep-drawers-short-and-focused-on-one-task",
            "sheets.best-practices.keep-drawers-short-and-focused-on-one-task-2",
            "sheets.best-practices.keep-drawers-short-and-focused-on-one-task-3",
        ])
        #expect(page.diagnostics.map(\.id) == ["rule.id-suffixed", "rule.id-suffixed"])
        #expect(page.diagnostics.map { $0.location?.line } == [9, 11])
        #expect(Self.rules(body).rules.map(\.id) == ids, "the same page gives the same ids")
        // Across the catalog nothing collides: the page builds.
        let (catalog, diagnostics) = TestPages.catalog(["drawers.md": "# Drawers\n\n## Best practices\n\n" + body])
        #expect(catalog.allRules.count == 3)
        #expect(!diagnostics.hasErrors)
    }

    @Test func idsTheAuthorWroteThatCollideStayErrors() {
        let (catalog, diagnostics) = TestPages.catalog(["drawers.md": "# Drawers\n\n## Best practices\n\n**Keep it.** A. {#same}\n\n**Hold it.** B. {#same}\n"])
        #expect(diagnostics.map(\.id) == ["rule.duplicate-id"])
        #expect(diagnostics.first?.severity == .error)
        #expect(catalog.allRules.count == 1)
    }

    @Test func strengthComesFromHowTheLeadOpens() {
        let page = Self.rules("""
            **Show live previews in drawers that don't support playback as still images.** Body.

            **In a compact layout, avoid a second drawer.** Body.
            """)
        #expect(page.rules.map(\.strength) == [.do, .avoid])
    }
}
