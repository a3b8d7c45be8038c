import CatalogModel
import Mustache

/// Renders a catalog into the files of a static site through user-editable Mustache templates.
///
/// Pure: values in, values out. Every link between pages is relative, so the site works from
/// `file://` and under any sub-path; `RenderOptions.baseURL` only adds canonical links and a sitemap.
public struct SiteRenderer: Sendable {
    /// Templates every site needs, by name without `.mustache`.
    static let requiredTemplates = [
        "layout", "index", "component", "platform", "compare", "compare-pair", "sources", "verification", "404",
    ]

    let library: MustacheLibrary
    let options: RenderOptions

    /// Parses every template; problems come back together, each at `templates/<file>:line:column`.
    /// - Parameter templates: file name relative to `templates/` (`component.mustache`,
    ///   `partials/rule.mustache`) → text.
    public init(templates: [String: String], options: RenderOptions) throws(TemplateError) {
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        var names: [String: String] = [:]  // template name → file
        for file in templates.keys.sorted() {
            let name = file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : file
            names[name] = file
            do {
                library.register(try MustacheTemplate(string: templates[file]!), named: name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(Diagnostic(
                    id: "template.syntax", summary: "template '\(file)' does not parse: \(Self.describe(error.error))",
                    explanation: "the line reads: \(error.context.line.trimmed([" ", "\t"]))",
                    fix: "check that every {{#section}} and {{<parent}} has a matching {{/…}} closing tag with the same name",
                    location: SourceLocation(file: "templates/" + file, line: error.context.lineNumber,
                                             column: error.context.columnNumber),
                    step: "render"))
            } catch {
                diagnostics.append(Diagnostic(id: "template.syntax", summary: "template '\(file)' does not parse: \(error)",
                                              location: SourceLocation(file: "templates/" + file, line: 1), step: "render"))
            }
        }
        for file in templates.keys.sorted() {
            for reference in Self.partialReferences(in: templates[file]!) where names[reference.name] == nil {
                diagnostics.append(Diagnostic(
                    id: "template.unknown-partial",
                    summary: "template '\(file)' uses partial '\(reference.name)', but there is no templates/\(reference.name).mustache",
                    fix: "create templates/\(reference.name).mustache or correct the name",
                    location: SourceLocation(file: "templates/" + file, line: reference.line, column: reference.column),
                    step: "render"))
            }
        }
        diagnostics += Self.partialCycles(templates)
        for name in Self.requiredTemplates where names[name] == nil {
            diagnostics.append(Diagnostic(
                id: "template.missing", summary: "the templates folder has no \(name).mustache",
                explanation: "every site needs the templates \(Self.requiredTemplates.map { $0 + ".mustache" }.joined(separator: ", "))",
                fix: "copy \(name).mustache from the project's templates/ folder", step: "render"))
        }
        if !diagnostics.isEmpty { throw TemplateError(diagnostics: diagnostics) }
        self.library = library
        self.options = options
    }

    /// Renders every page, the search index, `catalog.json` and (with a base URL) the sitemap.
    /// Files come back sorted by path.
    public func render(_ catalog: Catalog) -> RenderOutput {
        var builder = PageBuilder(catalog: catalog, options: options)
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        for page in builder.pages() {
            guard let html = library.render(TemplateValues.flatten(page.context), withTemplate: page.template) else { continue }
            files.append(OutputFile(path: page.path, bytes: Array(html.utf8)))
        }
        diagnostics += builder.diagnostics

        let index = SearchIndex.build(catalog, links: builder.links)
        let indexBytes = Array(index.utf8)
        files.append(OutputFile(path: "assets/search-index.js", bytes: indexBytes))
        files.append(OutputFile(path: "catalog.json", bytes: CatalogJSON.encode(catalog)))
        if let base = options.normalizedBaseURL {
            // Sitemaps list absolute URLs only; a path such as "/docs/" still gets canonical links.
            if let scheme = HTML.scheme(of: base), scheme == "http" || scheme == "https" {
                let pagePaths = files.map(\.path).filter { $0.hasSuffix(".html") && $0 != "404.html" }
                files.append(OutputFile(path: "sitemap.xml", bytes: Array(Sitemap.xml(base: base, paths: pagePaths).utf8)))
            } else {
                diagnostics.append(Diagnostic(
                    id: "render.sitemap-needs-absolute-url", severity: .note,
                    summary: "no sitemap.xml written: the base URL '\(base)' is not an absolute http or https URL",
                    fix: "pass the full public address, such as --base-url https://example.org\(base.hasPrefix("/") ? "" : "/")\(base)",
                    step: "render"))
            }
        }
        files.sort { $0.path < $1.path }
        let ruleCount = max(1, catalog.allRules.count)
        let stats = RenderStats(bytesPerRule: indexBytes.count / ruleCount, searchIndexBytes: indexBytes.count,
                                pageCount: files.filter { $0.path.hasSuffix(".html") }.count)
        return RenderOutput(files: files, diagnostics: diagnostics.sortedForDisplay(), stats: stats)
    }

    /// `{{> name}}` and `{{< name}}` tags with their 1-based line and column.
    static func partialReferences(in text: String) -> [(name: String, line: Int, column: Int)] {
        var found: [(String, Int, Int)] = []
        var line = 1
        var column = 1
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            if chars[i] == "\n" { line += 1; column = 1; i += 1; continue }
            if chars[i] == "{", i + 2 < chars.count, chars[i + 1] == "{", chars[i + 2] == ">" || chars[i + 2] == "<" {
                var j = i + 3
                while j < chars.count, chars[j] == " " { j += 1 }
                var name = ""
                while j < chars.count, chars[j] != "}", chars[j] != " ", chars[j] != "\n" { name.append(chars[j]); j += 1 }
                if !name.isEmpty, !name.hasPrefix("*") { found.append((name, line, column)) }
            }
            column += 1
            i += 1
        }
        return found
    }

    /// Partials that include themselves, directly or through others. Our page values hold no
    /// recursive data, so such a loop would never end; it is reported instead of overflowing the stack.
    static func partialCycles(_ templates: [String: String]) -> [Diagnostic] {
        var edges: [String: [(name: String, line: Int, column: Int)]] = [:]
        var fileOf: [String: String] = [:]
        for (file, text) in templates {
            let name = file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : file
            fileOf[name] = file
            edges[name] = partialReferences(in: text)
        }
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        for start in edges.keys.sorted() {
            // Depth-first search from `start` for a path back to it.
            var stack: [(node: String, path: [String])] = [(start, [start])]
            var seen: Set<String> = []
            while let (node, path) = stack.popLast() {
                for ref in edges[node] ?? [] {
                    if ref.name == start {
                        let cycle = (path + [start])
                        let key = Set(cycle).sorted().joined(separator: ",")
                        guard reported.insert(key).inserted, let file = fileOf[node] else { continue }
                        diagnostics.append(Diagnostic(
                            id: "template.partial-cycle",
                            summary: "partials include each other in a loop: \(cycle.joined(separator: " → "))",
                            explanation: "rendering would never finish",
                            fix: "remove the {{> \(ref.name)}} tag from templates/\(file), or include a different partial",
                            location: SourceLocation(file: "templates/" + file, line: ref.line, column: ref.column),
                            step: "render"))
                    } else if edges[ref.name] != nil, seen.insert(ref.name).inserted {
                        stack.append((ref.name, path + [ref.name]))
                    }
                }
            }
        }
        return diagnostics
    }

    private static func describe(_ error: any Error) -> String {
        guard let e = error as? MustacheTemplate.Error else { return "\(error)" }
        switch e {
        case .sectionCloseNameIncorrect: return "a closing tag does not match the section it closes"
        case .unfinishedName: return "a tag is not closed with }}"
        case .expectedSectionEnd: return "a section is opened but never closed"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection: return "a transform is applied to a block"
        case .illegalTokenInsideInheritSection: return "only {{$block}} tags may sit directly inside {{<parent}}"
        case .textInsideInheritSection: return "text sits directly inside {{<parent}}, outside any {{$block}}"
        case .invalidConfigVariableSyntax: return "a {{% … }} tag is malformed"
        case .unrecognisedConfigVariable: return "a {{% … }} tag names an unknown setting"
        @unknown default: return "\(e)"
        }
    }
}
