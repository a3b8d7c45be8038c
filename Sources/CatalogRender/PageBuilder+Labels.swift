import CatalogModel
import SheetBehavior

/// The words the page builder writes into pages itself (a rule's strength and verification, a
/// platform's statement), in the language of the pages it builds: from the strings files, with
/// the English words compiled in for a strings file that leaves a key out.
extension PageBuilder {
    /// The interface strings of the language this builder renders in.
    var interfaceStrings: SiteStrings { interfaceStrings(in: options.language).table }

    /// The interface strings of `language` (the site's when nil) in both forms, found as
    /// `RenderOptions.interfaceStrings(in:)` finds them.
    func interfaceStrings(in language: String?) -> InterfaceStrings {
        RenderOptions.table(for: language, in: interfaceTables) ?? .builtInEnglish
    }

    /// `key` from the strings files, else `english`.
    func label(_ key: String, _ english: String) -> String {
        interfaceStrings.values[key] ?? english
    }

    /// `label(key, english)` with its `{name}` placeholders filled in from `arguments`; one
    /// an argument leaves out stays as written.
    func label(_ key: String, _ english: String, _ arguments: KeyValuePairs<String, String>) -> String {
        Phrase.fill(label(key, english)) { name in arguments.first { $0.key.utf8.elementsEqual(name.utf8) }?.value }
    }

    func strengthLabel(_ s: RuleStrength) -> String {
        label("strength." + s.rawValue, Self.strengthLabel(s))
    }

    func verificationLabel(_ status: String) -> String {
        label("verification." + status, Self.verificationLabel(status))
    }
}

extension RenderOptions {
    /// The interface strings of `language` (the site's when nil): its strings file, else the
    /// English one, else the English compiled in.
    func interfaceStrings(in language: String?) -> SiteStrings {
        Self.table(for: language, in: strings) ?? .builtInEnglish
    }

    /// The table of `language` (the site's when nil) among `tables` by language tag, else the
    /// English one; nil when there is neither. The one place that order is written, so that a
    /// page's words and the strings its templates see come from the same file.
    static func table<Table>(for language: String?, in tables: [String: Table]) -> Table? {
        tables[language ?? "en"] ?? tables["en"]
    }
}
