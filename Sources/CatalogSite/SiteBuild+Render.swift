import Foundation
import CatalogModel
import CatalogRender
import Parallel

extension SiteBuild {
    /// Render's check: the options, then the templates, read and parsed before the content.
    /// Without them nothing can be rendered, and a wrong --templates path or a template typo
    /// should fail in milliseconds, not after thousands of pages were read.
    /// - Parameter kept: the renderer of the last build (a preview's), taken again when it was
    ///   made from the same templates and options.
    package mutating func prepareRenderer(reusing kept: SiteRenderer? = nil) {
        if let base = configuration.baseURL, let problem = RenderOptions.problem(withBaseURL: base) {
            report.diagnostics.append(Diagnostic(
                id: "options.bad-base-url", summary: "--base-url '\(base)' cannot be used: \(problem)",
                fix: "pass the address the site is published at, such as https://example.org/docs/, or a path from the host's root, such as /docs/"))
            return
        }
        if let problem = RenderOptions.problem(withSiteTitle: configuration.siteTitle) {
            report.diagnostics.append(Diagnostic(
                id: "options.bad-title", summary: "--title '\(configuration.siteTitle.visible())' cannot be used: \(problem)",
                fix: "pass the name readers should see at the top of every page, such as --title \"Sheet guidelines\""))
            return
        }
        let (loaded, templateDiagnostics) = TemplateLoader.load(from: configuration.templatesDirectory)
        report.diagnostics += templateDiagnostics
        guard let templateSet = loaded, !templateDiagnostics.hasErrors else { return }
        assets = templateSet.assets
        if let kept, kept.isMade(from: templateSet.templates, options: options) {
            renderer = kept
            return
        }
        do {
            renderer = try SiteRenderer(templates: templateSet.templates, options: options)
        } catch {
            report.diagnostics += error.diagnostics
        }
    }

    /// Render, for a one-off build: pages go to disk as they are rendered, into a staging folder
    /// that write swaps in only when every file is there and nothing is wrong. The site is never
    /// in memory whole, and the previous one stays in place until the end.
    mutating func render(_ progress: StepProgress) {
        // Before a page is rendered: a site that cannot fit is refused without the work.
        let budget = self.budget
        if let refusal = budget.refusalBeforeRendering(report.catalog) {
            report.diagnostics.append(refusal)
            return
        }
        progress.started("Rendering \(counted(report.catalog.components.count, "page"))")
        guard let renderer else { return }
        let staging: StagingArea
        do {
            staging = try writer.beginStaging(budget: budget.limit)
        } catch {
            report.diagnostics.append(Self.writeFailed(error))
            return
        }
        let output = renderer.render(report.catalog, into: staging, reusing: .preparation(preparation?.wait()))
        preparation = nil
        // Each language's pages sit in a folder of their own (`ko/`) and load its copy of the assets.
        let assets = ([""] + renderer.languageFolders(for: report.catalog)).flatMap { folder in
            self.assets.map { (path: folder + $0.path, bytes: $0.bytes) }
        }
        for asset in assets { staging.write(path: asset.path, bytes: asset.bytes) }
        report.diagnostics += output.diagnostics
        report.diagnostics += Self.checkPaths(output.emittedPaths + assets.map(\.path))
        if staging.exceededBudget {
            report.diagnostics.append(budget.refusalWhileWriting(written: staging.bytesWritten))
        }
        // Nothing of a site with errors reaches the output folder, not even in part.
        guard !blocksRendering else {
            writer.discard(staging)
            return
        }
        self.staging = staging
        renderStats = output.stats
    }
}
