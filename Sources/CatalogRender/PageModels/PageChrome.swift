import TemplateKit

/// What every page shows through the layout: where it is, its titles, the navigation, and on a
/// site in several languages the same page in each of them.
@TemplateModel
struct PageChrome {
    /// What the page's links start with: `../` per folder down (the base URL on `404.html`).
    let root: String
    let siteTitle: String
    let pageTitle: String
    let path: String
    let lang: String
    /// The interface strings of the page's language (`strings.navHome`), made once per language
    /// (`PageBuilder.interfaceTables`) and shared by its pages.
    let strings: TemplateValue
    let nav: [NavItem]
    /// The page's absolute address; with a base URL only, and never on `404.html`.
    let canonical: String?
    /// On a site in several languages only, and never on `404.html`.
    let languages: [LanguageLink]?
    let hasLanguages: Bool?
    /// The `hreflang` alternates, the source language's again as `x-default`.
    let alternates: [AlternateLink]?
}

/// The same page in one language of the site, for the language switcher.
@TemplateModel
struct LanguageLink {
    let hreflang: String
    /// From this page.
    let href: String
    /// Absolute with a base URL, else `href`.
    let alternate: String
    /// The language's name in itself (its strings file's `languageName`).
    let name: String
    let current: Bool
}

/// One `<link rel="alternate" hreflang>` of a page.
@TemplateModel
struct AlternateLink {
    let hreflang: String
    let href: String
}

/// A page's model: its own fields, and every name it does not have from the layout's.
protocol PageModel: TemplateModel {
    var chrome: PageChrome { get }
}

extension PageModel {
    func otherValue(for key: TemplateKey) -> TemplateValue { chrome.value(for: key) }
}

/// A page that shows nothing but the layout.
@TemplateModel
struct PlainPage: PageModel {
    let chrome: PageChrome
}

/// A title and a link: a component in a list.
@TemplateModel
struct PageLink {
    let title: String
    let href: String
}
