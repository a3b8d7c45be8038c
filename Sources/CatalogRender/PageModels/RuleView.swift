import CatalogModel
import TemplateKit

/// One rule. The same value serves the component page (permalinks within the page) and, with its
/// permalink pointing at that page, `partials/rule-link` for every page that lists the rule.
@TemplateModel
struct RuleView {
    let id: String
    let permalink: String
    let leadHTML: String
    let lead: String
    let bodyHTML: String
    let hasBody: Bool
    let strength: String
    let strengthLabel: String
    let allPlatforms: Bool
    let platforms: [PlatformRef]
    /// " (regular width)" for a rule scoped by size class, "" otherwise: the end of `platformsText`.
    let widthNote: String
    let sources: [SourceRef]
    let taste: Bool
    let examples: [ExampleView]
    let verification: String
    let verificationLabel: String
    let componentID: String
    let componentTitle: String
    let componentHref: String
    /// Shown as `file:line`.
    let location: SourceLocation
    /// The language of the lead and body when the page is shown in another that has no
    /// translation of the rule (`lang` on them, and a note); nil otherwise.
    var fallbackLanguage: String? = nil

    // Computed when a template asks, not for every rule: the project's templates show
    // `platformsText` only in the one-line links of platform rules.

    /// "iOS, iPadOS (regular width)", or "All platforms".
    var platformsText: String {
        (platforms.isEmpty ? "All platforms" : platforms.map(\.name).joined(separator: ", ")) + widthNote
    }

    var hasExamples: Bool { !examples.isEmpty }
}

/// A rule's or an example's place in its page, as templates show it: `file:line`, made only when
/// a template asks for it.
extension SourceLocation: TemplateRepresentable {
    public var templateValue: TemplateValue { .text("\(file):\(line)") }
}
