import CatalogModel
import Synchronization
import TemplateKit

/// A component as a card on the home page: the fields of `ComponentView` without rules. The few
/// a card shows are made up front; for any other name of `ComponentView` (overview, statements,
/// links, sources) the whole view is made, once, the first time a template asks. Making all of
/// them for every card when the default card shows five was most of the home page's cost at
/// 10,000 components.
@TemplateModel
struct ComponentCardView {
    let id: String
    let title: String
    let kind: String
    var isGuide: Bool { kind == "guide" }
    let href: String
    let abstract: String
    let ruleCount: Int
    let exampleCount: Int
    let failedCount: Int
    var hasFailures: Bool { failedCount > 0 }
    var allPassed: Bool { failedCount == 0 && exampleCount > 0 }
    /// The languages of the title and abstract when a language's home page shows them
    /// untranslated (see `ComponentView`).
    let titleLanguage: String?
    let abstractLanguage: String?
    private let whole: Whole

    /// The page builder, held once by reference for all the cards of a page rather than copied
    /// into each.
    final class Builder: Sendable {
        let builder: PageBuilder
        init(_ builder: PageBuilder) { self.builder = builder }
    }

    /// The whole view, made on first use and shared by every copy of the card; the lock makes a
    /// card safe to share, though one page renders it.
    private final class Whole: Sendable {
        let component: Int
        let builder: Builder
        let made = Mutex<ComponentView?>(nil)

        init(component: Int, builder: Builder) {
            self.component = component
            self.builder = builder
        }

        var view: ComponentView {
            made.withLock { made in
                if let made { return made }
                let view = builder.builder.componentCard(builder.builder.catalog.components[component])
                made = view
                return view
            }
        }
    }

    init(component: Int, builder: Builder, exampleCount: Int, failedCount: Int) {
        let c = builder.builder.catalog.components[component]
        id = c.id
        title = c.title
        kind = c.kind.rawValue
        href = LinkResolver.componentHref(c.id, root: "")
        abstract = c.abstract.plainText
        ruleCount = c.rules.count
        self.exampleCount = exampleCount
        self.failedCount = failedCount
        titleLanguage = c.untranslated?.title == true ? c.untranslated?.language : nil
        abstractLanguage = c.untranslated?.abstract == true ? c.untranslated?.language : nil
        whole = Whole(component: component, builder: builder)
    }

    /// Every other name of `ComponentView` from the whole view; names of the page around the
    /// card (which a look-up climbs past the card for) make nothing.
    func otherValue(for key: TemplateKey) -> TemplateValue {
        ComponentView.templateFieldNames.index(of: key) == nil ? .missing : whole.view.value(for: key)
    }
}
