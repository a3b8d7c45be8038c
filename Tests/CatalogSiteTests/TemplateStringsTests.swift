import Foundation
import Testing
@testable import CatalogRender
@testable import CatalogSite

/// Every word a reader sees in the built-in templates comes from the strings files, so a
/// language's pages speak that language: a template holds no interface text of its own, and
/// every key a template shows is in the English and the Korean file.
@Suite struct TemplateStringsTests {
    /// Names that are the same in every language: a file name and the program's name.
    static let untranslatable: Set<String> = ["catalog.json"]

    static var templates: [String: String] { TemplateSet.defaults.templates.filter { $0.key.hasSuffix(".mustache") } }
    static var tables: [String: SiteStrings] { SiteStrings.tables(in: TemplateSet.defaults.templates) }

    @Test func noTemplateHoldsInterfaceTextOfItsOwn() {
        var found: [String] = []
        for (file, text) in Self.templates.sorted(by: { $0.key < $1.key }) {
            for literal in InterfaceLiterals.find(in: text) where !Self.untranslatable.contains(literal.text) {
                found.append("templates/\(file):\(literal.line): \"\(literal.text)\"")
            }
        }
        #expect(found.isEmpty, "move each into templates/strings/*.strings and show it as {{strings.key}}:\n\(found.joined(separator: "\n"))")
    }

    @Test func everyKeyATemplateShowsIsInEnglishAndKorean() throws {
        let english = try #require(Self.tables["en"])
        let korean = try #require(Self.tables["ko"])
        var missing: [String] = []
        for (file, text) in Self.templates.sorted(by: { $0.key < $1.key }) {
            for key in InterfaceLiterals.stringKeys(in: text) {
                if english.values[key] == nil { missing.append("templates/\(file): '\(key)' missing from strings/en.strings") }
                if korean.values[key] == nil { missing.append("templates/\(file): '\(key)' missing from strings/ko.strings") }
            }
        }
        #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
    }

    /// The renderer's compiled-in English is the English strings file as shipped.
    @Test func theBuiltInEnglishIsTheStringsFile() throws {
        #expect(SiteStrings.builtInEnglish == Self.tables["en"], "run scripts/embed-templates after changing templates/strings/en.strings")
    }

    @Test func koreanTranslatesEveryEnglishString() throws {
        let english = try #require(Self.tables["en"])
        let korean = try #require(Self.tables["ko"])
        let untranslated = english.values.keys.filter { korean.values[$0] == nil }.sorted()
        #expect(untranslated.isEmpty, "keys of strings/en.strings missing from strings/ko.strings: \(untranslated)")
        // A key copied over untranslated still reads as English on a Korean page.
        let copied = english.values.filter { key, value in value.contains { $0.isLetter } && korean.values[key] == value }
        #expect(copied.isEmpty, "strings/ko.strings repeats the English text of \(copied.keys.sorted())")
    }

    /// The scanner itself: it finds text between tags and in the attributes readers see, and
    /// leaves Mustache tags, code and attributes that are not read alone.
    @Test func theScannerFindsTextAndReadableAttributes() {
        let template = """
        <h2 id="x-h">{{strings.title}}</h2>
        <p>{{count}} rules</p>
        <a href="{{href}}" title="Permalink" class="permalink">{{{html}}}</a>
        <input placeholder="{{strings.search}}" aria-label="Search"> <code>sheetcat check</code>
        <!-- a comment --><script>var a = "text";</script>
        """
        let found = InterfaceLiterals.find(in: template).map { "\($0.line):\($0.text)" }
        #expect(found == ["2:rules", "3:Permalink", "4:Search"])
        #expect(InterfaceLiterals.stringKeys(in: template) == ["search", "title"])
    }
}

/// Finds interface text written straight into a template: letters between tags, or in the
/// attributes a reader or a screen reader sees (`title`, `alt`, `placeholder`, `aria-label`),
/// once every Mustache tag is taken out. Code, scripts, styles and comments are not interface text.
enum InterfaceLiterals {
    struct Literal: Equatable { var text: String; var line: Int }

    static let readAttributes: Set<String> = ["title", "alt", "placeholder", "aria-label", "aria-description", "aria-roledescription"]
    static let skippedElements = ["code", "script", "style", "pre"]

    static func find(in template: String) -> [Literal] {
        let text = withoutMustache(template)
        var found: [Literal] = []
        var i = text.startIndex
        var textStart = i
        func line(_ at: String.Index) -> Int { text[..<at].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }
        func flush(_ end: String.Index) {
            let run = text[textStart..<end]
            let trimmed = run.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.contains(where: \.isLetter) {
                let first = run.firstIndex { !$0.isWhitespace } ?? textStart
                found.append(Literal(text: trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " "), line: line(first)))
            }
        }
        while i < text.endIndex {
            guard text[i] == "<" else { i = text.index(after: i); continue }
            flush(i)
            let rest = text[i...]
            if rest.hasPrefix("<!--") {
                i = rest.range(of: "-->")?.upperBound ?? text.endIndex
                textStart = i
                continue
            }
            let close = rest.firstIndex(of: ">") ?? text.endIndex
            let tag = text[i..<close]
            for (name, value) in attributes(of: tag) where readAttributes.contains(name) && value.contains(where: \.isLetter) {
                found.append(Literal(text: value, line: line(i)))
            }
            i = close < text.endIndex ? text.index(after: close) : close
            let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
            if skippedElements.contains(name), let end = text[i...].range(of: "</" + name + ">") {
                i = end.upperBound
            }
            textStart = i
        }
        flush(text.endIndex)
        return found
    }

    /// The `strings.key` names a template shows, sorted.
    static func stringKeys(in template: String) -> [String] {
        var keys: Set<String> = []
        var rest = template[...]
        while let open = rest.range(of: "strings.") {
            let key = rest[open.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            if !key.isEmpty { keys.insert(String(key)) }
            rest = rest[open.upperBound...]
        }
        return keys.sorted()
    }

    /// The template with each `{{…}}` and `{{{…}}}` tag replaced by a space, so a value shown
    /// between words still separates them; line breaks are kept.
    static func withoutMustache(_ template: String) -> String {
        var out = ""
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { rest = rest[open.lowerBound...]; break }
            var end = close.upperBound
            if rest[end...].hasPrefix("}") { end = rest.index(after: end) }
            out += String(repeating: "\n", count: rest[open.lowerBound..<end].filter { $0 == "\n" }.count) + " "
            rest = rest[end...]
        }
        return out + rest
    }

    /// The attributes of a start tag (`<a href="x" title="y">`), names lowercased.
    static func attributes(of tag: Substring) -> [(String, String)] {
        var result: [(String, String)] = []
        var rest = tag.drop { $0 != " " && $0 != "\n" }
        while let eq = rest.firstIndex(of: "=") {
            let name = rest[..<eq].split(whereSeparator: { $0.isWhitespace }).last.map { $0.lowercased() } ?? ""
            var after = rest[rest.index(after: eq)...]
            guard let quote = after.first, quote == "\"" || quote == "'" else { rest = after; continue }
            after = after.dropFirst()
            let end = after.firstIndex(of: quote) ?? after.endIndex
            result.append((name, String(after[..<end])))
            rest = end < after.endIndex ? after[after.index(after: end)...] : after[end...]
        }
        return result
    }
}
