import Foundation
import CatalogModel
import CatalogIngest
import SpecRunner
import CatalogRender
import Parallel
import Synchronization

/// The named steps of a build: ingest → verify → render → write.
///
/// Each step takes values and returns values plus diagnostics; only `write` touches the output
/// folder, and only after every earlier step is free of errors.
public struct SitePipeline: Sendable {
    public var progress: any ProgressReporter

    public init(progress: any ProgressReporter = SilentProgress()) {
        self.progress = progress
    }

    /// Ingest and verify: what `sheetcat check` runs.
    public func check(contentDirectory: URL, strict: Bool = false) -> BuildReport {
        var clock = StepClock()
        let (catalog, ingestDiagnostics, ruleIDs, leftOut, _) = ingest(contentDirectory, of: PipelineStep.check)
        clock.lap(PipelineStep.ingest.name)
        var report = verify(catalog, diagnostics: ingestDiagnostics, of: PipelineStep.check, ruleIDs: ruleIDs, leftOut: leftOut)
        clock.lap(PipelineStep.verify.name)
        report.diagnostics = Self.finalize(report.diagnostics, strict: strict)
        report.stepSeconds = clock.laps
        return report
    }

    /// The whole build. Writes the site only when nothing but spec examples failed: a site that
    /// shows failing examples is complete and useful, one built from broken content is not.
    public func build(_ configuration: SiteConfiguration) -> BuildReport {
        build(configuration, cache: nil)
    }

    /// The preview server's build: reuses `cache` between calls and updates the folder in place.
    ///
    /// Component pages are written first and `pagesReady` is told which of them changed (and the
    /// diagnostics so far), before
    /// the pages that list or compare components, the search index and `catalog.json` are
    /// rebuilt: an edited page can be shown while the rest catches up (the report's
    /// `changedPaths` then names what changed in the second half).
    /// - Parameter stopAfterPagesWhen: asked once the component pages are written, and between
    ///   the other pages: when it says yes, the rebuild stops there without writing them and
    ///   says so (`stoppedAfterPages`); the preview folder keeps the other pages' last versions.
    public func preview(_ configuration: SiteConfiguration, cache: BuildCache,
                        pagesReady: (([String], [Diagnostic]) -> Void)? = nil,
                        stopAfterPagesWhen shouldStop: (@Sendable () -> Bool)? = nil) -> BuildReport {
        build(configuration, cache: cache, pagesReady: pagesReady, stopAfterPagesWhen: shouldStop)
    }

    /// With a cache (the preview server's), unchanged pages are not parsed again and the output
    /// folder is updated in place: only files whose bytes changed are rewritten. Without one, the
    /// site is written into a fresh folder and swapped in whole.
    func build(_ configuration: SiteConfiguration, cache: BuildCache?, pagesReady: (([String], [Diagnostic]) -> Void)? = nil,
               stopAfterPagesWhen shouldStop: (@Sendable () -> Bool)? = nil) -> BuildReport {
        var clock = StepClock()
        if let base = configuration.baseURL, let problem = RenderOptions.problem(withBaseURL: base) {
            return BuildReport(catalog: Catalog(), diagnostics: [Diagnostic(
                id: "options.bad-base-url", summary: "--base-url '\(base)' cannot be used: \(problem)",
                fix: "pass the address the site is published at, such as https://example.org/docs/, or a path from the host's root, such as /docs/")])
        }
        if let problem = RenderOptions.problem(withSiteTitle: configuration.siteTitle) {
            return BuildReport(catalog: Catalog(), diagnostics: [Diagnostic(
                id: "options.bad-title", summary: "--title '\(configuration.siteTitle.visible())' cannot be used: \(problem)",
                fix: "pass the name readers should see at the top of every page, such as --title \"Sheet guidelines\"")])
        }
        let writer = SiteWriter(outputDirectory: configuration.outputDirectory)
        if cache?.writtenFiles == nil {
            let refusal = writer.preflight(protecting: [("content", configuration.contentDirectory)]
                + (configuration.templatesDirectory.map { [("templates", $0)] } ?? []))
            if !refusal.isEmpty {
                return BuildReport(catalog: Catalog(), diagnostics: refusal)
            }
        }

        // Templates are read and parsed before the content: without them nothing can be
        // rendered, and a wrong --templates path or a template typo should fail in milliseconds,
        // not after thousands of pages were read.
        let (loadedTemplates, templateDiagnostics) = TemplateLoader.load(from: configuration.templatesDirectory)
        guard let templateSet = loadedTemplates, !templateDiagnostics.hasErrors else {
            return Self.finished(BuildReport(catalog: Catalog(), diagnostics: templateDiagnostics), configuration, clock)
        }
        let options = RenderOptions(baseURL: configuration.baseURL, siteTitle: configuration.siteTitle)
        let renderer: SiteRenderer
        do {
            if let kept = cache?.renderer, kept.isMade(from: templateSet.templates, options: options) {
                renderer = kept
            } else {
                renderer = try SiteRenderer(templates: templateSet.templates, options: options)
                cache?.renderer = renderer
            }
        } catch {
            return Self.finished(BuildReport(catalog: Catalog(), diagnostics: templateDiagnostics + error.diagnostics.map { $0.inStep(.render) }), configuration, clock)
        }

        let (catalog, ingestDiagnostics, ruleIDs, leftOut, inputBytes) = ingest(configuration.contentDirectory, of: PipelineStep.build, cache: cache)
        clock.lap(PipelineStep.ingest.name)
        // The page builder's look-ups read the pages, not the examples' results: a one-off build
        // makes them on another core while the examples run (a preview takes the last render's).
        let preparation = cache == nil ? ParallelWork.inBackground { RenderPreparation(catalog, options: options) } : nil
        var report = verify(catalog, diagnostics: ingestDiagnostics, of: PipelineStep.build, cache: cache, ruleIDs: ruleIDs, leftOut: leftOut)
        clock.lap(PipelineStep.verify.name)
        report.diagnostics += templateDiagnostics

        let blocking = Self.finalize(report.diagnostics, strict: configuration.strict)
            .filter { $0.severity == .error && $0.step != "verify" }
        guard blocking.isEmpty else { return Self.finished(report, configuration, clock) }

        // Before a page is rendered: a site that cannot fit is refused without the work.
        let budget = OutputBudget(inputBytes: inputBytes, configured: configuration.maxOutputBytes)
        if let refusal = budget.refusalBeforeRendering(report.catalog) {
            report.diagnostics.append(refusal)
            return Self.finished(report, configuration, clock)
        }

        progress.started(.render, of: PipelineStep.build, "Rendering \(counted(report.catalog.components.count, "page"))")
        if let cache {
            return preview(report, renderer: renderer, assets: templateSet.assets, cache: cache,
                           writer: writer, configuration: configuration, budget: budget, clock: clock, pagesReady: pagesReady,
                           stopAfterPagesWhen: shouldStop)
        }

        // Pages go to disk as they are rendered, into a staging folder that is swapped in only
        // when every file is there and nothing is wrong: the site is never in memory whole, and
        // the previous one stays in place until the end.
        let staging: StagingArea
        do {
            staging = try writer.beginStaging(budget: budget.limit)
        } catch {
            report.diagnostics.append(Self.writeFailed(error))
            return Self.finished(report, configuration, clock)
        }
        let output = renderer.render(report.catalog, to: staging, preparedFrom: preparation?.wait())
        for asset in templateSet.assets { staging.write(path: asset.path, bytes: asset.bytes) }
        report.diagnostics += output.diagnostics.map { $0.inStep(.render) }
        report.diagnostics += Self.checkPaths(output.emittedPaths + templateSet.assets.map(\.path))
        report.diagnostics = Self.finalize(report.diagnostics, strict: configuration.strict)
        clock.lap(PipelineStep.render.name)
        if staging.exceededBudget {
            report.diagnostics.append(budget.refusalWhileWriting(written: staging.bytesWritten))
        }
        guard !report.diagnostics.contains(where: { $0.severity == .error && $0.step != "verify" }) else {
            writer.discard(staging)
            return Self.finished(report, configuration, clock)
        }

        let written = staging.files
        progress.started(.write, of: PipelineStep.build,
                             "Swapping \(counted(written.count, "file")) into \(configuration.outputDirectory.lastPathComponent)/")
        do {
            try writer.commit(staging)
            Self.recordWrite(&report, files: written.count, bytes: written.values.reduce(0, +), stats: output.stats)
            report.keptFileCount = staging.keptFiles
        } catch {
            report.diagnostics.append(Self.writeFailed(error))
        }
        clock.lap(PipelineStep.write.name)
        return Self.finished(report, configuration, clock)
    }

    /// The preview server's build: files are kept in memory and only those whose bytes changed
    /// are rewritten, in place; component pages first (see `preview(_:cache:pagesReady:)`).
    private func preview(_ report: BuildReport, renderer: SiteRenderer, assets: [(path: String, bytes: [UInt8])], cache: BuildCache,
                         writer: SiteWriter, configuration: SiteConfiguration, budget: OutputBudget, clock: StepClock,
                         pagesReady: (([String], [Diagnostic]) -> Void)?,
                         stopAfterPagesWhen shouldStop: (@Sendable () -> Bool)?) -> BuildReport {
        var report = report
        var clock = clock
        // The last render's cache is let go on another thread once the edited page is out:
        // tearing down its page builder and the fragments no page shares any more took a tenth
        // of the time before the page showed, at 10,000 pages.
        let previousRender = cache.render
        var (componentPages, reused, renderCache) = renderer.renderComponentPages(report.catalog, reusing: previousRender)
        // A page the cache reuses is taken to be on disk already, so the cache is kept only once
        // its pages are written.
        cache.render = nil
        let pageProblems = Self.checkPaths(componentPages.map(\.path))
        let pageBytes = componentPages.reduce(0) { $0 + $1.byteCount }
        if pageBytes > budget.limit {
            report.diagnostics.append(budget.refusalWhileWriting(written: pageBytes))
            return Self.finished(report, configuration, clock)
        }
        if !pageProblems.contains(where: { $0.severity == .error }) {
            do {
                let firstBuild = cache.writtenFiles == nil
                let update = try writer.update(componentPages, previous: cache.writtenFiles ?? [:],
                                               unchanged: reused, removingOthers: false)
                cache.writtenFiles = update.written
                // On disk now, so the pages' bytes go: the cache keeps what later renders reuse
                // (rule links, inputs), and the last write below needs only the paths. At
                // 10,000 pages that is 350 MB not held while the other pages render.
                renderCache = renderCache.withoutPageBytes()
                cache.render = renderCache
                reused = Set(componentPages.map(\.path))
                componentPages = componentPages.map { OutputFile(path: $0.path, parts: []) }
                if !firstBuild { pagesReady?(update.changed, Self.finalize(report.diagnostics, strict: configuration.strict)) }
            } catch {
                report.diagnostics.append(Self.writeFailed(error))
                return Self.finished(report, configuration, clock)
            }
        }
        clock.lap("pages")
        ParallelWork.releaseInBackground(consume previousRender)

        // Another edit came in (the preview server asks its watcher): the pages below are made
        // from every component, which takes seconds on a large catalog, and that edit's rebuild
        // makes them again anyway. The component pages are written and recorded, so stopping
        // here leaves the preview folder and its record in step.
        func stopped() -> BuildReport {
            report.stoppedAfterPages = true
            return Self.finished(report, configuration, clock)
        }
        if shouldStop?() == true { return stopped() }
        let output = renderer.renderSitePages(report.catalog, cache: renderCache, skippingRestWhen: shouldStop)
        if shouldStop?() == true { return stopped() }
        report.diagnostics += output.diagnostics.map { $0.inStep(.render) }
        clock.lap(PipelineStep.render.name)

        var files = componentPages + output.files
        files += assets.map { OutputFile(path: $0.path, bytes: $0.bytes) }
        report.diagnostics += Self.checkPaths(files.map(\.path))
        report.diagnostics = Self.finalize(report.diagnostics, strict: configuration.strict)
        guard !report.diagnostics.contains(where: { $0.severity == .error && $0.step != "verify" }) else {
            return Self.finished(report, configuration, clock)
        }

        // The component pages are on disk already (their bytes let go): counted as written.
        let siteBytes = files.reduce(0) { $0 + ($1.parts.isEmpty ? cache.writtenFiles?[$1.path]?.size ?? 0 : $1.byteCount) }
        if siteBytes > budget.limit {
            report.diagnostics.append(budget.refusalWhileWriting(written: siteBytes))
            return Self.finished(report, configuration, clock)
        }
        progress.started(.write, of: PipelineStep.build, "Writing \(counted(files.count, "file")) to \(configuration.outputDirectory.lastPathComponent)/")
        do {
            let update = try writer.update(files, previous: cache.writtenFiles ?? [:], unchanged: reused)
            cache.writtenFiles = update.written
            report.changedPaths = update.changed
            Self.recordWrite(&report, files: files.count, bytes: update.written.values.reduce(0) { $0 + $1.size }, stats: output.stats)
        } catch {
            report.diagnostics.append(Self.writeFailed(error))
        }
        clock.lap(PipelineStep.write.name)
        return Self.finished(report, configuration, clock)
    }

    /// What a finished write tells the summary line.
    private static func recordWrite(_ report: inout BuildReport, files: Int, bytes: Int, stats: RenderStats) {
        report.wroteSite = true
        report.fileCount = files
        report.byteCount = bytes
        report.searchIndexBytesPerRule = stats.bytesPerRule
    }

    private static func writeFailed(_ error: any Error) -> Diagnostic {
        Diagnostic(id: "output.write-failed", summary: "could not write the site: \(error.localizedDescription)",
                   explanation: "the previous site, if any, was left in place", step: "write")
    }

    // MARK: - Steps

    /// The catalog, every diagnostic of the step, the set of the catalog's rule ids when
    /// assembly made it on the way, and the pages left out (both for `verify`).
    /// - Returns: also the bytes of the pages read, which the output budget is in proportion to.
    func ingest(_ contentDirectory: URL, of steps: [PipelineStep], cache: BuildCache? = nil)
        -> (catalog: Catalog, diagnostics: [Diagnostic], ruleIDs: Set<String>?, leftOut: LeftOutPages, inputBytes: Int)
    {
        // A preview keeps every page's bytes to compare with the next load, so it reads them all
        // first. A one-off build reads each page in the job that ingests it and lets the bytes go
        // after: read up front, 10,000 pages held 80 MB of fresh memory until the last was parsed.
        let listing = cache == nil ? ContentLoader.list(contentDirectory) : nil
        var known = cache?.loaded ?? [:]
        let (files, loadDiagnostics) = listing.map { ([], $0.diagnostics) } ?? ContentLoader.load(from: contentDirectory, known: &known)
        cache?.loaded = known
        let pageCount = listing?.entries.count ?? files.count
        progress.started(.ingest, of: steps, "Ingesting \(counted(pageCount, "page"))")
        var diagnostics = loadDiagnostics
        let catalog: Catalog
        var ruleIDs: Set<String>?
        var leftOut = LeftOutPages()
        let read = ByteTally()
        if let cache {
            // Pages are independent until assembly, so an unchanged page's result can be reused.
            // A file that could not be read, now or last time, has no bytes to compare.
            let changed = files.filter { file in
                guard file.readError == nil, let cached = cache.pages[file.path] else { return true }
                return cached.result.wasUnreadable || cached.data != file.data
            }
            let fresh = changed.parallelMap { PageIngester.ingest($0) }
            // Each edited page with its last version, for reassembly; nil once a page is new.
            var edits: [(old: PageIngestResult, new: PageIngestResult)]? = []
            for (file, result) in zip(changed, fresh) {
                if let old = cache.pages[file.path]?.result { edits?.append((old, result)) } else { edits = nil }
                cache.pages[file.path] = (file.data, result)
            }
            // Every file has its entry now, so the cache holds more entries than there are
            // files only when some file is gone. Filtering anyway copied every entry (a retain
            // per field of each page's result) on each rebuild.
            if cache.pages.count != files.count {
                let present = Set(files.map(\.path))
                cache.pages = cache.pages.filter { present.contains($0.key) }
                edits = nil
            }
            // The usual edit leaves every other page and every cross-page index as it was: the
            // last catalog then takes the edited pages in place (see `reassemble`), instead of
            // every page being assembled again on one core, most of a rebuild's ingest step.
            if let edits, let last = cache.assembly,
               let (patched, next) = CatalogAssembler.reassemble(last.catalog, last.reassembly, replacing: edits) {
                catalog = patched
                cache.assembly = (patched, next)
                leftOut = next.leftOut
                for file in files { diagnostics += cache.pages[file.path]?.result.diagnostics ?? [] }
            } else {
                let pages = files.map { cache.pages[$0.path]!.result }
                let (assembled, assemblyDiagnostics, reassembly, pagesLeftOut) = CatalogAssembler.assembleKeepingIndexes(pages)
                catalog = assembled
                leftOut = pagesLeftOut
                cache.assembly = reassembly.map { (assembled, $0) }
                diagnostics += pages.flatMap(\.diagnostics) + assemblyDiagnostics
            }
            ruleIDs = cache.assembly?.reassembly.ruleIDs
        } else {
            // Each page joins the catalog as soon as it and the pages before it are ingested,
            // on whichever core is free, so assembling (one core's work) overlaps ingest
            // instead of following it. The loader lists files sorted by path, the order
            // assembly needs. The catalog is then the only owner of each page's parts, so the
            // checks at the end change them in place rather than copying them.
            var assembly = CatalogAssembler.PageByPage(pageCount: pageCount)
            ParallelWork.run(pageCount, parallel: true, make: { n in
                                 let file = listing?.read(n) ?? files[n]
                                 read.add(file.data.count)
                                 return PageIngester.ingest(file)
                             },
                             consumeInOrder: { _, page in
                                 diagnostics += page.diagnostics
                                 assembly.add(page)
                             })
            let (assembled, assemblyDiagnostics) = assembly.finish()
            catalog = assembled
            diagnostics += assemblyDiagnostics
            ruleIDs = assembly.ruleIDs
            leftOut = assembly.leftOut
            // Its indexes of every rule id and page took one core a sixtieth of a second to
            // tear down at 10,000 pages, with the other idle.
            ParallelWork.releaseInBackground(consume assembly)
        }
        return (catalog, diagnostics.map { $0.inStep(.ingest) }, ruleIDs, leftOut, cache == nil ? read.total : files.reduce(0) { $0 + $1.data.count })
    }

    /// - Parameters:
    ///   - ruleIDs: `Set(catalog.ruleIDs)`, when ingest made it.
    ///   - leftOut: pages ingest left out; examples naming their rules are counted in a note
    ///     rather than each reported as naming an unknown rule.
    func verify(_ catalog: Catalog, diagnostics: [Diagnostic], of steps: [PipelineStep], cache: BuildCache? = nil,
                ruleIDs: Set<String>? = nil, leftOut: LeftOutPages = LeftOutPages()) -> BuildReport {
        progress.started(.verify, of: steps, "Verifying \(counted(catalog.examples.count, "example"))")
        let runner = leftOut.isEmpty ? SpecRunner() : SpecRunner(excusingRules: { leftOut.mayHold(rule: $0) })
        let results: [ExampleResult], specDiagnostics: [Diagnostic]
        if let cache {
            // Unchanged examples keep their outcome; the memo is replaced by this run's.
            (results, specDiagnostics, cache.examples) = runner.run(catalog, reusing: cache.examples, knownRuleIDs: ruleIDs)
        } else if let ruleIDs {
            (results, specDiagnostics) = runner.run(catalog, knownRuleIDs: ruleIDs)
        } else {
            (results, specDiagnostics) = runner.run(catalog)
        }
        let heldBack = leftOut.isEmpty ? [] : leftOut.notes(examples: catalog.examples, knownRuleIDs: ruleIDs ?? Set(catalog.ruleIDs))
        var verified = catalog
        verified.results = results
        return BuildReport(catalog: verified, diagnostics: diagnostics + (specDiagnostics + heldBack).map { $0.inStep(.verify) })
    }

    /// Two pages that would land on one file, or a path that would leave the folder, are errors.
    static func checkPaths(_ paths: [String]) -> [Diagnostic] {
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            if let problem = OutputPath.problem(with: path) {
                diagnostics.append(Diagnostic(id: "output.unsafe-path", summary: "refusing to write '\(path)': \(problem)",
                                              fix: "rename the page or id that produces this path", step: "write"))
            } else if !seen.insert(path.lowercased()).inserted {
                diagnostics.append(Diagnostic(id: "output.path-collision",
                                              summary: "two pages would write the same file '\(path)'",
                                              explanation: "file names that differ only in case collide on many file systems",
                                              fix: "give one of the pages a different id", step: "write"))
            }
        }
        return diagnostics
    }

    /// Every way out of a build: the diagnostics put in order (warnings made errors under
    /// --strict) and each step's time.
    static func finished(_ report: BuildReport, _ configuration: SiteConfiguration, _ clock: StepClock) -> BuildReport {
        var report = report
        report.diagnostics = finalize(report.diagnostics, strict: configuration.strict)
        report.stepSeconds = clock.laps
        return report
    }

    /// Applies `--strict` and sorts for display.
    static func finalize(_ diagnostics: [Diagnostic], strict: Bool) -> [Diagnostic] {
        let adjusted = strict ? diagnostics.map { d -> Diagnostic in
            var d = d
            if d.severity == .warning { d.severity = .error }
            return d
        } : diagnostics
        return Array(Set(adjusted)).sortedForDisplay()
    }
}

extension Diagnostic {
    func inStep(_ step: PipelineStep) -> Diagnostic {
        inStep(step.name)
    }

    func inStep(_ name: String) -> Diagnostic {
        var copy = self
        if copy.step == nil { copy.step = name }
        return copy
    }
}

/// Bytes counted from several threads at once.
final class ByteTally: Sendable {
    private let count = Atomic<Int>(0)
    func add(_ bytes: Int) { count.add(bytes, ordering: .relaxed) }
    var total: Int { count.load(ordering: .relaxed) }
}

/// Wall-clock laps per step, for the build summary and the benchmark.
struct StepClock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var laps: [(String, Double)] = []

    mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((name, Double(now - last) / 1e9))
        last = now
    }
}
