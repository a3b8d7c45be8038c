import TemplateKit

/// `glossary.html`: each language's terms, with the words they replace.
@TemplateModel
struct GlossaryPage: PageModel {
    let chrome: PageChrome
    let glossaries: [GlossaryView]
}

/// One language's glossary.
@TemplateModel
struct GlossaryView {
    let language: String
    /// The language's name in itself.
    let name: String
    let file: String
    let entries: [GlossaryEntryView]
}

/// A term of a glossary and the source-language word it stands for.
@TemplateModel
struct GlossaryEntryView {
    let source: String
    let sourceLanguage: String
    let term: String
    /// The words it replaces, joined with commas.
    let replaces: String
}
