import Foundation
import CatalogModel
import CatalogIngest
import Parallel

extension SiteBuild {
    /// Ingest: every page read and recognised, and the pages assembled into one catalog, with
    /// the cross-page checks (ids, links, sources).
    ///
    /// Each page joins the catalog as soon as it and the pages before it are ingested, on
    /// whichever core is free, so assembling (one core's work) overlaps ingest instead of
    /// following it. Each page is read in the job that ingests it and its bytes let go after:
    /// read up front, 10,000 pages held 80 MB of fresh memory until the last was parsed.
    mutating func ingest(_ progress: StepProgress) {
        let listing = ContentLoader.list(configuration.contentDirectory)
        let pageCount = listing.entries.count
        progress.started("Ingesting \(counted(pageCount, "page"))")
        var diagnostics = listing.diagnostics
        let read = ByteTally()
        // The loader lists files sorted by path, the order assembly needs. The catalog is then
        // the only owner of each page's parts, so the checks at the end change them in place
        // rather than copying them.
        var assembly = CatalogAssembler.PageByPage(pageCount: pageCount)
        ParallelWork.run(pageCount, parallel: true, make: { n in
                             let file = listing.read(n)
                             read.add(file.data.count)
                             return PageIngester.ingest(file)
                         },
                         consumeInOrder: { _, page in
                             diagnostics += page.diagnostics
                             assembly.add(page)
                         })
        let (assembled, assemblyDiagnostics) = assembly.finish()
        let (withGlossaries, glossaryDiagnostics) = SitePipeline.glossaries(assembled, in: configuration.contentDirectory)
        report.catalog = withGlossaries
        report.diagnostics += diagnostics + assemblyDiagnostics + glossaryDiagnostics
        ruleIDs = assembly.ruleIDs
        leftOut = assembly.leftOut
        inputBytes = read.total
        // Its indexes of every rule id and page took one core a sixtieth of a second to tear
        // down at 10,000 pages, with the other idle.
        ParallelWork.releaseInBackground(consume assembly)
    }
}
