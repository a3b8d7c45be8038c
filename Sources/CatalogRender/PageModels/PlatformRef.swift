import TemplateKit

/// A link to a platform's page (also used for a component's link in a comparison row).
@TemplateModel
struct PlatformRef {
    let id: String
    let name: String
    let href: String
}
