import ArgumentParser
import CatalogModel
import CatalogSite
import Foundation
import SpecRunner

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Ingest content/ and run every spec example; write nothing.",
        discussion: """
        Prints each failing example with file:line and expected vs. actual values, then rule coverage per component and platform. With --format json, prints one JSON object with `examples`, `diagnostics`, `coverage` and `summary` (the example objects match catalog.json).

        With --mutations, also mutation-tests the examples: each Then step (and each And after one) is changed into its opposite or a neighbour (medium/large, modal/nonmodal, leading/trailing, supported/not supported, is/is not, dismissed/stays on screen, Done/Cancel, numbers ±1, the subject to another presentation the example holds) and the example runs again. An example that still passes, although the mutated step never looked at what changed, is a warning at that line [spec.weak-example]; a mutant the model itself says is true is equivalent and not reported. The counts of mutants made, caught, equivalent and weak follow the coverage.

        Exit status: 0 when every example passes and there are no errors (with --strict, no warnings either), 1 otherwise.
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

    @Flag(name: .long, help: "Mutation-test the examples: report each one that still passes when a Then step says something else.")
    var mutations = false

    func run() throws {
        let pipeline = SitePipeline(progress: format == .text ? StepPrinter() as any ProgressReporter : SilentProgress())
        var report = pipeline.check(contentDirectory: content.contentURL, strict: content.strict)
        let mutation = mutations ? MutationCheck.run(&report, strict: content.strict) : nil
        switch format {
        case .json:
            Terminal.standardOutput(CheckJSON.render(report, mutation: mutation))
        case .text:
            DiagnosticPrinter(paths: DisplayPaths(content: content.content), groupsWarnings: true).print(report.diagnostics)
            Terminal.standardOutput(CheckText.render(report, verbose: verbose, mutation: mutation, paths: DisplayPaths(content: content.content)))
        }
        if !report.succeeded { throw ExitCode.failure }
    }
}
