import CatalogModel

/// Finds translations whose source text changed since they were written.
enum TranslationCheck {
    /// Marks each translation of the rule whose recorded source hash is not the rule's hash
    /// today as stale, with a `translation.stale` warning; a translation that records no hash
    /// gets the `translation.no-source-hash` note, whose fix gives the hash to record.
    static func markStale(_ rule: inout Rule) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let current = rule.sourceHash
        for language in rule.translations.keys.sorted() {
            let translation = rule.translations[language]!
            guard let recorded = translation.sourceHash else {
                diagnostics.append(Diagnostic(
                    id: "translation.no-source-hash", severity: .note,
                    summary: "the \(language) translation of '\(rule.id)' records no hash of the text it translates, so a later change to the source cannot be reported",
                    explanation: nil,
                    fix: "add `{source-hash=\(current)}` at the end of the translation's first paragraph",
                    location: translation.location))
                continue
            }
            guard recorded != current else { continue }
            rule.translations[language]!.isStale = true
            diagnostics.append(.warning(
                "translation.stale", "the \(language) translation of '\(rule.id)' was made from an earlier text of the rule",
                at: translation.location,
                explanation: "it records source hash \(recorded); the rule's text now hashes to \(current), so the source changed after the translation was written; the site shows the translation marked as out of date",
                fix: "bring the translation up to date with the rule, then record `{source-hash=\(current)}`"))
        }
        return diagnostics
    }
}
