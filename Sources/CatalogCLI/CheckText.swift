import CatalogModel
import CatalogSite
import SpecRunner

/// The people-facing report of `sheetcat check`.
enum CheckText {
    static func render(_ report: BuildReport, verbose: Bool, mutation: MutationReport? = nil, paths: DisplayPaths = DisplayPaths(content: "")) -> String {
        let catalog = report.catalog
        var lines: [String] = []
        if verbose {
            for result in catalog.results {
                let mark = result.status == .passed ? "PASS" : "FAIL"
                lines.append("\(mark) \(result.exampleID)  \(paths.place(result.location))")
            }
            if !catalog.results.isEmpty { lines.append("") }
        }
        // A catalog of no pages has nothing to cover: no table of 0 of 0 rules, which would read
        // as all of them covered (a missing or empty content folder is its own error above).
        if !catalog.components.isEmpty { lines += CoverageText.render(catalog, paths: paths) }
        if let mutation { lines.append(MutationCheck.summary(mutation)) }
        lines.append("")
        let failed = report.failedExamples
        let errors = report.diagnostics.errorCount, warnings = report.diagnostics.warningCount
        lines.append("\(report.passedExamples) passed, \(failed) failed"
                     + " (\(counted(catalog.results.count, "example")), \(counted(catalog.ruleCount, "rule")), \(counted(catalog.components.count, "page"));"
                     + " \(counted(errors, "error")), \(counted(warnings, "warning")))")
        return lines.joined(separator: "\n")
    }
}
