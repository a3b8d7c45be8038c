import Foundation
import CatalogModel
import CatalogRender
import Parallel
import SpecRunner

extension SiteBuild {
    /// Verify: every spec example run against the model; the results join the catalog.
    mutating func verify(_ progress: StepProgress) {
        // The page builder's look-ups read the pages, not the examples' results: a build that
        // renders makes them on another core while the examples run.
        if renderer != nil {
            let (catalog, options) = (report.catalog, self.options)
            preparation = ParallelWork.inBackground { RenderPreparation(catalog, options: options) }
        }
        verify(progress) { runner, catalog, ruleIDs in
            ruleIDs.map { runner.run(catalog, knownRuleIDs: $0) } ?? runner.run(catalog)
        }
    }

    /// Verify with the examples run by `run` (given the runner, the catalog and, when known,
    /// the set of its rule ids), which must give what `SpecRunner.run(_:)` gives.
    package mutating func verify(_ progress: StepProgress,
                                 run: (SpecRunner, Catalog, Set<String>?) -> (results: [ExampleResult], diagnostics: [Diagnostic])) {
        let catalog = report.catalog
        progress.started("Verifying \(counted(catalog.examples.count, "example"))")
        let leftOut = self.leftOut
        let runner = leftOut.isEmpty ? SpecRunner() : SpecRunner(excusingRules: { leftOut.mayHold(rule: $0) })
        let (results, specDiagnostics) = run(runner, catalog, ruleIDs)
        let heldBack = leftOut.isEmpty ? [] : leftOut.notes(examples: catalog.examples, knownRuleIDs: ruleIDs ?? Set(catalog.ruleIDs))
        report.catalog.results = results
        report.diagnostics += specDiagnostics + heldBack
    }
}
