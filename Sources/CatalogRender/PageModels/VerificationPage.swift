import TemplateKit

/// `verification.html`: every example with its status and rules (past the list limit, those that
/// did not pass), the rules without one, and coverage tables.
@TemplateModel
struct VerificationPage: PageModel {
    let chrome: PageChrome
    /// Each example has its own heading here; its details need not repeat the title.
    let inVerification = true
    let componentCoverage: [CoverageRow]
    /// The same rows in tables of `PageBuilder.partSize`.
    let componentCoverageGroups: [CoverageGroup]
    var coverageIsSplit: Bool { componentCoverageGroups.count > 1 }
    let platformCoverage: [CoverageRow]
    let totalCoverage: CoverageRow
    /// `ExampleView`s made as the template walks them.
    let examples: TemplateValue
    let listsEveryExample: Bool
    let unlistedExampleCount: Int
    let listLimit: Int
    let failedExamples: [ExampleView]
    let hasExamples: Bool
    let state: StateSummary
    let untestedCount: Int
    let listsUntestedRules: Bool
    /// `RuleRef`s made as the template walks them.
    let untestedRules: TemplateValue
    /// `UntestedGroup`s made as the template walks them.
    let untestedByComponent: TemplateValue
    var hasUntestedRules: Bool { untestedCount > 0 }
}

/// How many of a component's (or platform's) rules an example covers.
@TemplateModel
struct CoverageRow {
    let title: String
    let href: String
    let rules: Int
    let covered: Int
    let passing: Int
    let percent: Int
    var complete: Bool { covered == rules }
}

/// One table of coverage rows.
@TemplateModel
struct CoverageGroup {
    let caption: String
    let rows: [CoverageRow]
}

/// A component's rules without an example.
@TemplateModel
struct UntestedGroup {
    let title: String
    let href: String
    let anchor: String
    let count: Int
    /// `RuleRef`s made as the template walks them.
    let rules: TemplateValue
}
