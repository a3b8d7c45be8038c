import CatalogModel
import Yams

/// Reads a glossary file, `glossary.ko.yml`: a mapping from each source word to its chosen
/// translation, either as the term alone or with the variants it replaces.
///
/// ```yaml
/// sheet: 시트
/// detent:
///   term: 디텐트
///   replaces: [멈춤점, 정지 높이]
/// ```
public enum GlossaryReader {
    /// The language a glossary file's name gives (`glossary.ko.yml` → `ko`), or nil when the
    /// file is not a glossary.
    public static func language(ofFile path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.hasPrefix("glossary."), name.hasSuffix(".yml") || name.hasSuffix(".yaml") else { return nil }
        let parts = name.dropFirst("glossary.".count).split(separator: ".")
        guard parts.count == 2 else { return nil }
        return LanguageTag.normalized(String(parts[0]))
    }

    public static func read(file: String, text: String) -> (Glossary?, [Diagnostic]) {
        guard let language = language(ofFile: file) else { return (nil, []) }
        func malformed(_ summary: String, line: Int = 1) -> (Glossary?, [Diagnostic]) {
            (nil, [.error("glossary.malformed", summary, at: SourceLocation(file: file, line: line),
                          explanation: "each key is a word of the source language; its value is the chosen term, or a mapping with `term:` and a list `replaces:`",
                          fix: "write `detent: 디텐트`, or `detent: { term: 디텐트, replaces: [멈춤점] }`")])
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            return malformed("glossary is not valid YAML: \(error)".split(separator: "\n").first.map(String.init) ?? "glossary is not valid YAML")
        }
        guard let node else { return (Glossary(language: language, file: file, entries: []), []) }
        guard let mapping = node.mapping else { return malformed("glossary is not a mapping of words to terms") }
        var entries: [Glossary.Entry] = []
        for (key, value) in mapping {
            guard let source = key.string else { return malformed("a key of the glossary is not a word", line: key.mark.map { $0.line + 1 } ?? 1) }
            let line = value.mark.map { $0.line + 1 } ?? 1
            if let term = value.string {
                entries.append(.init(source: source, term: term))
            } else if let fields = value.mapping, let term = fields["term"]?.string {
                let replaces = fields["replaces"]?.sequence?.compactMap(\.string) ?? fields["replaces"]?.string.map { [$0] } ?? []
                entries.append(.init(source: source, term: term, replaces: replaces))
            } else {
                return malformed("the entry for '\(source)' has no term", line: line)
            }
        }
        entries.sort { $0.source < $1.source }
        return (Glossary(language: language, file: file, entries: entries), [])
    }

    /// Warns where a translation uses a term its language's glossary replaces.
    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for glossary in catalog.glossaries {
            let avoided = glossary.entries.flatMap { entry in entry.replaces.map { (word: $0, entry: entry) } }
            guard !avoided.isEmpty else { continue }
            func look(_ text: String, what: String, at location: SourceLocation) {
                for (word, entry) in avoided where !word.isEmpty && text.contains(word) {
                    diagnostics.append(.warning(
                        "glossary.replaced-term", "the \(glossary.language) translation of \(what) uses '\(word)', which the glossary replaces with '\(entry.term)'",
                        at: location,
                        explanation: "\(glossary.file) translates '\(entry.source)' as '\(entry.term)', so every page reads the same term",
                        fix: "write '\(entry.term)' instead of '\(word)', or change the glossary"))
                }
            }
            for component in catalog.components {
                if let page = component.translations[glossary.language] {
                    let text = [page.title ?? "", page.abstract?.plainText ?? "", page.overview?.plainText ?? ""].joined(separator: "\n")
                    look(text, what: "page '\(component.id)'", at: SourceLocation(file: page.file, line: 1))
                }
                for rule in component.rules {
                    guard let translation = rule.translations[glossary.language] else { continue }
                    look(translation.lead.plainText + "\n" + translation.body.plainText, what: "'\(rule.id)'", at: translation.location)
                }
            }
        }
        return diagnostics
    }
}
