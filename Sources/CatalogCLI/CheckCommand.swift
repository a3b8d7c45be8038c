import ArgumentParser
import CatalogModel
import CatalogSite
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Ingest content/ and run every spec example; write nothing.",
        discussion: """
        Prints each failing example with file:line and expected vs. actual values, then rule coverage per component and platform. With --format json, prints one JSON object with `examples`, `diagnostics`, `coverage` and `summary` (the example objects match catalog.json).

        Exit status: 0 when every example passes and there are no errors, 1 otherwise.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var content: ContentOptions

    @Option(name: .long, help: "Output format: text (for people) or json (for tools).")
    var format: Format = .text

    @Flag(name: .long, help: "List every example, not only the failing ones.")
    var verbose = false

    func run() throws {
        let pipeline = SitePipeline(progress: format == .text ? StepPrinter() as any ProgressReporter : SilentProgress())
        let report = pipeline.check(contentDirectory: content.contentURL, strict: content.strict)
        switch format {
        case .json:
            Terminal.standardOutput(CheckJSON.render(report))
        case .text:
            DiagnosticPrinter().print(report.diagnostics)
            Terminal.standardOutput(CheckText.render(report, verbose: verbose))
        }
        if !report.succeeded { throw ExitCode.failure }
    }
}
