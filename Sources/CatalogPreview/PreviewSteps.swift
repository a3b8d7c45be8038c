import Foundation
import CatalogModel
import CatalogIngest
import CatalogRender
import CatalogSite
import Parallel

/// The preview's steps: ingest, verify, render and write, each keeping what it made in the
/// `BuildCache` and reusing what the last rebuild made where the edit left it as it was. Files
/// are kept in memory and only those whose bytes changed are rewritten, in place.
struct PreviewSteps {
    let cache: BuildCache
    let pagesReady: (([String], [Diagnostic]) -> Void)?
    let shouldStop: (@Sendable () -> Bool)?
    /// What render hands to write: every file of the site, component pages without their bytes
    /// (already on disk), and the paths known to be as the folder holds them.
    private let rendered = Rendered()

    private final class Rendered {
        var files: [OutputFile] = []
        var unchanged: Set<String> = []
        var stats: RenderStats?
    }

    var all: [PipelineStep] {
        [
            PipelineStep.ingest.doing { ingest(&$0, $1) },
            PipelineStep.verify.doing { build, progress in
                let cache = self.cache
                // Unchanged examples keep their outcome (see `ExampleMemo`).
                build.verify(progress) { runner, catalog, ruleIDs in
                    cache.examples.run(catalog, with: runner, knownRuleIDs: ruleIDs)
                }
            },
            PipelineStep.render.doing(check: { build in
                build.prepareRenderer(reusing: cache.renderer)
                if let renderer = build.renderer { cache.renderer = renderer }
            }) { render(&$0, $1) },
            // The folder is checked before the first write only: after it, the preview's own
            // record says what it holds.
            PipelineStep.write.doing(check: { build in
                if cache.writtenFiles == nil { build.checkOutputFolder() }
            }) { write(&$0, $1) },
        ]
    }

    /// Ingest: unchanged pages are not read or parsed again, and an edit that other pages do not
    /// see is put into the last catalog in place.
    private func ingest(_ build: inout SiteBuild, _ progress: StepProgress) {
        // Every page's bytes are kept to compare with the next load, so all are read first.
        var known = cache.loaded
        let (files, loadDiagnostics) = ContentLoader.load(from: build.configuration.contentDirectory, known: &known)
        cache.loaded = known
        progress.started("Ingesting \(counted(files.count, "page"))")
        var diagnostics = loadDiagnostics
        // Pages are independent until assembly, so an unchanged page's result can be reused.
        // A file that could not be read, now or last time, has no bytes to compare.
        let changed = files.filter { file in
            guard file.readError == nil, let cached = cache.pages[file.path] else { return true }
            return cached.result.wasUnreadable || cached.data != file.data
        }
        let fresh = ParallelWork.map(changed.count, parallel: true) { PageIngester.ingest(changed[$0]) }
        // Each edited page with its last version, for reassembly; nil once a page is new.
        var edits: [(old: PageIngestResult, new: PageIngestResult)]? = []
        for (file, result) in zip(changed, fresh) {
            if let old = cache.pages[file.path]?.result { edits?.append((old, result)) } else { edits = nil }
            cache.pages[file.path] = (file.data, result)
        }
        // Every file has its entry now, so the cache holds more entries than there are files
        // only when some file is gone. Filtering anyway copied every entry (a retain per field
        // of each page's result) on each rebuild.
        if cache.pages.count != files.count {
            let present = Set(files.map(\.path))
            cache.pages = cache.pages.filter { present.contains($0.key) }
            edits = nil
        }
        // The usual edit leaves every other page and every cross-page index as it was: the last
        // catalog then takes the edited pages in place (see `reassemble`), instead of every page
        // being assembled again on one core, most of a rebuild's ingest step.
        if let edits, let last = cache.assembly,
           let (patched, next) = last.reassembly.reassemble(last.catalog, replacing: edits) {
            build.report.catalog = patched
            cache.assembly = (patched, next)
            build.leftOut = next.leftOut
            for file in files { diagnostics += cache.pages[file.path]?.result.diagnostics ?? [] }
        } else {
            let pages = files.map { cache.pages[$0.path]!.result }
            let (assembled, assemblyDiagnostics, reassembly, pagesLeftOut) = Reassembly.assemble(pages)
            build.report.catalog = assembled
            build.leftOut = pagesLeftOut
            cache.assembly = reassembly.map { (assembled, $0) }
            diagnostics += pages.flatMap(\.diagnostics) + assemblyDiagnostics
        }
        let (withGlossaries, glossaryDiagnostics) = SitePipeline.glossaries(build.report.catalog, in: build.configuration.contentDirectory)
        build.report.catalog = withGlossaries
        build.report.diagnostics += diagnostics + glossaryDiagnostics
        build.ruleIDs = cache.assembly?.reassembly.ruleIDs
        build.inputBytes = files.reduce(0) { $0 + $1.data.count }
    }

    /// Render: component pages first, written at once so an edited page shows while the pages
    /// made from every component (and the search index, `catalog.json`) catch up.
    func render(_ build: inout SiteBuild, _ progress: StepProgress) {
        let budget = build.budget
        if let refusal = budget.refusalBeforeRendering(build.report.catalog) {
            build.report.diagnostics.append(refusal)
            return
        }
        progress.started("Rendering \(counted(build.report.catalog.components.count, "page"))")
        guard let renderer = build.renderer else { return }
        let firstBuild = cache.writtenFiles == nil
        let outputDirectory = build.configuration.outputDirectory
        let strict = build.configuration.strict
        let earlier = build.report.diagnostics
        // What happened to the component pages, which the render hands over before the others.
        final class ComponentPages {
            var refusal: Diagnostic?
            /// Their paths, once they are on disk.
            var written: Set<String>?
        }
        let pages = ComponentPages()
        let cache = self.cache, pagesReady = self.pagesReady
        // The render takes over the component pages the last one left in `cache.render`, and
        // leaves it its own.
        let output = renderer.render(build.report.catalog, reusing: .lastRender(cache.render, componentPagesFirst: { componentPages, reused in
            let problems = SiteBuild.checkPaths(componentPages.map(\.path))
            let pageBytes = componentPages.reduce(0) { $0 + $1.byteCount }
            if pageBytes > budget.limit {
                pages.refusal = budget.refusalWhileWriting(written: pageBytes)
                return false
            }
            guard !problems.contains(where: { $0.severity == .error }) else { return true }
            do {
                let update = try PreviewFolder(outputDirectory: outputDirectory)
                    .update(componentPages, previous: cache.writtenFiles ?? [:], unchanged: reused, removingOthers: false)
                cache.writtenFiles = update.written
                pages.written = Set(componentPages.map(\.path))
                if !firstBuild { pagesReady?(update.changed, SitePipeline.finalize(earlier, strict: strict)) }
                return true
            } catch {
                pages.refusal = SiteBuild.writeFailed(error)
                return false
            }
        }, stoppingWhen: shouldStop))
        // A page the next render takes over is taken to be on disk already: with the component
        // pages not written, it takes over none. Once written, the cache keeps none of their bytes.
        if pages.written == nil { cache.render.forget() }
        if let refusal = pages.refusal {
            build.report.diagnostics.append(refusal)
            return
        }
        // Another edit came in (the preview server asks its watcher): the pages made from every
        // component take seconds on a large catalog, and that edit's rebuild makes them again
        // anyway, so the render left them out. The component pages are written and recorded, so
        // stopping here leaves the preview folder and its record in step.
        if output.stopped { return stop(&build) }
        build.report.diagnostics += output.diagnostics
        // Each language's pages sit in a folder of their own (`ko/`) and load its copy of the assets.
        let folders = [""] + renderer.languageFolders(for: build.report.catalog)
        let files = output.files + folders.flatMap { folder in
            build.assets.map { OutputFile(path: folder + $0.path, bytes: $0.bytes) }
        }
        build.report.diagnostics += SiteBuild.checkPaths(files.map(\.path))
        rendered.files = files
        // The component pages come back without their bytes: they are on disk already.
        rendered.unchanged = pages.written ?? []
        rendered.stats = output.stats
    }

    private func stop(_ build: inout SiteBuild) {
        build.report.stoppedAfterPages = true
        build.isOver = true
    }

    /// Write: only the files whose bytes changed are rewritten, in place.
    private func write(_ build: inout SiteBuild, _ progress: StepProgress) {
        let files = rendered.files
        // The component pages are on disk already (their bytes let go): counted as written.
        let siteBytes = files.reduce(0) { $0 + ($1.parts.isEmpty ? cache.writtenFiles?[$1.path]?.size ?? 0 : $1.byteCount) }
        if siteBytes > build.budget.limit {
            build.report.diagnostics.append(build.budget.refusalWhileWriting(written: siteBytes))
            return
        }
        progress.started("Writing \(counted(files.count, "file")) to \(build.configuration.outputDirectory.lastPathComponent)/")
        do {
            let update = try PreviewFolder(outputDirectory: build.configuration.outputDirectory)
                .update(files, previous: cache.writtenFiles ?? [:], unchanged: rendered.unchanged)
            cache.writtenFiles = update.written
            build.report.changedPaths = update.changed
            build.recordWrite(files: files.count, bytes: update.written.values.reduce(0) { $0 + $1.size }, stats: rendered.stats!)
        } catch {
            build.report.diagnostics.append(SiteBuild.writeFailed(error))
        }
    }
}
