import CatalogModel
import SheetBehavior

extension SiteRenderer {
    /// This renderer with the catalog's languages in its options: the source language for the
    /// pages at the top of the site, and the languages the pages are translated into.
    func prepared(for catalog: Catalog) -> SiteRenderer {
        var options = self.options
        let source = catalog.languages.first ?? "en"
        options.language = source
        let mirrors = catalog.mirrorLanguages
        options.siteLanguages = mirrors.isEmpty ? [] : [source] + mirrors
        options.strings = stringTables
        options.hasEquivalentsPage = library.contains(template: "equivalents")
            && catalog.platforms.contains { PlatformKind(rawValue: $0.id) != nil }
        return with(options: options)
    }

    /// The interface strings of every language the templates have a file for, each filled in
    /// from the English file for the keys it leaves out, and that from the compiled-in English
    /// (a templates folder may hold an `en.strings` from before a key was added).
    var stringTables: [String: SiteStrings] {
        var tables = SiteStrings.tables(in: templateTexts)
        let english = (tables["en"] ?? SiteStrings(values: [:])).filled(from: .builtInEnglish)
        tables["en"] = english
        return tables.mapValues { $0.filled(from: english) }
    }

    /// The folders a language's pages go in besides the top of the site (`ko/`), each of which
    /// takes a copy of the assets, so that its pages load them as the top's do.
    public func languageFolders(for catalog: Catalog) -> [String] {
        catalog.mirrorLanguages.map { $0 + "/" }
    }

    /// Renders the whole site again for each language the catalog is translated into, under
    /// its tag (`ko/index.html`, `ko/components/sheets.html`), from the catalog as that
    /// language shows it (`Catalog.localized`): the same pages, ids and anchors, so the
    /// language switcher lands on the same rule. Nothing for a site in one language.
    func renderLanguages(_ catalog: Catalog, parallel: Bool, output destination: (any SiteOutput)?, into output: inout RenderOutput) {
        guard options.pathPrefix.isEmpty, options.siteLanguages.count > 1 else { return }
        for language in options.siteLanguages.dropFirst() {
            var localizedOptions = options
            localizedOptions.language = language
            localizedOptions.pathPrefix = language + "/"
            let strings = localizedOptions.interfaceStrings(in: language)
            let localized = catalog.localized(to: language, strings: strings)
            let prefix = localizedOptions.pathPrefix
            let made = with(options: localizedOptions).render(
                localized, into: destination.map { PrefixedOutput(base: $0, prefix: prefix) }, reusing: .nothing, parallel: parallel)
            output.files += made.files.map { file in
                var moved = file
                moved.path = prefix + file.path
                return moved
            }
            output.emittedPaths += made.emittedPaths.map { prefix + $0 }
            output.diagnostics += made.diagnostics
            output.stats.pageCount += made.stats.pageCount
        }
        output.files.sort { $0.path < $1.path }
        output.emittedPaths.sort()
    }
}
