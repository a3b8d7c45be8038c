import TemplateKit

/// The catalog's verification state in numbers, as the home and verification pages show it.
@TemplateModel
struct StateSummary {
    let ruleCount: Int
    let componentCount: Int
    let exampleCount: Int
    let passedCount: Int
    let failedCount: Int
    let notRunCount: Int
    var allVerified: Bool { exampleCount > 0 && failedCount == 0 && notRunCount == 0 }
    var hasFailures: Bool { failedCount > 0 }
    var hasNotRun: Bool { notRunCount > 0 }
    var noExamples: Bool { exampleCount == 0 }
}
