import TemplateKit

/// A language's interface strings in the two forms pages use: by key, for the words the page
/// builder writes itself, and as templates see them (`strings.navHome`), made once per
/// language: made for every page, a few hundred names each, they were 2% of a 1,000-page
/// build's instructions.
struct InterfaceStrings: Sendable {
    let table: SiteStrings
    let templateValue: TemplateValue

    init(_ table: SiteStrings) {
        self.table = table
        self.templateValue = table.values.templateValue
    }

    /// The English compiled in: what a page shows when no strings file gives its language or English.
    static let builtInEnglish = InterfaceStrings(.builtInEnglish)
}
