import ArgumentParser
import CatalogModel
import CatalogSite
import Foundation

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Ingest content/, run every spec example, and write the site to _site/.",
        discussion: """
        Steps: [1/4] ingest, [2/4] verify, [3/4] render, [4/4] write. The site is written into a fresh folder and swapped in only when every step succeeds, so a failed build leaves the previous site untouched; files that come out exactly as in the previous site are kept as they were, with their modification times. Failing spec examples are reported as errors (exit status 1), and the site is still written so its verification page shows what failed; any other error stops the build before anything is written.

        Exit status: 0 success, 1 errors found, 64 usage error.
        """
    )

    @OptionGroup var content: ContentOptions
    @OptionGroup var site: SiteOptions
    @OptionGroup var publish: PublishOptions

    @Flag(name: .shortAndLong, help: "Print only diagnostics and the final summary line.")
    var quiet = false

    @Flag(name: .long, help: "Print how long each step took (to find what slows a large catalog down).")
    var timings = false

    func run() throws {
        InterruptCleanup.install()
        let configuration = SiteConfiguration(
            contentDirectory: content.contentURL,
            templatesDirectory: site.templatesURL,
            outputDirectory: URL(fileURLWithPath: publish.output),
            baseURL: publish.baseURL, strict: content.strict, siteTitle: site.title, maxOutputBytes: site.maxOutputBytes)
        let pipeline = SitePipeline(progress: quiet ? SilentProgress() : StepPrinter() as any ProgressReporter)
        let report = pipeline.build(configuration)
        InterruptCleanup.waitIfStopping()
        DiagnosticPrinter(paths: DisplayPaths(content: content.content, templates: site.templates ?? "templates")).print(report.diagnostics)
        if timings {
            for step in report.stepSeconds {
                Terminal.standardError(String(format: "  %-8@ %8.3f s", step.name, step.seconds))
            }
        }
        Terminal.standardError(BuildSummary.line(for: report, output: publish.output))
        // The process ends here, so the catalog is not torn down: freeing it object by object
        // took a 10,000-page build a further 0.2 s after its summary, all of it on one core.
        Self.exit(withError: report.succeeded ? nil : ExitCode.failure)
    }
}

/// `[2/4] Verifying 84 examples`, to standard error so standard output stays clean for tools.
struct StepPrinter: ProgressReporter {
    func stepStarted(index: Int, of total: Int, name: String, detail: String) {
        Terminal.standardError("[\(index)/\(total)] \(detail)")
    }
}

enum BuildSummary {
    static func line(for report: BuildReport, output: String) -> String {
        let catalog = report.catalog
        let rules = catalog.ruleCount
        let examples = catalog.results.count
        let failed = report.failedExamples
        let seconds = report.stepSeconds.reduce(0) { $0 + $1.seconds }
        var parts: [String] = []
        // A build stopped before it read a page (no templates, a bad option) has nothing to count.
        if report.succeeded || !catalog.components.isEmpty {
            parts = [counted(catalog.components.count, "page"), counted(rules, "rule"),
                     examples == 0 ? "0 examples" : "\(counted(examples, "example")) (\(failed == 0 ? (examples == 1 ? "passed" : "all passed") : "\(failed) failed"))"]
        }
        let errors = report.diagnostics.errorCount, warnings = report.diagnostics.warningCount
        if errors > 0 || warnings > 0 { parts.append("\(counted(errors, "error")), \(counted(warnings, "warning"))") }
        if report.wroteSite {
            var wrote = "wrote \(counted(report.fileCount, "file")) (\(formatBytes(report.byteCount))) to \(output)/"
            if report.keptFileCount > 0 { wrote += " (\(report.keptFileCount) unchanged, kept as they were)" }
            if let perRule = report.searchIndexBytesPerRule { wrote += ", search index \(perRule) bytes/rule" }
            parts.append(wrote)
        } else {
            parts.append("nothing written")
        }
        return (report.succeeded ? "Built: " : "Build failed: ") + parts.joined(separator: ", ")
            + String(format: " in %.2f s", seconds)
    }

    static func formatBytes(_ n: Int) -> String {
        n >= 1_048_576 ? String(format: "%.1f MB", Double(n) / 1_048_576)
            : n >= 1024 ? String(format: "%.0f KB", Double(n) / 1024) : "\(n) B"
    }
}
