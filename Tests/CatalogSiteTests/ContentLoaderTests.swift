import Foundation
import Testing
import CatalogRender
import Synchronization
@testable import CatalogSite
import Parallel

/// The content folder is read after every edit in a preview, so unchanged files are not read
/// again; these tests pin down what counts as unchanged and what is read at all.
@Suite struct ContentLoaderTests {
    @Test func pageNamesAreRecognisedAsCharactersWouldRecogniseThem() {
        // A name is read as bytes when its extension is ASCII; the reading by characters is
        // the reference, odd names included (trailing dots, a Kelvin sign that lower-cases to k).
        func reference(_ name: String) -> Bool {
            let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
            return name.contains(".") && (ext == "md" || ext == "markdown")
        }
        let names = ["a.md", "a.MD", "a.Md", "a.markdown", "a.MarkDown", "a.mdx", "md", "a.md.", "a.md..", "a..md",
                     "a.md.txt", "a.txt.md", "é.md", "a.mé", "a.mar\u{212A}down", "a.", "a", "", "a.m", "a.d", "...",
                     "sheets.md", "Sheets.MARKDOWN", "notes.md~", "a.m d", "日本.md"]
        for name in names {
            #expect(ContentLoader.isPageName(name) == reference(name), "\(name.debugDescription)")
        }
    }

    /// A content folder with two pages, a file that is not a page, hidden files, links to a
    /// page outside and to the folder itself, and a pipe named like a page.
    func writeMixedFolder(_ root: TemporaryFolder) throws {
        try root.write("content/sheets.md", "# Sheets\n")
        try root.write("content/guides/choosing.markdown", "# Choosing\n")
        try root.write("content/notes.txt", "not a page\n")
        try root.write("content/.draft.md", "# Hidden\n")
        try root.write("content/.git/stray.md", "# Hidden folder\n")
        try root.write("outside/elsewhere.md", "# Outside\n")
        try root.link("content/linked.md", to: "outside/elsewhere.md")
        try root.link("content/loop", to: "content")
        #expect(root.pipe("content/guides/pipe.md"))
    }

    @Test func readsMarkdownBelowTheFolderSkipsHiddenFilesAndWarnsOfLinksAndPipes() throws {
        let root = try TemporaryFolder()
        try writeMixedFolder(root)
        try root.link("content/notes-link.txt", to: "content/notes.txt")
        let (files, diagnostics) = ContentLoader.load(from: root.url.appendingPathComponent("content"))
        #expect(files.map(\.path) == ["guides/choosing.markdown", "sheets.md"])
        // Passed over, but not in silence: a page that went missing says why. A link to a file
        // that is not a page (notes-link.txt) is nobody's page and says nothing.
        #expect(diagnostics.severitiesIDsAndFiles == [
            "warning content.not-a-file guides/pipe.md",
            "warning content.link-skipped linked.md",
            "warning content.link-skipped loop",
        ])
    }

    /// A one-off build lists the folder without stamps, telling files and folders apart from the
    /// listing itself; the preview lists it with them. Both must find the same pages and say the
    /// same about what they pass over.
    @Test func aListingWithoutStampsFindsWhatAStampedOneFinds() throws {
        let root = try TemporaryFolder()
        try writeMixedFolder(root)
        try root.write("content/guides/deeper/alerts.MD", "# Alerts\n")
        try root.write("content/b\u{1B}[31m.md", "# Bad name\n")
        let folder = root.url.appendingPathComponent("content")
        let plain = ContentLoader.list(folder), stamped = ContentLoader.list(folder, stamped: true)
        #expect(plain.entries.map(\.path) == ["guides/choosing.markdown", "guides/deeper/alerts.MD", "sheets.md"])
        #expect(stamped.entries.map(\.path) == plain.entries.map(\.path))
        #expect(plain.entries.allSatisfy { $0.stamp == nil })
        #expect(stamped.entries.allSatisfy { $0.stamp != nil })
        #expect(plain.diagnostics.map(\.compilerStyle) == stamped.diagnostics.map(\.compilerStyle))
        #expect(plain.diagnostics.map(\.id) == ["content.bad-name", "content.not-a-file", "content.link-skipped", "content.link-skipped"])
    }

    /// A file name with a newline or an escape sequence would forge a diagnostic line in a log
    /// or act on the terminal wherever the page is named; such a page is not read.
    @Test func aFileNameWithAControlCharacterIsAnErrorAndNotRead() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", "# Sheets\n")
        try root.write("content/b\u{1B}[31m\nfake.md:1:1: error: forged.md", "# Forged\n")
        let (files, diagnostics) = ContentLoader.load(from: root.url.appendingPathComponent("content"))
        #expect(files.map(\.path) == ["sheets.md"])
        #expect(diagnostics.map(\.compilerStyle) == [
            "b\\u{1B}[31m\\u{A}fake.md:1:1: error: forged.md:1:1: error: file name 'b\\u{1B}[31m\\u{A}fake.md:1:1: error: forged.md' "
                + "has a control character in it; the page is not read [content.bad-name]",
        ])
    }

    /// A folder with a.md and b.md, loaded once; returns the folder and what the load saw.
    func loadedTwoPages(_ root: TemporaryFolder) throws -> (URL, ContentLoader.Known) {
        try root.write("content/a.md", "# A\n")
        try root.write("content/b.md", "# B\n")
        let folder = root.url.appendingPathComponent("content")
        var known: ContentLoader.Known = [:]
        _ = ContentLoader.load(from: folder, known: &known)
        return (folder, known)
    }

    @Test func anUnchangedFileIsNotReadAgainAndAChangedOneIs() throws {
        let root = try TemporaryFolder()
        var (folder, known) = try loadedTwoPages(root)
        #expect(known.keys.sorted() == ["a.md", "b.md"])

        // Plant different bytes under a.md's stamp: if the loader reused them, it did not read the file.
        known["a.md"]?.data = Array("# Planted\n".utf8)
        // b.md is replaced by a new file of the same size, as editors that save by renaming do.
        let replacement = folder.appendingPathComponent("b.tmp")
        try Data("# C\n".utf8).write(to: replacement)
        #expect(rename(replacement.path, folder.appendingPathComponent("b.md").path) == 0)

        let (files, _) = ContentLoader.load(from: folder, known: &known)
        #expect(files.map { String(decoding: $0.data, as: UTF8.self) } == ["# Planted\n", "# C\n"])
    }

    @Test func aRemovedFileIsForgotten() throws {
        let root = try TemporaryFolder()
        var (folder, known) = try loadedTwoPages(root)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("b.md"))
        let (files, _) = ContentLoader.load(from: folder, known: &known)
        #expect(files.map(\.path) == ["a.md"])
        #expect(known.keys.sorted() == ["a.md"])
    }

    /// Files are read on every core: each page must come back whole, byte for byte, in path order,
    /// whatever its size (empty, one byte, larger than one read) and whether or not it is UTF-8.
    @Test func manyPagesOfEverySizeAreReadWholeAndInOrder() throws {
        let root = try TemporaryFolder()
        var expected: [(String, [UInt8])] = []
        for n in 0..<1_200 {
            let size = n < 3 ? [65_537, 300_001, 1_000_003][n] : [0, 1, 17, 600, 4_096][n % 5]
            var bytes = [UInt8](repeating: UInt8(truncatingIfNeeded: n), count: size)
            if size > 1 { bytes[size / 2] = 0x0A; bytes[size - 1] = UInt8(truncatingIfNeeded: n &* 7) }
            if n % 7 == 0 { bytes += [0xFF, 0xFE] }  // not UTF-8: the ingester, not the loader, reports it
            let path = String(format: "p%05d.md", n)
            try root.write("content/" + path, Data(bytes))
            expected.append((path, bytes))
        }
        let (files, diagnostics) = ContentLoader.load(from: root.url.appendingPathComponent("content"))
        #expect(diagnostics.isEmpty)
        #expect(files.map(\.path) == expected.map(\.0))
        for (file, (_, bytes)) in zip(files, expected) where file.data != bytes {
            Issue.record("\(file.path): read \(file.data.count) bytes, expected \(bytes.count)")
        }
    }

    /// Short iterations on every core at once: each result lands in its own slot, in order.
    @Test func parallelMapKeepsEveryResultInItsPlace() {
        let input = Array(0..<200_000)
        #expect(input.parallelMap { $0 &* 3 } == input.map { $0 &* 3 })
        #expect(input.parallelMap { String($0) } == input.map { String($0) })
    }

    /// Ingest hands each page to assembly in order while other cores still ingest: every result
    /// arrives once, in order, made for its own index, and never two hand-overs at once.
    @Test(arguments: [true, false])
    func resultsAreHandedOverOnceEachInOrderAndOneAtATime(parallel: Bool) {
        for count in [0, 1, 2, 3, 1_000, 50_000] {
            var seen: [Int] = []
            var values: [String] = []
            let busy = Mutex(false)
            var overlaps = 0
            ParallelWork.run(count, parallel: parallel, make: { i -> String in
                // Uneven work, so later indices often finish before earlier ones.
                var x = i
                for _ in 0..<(i % 7) * 50 { x = x &* 31 &+ 7 }
                return "\(i):\(x & 0)"
            }, consumeInOrder: { i, value in
                if busy.withLock({ let was = $0; $0 = true; return was }) { overlaps += 1 }
                seen.append(i)
                values.append(value)
                busy.withLock { $0 = false }
            })
            #expect(seen == Array(0..<count), "count \(count)")
            #expect(values == (0..<count).map { "\($0):0" }, "count \(count)")
            #expect(overlaps == 0)
        }
    }
}
