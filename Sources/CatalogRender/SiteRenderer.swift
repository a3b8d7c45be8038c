import CatalogModel
import TemplateKit
import Parallel

/// Renders a catalog into the files of a static site through user-editable Mustache templates.
///
/// Pure: values in, values out. Every link between pages is relative, so the site works from
/// `file://` and under any sub-path; `RenderOptions.baseURL` only adds canonical links and a sitemap.
public struct SiteRenderer: Sendable {
    /// Templates every site needs, by name without `.mustache`.
    static let requiredTemplates = [
        "layout", "index", "component", "platform", "compare", "compare-pair", "sources", "verification", "404",
    ]

    let library: TemplateLibrary
    /// The size of the chunks in which pages stream to a `SiteOutput`: small enough to stay in
    /// the cache between the renderer writing a chunk and the kernel copying it out.
    static let chunkSize = 256 * 1024
    /// Private copies of `library` for the threads that render (see `TemplateLibraryPool`),
    /// made once and kept, so a preview does not copy the templates again on every rebuild.
    let libraries: TemplateLibraryPool
    private(set) var options: RenderOptions
    /// The template texts, so pages made with other templates are not taken over (``PageReuse``).
    let templateTexts: [String: String]
    /// Whether any template can show `generalHTML`, the one place the one-line links of rules for
    /// every platform appear (platform and comparison pages list platform rules only). The
    /// project's templates do not, so those 60,000 links at 10,000 pages are not rendered.
    let showsGeneralLinks: Bool
    /// Whether any template shows a comparison cell as HTML made once (`cellAHTML`,
    /// `cellBHTML`) rather than from its fields on every comparison page.
    let showsCellHTML: Bool

    /// Parses every template; problems come back together, each at `templates/<file>:line:column`.
    /// - Parameter templates: file name relative to `templates/` (`component.mustache`,
    ///   `partials/rule.mustache`) → text.
    public init(templates: [String: String], options: RenderOptions) throws(TemplateError) {
        var byName: [String: Template] = [:]
        var diagnostics: [Diagnostic] = []
        var names: [String: String] = [:]  // template name → file
        var parsed: [String: Template] = [:]  // file → template, for those that parse
        // Strings files are data for the pages, not templates.
        for file in templates.keys.sorted() where !file.hasPrefix("strings/") {
            let name = file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : file
            names[name] = file
            do {
                let template = try Template(parsing: templates[file]!)
                parsed[file] = template
                byName[name] = template
            } catch {
                let lines = templates[file]!.split(separator: "\n", omittingEmptySubsequences: false)
                let text = error.line <= lines.count ? String(lines[error.line - 1]) : ""
                diagnostics.append(Diagnostic(
                    id: "template.syntax", summary: "template '\(file)' does not parse: \(error.message)",
                    explanation: "the line reads: \(text.trimmed([" ", "\t", "\r"]))",
                    fix: error.fix,
                    location: SourceLocation(file: "templates/" + file, line: error.line, column: error.column),
                    step: "render"))
            }
        }
        for file in parsed.keys.sorted() {
            for reference in parsed[file]!.includes where names[reference.name] == nil {
                diagnostics.append(Diagnostic(
                    id: "template.unknown-partial",
                    summary: "template '\(file)' uses partial '\(reference.name)', but there is no templates/\(reference.name).mustache",
                    fix: "create templates/\(reference.name).mustache or correct the name",
                    location: SourceLocation(file: "templates/" + file, line: reference.line, column: reference.column),
                    step: "render"))
            }
        }
        diagnostics += Self.partialCycles(parsed)
        for name in Self.requiredTemplates where names[name] == nil {
            diagnostics.append(Diagnostic(
                id: "template.missing", summary: "the templates folder has no \(name).mustache",
                explanation: "every site needs the templates \(Self.requiredTemplates.map { $0 + ".mustache" }.joined(separator: ", "))",
                fix: "copy \(name).mustache from the project's templates/ folder", step: "render"))
        }
        if !diagnostics.isEmpty { throw TemplateError(diagnostics: diagnostics) }
        let library = TemplateLibrary(byName)
        self.library = library
        self.libraries = TemplateLibraryPool(library)
        self.options = options
        self.templateTexts = templates
        self.showsGeneralLinks = templates.values.contains { Self.mentions($0, "generalHTML") }
        self.showsCellHTML = templates.values.contains { Self.mentions($0, "cellAHTML") || Self.mentions($0, "cellBHTML") }
    }

    /// The same templates with other options.
    func with(options: RenderOptions) -> SiteRenderer {
        var copy = self
        copy.options = options
        return copy
    }

    /// Whether a template names `name`; a false yes would only make unused values.
    static func mentions(_ text: String, _ name: String) -> Bool {
        text.contains(name)
    }

    /// Whether this renderer was made from exactly these templates and options, so a preview
    /// can keep it instead of parsing every template again after each edit.
    public func isMade(from templates: [String: String], options: RenderOptions) -> Bool {
        self.options == options && templateTexts == templates
    }

    /// Renders the site: every page, the search index, `catalog.json`, the sitemap (with a base
    /// URL), and the same pages again under each language the catalog is translated into. The
    /// one way to render; a build and the preview differ only in `output` and `reuse`.
    ///
    /// Component pages render first, one per component on every core, each with its rules'
    /// one-line links; then the pages made from every component (home, platforms, comparisons,
    /// sources, verification) from those links, alongside the search index and `catalog.json`.
    /// - Parameters:
    ///   - output: where each file goes as soon as it is made, from several threads at once, the
    ///     big pages in chunks, so a big site is never in memory whole; the result then has no
    ///     `files`, and `emittedPaths` names what was written. nil keeps the files in `files`,
    ///     sorted by path.
    ///   - reuse: what was made before this render and may be taken over (``RenderReuse``).
    public func render(_ catalog: Catalog, into output: (any SiteOutput)? = nil, reusing reuse: consuming RenderReuse = .nothing) -> RenderOutput {
        render(catalog, into: output, reusing: consume reuse, parallel: true)
    }

    /// Pages are independent of each other, so they render on every core; `parallel: false`
    /// exists to check that this changes no byte.
    func render(_ catalog: Catalog, into destination: (any SiteOutput)?, reusing reuse: consuming RenderReuse, parallel: Bool) -> RenderOutput {
        if options.language == nil {
            return prepared(for: catalog).render(catalog, into: destination, reusing: consume reuse, parallel: parallel)
        }
        let pages = reuse.pages
        let builder = PageBuilder(catalog: catalog, options: options, reusing: pages?.lastBuilder ?? reuse.preparation?.builder)
        reuse.preparation = nil
        // A render into an output keeps no page's bytes, so it has no page to leave for later.
        var round = destination == nil ? pages?.start(catalog, builder: builder, templates: templateTexts) : nil
        var (made, reused) = renderComponents(catalog, builder: builder, reusing: round, parallel: parallel, output: destination)
        let components = catalog.components
        // One page per id: two components with one id (an error reported at ingest) share the first's.
        var firstOf: [String: Int] = [:]
        firstOf.reserveCapacity(components.count)
        for i in components.indices where firstOf[components[i].id] == nil { firstOf[components[i].id] = i }
        let firsts = firstOf.values.sorted()
        var componentPages = firsts.map { made[$0].page }.sorted { $0.path < $1.path }
        var goesOn = true
        if let handOver = reuse.componentPagesFirst {
            goesOn = handOver(componentPages, Set(firsts.filter { reused[$0] }.map { made[$0].page.path }))
            // Handed over, so their bytes go: what later renders reuse keeps the rule links, and
            // the site pages need only the paths. At 10,000 pages that is 350 MB not held while
            // the other pages render.
            made = made.map { $0.page.parts.isEmpty ? $0 : $0.withoutPageBytes() }
            componentPages = componentPages.map { OutputFile(path: $0.path, parts: []) }
        }
        if let round { round.finish(made, reused: reused) }
        // The round holds the last render's pages and page builder: tearing them down here took
        // a tenth of the time before an edited page showed, at 10,000 pages.
        ParallelWork.releaseInBackground(round.take())
        let stop = reuse.shouldStop.map(StopRequest.init)
        guard goesOn, stop?.isMade != true else {
            var output = RenderOutput(files: componentPages, emittedPaths: [], diagnostics: [],
                                      stats: RenderStats(bytesPerRule: 0, searchIndexBytes: 0, pageCount: componentPages.count))
            output.stopped = true
            return output
        }
        let byPosition: [ComponentFragments?] = components.indices.map { made[firstOf[components[$0].id]!] }
        var output = renderSitePages(catalog, builder: builder, fragments: byPosition,
                                     componentPaths: componentPages.map(\.path), parallel: parallel, output: destination,
                                     skippingRestWhen: stop?.asked)
        if destination == nil {
            output.files = (componentPages + output.files).sorted { $0.path < $1.path }
        } else {
            output.emittedPaths = (componentPages.map(\.path) + output.emittedPaths).sorted()
        }
        output.stats.pageCount += componentPages.count
        if stop?.isMade == true {
            output.stopped = true
        } else {
            renderLanguages(catalog, parallel: parallel, output: destination, into: &output)
        }
        // Tearing down the fragments took one core for a twentieth of a second at 10,000 pages
        // while the other waited.
        ParallelWork.releaseInBackground((consume made, consume byPosition))
        return output
    }

    /// Each component's fragments, by position, and whether `round` gave them.
    private func renderComponents(_ catalog: Catalog, builder: PageBuilder, reusing round: (any PageReuseRound)?, parallel: Bool,
                                  output: (any SiteOutput)?) -> (made: [ComponentFragments], reused: [Bool]) {
        let components = catalog.components
        let libraries = self.libraries
        let showsGeneralLinks = self.showsGeneralLinks
        let made = ParallelWork.map(components.count, parallel: parallel) { i -> (ComponentFragments, Bool) in
            if let kept = round?.fragments(at: i, of: components[i]) { return (kept, true) }
            let fragments = libraries.withLibrary {
                ComponentFragments.render(components[i], builder: builder, library: $0, generalLinks: showsGeneralLinks, output: output)
            }
            return (fragments, false)
        }
        return (made.map(\.0), made.map(\.1))
    }

    /// - Parameter byPosition: each component's fragments, by its position in the catalog.
    private func renderSitePages(_ catalog: Catalog, builder: PageBuilder, fragments byPosition: [ComponentFragments?],
                                 componentPaths: [String], parallel: Bool,
                                 output destination: (any SiteOutput)?,
                                 skippingRestWhen shouldStop: (@Sendable () -> Bool)? = nil) -> RenderOutput {
        let libraries = self.libraries
        // The biggest page first, so the other core is not left waiting for it at the end. The
        // search index and catalog.json depend on no page, so they overlap with the pages.
        enum Job: Sendable {
            case verification, home, compare, equivalents, sources, notFound, glossary, platform(Platform), pair(PairView), searchIndex, catalogJSON
        }
        // The glossary page is optional: a templates folder made before it had one still builds.
        let glossary: [Job] = !catalog.glossaries.isEmpty && library.contains(template: "glossary") ? [.glossary] : []
        // So is the equivalents page: it needs its template and a platform the core model knows.
        let equivalents: [Job] = options.hasEquivalentsPage ? [.equivalents] : []
        let jobs: [Job] = [.verification, .searchIndex, .catalogJSON, .home, .compare, .sources, .notFound] + glossary + equivalents
            + builder.platforms.map(Job.platform) + builder.pairs(root: "").map(Job.pair)
        var table = builder.pairTable(parallel: parallel)
        if showsCellHTML { table.renderCells(with: libraries, parallel: parallel) }
        let pairTable = table
        enum Made {
            /// A page still to render through its template.
            case page(Page)
            /// A file made in parts on every core: `write` hands them over in order as they are made.
            case parts(path: String, write: (_ append: (UnsafeBufferPointer<UInt8>) -> Void) -> Void)
            /// The search index: its core in parts, as `parts`, and its shards whole as they are made.
            case searchIndex
        }
        @Sendable func make(_ job: Job) -> Made {
            switch job {
            case .verification: return .page(builder.verification())
            case .home: return .page(builder.home())
            case .compare: return .page(builder.compare())
            case .sources: return .page(builder.sources())
            case .notFound: return .page(builder.notFound())
            case .glossary: return .page(builder.glossary())
            case .equivalents: return .page(builder.equivalents())
            case .platform(let p): return .page(builder.platformPage(p, fragments: byPosition))
            case .pair(let pair):
                return .page(builder.comparePair(pair, fragments: byPosition, table: pairTable, listLimit: options.comparisonListLimit))
            case .searchIndex: return .searchIndex
            case .catalogJSON:
                return .parts(path: "catalog.json") { CatalogJSON.write(catalog, parallel: parallel, into: $0) }
            }
        }
        // Each job's files with their sizes; with a destination the files go there as they are
        // made, and only their paths come back.
        let aggregate = ParallelWork.map(jobs.count, parallel: parallel) { i -> [(file: OutputFile, size: Int)] in
            if shouldStop?() == true { return [] }
            func inParts(_ path: String, _ write: (_ append: (UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> (file: OutputFile, size: Int) {
                guard let destination else {
                    var parts: [[UInt8]] = []
                    write { parts.append(Array($0)) }
                    let file = OutputFile(path: path, parts: parts)
                    return (file, file.byteCount)
                }
                var size = 0
                // Both closures are non-escaping parameters, and Swift refuses to pass one to the
                // other unless told that `write` does not outlive this call (it does not).
                withoutActuallyEscaping(write) { write in
                    destination.stream(path) { append in
                        write { part in
                            size += part.count
                            append(part)
                        }
                    }
                }
                return (OutputFile(path: path, bytes: []), size)
            }
            switch make(jobs[i]) {
            case .parts(let path, let write):
                return [inParts(path, write)]
            case .searchIndex:
                var shards: [(file: OutputFile, size: Int)] = []
                let core = inParts(SearchIndex.corePath) { append in
                    SearchIndex.write(catalog, builder: builder, parallel: parallel, core: append) { path, bytes in
                        let file = OutputFile(path: path, bytes: destination == nil ? Array(bytes) : [])
                        destination?.stream(path) { $0(bytes) }
                        shards.append((file, bytes.count))
                    }
                }
                return [core] + shards
            case .page(let page):
                guard let destination else {
                    let html = libraries.withLibrary { $0.render(page.templateValue, template: page.template) }
                    return html.map { [(OutputFile(path: page.path, bytes: $0), $0.count)] } ?? []
                }
                guard let size = libraries.withLibrary({ destination.stream(page, with: $0) }) else { return [] }
                return [(OutputFile(path: page.path, bytes: []), size)]
            }
        }.flatMap { $0 }
        var files = aggregate.map(\.file)
        var diagnostics: [Diagnostic] = []
        // The core and its shards: everything a reader's browser may load for search.
        let indexSize = aggregate.reduce(0) { $0 + ($1.file.path.hasPrefix("assets/search-") ? $1.size : 0) }
        if let base = options.normalizedBaseURL, options.pathPrefix.isEmpty {
            // Sitemaps list absolute URLs only; a path such as "/docs/" still gets canonical links.
            if let scheme = HTML.scheme(of: base), scheme == "http" || scheme == "https" {
                let pagePaths = (componentPaths + files.map(\.path)).filter { $0.hasSuffix(".html") && $0 != "404.html" }.sorted()
                let sitemap = OutputFile(path: "sitemap.xml", bytes: Array(Sitemap.xml(base: base, paths: pagePaths, languages: options.siteLanguages).utf8))
                destination?.write(sitemap)
                files.append(sitemap)
            } else {
                diagnostics.append(Diagnostic(
                    id: "render.sitemap-needs-absolute-url", severity: .note,
                    summary: "no sitemap.xml written: the base URL '\(base)' is not an absolute http or https URL",
                    fix: "pass the full public address, such as --base-url https://example.org\(base.hasPrefix("/") ? "" : "/")\(base)",
                    step: "render"))
            }
        }
        files.sort { $0.path < $1.path }
        let ruleCount = max(1, catalog.ruleCount)
        let stats = RenderStats(bytesPerRule: indexSize / ruleCount, searchIndexBytes: indexSize,
                                pageCount: files.filter { $0.path.hasSuffix(".html") }.count)
        return destination == nil
            ? RenderOutput(files: files, emittedPaths: [], diagnostics: diagnostics.sortedForDisplay(), stats: stats)
            : RenderOutput(files: [], emittedPaths: files.map(\.path), diagnostics: diagnostics.sortedForDisplay(), stats: stats)
    }

    /// Partials that include themselves, directly or through others. Our page values hold no
    /// recursive data, so such a loop would never end; it is reported instead of overflowing the stack.
    /// - Parameter templates: file name relative to `templates/` → parsed template.
    static func partialCycles(_ templates: [String: Template]) -> [Diagnostic] {
        var edges: [String: [(name: String, line: Int, column: Int)]] = [:]
        var fileOf: [String: String] = [:]
        for (file, template) in templates {
            let name = file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : file
            fileOf[name] = file
            edges[name] = template.includes
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
}
