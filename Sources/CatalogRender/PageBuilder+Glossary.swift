import CatalogModel
import TemplateKit

extension PageBuilder {
    /// `glossary.html`, in every language's site when the catalog has a glossary: each
    /// language's terms, with the words they replace.
    func glossary() -> Page {
        let strings = interfaceStrings
        let source = catalog.languages.first ?? "en"
        return Page(template: "glossary", path: "glossary.html", model: GlossaryPage(
            chrome: chrome(title: strings["glossary"], path: "glossary.html", current: "glossary"),
            glossaries: catalog.glossaries.map { glossary in
                GlossaryView(
                    language: glossary.language,
                    name: options.strings[glossary.language]?["languageName"] ?? glossary.language,
                    file: glossary.file,
                    entries: glossary.entries.map { entry in
                        GlossaryEntryView(source: entry.source, sourceLanguage: source, term: entry.term,
                                          replaces: entry.replaces.joined(separator: ", "))
                    })
            }))
    }
}
