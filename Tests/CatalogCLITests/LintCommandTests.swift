import Foundation
import Testing

/// `sheetcat lint` as users and CI run it: exit status, baseline, formats.
@Suite struct LintCommandTests {
    let cli = BinaryTests()

    /// A folder with a small app (one trap) and nothing else: no catalog, no manifest.
    func app() throws -> URL {
        let root = try cli.temporaryRoot()
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try """
            import SwiftUI
            struct Onboarding: View {
                @State private var showTour = false
                var body: some View {
                    Button("Tour") { showTour = true }
                        .fullScreenCover(isPresented: $showTour) { Text("Welcome") }
                }
            }
            """.write(to: root.appendingPathComponent("App/Onboarding.swift"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func findingsExitOneAndPrintLikeACompiler() throws {
        let root = try app()
        let (status, output) = try cli.run(["lint", "App", "--site-url", "https://example.com/guide/"], in: root)
        #expect(status == 1)
        #expect(output.contains("App/Onboarding.swift:6:14: warning: this full-screen cover offers no way out"))
        #expect(output.contains("[full-screen-modals.best-practices.always-include-a-visible-way-out-of-a]"))
        #expect(output.contains("See https://example.com/guide/components/full-screen-modals.html#full-screen-modals.best-practices.always-include-a-visible-way-out-of-a"))
    }

    /// Run from a folder that holds nothing but the app: the built-in catalog's rules drive it.
    @Test func theBuiltInCatalogNeedsNoContentFolder() throws {
        let root = try app()
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("content").path))
        let (status, output) = try cli.run(["lint", "App/Onboarding.swift", "--format", "json"], in: root)
        #expect(status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["full-screen-modals.best-practices.always-include-a-visible-way-out-of-a"])
        #expect(findings.first?["lead"] as? String == "Always include a visible way out of a full-screen modal.")
        // From inside the app's own folder, with no path: the working folder.
        let inside = try cli.run(["lint"], in: root.appendingPathComponent("App"))
        #expect(inside.status == 1)
        #expect(inside.output.contains("Onboarding.swift:6:14: warning: this full-screen cover offers no way out"), "\(inside.output)")
    }

    /// `--catalog DIR` puts a team's own rules in place of the built-in ones.
    @Test func aCatalogFolderOfTheTeamsOwnDrivesTheLint() throws {
        let root = try app()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("guide"), withIntermediateDirectories: true)
        try """
            ---
            sources:
              - { id: house, title: "House style", edition: "2026" }
            ---

            # Full-screen modals

            ## Best practices

            **Every cover has a Close button.** Our house rule.

            ```example rules=best-practices.every-cover-has-a-close-button
            Given a full-screen modal on iPhone
            And there is no dismiss button
            Then the check finds no-way-out
            ```
            """.write(to: root.appendingPathComponent("guide/full-screen-modals.md"), atomically: true, encoding: .utf8)
        let (status, output) = try cli.run(["lint", "App", "--catalog", "guide"], in: root)
        #expect(status == 1)
        #expect(output.contains("[full-screen-modals.best-practices.every-cover-has-a-close-button]"), "\(output)")
        #expect(output.contains("    Every cover has a Close button."))
    }

    @Test func baselineAcceptsTodaysFindings() throws {
        let root = try app()
        let write = try cli.run(["lint", "App", "--baseline", "lint-baseline.json", "--write-baseline"], in: root)
        #expect(write.status == 0)
        #expect(write.output.contains("Wrote 1 finding to lint-baseline.json."))
        let again = try cli.run(["lint", "App", "--baseline", "lint-baseline.json"], in: root)
        #expect(again.status == 0, "\(again.output)")
        #expect(again.output.contains("1 accepted by the baseline"))
    }

    /// An input that cannot be read exits 2, which CI tells from findings (1); a usage error
    /// exits 64, as it does for every command.
    @Test func readErrorsExitTwoAndUsageErrorsExit64() throws {
        let root = try app()
        #expect(try cli.run(["lint", "Missing"], in: root).status == 2)
        #expect(try cli.run(["lint", "App", "--catalog", "nowhere"], in: root).status == 2)
        #expect(try cli.run(["lint", "App", "--baseline", "absent.json"], in: root).status == 2)
        #expect(try cli.run(["lint", "App", "--write-baseline"], in: root).status == 64)
        #expect(try cli.run(["lint", "App", "--deployment-target", "iOS sixteen"], in: root).status == 64)
        let unknown = try cli.run(["lint", "App", "--no-such-option"], in: root)
        #expect(unknown.status == 64)
        #expect(unknown.output.contains("--no-such-option"))
        #expect(try cli.run(["lint", "App", "--format", "xml"], in: root).status == 64)
        #expect(try cli.run(["build", "--no-such-option"], in: root).status == 64, "the same status as the other commands")
    }

    @Test func cleanCodeExitsZeroAndSarifParses() throws {
        let root = try app()
        try "struct A: View { var body: some View { Text(\"a\") } }"
            .write(to: root.appendingPathComponent("App/Onboarding.swift"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["lint", "App"], in: root).status == 0)
        let sarif = try cli.run(["lint", "App", "--format", "sarif"], in: root)
        #expect(sarif.status == 0)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
    }

    /// An Xcode app: `MyApp.xcodeproj` beside the `App` folder, with the target in an
    /// `.xcconfig` file lower than the project's own.
    @Test func deploymentTargetComesFromAnXcodeProjectAndItsConfigFiles() throws {
        let root = try app()
        let fm = FileManager.default
        try """
            struct A: View { @State var on = false
                var body: some View { Text("a").sheet(isPresented: $on) { Text("b").presentationDetents([.medium]) } } }
            """.write(to: root.appendingPathComponent("App/Onboarding.swift"), atomically: true, encoding: .utf8)
        try fm.createDirectory(at: root.appendingPathComponent("MyApp.xcodeproj"), withIntermediateDirectories: true)
        try "buildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n\t\t\t};\n"
            .write(to: root.appendingPathComponent("MyApp.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let (status, output) = try cli.run(["lint", "App", "--verbose"], in: root)
        #expect(status == 0, "\(output)")
        #expect(output.contains("note: deployment target iOS 17, from MyApp.xcodeproj/project.pbxproj"), "\(output)")
        try fm.createDirectory(at: root.appendingPathComponent("Config"), withIntermediateDirectories: true)
        try "// Shared settings\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n"
            .write(to: root.appendingPathComponent("Config/Base.xcconfig"), atomically: true, encoding: .utf8)
        let lower = try cli.run(["lint", "App", "--verbose"], in: root)
        #expect(lower.status == 1)
        #expect(lower.output.contains("from Config/Base.xcconfig"), "\(lower.output)")
        #expect(lower.output.contains("presentationDetents needs iOS 16, but the deployment target is iOS 15"))
    }

    @Test func deploymentTargetComesFromThePackageManifest() throws {
        let root = try app()
        try """
            struct A: View { @State var on = false
                var body: some View { Text("a").sheet(isPresented: $on) { Text("b").presentationDetents([.medium]) } } }
            """.write(to: root.appendingPathComponent("App/Onboarding.swift"), atomically: true, encoding: .utf8)
        try "// swift-tools-version:5.9\nlet package = Package(name: \"A\", platforms: [.iOS(.v15)])\n"
            .write(to: root.appendingPathComponent("App/Package.swift"), atomically: true, encoding: .utf8)
        let (status, output) = try cli.run(["lint", "App"], in: root)
        #expect(status == 1)
        #expect(output.contains("presentationDetents needs iOS 16, but the deployment target is iOS 15"))
        #expect(try cli.run(["lint", "App", "--deployment-target", "iOS 16"], in: root).status == 0)
    }
}
