import TemplateKit

/// A source a rule cites, with its edition and where the sources page lists it.
@TemplateModel
struct SourceRef {
    let id: String
    let title: String
    let edition: String?
    let href: String?
    let anchor: String
}
