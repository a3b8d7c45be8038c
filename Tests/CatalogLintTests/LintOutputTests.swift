import CatalogLint
import Foundation
import SheetBehavior
import Testing
import TestSupport

@Suite struct LintOutputTests {
    static let fixtures = ["CleanApp.swift", "CleanUIKit.swift", "DestructiveNotFirst.swift", "NewerAPI.swift", "NonmodalOnMac.swift",
                           "NoWayOutCover.swift", "NoWayOutSheet.swift",
                           "ParserStress.swift", "SheetOverSheet.swift", "Suppressed.swift", "UIKitModalNoWayOut.swift", "UIKitNoCancel.swift"]

    static func findings() throws -> [LintFinding] {
        try LintFixtures.lint(fixtures, target: OSVersion(15), siteURL: "https://example.com/sheets/").findings
    }

    @Test func sarifMatchesTheGoldenFile() throws {
        let sarif = LintOutput.sarif(try Self.findings(), toolVersion: "0.1.0", siteURL: "https://example.com/sheets/")
        try Golden.assertMatches(sarif, golden: "fixtures.sarif")
    }

    /// What GitHub code scanning needs: version, a driver with rules that have help text and an
    /// absolute help URI, and results that point at a rule by id and index, at a relative path.
    @Test func sarifHasWhatCodeScanningReads() throws {
        let findings = try Self.findings()
        let sarif = LintOutput.sarif(findings, toolVersion: "0.1.0", siteURL: "https://example.com/sheets/")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }) == Set(findings.map(\.ruleID)))
        for rule in rules {
            #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect((rule["helpUri"] as? String)?.hasPrefix("https://example.com/sheets/components/") == true)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == findings.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func textNamesPathRuleLeadAndLink() throws {
        let findings = try LintFixtures.lint(["NoWayOutCover.swift"]).findings
        let lines = LintOutput.text(findings).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("NoWayOutCover.swift:9:14: warning: this full-screen cover offers no way out"))
        #expect(lines[0].hasSuffix("[full-screen-modals.best-practices.always-include-a-visible-way-out-of-a]"))
        #expect(lines[1] == "    " + findings[0].lead)
        #expect(lines[2] == "    See components/full-screen-modals.html#full-screen-modals.best-practices.always-include-a-visible-way-out-of-a")
    }

    @Test func jsonListsEveryFindingAndTheCounts() throws {
        let findings = try Self.findings()
        let json = LintOutput.json(findings, files: 7, suppressed: 1, baselined: 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["findings"] as? [Any])?.count == findings.count)
        #expect((object["summary"] as? [String: Int])?["suppressed"] == 1)
    }

    @Test func baselineAcceptsKnownFindingsEvenWhenLinesMove() throws {
        let findings = try LintFixtures.lint(["NoWayOutCover.swift"]).findings
        let baseline = try Baseline.decode(try Baseline(findings).encoded())
        #expect(baseline.filter(findings).kept.isEmpty)
        // Two lines added above the cover: the same finding, accepted still.
        var moved = try LintFixtures.source("NoWayOutCover.swift")
        moved.text = "// one\n// two\n" + moved.text
        let later = Linter(rules: LintFixtures.rules).lint([moved]).findings
        #expect(later.first?.line == 11)
        #expect(baseline.filter(later).accepted == 1)
        // A new finding elsewhere is not accepted.
        let other = try LintFixtures.lint(["NoWayOutSheet.swift"]).findings
        #expect(baseline.filter(other).kept.count == 1)
    }

    @Test func deploymentTargetFromManifestAndXcodeProject() {
        #expect(DeploymentTarget.fromPackageManifest("platforms: [.macOS(.v13), .iOS(.v16)]") == OSVersion(16))
        #expect(DeploymentTarget.fromPackageManifest("platforms: [.iOS(.v16_4)]") == OSVersion(16, 4))
        #expect(DeploymentTarget.fromPackageManifest("platforms: [.iOS(\"15.2\")]") == OSVersion(15, 2))
        #expect(DeploymentTarget.fromPackageManifest("platforms: [.macOS(.v13)]") == nil)
        let project = "IPHONEOS_DEPLOYMENT_TARGET = 17.0;\n...\nIPHONEOS_DEPLOYMENT_TARGET = 16.4;\n"
        #expect(DeploymentTarget.fromXcodeProject(project) == OSVersion(16, 4))
    }

    @Test func deploymentTargetFromBuildSettingsFiles() {
        let config = """
            // Base.xcconfig
            // IPHONEOS_DEPLOYMENT_TARGET = 12.0 (an old value, commented out)
            IPHONEOS_DEPLOYMENT_TARGET = 16.2 // the app
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 17.0
            MACOSX_DEPLOYMENT_TARGET = 11.0
            """
        #expect(DeploymentTarget.fromBuildSettings(config) == OSVersion(16, 2))
        #expect(DeploymentTarget.fromBuildSettings("IPHONEOS_DEPLOYMENT_TARGET = $(inherited)\n") == nil)
        #expect(DeploymentTarget.fromBuildSettings("IPHONEOS_DEPLOYMENT_TARGET[config=Debug][sdk=*] = 15.4") == OSVersion(15, 4))
        #expect(DeploymentTarget.fromBuildSettings("\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \"15.0\";") == OSVersion(15))
    }
}
