import CatalogModel
import CatalogSite
import SpecRunner

/// `check --mutations`: mutation-tests the examples of a checked catalog and adds a warning for
/// each weak one to the report (an error with --strict, as every warning is).
enum MutationCheck {
    static func run(_ report: inout BuildReport, strict: Bool) -> MutationReport {
        let mutation = SpecRunner().mutationReport(report.catalog)
        let found = mutation.diagnostics.map { d -> Diagnostic in
            var d = d
            d.step = "verify"
            if strict && d.severity == .warning { d.severity = .error }
            return d
        }
        report.diagnostics = (report.diagnostics + found).sortedForDisplay()
        return mutation
    }

    /// The line `check` prints after the coverage.
    static func summary(_ m: MutationReport) -> String {
        "Mutation testing: \(m.made) mutants of Then steps; \(m.killed) caught, \(m.equivalent) equivalent"
            + " (the model says they hold too), \(m.weak) survived in weak examples"
    }
}
