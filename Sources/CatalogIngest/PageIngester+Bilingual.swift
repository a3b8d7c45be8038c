import CatalogModel

extension PageIngester {
    /// Gathers a bilingual page's translations of its own text into the page, and checks each
    /// rule translation's recorded source hash against the rule it sits under.
    static func bilingual(_ page: inout Component, _ recognizer: PageRecognizer) -> [Diagnostic] {
        var languages = Set(recognizer.titleTranslations.keys)
        languages.formUnion(recognizer.abstractTranslations.keys)
        languages.formUnion(recognizer.overviewTranslations.keys)
        for section in page.sections { languages.formUnion(section.translations.keys) }
        for rule in page.rules { languages.formUnion(rule.translations.keys) }
        languages.remove(page.language)
        for language in languages.sorted() {
            page.translations[language] = PageTranslation(
                language: language, title: recognizer.titleTranslations[language],
                abstract: recognizer.abstractTranslations[language], overview: recognizer.overviewTranslations[language],
                file: page.file)
        }
        var diagnostics: [Diagnostic] = []
        for r in page.rules.indices where !page.rules[r].translations.isEmpty {
            diagnostics += TranslationCheck.markStale(&page.rules[r])
        }
        return diagnostics
    }
}
