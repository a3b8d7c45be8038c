import CatalogModel
import CatalogSite
import SpecRunner

/// The people-facing report of `sheetcat check`.
enum CheckText {
    static func render(_ report: BuildReport, verbose: Bool, mutation: MutationReport? = nil) -> String {
        let catalog = report.catalog
        var lines: [String] = []
        if verbose {
            for result in catalog.results {
                let mark = result.status == .passed ? "PASS" : "FAIL"
                lines.append("\(mark) \(result.exampleID)  \(result.location.file):\(result.location.line)")
            }
            if !catalog.results.isEmpty { lines.append("") }
        }
        lines += CoverageText.render(catalog)
        if let mutation { lines.append(MutationCheck.summary(mutation)) }
        lines.append("")
        let failed = report.failedExamples
        let errors = report.diagnostics.errorCount, warnings = report.diagnostics.warningCount
        lines.append("\(report.passedExamples) passed, \(failed) failed"
                     + " (\(catalog.results.count) examples, \(catalog.ruleCount) rules, \(catalog.components.count) pages;"
                     + " \(errors) error(s), \(warnings) warning(s))")
        return lines.joined(separator: "\n")
    }
}
