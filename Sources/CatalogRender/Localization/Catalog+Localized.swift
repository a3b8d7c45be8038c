import CatalogModel

extension Catalog {
    /// The catalog as a language's pages show it: each page, section and rule with its text in
    /// `language` where it has one, else its source text, marked with the language it is in
    /// (`untranslated`, `fallbackLanguage`) so that the templates give it `lang` and a visible
    /// note (`pageNotTranslated`, `ruleNotTranslated`);
    /// a translation made from an older source text carries the `stale` marker. Ids, platforms,
    /// strengths, sources and examples stay as they are, so every link and anchor is the same
    /// in every language.
    func localized(to language: String, strings: SiteStrings) -> Catalog {
        var catalog = self
        func marker(_ key: String) -> Block { .paragraph([.emphasis([.text(strings[key])])]) }
        for c in catalog.components.indices {
            var page = catalog.components[c]
            guard page.language != language else { continue }
            let source = page.language
            guard let translation = page.translations[language] else {
                // The page stays in its source language, marked so as a whole; the template
                // says it is not translated.
                page.untranslated = UntranslatedText(language: source, wholePage: true, title: true,
                                                     abstract: !page.abstract.isEmpty, overview: !page.overview.isEmpty)
                catalog.components[c] = page
                continue
            }
            let title = translation.title.map { !$0.isEmpty } ?? false
            if title { page.title = translation.title! }
            if let abstract = translation.abstract { page.abstract = abstract }
            if let overview = translation.overview { page.overview = overview }
            var parts = UntranslatedText(language: source, wholePage: false, title: !title,
                                         abstract: translation.abstract == nil && !page.abstract.isEmpty,
                                         overview: translation.overview == nil && !page.overview.isEmpty)
            for i in page.related.indices {
                if i < translation.relatedTitles.count, let title = translation.relatedTitles[i] {
                    page.related[i].title = title
                } else {
                    parts.relatedLinks.append(i)
                }
            }
            for i in page.changeLog.indices {
                if i < translation.changeLogTexts.count, let text = translation.changeLogTexts[i] {
                    page.changeLog[i].text = text
                } else {
                    parts.changeLogEntries.append(i)
                }
            }
            if parts.title || parts.abstract || parts.overview || !parts.relatedLinks.isEmpty || !parts.changeLogEntries.isEmpty {
                page.untranslated = parts
            }
            for s in page.sections.indices {
                let text = page.sections[s].translations[language]
                if let title = text?.title, !title.isEmpty {
                    page.sections[s].title = title
                } else {
                    page.sections[s].titleFallbackLanguage = source
                }
                if let prose = text?.prose {
                    page.sections[s].prose = prose
                } else if !page.sections[s].prose.isEmpty {
                    page.sections[s].proseFallbackLanguage = source
                }
            }
            for r in page.rules.indices {
                guard let text = page.rules[r].translations[language] else {
                    page.rules[r].fallbackLanguage = source
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
