import TemplateKit

/// `404.html`: served for any missing path, so its links use the base URL when there is one.
@TemplateModel
struct NotFoundPage: PageModel {
    let chrome: PageChrome
    let components: [PageLink]
}
