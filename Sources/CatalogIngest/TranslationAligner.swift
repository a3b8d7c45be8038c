import CatalogModel

/// Lines a per-language file's page up with the page it translates and attaches its text there.
///
/// Sections line up by id (recognised sections and platform subsections have the same id in
/// every language: `best-practices`, `ios-ipados`), else by their place on the page. Rules
/// line up inside their section by an id the translation writes (`{#slug}` of the source
/// rule), else by their place in the section: the third rule of a translated section is the
/// translation of the third rule of the source section.
package enum TranslationAligner {
    package static func attach(_ draft: Component, language: String, sourceHashes: [String: String], to page: inout Component) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        page.translations[language] = PageTranslation(
            language: language, title: draft.title, abstract: draft.abstract.isEmpty ? nil : draft.abstract,
            overview: draft.overview.isEmpty ? nil : draft.overview, file: draft.file)
        diagnostics += attachResources(draft, language: language, to: &page)

        // Draft section index → page section index.
        var sectionMap: [Int: Int] = [:]
        var taken = Set<Int>()
        for (d, section) in draft.sections.enumerated() {
            if let p = page.sections.firstIndex(where: { $0.id == section.id }), !taken.contains(p) {
                sectionMap[d] = p
                taken.insert(p)
            }
        }
        for d in draft.sections.indices where sectionMap[d] == nil {
            if d < page.sections.count, !taken.contains(d) {
                sectionMap[d] = d
                taken.insert(d)
            }
        }
        for (d, section) in draft.sections.enumerated() {
            guard let p = sectionMap[d] else {
                diagnostics.append(.warning(
                    "translation.unmatched", "section '\(section.title)' of the \(language) translation has no section of '\(page.file)' to translate",
                    at: section.location,
                    explanation: "sections line up by their recognised name or platforms, else by their place on the page",
                    fix: "keep the translation's sections in the order and number of the page's, or remove this one"))
                continue
            }
            page.sections[p].translations[language] = SectionTranslation(title: section.title, prose: section.prose.isEmpty ? nil : section.prose)
        }

        let rulePositions = Dictionary(page.rules.indices.map { (page.rules[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
        let draftRules = Dictionary(draft.rules.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        func place(_ draftRule: Rule, at target: String?) {
            guard let target, let r = rulePositions[target] else {
                diagnostics.append(.warning(
                    "translation.unmatched", "rule '\(draftRule.leadText.trimmingWhitespace)' of the \(language) translation has no rule of '\(page.file)' at its place",
                    at: draftRule.location,
                    explanation: "a translated rule is the translation of the rule at the same place in the same section of its page, or of the rule whose slug it names with `{#slug}`",
                    fix: "keep the translated rules in the order of the page's, name the rule with `{#slug}`, or remove this one"))
                return
            }
            page.rules[r].translations[language] = RuleTranslation(
                lead: draftRule.lead, body: draftRule.body, sourceHash: sourceHashes[draftRule.id], location: draftRule.location)
            diagnostics += TranslationCheck.markStale(&page.rules[r])
        }
        // Rules before any section.
        let loose = draft.rules.filter { $0.sectionID == "overview" }
        let pageLoose = page.rules.filter { $0.sectionID == "overview" }.map(\.id)
        for (k, rule) in loose.enumerated() { place(rule, at: k < pageLoose.count ? pageLoose[k] : nil) }
        for (d, section) in draft.sections.enumerated() {
            guard let p = sectionMap[d] else { continue }
            let targets = page.sections[p].ruleIDs
            // A recorded source hash names the rule it was made from, wherever it now sits in
            // the section: a rule added above it moves no translation onto the wrong rule.
            var byHash: [String: String] = [:]
            for target in targets { if let r = rulePositions[target] { byHash[page.rules[r].sourceHash] = byHash[page.rules[r].sourceHash] ?? target } }
            for (k, id) in section.ruleIDs.enumerated() {
                guard let rule = draftRules[id] else { continue }
                // `{#slug}` in the translation names the source rule by its slug.
                let slug = String(id.dropFirst(draft.id.count + 1 + section.id.count + 1))
                let named = page.id + "." + page.sections[p].id + "." + slug
                let target = sourceHashes[id].flatMap { byHash[$0] } ?? (targets.contains(named) ? named : (k < targets.count ? targets[k] : nil))
                place(rule, at: target)
            }
        }
        return diagnostics
    }

    /// Takes a language's text off a page, its sections and rules.
    package static func detach(_ language: String, from page: inout Component) {
        page.translations[language] = nil
        for s in page.sections.indices { page.sections[s].translations[language] = nil }
        for r in page.rules.indices { page.rules[r].translations[language] = nil }
    }

    /// `sheets.ko.md` for the folder form `ko/sheets.md`.
    static func fileName(for translation: TranslationFile) -> String {
        let source = translation.sourceFile
        let stem = source.lowercased().hasSuffix(".md") ? String(source.dropLast(3)) : source
        return stem + "." + translation.language + ".md"
    }
}
