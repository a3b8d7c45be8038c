import CatalogLint
import CatalogModel
import SheetBehavior
import Testing

/// One fixture per finding, and a clean app that gives none.
@Suite struct LintFindingTests {
    @Test func cleanAppHasNoFinding() throws {
        let result = try LintFixtures.lint(["CleanApp.swift"], target: OSVersion(17))
        #expect(result.findings.isEmpty, "\(result.findings)")
        // Five presentations were found and judged, not skipped.
        #expect(result.presentationCount == 5)
    }

    @Test func fullScreenCoverWithoutDismissHasNoWayOut() throws {
        let findings = try LintFixtures.lint(["NoWayOutCover.swift"]).findings
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect((finding.line, finding.column) == (9, 14))
        #expect(finding.violation == .noWayOut)
        #expect(finding.ruleID == "full-screen-modals.best-practices.always-include-a-visible-way-out-of-a")
        #expect(finding.lead == LintFixtures.catalog.rule(id: finding.ruleID)?.leadText)
        #expect(finding.link == "components/full-screen-modals.html#full-screen-modals.best-practices.always-include-a-visible-way-out-of-a")
    }

    @Test func sheetWithSwipeOffAndNoButtonHasNoWayOut() throws {
        let findings = try LintFixtures.lint(["NoWayOutSheet.swift"]).findings
        #expect(findings.map(\.violation) == [.noWayOut])
        #expect(findings.map(\.line) == [9])
        // The example closest to the code's situation: a sheet whose swipe is turned off.
        let rule = try #require(LintFixtures.catalog.rule(id: findings[0].ruleID))
        #expect(rule.componentID == "sheets" || findings[0].ruleID.contains("close-button"))
    }

    @Test func aSwipeIsAWayOut() throws {
        let source = LintSource(path: "Plain.swift", text: """
            struct V: View {
                @State var on = false
                var body: some View { Text("x").sheet(isPresented: $on) { Text("Swipe me away") } }
            }
            """)
        #expect(Linter(rules: LintFixtures.rules).lint([source]).findings.isEmpty)
    }

    @Test func aBindingHandedToUnknownCodeIsNotJudged() throws {
        // `ExternalView` is not in the sources: it may well close the cover, so nothing is reported.
        let source = LintSource(path: "External.swift", text: """
            struct V: View {
                @State var on = false
                var body: some View { Text("x").fullScreenCover(isPresented: $on) { ExternalView(isShown: $on) } }
            }
            """)
        let result = Linter(rules: LintFixtures.rules).lint([source])
        #expect(result.findings.isEmpty)
        #expect(result.presentationCount == 1)
    }

    @Test func sheetInsideASheetIsReportedAtTheInnerSheet() throws {
        let findings = try LintFixtures.lint(["SheetOverSheet.swift"]).findings
        #expect(findings.map(\.violation) == [.moreThanOneSheet])
        #expect(findings.map(\.line) == [24])
        #expect(findings.first?.ruleID == "sheets.best-practices.show-one-sheet-at-a-time-from-the")
    }

    @Test func unguardedAPINewerThanTheTargetIsReported() throws {
        let findings = try LintFixtures.lint(["NewerAPI.swift"], target: OSVersion(15)).findings
        // The guarded use on line 19 is not reported.
        #expect(findings.map(\.line) == [13])
        let finding = try #require(findings.first)
        #expect(finding.violation == .apiUnavailable)
        #expect(finding.summary.contains("presentationDetents needs iOS 16"))
        #expect(finding.citations.contains { $0.contains("presentationDetents(_:)") })
        #expect(LintFixtures.catalog.rule(id: finding.ruleID) != nil)
    }

    @Test func noAPIIsCheckedAtOrAboveItsVersionOrWithoutATarget() throws {
        #expect(try LintFixtures.lint(["NewerAPI.swift"], target: OSVersion(16)).findings.isEmpty)
        #expect(try LintFixtures.lint(["NewerAPI.swift"]).findings.isEmpty)
    }

    @Test func availableAttributeAndGuardStatementCountAsGuards() throws {
        let source = LintSource(path: "Guards.swift", text: """
            @available(iOS 16.4, *)
            struct A: View { var body: some View { Text("a").presentationCornerRadius(20) } }
            struct B: View {
                func make() -> some View {
                    guard #available(iOS 16.4, *) else { return AnyView(Text("b")) }
                    return AnyView(Text("b").presentationCornerRadius(20))
                }
                var body: some View { Text("c").presentationCornerRadius(20) }
            }
            """)
        let findings = Linter(rules: LintFixtures.rules, deploymentTarget: OSVersion(16)).lint([source]).findings
        #expect(findings.map(\.line) == [8])
    }

    @Test func suppressionCommentSilencesTheFinding() throws {
        let result = try LintFixtures.lint(["Suppressed.swift"])
        #expect(result.findings.isEmpty)
        #expect(result.suppressedCount == 1)
        // The same code without the comment is reported.
        var source = try LintFixtures.source("Suppressed.swift")
        source.text = source.text.replacingOccurrences(of: "// sheetcat:ignore no-way-out", with: "// nothing to see")
        #expect(Linter(rules: LintFixtures.rules).lint([source]).findings.count == 1)
    }

    @Test func suppressionByRuleIDOnTheSameLine() throws {
        let rule = "full-screen-modals.best-practices.always-include-a-visible-way-out-of-a"
        let source = LintSource(path: "S.swift", text: """
            struct V: View {
                @State var on = false
                var body: some View { Text("x").fullScreenCover(isPresented: $on) { Text("y") } // sheetcat:ignore \(rule)
                }
            }
            """)
        let other = LintSource(path: "T.swift", text: source.text.replacingOccurrences(of: rule, with: "some-other-rule"))
        let result = Linter(rules: LintFixtures.rules).lint([source, other])
        #expect(result.findings.map(\.path) == ["T.swift"])
    }

    @Test func aViolationNoRuleChecksIsNotReported() throws {
        let empty = LintRules(catalog: Catalog())
        let result = Linter(rules: empty).lint([try LintFixtures.source("NoWayOutCover.swift")])
        #expect(result.findings.isEmpty)
        #expect(result.notes.contains { $0.contains("no rule in the catalog checks no-way-out") })
    }

    @Test func siteURLPrefixesTheLink() throws {
        let findings = try LintFixtures.lint(["NoWayOutCover.swift"], siteURL: "https://example.com/guide").findings
        #expect(findings.first?.link.hasPrefix("https://example.com/guide/components/full-screen-modals.html#") == true)
    }
}
