import TemplateKit

/// `index.html`: what the catalog holds, its verification state, and the search box.
@TemplateModel
struct HomePage: PageModel {
    let chrome: PageChrome
    let isHome = true
    let components: [ComponentCardView]
    let guides: [ComponentCardView]
    var hasGuides: Bool { !guides.isEmpty }
    /// The same cards in parts of `PageBuilder.partSize`, one grid each.
    let componentGroups: [CardGroup]
    let componentsAreSplit: Bool
    let guideGroups: [CardGroup]
    let guidesAreSplit: Bool
    let platforms: [PlatformRef]
    let state: StateSummary
    let strengths: [StrengthView]
}

/// One grid of component cards.
@TemplateModel
struct CardGroup {
    let cards: [ComponentCardView]
}

/// A rule strength and its label, for the legend.
@TemplateModel
struct StrengthView {
    let id: String
    let label: String
}
