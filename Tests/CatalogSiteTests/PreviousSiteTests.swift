import Foundation
import Testing
@testable import CatalogSite

/// A rebuild keeps the files that came out the same, as links to the site it replaces, and writes
/// the rest; what it keeps must be exactly what a fresh build would have written.
@Suite struct PreviousSiteTests {
    let sheets = OnePageSite.page

    func configuration(_ root: TemporaryFolder, output: String = "_site") -> SiteConfiguration {
        OnePageSite.configuration(root, output: output)
    }

    /// A live site (`old/`) and a staging folder (`new/`) in a temporary folder, for
    /// `PreviousSite` alone.
    struct Folders {
        let root: TemporaryFolder
        var old: URL { root.url.appendingPathComponent("old") }
        var new: URL { root.url.appendingPathComponent("new") }

        init() throws {
            root = try TemporaryFolder()
            for folder in [old, new] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        }

        /// A file at `relative` below the temporary folder, with the permissions sheetcat gives a
        /// new file, which `PreviousSite` asks of a file it keeps.
        func write(_ relative: String, _ data: Data) throws {
            try root.write(relative, data)
            chmod(root.url.appendingPathComponent(relative).path, 0o644 & ~PreviousSite.currentUmask())
        }

        func contents(_ relative: String) -> Data? { root.read(relative) }
    }

    /// Every file of a site below `folder`: path → (inode, link count, bytes).
    func snapshot(_ folder: URL) throws -> [String: (inode: UInt64, links: Int, bytes: Data)] {
        var files: [String: (UInt64, Int, Data)] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let full = folder.appendingPathComponent(path).path
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            files[path] = (UInt64(info.st_ino), Int(info.st_nlink), FileManager.default.contents(atPath: full) ?? Data())
        }
        return files
    }

    @Test func aRebuildKeepsExactlyTheFilesWhoseBytesDidNotChange() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", sheets)
        try root.write("content/popovers.md", sheets.replacingOccurrences(of: "# Sheets", with: "# Popovers"))
        let first = SitePipeline().build(configuration(root))
        #expect(first.wroteSite, "\(first.diagnostics.map(\.compilerStyle))")
        #expect(first.keptFileCount == 0)
        let before = try snapshot(root.url.appendingPathComponent("_site"))

        try root.write("content/popovers.md", sheets.replacingOccurrences(of: "# Sheets", with: "# Popovers")
            .replacingOccurrences(of: "Long flows", with: "Longer flows"))
        let second = SitePipeline().build(configuration(root))
        #expect(second.wroteSite, "\(second.diagnostics.map(\.compilerStyle))")
        let after = try snapshot(root.url.appendingPathComponent("_site"))

        // The site is what a build into an empty folder writes.
        #expect(SitePipeline().build(configuration(root, output: "fresh")).wroteSite)
        try expectSameFiles(root.url.appendingPathComponent("_site"), root.url.appendingPathComponent("fresh"))

        // A file is the same file as before exactly when its bytes are the same, the manifest aside
        // (it is written at the end, like the index of a new folder).
        var unchanged = 0
        for (path, now) in after where path != SiteWriter.manifestName {
            guard let was = before[path] else { continue }
            #expect((now.inode == was.inode) == (now.bytes == was.bytes), "\(path)")
            #expect(now.links == 1, "\(path) still has a second name")
            if now.bytes == was.bytes { unchanged += 1 }
        }
        #expect(unchanged > 0)
        // The manifest is always new: its time is the time of the last build (README).
        let manifest = SiteWriter.manifestName
        #expect(after[manifest].map { $0.inode != before[manifest]?.inode } == true)
        #expect(after["components/popovers.html"].map { $0.inode != before["components/popovers.html"]?.inode } == true)
        #expect(after["components/sheets.html"]?.inode == before["components/sheets.html"]?.inode)
        #expect(second.keptFileCount == unchanged)
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.url.path)
        #expect(entries.sorted() == ["_site", "content", "fresh"])
    }

    /// Only bytes decide: a file edited by hand in the live site, even to the same length, or
    /// given other permissions, is written again as the build makes it.
    @Test func aFileChangedInTheLiveSiteIsWrittenAgain() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", sheets)
        #expect(SitePipeline().build(configuration(root)).wroteSite)
        let site = root.url.appendingPathComponent("_site")
        let page = site.appendingPathComponent("components/sheets.html").path
        let original = try #require(FileManager.default.contents(atPath: page))
        var edited = original
        edited[edited.startIndex] = UInt8(ascii: "X")
        try edited.write(to: URL(fileURLWithPath: page))  // Foundation replaces the file: a new inode, our mode
        let notFound = site.appendingPathComponent("404.html").path
        #expect(chmod(notFound, 0o600) == 0)

        #expect(SitePipeline().build(configuration(root)).wroteSite)
        #expect(FileManager.default.contents(atPath: page) == original)
        var info = stat()
        #expect(stat(notFound, &info) == 0)
        #expect(info.st_mode & 0o077 != 0, "a file whose permissions were changed is written with a new file's")
        #expect(SitePipeline().build(configuration(root, output: "fresh")).wroteSite)
        try expectSameFiles(site, root.url.appendingPathComponent("fresh"))
    }

    /// A build that fails after it linked some files removes only the staging folder's names
    /// for them: the live site keeps its bytes, and each file one name again.
    @Test func aFailedRebuildLeavesTheLiveSiteAsItWas() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", sheets)
        #expect(SitePipeline().build(configuration(root)).wroteSite)
        let site = root.url.appendingPathComponent("_site")
        let before = try snapshot(site)
        let writer = SiteWriter(outputDirectory: site)
        let staging = try writer.beginStaging()
        let index = try #require(before["index.html"])
        staging.write(path: "index.html", bytes: Array(index.bytes))
        #expect(staging.keptFiles == 1)
        var linked = stat()
        #expect(stat(site.appendingPathComponent("index.html").path, &linked) == 0)
        #expect(linked.st_nlink == 2)
        staging.write(path: "../escape.html", bytes: Array("x".utf8))
        #expect(throws: (any Error).self) { try writer.commit(staging) }

        let after = try snapshot(site)
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, now) in after {
            #expect(now.bytes == before[path]?.bytes, "\(path)")
            #expect(now.links == 1, "\(path)")
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.url.path)
        #expect(entries.sorted() == ["_site", "content"])
    }

    /// The staging area's promises hold for kept files too: one file per path, the first kept.
    @Test func aSecondFileAtAKeptPathIsRefused() throws {
        let folders = try Folders()
        try folders.write("old/components/sheets.html", Data("same".utf8))
        let writer = SiteWriter(outputDirectory: folders.old)
        let staging = try writer.beginStaging()
        staging.write(path: "components/sheets.html", bytes: Array("same".utf8))
        staging.write(path: "components/sheets.html", bytes: Array("same".utf8))
        #expect(staging.keptFiles == 1)
        #expect(staging.problems.map(\.reason) == ["another page already wrote this file"])
        writer.discard(staging)
    }

    /// The comparison holds at most `largestCompared` bytes: a larger file is written as its
    /// chunks come, whole, even when it equals the old one; one at the limit is still compared.
    @Test func aFileLargerThanTheLimitIsWrittenAsItComes() throws {
        let folders = try Folders()
        let chunk = Array(repeating: UInt8(ascii: "a"), count: 100)
        try folders.write("old/big.html", Data(repeating: UInt8(ascii: "a"), count: 300))
        try folders.write("old/fits.html", Data(repeating: UInt8(ascii: "a"), count: 200))
        let previous = try #require(PreviousSite(root: folders.old, staging: folders.new, largestCompared: 200))

        var chunksGiven = 0
        let big = previous.place("big.html", at: folders.new.appendingPathComponent("big.html").path) { append in
            for _ in 0..<3 { chunksGiven += 1; chunk.withUnsafeBufferPointer(append) }
        }
        #expect(chunksGiven == 3)
        #expect(big.size == 300 && !big.kept && big.problem == nil)
        #expect(folders.contents("new/big.html")?.count == 300)

        let fits = previous.place("fits.html", at: folders.new.appendingPathComponent("fits.html").path) { append in
            for _ in 0..<2 { chunk.withUnsafeBufferPointer(append) }
        }
        #expect(fits.size == 200 && fits.kept && fits.problem == nil)
    }

    /// Chunks are compared as they come: wherever the new bytes part from the old (in the first
    /// chunk, a later one, past the old end, or short of it), the new file is written whole and
    /// exactly, and every chunk is asked for once.
    @Test(arguments: [
        ["<p>new", " page", "</p>"], ["<p>old", " PAGE", "</p>"], ["<p>old", " page", "</p>", "!"],
        ["<p>old", " page"], ["<p>old", " page", "</p>"],
    ])
    func newBytesAreComparedChunkByChunk(chunks: [String]) throws {
        let folders = try Folders()
        try folders.write("old/page.html", Data("<p>old page</p>".utf8))
        let previous = try #require(PreviousSite(root: folders.old, staging: folders.new))
        var asked = 0
        let placed = previous.place("page.html", at: folders.new.appendingPathComponent("page.html").path) { append in
            for chunk in chunks {
                asked += 1
                Array(chunk.utf8).withUnsafeBufferPointer(append)
            }
        }
        let expected = chunks.joined()
        #expect(asked == chunks.count)
        #expect(placed.problem == nil)
        #expect(placed.size == expected.utf8.count)
        #expect(placed.kept == (expected == "<p>old page</p>"))
        #expect(folders.contents("new/page.html") == Data(expected.utf8))
        #expect(folders.contents("old/page.html") == Data("<p>old page</p>".utf8))
    }

    /// A symbolic link in the old site is never followed to a file elsewhere, even one with the
    /// same bytes: the new file is written, and the file outside gains no name in the site.
    @Test func aLinkInTheOldSiteIsNotFollowed() throws {
        let folders = try Folders()
        try folders.write("elsewhere.html", Data("same".utf8))
        try folders.root.link("old/page.html", to: "elsewhere.html")
        let previous = try #require(PreviousSite(root: folders.old, staging: folders.new))
        let placed = previous.place("page.html", at: folders.new.appendingPathComponent("page.html").path) { append in
            Array("same".utf8).withUnsafeBufferPointer(append)
        }
        #expect(!placed.kept && placed.problem == nil)
        var info = stat()
        #expect(stat(folders.root.url.appendingPathComponent("elsewhere.html").path, &info) == 0)
        #expect(info.st_nlink == 1)
        #expect(folders.contents("new/page.html") == Data("same".utf8))
    }

    @Test func noPreviousSiteWhereThereIsNoFolder() throws {
        let root = try TemporaryFolder()
        try root.write("file", "not a folder")
        #expect(PreviousSite(root: root.url.appendingPathComponent("missing"), staging: root.url) == nil)
        #expect(PreviousSite(root: root.url.appendingPathComponent("file"), staging: root.url) == nil)
        #expect(PreviousSite(root: root.url, staging: root.url) != nil)
    }

    /// Whether the RAM disk and the temporary folder are two file systems, as on this kind of machine.
    static let ramDiskIsAnotherFileSystem: Bool = {
        var a = stat(), b = stat()
        return stat("/dev/shm", &a) == 0 && stat(FileManager.default.temporaryDirectory.path, &b) == 0 && a.st_dev != b.st_dev
    }()

    /// A link cannot reach from one file system to another, so a live site on another one than
    /// the staging folder is not consulted at all.
    @Test(.enabled(if: ramDiskIsAnotherFileSystem, "needs /dev/shm on another file system than the temporary folder"))
    func noPreviousSiteOnAnotherFileSystem() throws {
        let root = try TemporaryFolder()
        #expect(PreviousSite(root: URL(fileURLWithPath: "/dev/shm"), staging: root.url) == nil)
    }
}
