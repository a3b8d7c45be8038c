import TemplateKit

/// A rule named by another page (an example's rules, a disagreement's rules): its id, lead and link.
@TemplateModel
struct RuleRef {
    let id: String
    /// Nil for a rule the catalog does not hold.
    let href: String?
    var hasHref: Bool { href != nil }
    let lead: String
}
