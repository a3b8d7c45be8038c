import TemplateKit

/// `components/<id>.html`.
@TemplateModel
struct ComponentPage: PageModel {
    let chrome: PageChrome
    let component: ComponentView
}
