import CatalogLint
import CatalogModel
import SheetBehavior
import Testing

/// One fixture per finding, and a clean app that gives none.
@Suite struct LintFindingTests {
    @Test func cleanAppHasNoFinding() throws {
        let result = try LintFixtures.lint(["CleanApp.swift"], target: OSVersion(17))
        #expect(result.findings.isEmpty, "\(result.findings)")
        // Six presentations were found and judged, not skipped.
        #expect(result.presentationCount == 6)
        #expect(result.notes.isEmpty, "\(result.notes)")
    }

    @Test func cleanUIKitAppHasNoFinding() throws {
        let result = try LintFixtures.lint(["CleanUIKit.swift"], target: OSVersion(17))
        #expect(result.findings.isEmpty, "\(result.findings)")
        // A form sheet, a full-screen hosting controller, a color picker and an action sheet.
        #expect(result.presentationCount == 4)
    }

    @Test func destructiveBelowAnOrdinaryButtonIsReportedAtTheButton() throws {
        let findings = try LintFixtures.lint(["DestructiveNotFirst.swift"], target: OSVersion(17)).findings
        #expect(findings.map(\.violation) == [.destructiveNotFirst])
        #expect(findings.map(\.line) == [11])
        #expect(findings.first?.ruleID == "action-sheets.best-practices.make-destructive-choices-stand-out")
        #expect(findings.first?.lead == "Make destructive choices stand out.")
    }

    @Test func dialogButtonsThatAreNotPlainToSeeAreNotJudged() throws {
        let source = LintSource(path: "Loop.swift", text: """
            struct V: View {
                @State var on = false
                let choices = ["A", "B"]
                var body: some View {
                    Text("x").confirmationDialog("t", isPresented: $on) {
                        ForEach(choices, id: \\.self) { Button($0) {} }
                        Button("Delete", role: .destructive) {}
                    }
                }
            }
            """)
        let result = Linter(rules: LintFixtures.rules).lint([source])
        #expect(result.findings.isEmpty)
        #expect(result.presentationCount == 1)
    }

    @Test func theOlderActionSheetValueIsReadToo() throws {
        let source = LintSource(path: "Older.swift", text: """
            struct V: View {
                @State var on = false
                var body: some View {
                    Text("x").actionSheet(isPresented: $on) {
                        ActionSheet(title: Text("t"), buttons: [.default(Text("Keep")), .destructive(Text("Delete")), .cancel()])
                    }
                    .alert(isPresented: $on) { Alert(title: Text("Saved")) }
                }
            }
            """)
        // Both are iOS 13 forms: nothing is newer than an iOS 14 target.
        let findings = Linter(rules: LintFixtures.rules, deploymentTarget: OSVersion(14)).lint([source]).findings
        #expect(findings.map(\.violation) == [.destructiveNotFirst])
        #expect(findings.map(\.line) == [5])
    }

    @Test func uikitActionSheetWithoutCancelIsReported() throws {
        let findings = try LintFixtures.lint(["UIKitNoCancel.swift"], target: OSVersion(17)).findings
        #expect(findings.map(\.violation) == [.destructiveWithoutCancel])
        #expect(findings.map(\.line) == [9])
        #expect(findings.first?.ruleID == "action-sheets.best-practices.provide-a-cancel-button-when-the-action-could")
        // SwiftUI's dialog brings its own Cancel: the same buttons there are fine.
        let swiftUI = LintSource(path: "Dialog.swift", text: """
            struct V: View {
                @State var on = false
                var body: some View {
                    Text("x").confirmationDialog("t", isPresented: $on) {
                        Button("Delete", role: .destructive) {}
                        Button("Hide") {}
                    }
                }
            }
            """)
        #expect(Linter(rules: LintFixtures.rules).lint([swiftUI]).findings.isEmpty)
    }

    @Test func uikitSheetWithSwipeOffAndNoControlHasNoWayOut() throws {
        let findings = try LintFixtures.lint(["UIKitModalNoWayOut.swift"], target: OSVersion(17)).findings
        #expect(findings.map(\.violation) == [.noWayOut])
        #expect(findings.map(\.line) == [17])
        #expect(findings.first?.summary.contains("TermsViewController") == true)
        #expect(findings.first?.ruleID == "sheets.best-practices.give-people-an-obvious-way-to-dismiss-a")
        // Without isModalInPresentation the swipe is a way out.
        var swipe = try LintFixtures.source("UIKitModalNoWayOut.swift")
        swipe.text = swipe.text.replacingOccurrences(of: "terms.isModalInPresentation = true", with: "")
        #expect(Linter(rules: LintFixtures.rules).lint([swipe]).findings.isEmpty)
        // A full-screen presentation has no swipe at all.
        var cover = try LintFixtures.source("UIKitModalNoWayOut.swift")
        cover.text = cover.text.replacingOccurrences(of: "terms.isModalInPresentation = true", with: "terms.modalPresentationStyle = .fullScreen")
        let full = Linter(rules: LintFixtures.rules).lint([cover]).findings
        #expect(full.map(\.ruleID) == ["full-screen-modals.best-practices.always-include-a-visible-way-out-of-a"])
        // A view controller the sources do not declare is not judged.
        var unknown = try LintFixtures.source("UIKitModalNoWayOut.swift")
        unknown.text = unknown.text.replacingOccurrences(of: "let terms = TermsViewController()", with: "let terms = SFSafariViewController(url: url)")
        #expect(Linter(rules: LintFixtures.rules).lint([unknown]).findings.isEmpty)
        // A superclass from another module may hold the Close button: not judged either.
        var based = try LintFixtures.source("UIKitModalNoWayOut.swift")
        based.text = based.text.replacingOccurrences(of: "final class TermsViewController: UIViewController", with: "final class TermsViewController: ModalScreen")
        #expect(Linter(rules: LintFixtures.rules).lint([based]).findings.isEmpty)
        // One of the sources is read: a superclass with a Close button gives a way out.
        let base = LintSource(path: "Base.swift", text: """
            class ModalScreen: UIViewController {
                @objc func close() { dismiss(animated: true) }
            }
            """)
        #expect(Linter(rules: LintFixtures.rules).lint([based, base]).findings.isEmpty)
        let plainBase = LintSource(path: "Base.swift", text: "class ModalScreen: UIViewController {}\n")
        #expect(Linter(rules: LintFixtures.rules).lint([based, plainBase]).findings.map(\.violation) == [.noWayOut])
    }

    @Test func backgroundInteractionInAMacOnlyBuildIsReported() throws {
        let findings = try LintFixtures.lint(["NonmodalOnMac.swift"], target: OSVersion(17)).findings
        #expect(findings.map(\.violation) == [.nonmodalNotAvailable])
        #expect(findings.map(\.line) == [12])
        #expect(findings.first?.ruleID == "sheets.best-practices.reserve-nonmodal-sheets-for-ios-and-ipados")
        // Code built only for macOS is not held to an iOS deployment target.
        #expect(try LintFixtures.lint(["NonmodalOnMac.swift"], target: OSVersion(15)).findings.map(\.violation) == [.nonmodalNotAvailable])
        // Built for iOS, the same sheet may be nonmodal: nothing to report.
        var ios = try LintFixtures.source("NonmodalOnMac.swift")
        ios.text = ios.text.replacingOccurrences(of: "#if os(macOS)", with: "#if os(iOS)")
        #expect(Linter(rules: LintFixtures.rules).lint([ios]).findings.isEmpty)
    }

    @Test func uikitSheetAPIsAreCheckedAgainstTheDeploymentTarget() throws {
        let findings = try LintFixtures.lint(["CleanUIKit.swift"], target: OSVersion(14)).findings
        #expect(findings.map(\.violation) == [.apiUnavailable, .apiUnavailable])
        #expect(findings.map(\.line) == [39, 41])
        #expect(findings.first?.summary.contains("UISheetPresentationController needs iOS 15") == true)
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
