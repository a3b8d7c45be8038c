#if os(Linux)
import Foundation
import Testing
@testable import CatalogSite

/// The read-ahead that brings pages into memory before ingest reaches them, when they are not
/// there (a first build after a checkout, or after the kernel let the pages go).
@Suite(.timeLimit(.minutes(1))) struct ReadAheadTests {
    /// Whether the temporary folder's file system lets cached pages go when asked; tmpfs keeps
    /// them, and there the tests that need pages out of memory are skipped (and say so).
    static let canEvict: Bool = {
        guard let folder = try? TemporaryFolder("sheetcat-readahead-probe"), (try? folder.write("probe.md", "probe")) != nil else {
            return false
        }
        let path = folder.url.appendingPathComponent("probe.md").path
        ReadAheadTests().evict(path)
        return ReadAhead.isResident(path) == false
    }()

    /// Asks the kernel to let go of the cached pages of the file at `path`, as it does with files
    /// nobody has read for a while. `Data.write(to:)` syncs the file, so its pages are clean and
    /// can be let go.
    func evict(_ path: String) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return }
        _ = posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_DONTNEED))
        close(fd)
    }

    /// A folder of `count` pages of 20 KB each, written and then let go from memory. The pages
    /// live as long as the folder: keep it.
    func evictedPages(_ count: Int) throws -> (TemporaryFolder, [String]) {
        let folder = try TemporaryFolder("sheetcat-readahead")
        let paths = try (0..<count).map { n -> String in
            try folder.write("page-\(n).md", String(repeating: "Some guidance for page \(n). ", count: 700))
            return folder.url.appendingPathComponent("page-\(n).md").path
        }
        paths.forEach(evict)
        return (folder, paths)
    }

    @Test(.enabled(if: canEvict)) func tellsAFileInMemoryFromOneThatIsNot() throws {
        let (folder, paths) = try evictedPages(1)
        #expect(ReadAhead.isResident(paths[0]) == false)
        _ = FileManager.default.contents(atPath: paths[0])
        #expect(ReadAhead.isResident(paths[0]) == true)
        withExtendedLifetime(folder) {}
    }

    @Test(.enabled(if: canEvict)) func aFolderIsColdWhenAnyPageOfTheSampleIsOutOfMemory() throws {
        let (folder, paths) = try evictedPages(40)
        #expect(ReadAhead.isCold(count: paths.count) { paths[$0] })
        for path in paths { _ = FileManager.default.contents(atPath: path) }
        #expect(!ReadAhead.isCold(count: paths.count) { paths[$0] })
        // The last page is always in the sample: a folder with only it out of memory is cold.
        evict(paths[paths.count - 1])
        #expect(ReadAhead.isCold(count: paths.count) { paths[$0] })
        withExtendedLifetime(folder) {}
    }

    @Test(.enabled(if: canEvict)) func prefetchBringsEveryPageIntoMemory() async throws {
        let (folder, paths) = try evictedPages(40)
        defer { withExtendedLifetime(folder) {} }
        ReadAhead.prefetch(count: paths.count) { paths[$0] }
        #expect(try await everyPageComesIn(paths) == [])
    }

    /// What a one-off build calls before ingest: pages out of memory come in without being read.
    @Test(.enabled(if: canEvict)) func aListingOfPagesOutOfMemoryReadsThemAhead() async throws {
        let (folder, paths) = try evictedPages(40)
        defer { withExtendedLifetime(folder) {} }
        let listing = ContentLoader.list(folder.url)
        #expect(listing.entries.count == paths.count)
        listing.readAheadIfCold()
        #expect(try await everyPageComesIn(paths) == [])
    }

    /// The pages of `paths` not seen in memory within ten seconds; each counts once it has been
    /// seen. The kernel reads in its own time (on a local disk, within milliseconds).
    ///
    /// The pages are looked at once more after every wait, the last wait included: in a full
    /// test run every suite's work shares two cores, and a sleeping test was resumed only after
    /// its ten seconds had passed, when the pages had long been in memory but the loop ended
    /// without looking again (a debug print showed all 40 pages "never seen" and every one of
    /// them in memory).
    func everyPageComesIn(_ paths: [String]) async throws -> [String] {
        var waiting = paths
        let deadline = Date().addingTimeInterval(10)
        while true {
            waiting.removeAll { ReadAhead.isResident($0) == true }
            guard !waiting.isEmpty, Date() < deadline else { return waiting }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    @Test func aBuildFromPagesOutOfMemoryWritesTheSameSite() throws {
        let content = try TemporaryFolder("sheetcat-readahead-content")
        for name in try FileManager.default.contentsOfDirectory(atPath: TestPaths.content.path) where name.hasSuffix(".md") {
            try content.write(name, try Data(contentsOf: TestPaths.content.appendingPathComponent(name)))
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: content.url.path).map { content.url.appendingPathComponent($0).path }
        let out = try TemporaryFolder("sheetcat-readahead-out")
        func build(_ name: String) throws -> URL {
            let site = out.url.appendingPathComponent(name)
            let report = SitePipeline().build(SiteConfiguration(
                contentDirectory: content.url, templatesDirectory: TestPaths.templates, outputDirectory: site))
            #expect(report.wroteSite, "\(report.diagnostics.map(\.compilerStyle))")
            return site
        }
        let warm = try build("warm")
        pages.forEach(evict)
        let cold = try build("cold")
        try expectSameFiles(warm, cold, "pages out of memory")
    }

    @Test func filesThatAreNotPlainFilesAreNotLookedAtOrWaitedFor() throws {
        let folder = try TemporaryFolder("sheetcat-readahead-odd")
        try folder.write("page.md", "# Page\n")
        try folder.write("empty.md", "")
        try folder.link("link.md", to: "page.md")
        let pipe = folder.url.appendingPathComponent("pipe.md").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let path = { (name: String) in folder.url.appendingPathComponent(name).path }
        #expect(ReadAhead.isResident(path("missing.md")) == nil)
        #expect(ReadAhead.isResident(path("link.md")) == nil)
        #expect(ReadAhead.isResident(pipe) == nil)
        #expect(ReadAhead.isResident(path("empty.md")) == true)
        // A pipe with no writer would block an open for reading; the prefetch must go past it.
        // Should it wait there, a writer comes after five seconds to let the test end and say so.
        let writerCame = NSLock()
        nonisolated(unsafe) var cameAt: Date?
        DispatchQueue.global().asyncAfter(deadline: .now() + 5) {
            writerCame.withLock { cameAt = Date() }
            let fd = open(pipe, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
        let names = ["missing.md", "link.md", "pipe.md", "empty.md", "page.md"]
        ReadAhead.prefetch(count: names.count) { path(names[$0]) }
        #expect(writerCame.withLock { cameAt } == nil, "the prefetch waited on the pipe for a writer")
    }
}
#endif
