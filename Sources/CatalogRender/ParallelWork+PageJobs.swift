import Parallel

extension ParallelWork {
    /// The `window` of `inOrder` for the files a site's page jobs make in parts (`catalog.json`,
    /// the search index). Those jobs share the cores with each other, so each one's runs are made
    /// on one core at a time anyway (an apply inside an apply gets no more threads), and the
    /// window only decides how many finished runs wait in memory. With 16, a 1,000-page build held
    /// all 16 MB of `catalog.json` at once in fresh memory; with two, a run reuses what the one
    /// before it freed: peak memory 120 → 85 MB at 1,000 pages.
    static let windowInsidePageJobs = 2
}
