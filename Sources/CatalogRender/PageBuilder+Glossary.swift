import CatalogModel
import TemplateKit

extension PageBuilder {
    /// `glossary.html`, in every language's site when the catalog has a glossary: each
    /// language's terms, with the words they replace.
    func glossary() -> Page {
        let strings = options.strings[options.language ?? "en"] ?? options.strings["en"] ?? SiteStrings(values: [:])
        var context = chrome(title: strings["glossary"], path: "glossary.html", current: "glossary")
        let source = catalog.languages.first ?? "en"
        context["glossaries"] = .init(catalog.glossaries.map { glossary -> [String: TemplateValue] in
            [
                "language": .text(glossary.language),
                "name": .text(options.strings[glossary.language]?["languageName"] ?? glossary.language),
                "file": .text(glossary.file),
                "entries": .init(glossary.entries.map { entry -> [String: TemplateValue] in
                    ["source": .text(entry.source), "sourceLanguage": .text(source), "term": .text(entry.term),
                     "replaces": .text(entry.replaces.joined(separator: ", "))]
                }),
            ]
        })
        return Page(template: "glossary", path: "glossary.html", context: context)
    }
}
