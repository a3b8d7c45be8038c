import TemplateKit

/// One link of the site's navigation bar.
@TemplateModel
struct NavItem {
    let title: String
    let href: String
    let current: Bool
}
