import Foundation
import CatalogModel
import CatalogIngest
import CatalogRender
import Parallel
import Synchronization

/// A build on its way through the steps: what each step leaves for the steps after it.
///
/// The pipeline's loop (`SitePipeline.run`) hands it from step to step and turns it into the
/// `BuildReport` at the end; each step reads the fields the steps before it filled in.
package struct SiteBuild {
    package let configuration: SiteConfiguration
    /// The catalog as the steps so far made it, and every diagnostic raised so far.
    package var report = BuildReport(catalog: Catalog(), diagnostics: [])
    /// Set by a step that ends the build although nothing is wrong (a preview that stops after
    /// the edited pages); a step that finds an error does not need it (see `blocksRendering`).
    package var isOver = false

    // Made by render's check, before any page is read.
    /// The parsed templates; nil until render's check made them, or when they did not parse.
    package var renderer: SiteRenderer?
    /// The files of the templates' `assets/`, copied as they are.
    package var assets: [(path: String, bytes: [UInt8])] = []

    // Made by ingest, for verify and render.
    /// `Set(catalog.ruleIDs)`, when assembly made it on the way.
    package var ruleIDs: Set<String>?
    /// Pages ingest left out; examples naming their rules are counted in a note rather than each
    /// reported as naming an unknown rule.
    package var leftOut = LeftOutPages()
    /// The bytes of the pages read, which the output budget is in proportion to.
    package var inputBytes = 0

    // Made by verify and render for the steps after them (a one-off build).
    /// The page builder's look-ups, made on another core while the examples run.
    var preparation: ParallelWork.Pending<RenderPreparation>?
    /// The hidden folder beside the output that render fills and write swaps in.
    var staging: StagingArea?
    var renderStats: RenderStats?

    package init(_ configuration: SiteConfiguration) {
        self.configuration = configuration
    }

    package var options: RenderOptions {
        RenderOptions(baseURL: configuration.baseURL, siteTitle: configuration.siteTitle)
    }

    package var budget: OutputBudget {
        OutputBudget(inputBytes: inputBytes, configured: configuration.maxOutputBytes)
    }

    var writer: SiteWriter {
        SiteWriter(outputDirectory: configuration.outputDirectory)
    }

    /// Whether an error so far (a warning too, under `--strict`) keeps the site from being
    /// rendered or written. Failing spec examples do not: the verification page shows them.
    package var blocksRendering: Bool {
        report.diagnostics.contains {
            $0.step != PipelineStep.verify.name
                && ($0.severity == .error || (configuration.strict && $0.severity == .warning))
        }
    }

    /// What a finished write tells the summary line.
    package mutating func recordWrite(files: Int, bytes: Int, stats: RenderStats) {
        report.wroteSite = true
        report.fileCount = files
        report.byteCount = bytes
        report.searchIndexBytesPerRule = stats.bytesPerRule
    }

    package static func writeFailed(_ error: any Error) -> Diagnostic {
        Diagnostic(id: "output.write-failed", summary: "could not write the site: \(error.localizedDescription)",
                   explanation: "the previous site, if any, was left in place", step: "write")
    }

    /// Two pages that would land on one file, or a path that would leave the folder, are errors.
    package static func checkPaths(_ paths: [String]) -> [Diagnostic] {
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            if let problem = OutputPath.problem(with: path) {
                diagnostics.append(Diagnostic(id: "output.unsafe-path", summary: "refusing to write '\(path)': \(problem)",
                                              fix: "rename the page or id that produces this path", step: "write"))
            } else if !seen.insert(path.lowercased()).inserted {
                diagnostics.append(Diagnostic(id: "output.path-collision",
                                              summary: "two pages would write the same file '\(path)'",
                                              explanation: "file names that differ only in case collide on many file systems",
                                              fix: "give one of the pages a different id", step: "write"))
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    func inStep(_ name: String) -> Diagnostic {
        var copy = self
        if copy.step == nil { copy.step = name }
        return copy
    }
}

/// Bytes counted from several threads at once.
final class ByteTally: Sendable {
    private let count = Atomic<Int>(0)
    func add(_ bytes: Int) { count.add(bytes, ordering: .relaxed) }
    var total: Int { count.load(ordering: .relaxed) }
}
