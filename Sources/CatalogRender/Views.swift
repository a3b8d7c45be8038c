import CatalogModel

// The values templates receive. Field names are the template variables documented in
// docs/templates.md; a field ending in `HTML` holds markup this module escaped already and is
// meant for `{{{triple}}}` braces, every other string is plain text for `{{double}}` braces.

struct NavItem { var title: String; var href: String; var current: Bool }

struct PlatformRef { var id: String; var name: String; var href: String }

struct SourceRef { var id: String; var title: String; var edition: String?; var href: String?; var anchor: String }

struct RuleRef { var id: String; var href: String?; var lead: String }

struct StepView { var keyword: String?; var text: String }

struct CaseView {
    var number: Int
    var steps: [StepView]
    var passed: Bool
    var statusLabel: String
    /// Only when the example has several cases; a single case's failure is the example's `message`.
    var caseMessage: String?
}

struct ExampleView {
    var id: String
    var anchor: String
    var title: String
    var status: String
    var statusLabel: String
    var passed: Bool
    var failed: Bool
    var notRun: Bool
    var message: String?
    var cases: [CaseView]
    var multipleCases: Bool
    var location: String
    var rules: [RuleRef]
    var componentTitle: String
    var componentHref: String
}

struct RuleView {
    var id: String
    var permalink: String
    var leadHTML: String
    var lead: String
    var bodyHTML: String
    var hasBody: Bool
    var strength: String
    var strengthLabel: String
    var allPlatforms: Bool
    var platforms: [PlatformRef]
    var platformsText: String
    var sources: [SourceRef]
    var taste: Bool
    var examples: [ExampleView]
    var hasExamples: Bool
    var verification: String
    var verificationLabel: String
    var componentID: String
    var componentTitle: String
    var componentHref: String
    var location: String
}

struct SectionView {
    var id: String
    var anchor: String
    var title: String
    var proseHTML: String
    var hasProse: Bool
    var rules: [RuleView]
    var hasRules: Bool
    var platformsText: String
}

struct StatementView {
    var platform: PlatformRef
    /// `unsupported`, `no-additional-considerations`, `specific` or `general`.
    var status: String
    var label: String
    var unsupported: Bool
    var noAdditionalConsiderations: Bool
    var detail: String?
}

struct LinkView { var title: String; var href: String? }

struct APIView { var name: String; var framework: String; var href: String? }

struct ChangeView { var date: String; var text: String }

struct BehaviorRow { var label: String; var value: String }

struct BehaviorView { var anchor: String; var presentation: String; var rows: [BehaviorRow]; var note: String? }

struct ComponentView {
    var id: String
    var title: String
    var kind: String
    var isGuide: Bool
    var href: String
    var abstractHTML: String
    var abstract: String
    var overviewHTML: String
    var hasOverview: Bool
    var general: [SectionView]
    var platformSections: [SectionView]
    var hasPlatformSections: Bool
    var statements: [StatementView]
    var related: [LinkView]
    var hasRelated: Bool
    var apis: [APIView]
    var hasAPIs: Bool
    var changeLog: [ChangeView]
    var hasChangeLog: Bool
    var sources: [SourceRef]
    var ruleCount: Int
    var exampleCount: Int
    var failedCount: Int
    var hasFailures: Bool
    var allPassed: Bool
    var presentations: [String]
}

struct CoverageRow {
    var title: String
    var href: String
    var rules: Int
    var covered: Int
    var passing: Int
    var percent: Int
    var complete: Bool
}

struct CellView {
    var status: String
    var label: String
    var note: String?
    var href: String
    var platform: String
}

struct MatrixRow { var component: PlatformRef; var cells: [CellView] }

struct PairView { var a: PlatformRef; var b: PlatformRef; var href: String; var title: String }
