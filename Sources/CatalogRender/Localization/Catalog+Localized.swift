import CatalogModel

extension Catalog {
    /// The catalog as a language's pages show it: each page, section and rule with its text in
    /// `language` where it has one, else its source text with a visible marker (`notTranslated`
    /// on a page with no translation at all, on each rule left out of a translated page);
    /// a translation made from an older source text carries the `stale` marker. Ids, platforms,
    /// strengths, sources and examples stay as they are, so every link and anchor is the same
    /// in every language.
    func localized(to language: String, strings: SiteStrings) -> Catalog {
        var catalog = self
        func marker(_ key: String) -> Block { .paragraph([.emphasis([.text(strings[key])])]) }
        for c in catalog.components.indices {
            var page = catalog.components[c]
            guard page.language != language else { continue }
            guard let translation = page.translations[language] else {
                page.overview.insert(marker("pageNotTranslated"), at: 0)
                catalog.components[c] = page
                continue
            }
            if let title = translation.title, !title.isEmpty { page.title = title }
            if let abstract = translation.abstract { page.abstract = abstract }
            if let overview = translation.overview { page.overview = overview }
            for s in page.sections.indices {
                guard let text = page.sections[s].translations[language] else { continue }
                if let title = text.title, !title.isEmpty { page.sections[s].title = title }
                if let prose = text.prose { page.sections[s].prose = prose }
            }
            for r in page.rules.indices {
                guard let text = page.rules[r].translations[language] else {
                    page.rules[r].body.insert(marker("ruleNotTranslated"), at: 0)
                    continue
                }
                page.rules[r].lead = text.lead
                page.rules[r].body = text.isStale ? [marker("staleTranslation")] + text.body : text.body
            }
            page.language = language
            catalog.components[c] = page
        }
        return catalog
    }

    /// The languages the site has pages in besides its source language: those any page is
    /// translated into, in tag order.
    var mirrorLanguages: [String] {
        let source = languages.first ?? "en"
        return Set(components.flatMap { $0.translations.keys }).subtracting([source]).sorted()
    }
}
