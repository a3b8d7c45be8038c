import ArgumentParser
import CatalogLint
import CatalogSite
import Foundation
import SheetBehavior

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check an app's SwiftUI code against the catalog's rules.",
        discussion: """
        Reads the Swift files under each PATH (default: the working folder; .build, DerivedData, Pods and hidden folders are skipped), finds every presentation (.sheet, .fullScreenCover, .popover, .confirmationDialog, .alert) and the presentation modifiers in its content, following views the sources declare, and asks the core model about each. UIKit too, where plain to see: present(_:animated:) of a view controller made in the same function, its modalPresentationStyle and isModalInPresentation, sheetPresentationController settings, UIAlertController actions. Reported: a full-screen cover, or a sheet with interactive dismissal disabled, that offers no way out; a sheet presented from inside another sheet; a destructive button below an ordinary one, or (UIKit) without Cancel; background interaction in code built only for platforms where sheets are always modal; an API newer than the deployment target outside `if #available`. Each finding names the catalog rule it goes against.

        The rules come from the catalog built into sheetcat, so lint works in any folder; --catalog DIR reads a team's own guideline pages instead, and their spec examples (`Then the check finds …`) tie each finding to their rules.

        The deployment target is --deployment-target, else Package.swift's `platforms`, else the lowest IPHONEOS_DEPLOYMENT_TARGET of an Xcode project in the first folder given; without one, APIs are not checked.

        Silence one finding with `// sheetcat:ignore RULE-ID` on its line or the line before. Adopt lint on an existing app with a baseline: `--baseline lint-baseline.json --write-baseline` records today's findings; later runs with `--baseline lint-baseline.json` report only new ones.

        Exit status: 0 without findings, 1 with findings, 2 when an input cannot be read (a path, the baseline, the catalog), 64 on a usage error.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: ArgumentHelp("Swift files or folders to check.", valueName: "path"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Folder of guideline pages whose rules drive the lint (default: the catalog built into sheetcat).", valueName: "dir"))
    var catalog: String?

    @Option(name: .long, help: "Output format: text (for people and editors), json (for scripts) or sarif (for code scanning).")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("Lowest iOS version the app supports, e.g. \"iOS 16\" or 16.4.", valueName: "version"))
    var deploymentTarget: String?

    @Option(name: .long, help: ArgumentHelp("Address of the built catalog site; rule links start with it.", valueName: "url"))
    var siteURL: String?

    @Option(name: .long, help: ArgumentHelp("Findings accepted for now; only others are reported.", valueName: "file"))
    var baseline: String?

    @Flag(name: .long, help: "Write the current findings to the --baseline file instead of reporting them.")
    var writeBaseline = false

    @Flag(name: .long, help: "Say what was skipped or could not be decided.")
    var verbose = false

    func run() throws {
        let paths = self.paths.isEmpty ? ["."] : self.paths
        if writeBaseline && baseline == nil {
            throw fail("lint.usage", "--write-baseline needs --baseline FILE", fix: "add --baseline lint-baseline.json", status: .validationFailure)
        }
        var target: OSVersion?
        if let raw = deploymentTarget {
            guard let version = OSVersion(raw.replacingOccurrences(of: " ", with: "")) else {
                throw fail("lint.usage", "--deployment-target \"\(raw)\" is not an iOS version", fix: "write it as \"iOS 16\" or 16.4",
                           status: .validationFailure)
            }
            target = version
        } else if let found = LintInputs.deploymentTarget(paths: paths) {
            target = found.version
            if verbose { Terminal.standardError("note: deployment target iOS \(found.version), from \(found.from)") }
        } else if verbose {
            Terminal.standardError("note: no deployment target found, so API availability is not checked; pass --deployment-target")
        }

        let rules = try self.rules()

        let inputs = LintInputs(paths: paths)
        if !inputs.unreadable.isEmpty {
            for problem in inputs.unreadable { Terminal.standardError("error: \(problem) [lint.unreadable]") }
            throw ExitCode(2)
        }
        let linter = Linter(rules: rules, deploymentTarget: target, siteURL: siteURL)
        let result = linter.lint(inputs.sources)
        if verbose {
            for note in inputs.skipped + result.notes { Terminal.standardError("note: \(note)") }
        }

        var findings = result.findings
        var baselined = 0
        if let baseline {
            if writeBaseline {
                do {
                    try Baseline(findings).encoded().write(to: URL(fileURLWithPath: baseline), options: .atomic)
                } catch {
                    throw fail("lint.baseline-unreadable", "cannot write the baseline \(baseline): \(error.localizedDescription)",
                               fix: "check that its folder exists and is writable")
                }
                Terminal.standardError("Wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to \(baseline).")
                return
            }
            let accepted: Baseline
            do {
                accepted = try Baseline.decode(Data(contentsOf: URL(fileURLWithPath: baseline)))
            } catch {
                throw fail("lint.baseline-unreadable", "cannot read the baseline \(baseline)",
                           fix: "write one with --baseline \(baseline) --write-baseline")
            }
            (findings, baselined) = accepted.filter(findings)
        }

        switch format {
        case .text:
            FileHandle.standardOutput.write(Data(LintOutput.text(findings).utf8))
            Terminal.standardError(LintOutput.summary(findings: findings.count, files: inputs.sources.count,
                                                      suppressed: result.suppressedCount, baselined: baselined)
                                   .trimmingCharacters(in: .newlines))
        case .json:
            FileHandle.standardOutput.write(Data(LintOutput.json(findings, files: inputs.sources.count,
                                                                 suppressed: result.suppressedCount, baselined: baselined).utf8))
        case .sarif:
            FileHandle.standardOutput.write(Data(LintOutput.sarif(findings, toolVersion: SheetcatCommand.configuration.version,
                                                                  siteURL: siteURL).utf8))
        }
        if !findings.isEmpty { throw ExitCode(1) }
    }

    /// The rules of `--catalog DIR`, read and checked as `sheetcat check` reads them, or the
    /// built-in catalog's without it.
    private func rules() throws -> LintRules {
        guard let catalog else { return .builtIn }
        let report = SitePipeline(progress: SilentProgress()).check(contentDirectory: URL(fileURLWithPath: catalog))
        guard report.catalog.ruleCount > 0 else {
            throw fail("lint.no-catalog", "no rules could be read from the catalog folder \(catalog)",
                       fix: "pass the folder that holds the guideline pages, or leave --catalog out to use the built-in catalog (`sheetcat check --content DIR` shows what is wrong)")
        }
        return LintRules(catalog: report.catalog)
    }

    /// Prints a usage or read error the way other diagnostics print, and gives its exit status:
    /// 2 for an input that cannot be read, 64 (`validationFailure`) for a usage error.
    private func fail(_ id: String, _ summary: String, fix: String, status: ExitCode = ExitCode(2)) -> ExitCode {
        Terminal.standardError("error: \(summary) [\(id)]\n  fix: \(fix)")
        return status
    }
}
