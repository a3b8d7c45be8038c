import CatalogModel

extension Assembly {
    /// Attaches each per-language file to the page it translates; one whose page is not in the
    /// catalog is added as a page of its own, with a warning.
    mutating func attachTranslations() {
        let pending = pendingTranslations
        pendingTranslations = []
        for var page in pending {
            guard let translation = page.translation, let draft = page.component else { continue }
            guard let id = componentByFile[translation.sourceFile], let index = componentIndex[id] else {
                diagnostics.append(.warning(
                    "translation.no-source", "'\(draft.file)' reads as the \(translation.language) translation of '\(translation.sourceFile)', which is not in the content folder; it is built as a page of its own",
                    at: SourceLocation(file: draft.file, line: 1),
                    explanation: "a file named `page.LANG.md` translates `page.md` beside it",
                    fix: "add '\(translation.sourceFile)', or rename the file if it is not a translation"))
                page.translation = nil
                diagnostics += page.unknownPlatformNames.map(\.diagnostic)
                add(page)
                continue
            }
            if translation.viaFolder {
                let suggested = TranslationAligner.fileName(for: translation)
                diagnostics.append(.warning(
                    "translation.language-folder", "'\(draft.file)' is read as the \(translation.language) translation of '\(translation.sourceFile)'; translations are kept beside their page as '\(suggested)'",
                    at: SourceLocation(file: draft.file, line: 1),
                    explanation: "a language folder mirrors the content folder and drifts from it; a translation beside its page is found, renamed and reviewed with it",
                    fix: "move '\(draft.file)' to '\(suggested)'"))
            }
            if !page.examples.isEmpty {
                diagnostics.append(.warning(
                    "translation.example-ignored", "'\(draft.file)' holds \(page.examples.count == 1 ? "a spec example" : "\(page.examples.count) spec examples"); a translation's examples are not run or shown",
                    at: page.examples[0].location,
                    explanation: "examples are language-neutral: the page's own examples show in every language",
                    fix: "remove the example from the translation; keep it in '\(translation.sourceFile)'"))
            }
            let declared = components[index].platforms
            let known = platforms.filter { Platform.base.contains($0) || declared.contains($0.id) }
            diagnostics += page.unknownPlatformNames.filter { !$0.allKnown(among: known) }.map(\.diagnostic)
            diagnostics += TranslationAligner.attach(draft, language: translation.language, sourceHashes: page.sourceHashes,
                                                     to: &components[index])
            // A translation's links are the reader's links too: checked like its page's, from
            // the translation's own file.
            if !page.links.isEmpty { pageLinks.append((draft.file, page.links)) }
            attachedTranslations[id, default: []].append(page)
        }
    }
}
