import Foundation
import CatalogModel

extension SiteBuild {
    /// Write's check: an output folder that would swallow the content or the templates, or one
    /// that holds files the tool did not write, is refused before anything is read.
    package mutating func checkOutputFolder() {
        report.diagnostics += writer.preflight(protecting: [("content", configuration.contentDirectory)]
            + (configuration.templatesDirectory.map { [("templates", $0)] } ?? []))
    }

    /// Write, for a one-off build: the staging folder render filled gets its manifest and is
    /// swapped in for the output folder at once (`SiteWriter.commit`).
    mutating func write(_ progress: StepProgress) {
        guard let staging else { return }
        let written = staging.files
        progress.started("Swapping \(counted(written.count, "file")) into \(configuration.outputDirectory.lastPathComponent)/")
        do {
            try writer.commit(staging)
            recordWrite(files: written.count, bytes: written.values.reduce(0, +), stats: renderStats!)
            report.keptFileCount = staging.keptFiles
        } catch {
            report.diagnostics.append(Self.writeFailed(error))
        }
        self.staging = nil
    }
}
