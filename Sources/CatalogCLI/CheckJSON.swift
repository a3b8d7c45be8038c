import CatalogModel
import CatalogSite
import Foundation
import SpecRunner

/// The tool-facing report of `sheetcat check --format json`: sorted keys, stable order.
enum CheckJSON {
    struct Location: Encodable { var file: String; var line: Int; var column: Int? }
    struct Example: Encodable {
        var id: String
        var rules: [String]
        var status: String
        var location: Location
        var message: String
    }
    struct DiagnosticObject: Encodable {
        var id: String
        var severity: String
        var summary: String
        var explanation: String?
        var fix: String?
        var location: Location?
        var step: String?
    }
    struct Summary: Encodable {
        var passed: Int
        var failed: Int
        var errors: Int
        var warnings: Int
        var rules: Int
        var pages: Int
    }
    struct Mutations: Encodable {
        var made: Int
        var killed: Int
        var equivalent: Int
        var weak: Int
    }
    struct Document: Encodable {
        var examples: [Example]
        var diagnostics: [DiagnosticObject]
        var coverage: CoverageJSON
        var summary: Summary
        /// Only with --mutations.
        var mutations: Mutations?
    }

    static func render(_ report: BuildReport, mutation: MutationReport? = nil) -> String {
        let catalog = report.catalog
        let document = Document(
            examples: catalog.results.map {
                Example(id: $0.exampleID, rules: $0.ruleIDs, status: $0.status.rawValue,
                        location: Location(file: $0.location.file, line: $0.location.line), message: $0.message)
            },
            diagnostics: report.diagnostics.map {
                DiagnosticObject(id: $0.id, severity: $0.severity.rawValue, summary: $0.summary, explanation: $0.explanation,
                                 fix: $0.fix, location: $0.location.map { Location(file: $0.file, line: $0.line, column: $0.column) },
                                 step: $0.step)
            },
            coverage: CoverageJSON(catalog),
            summary: Summary(passed: report.passedExamples, failed: report.failedExamples,
                             errors: report.diagnostics.errorCount, warnings: report.diagnostics.warningCount,
                             rules: catalog.ruleCount, pages: catalog.components.count),
            mutations: mutation.map { Mutations(made: $0.made, killed: $0.killed, equivalent: $0.equivalent, weak: $0.weak) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
