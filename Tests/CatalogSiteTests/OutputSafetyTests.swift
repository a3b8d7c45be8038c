import CatalogModel
import CatalogRender
import Foundation
import Testing
@testable import CatalogSite
@testable import CatalogPreview

/// The output folder is replaced whole, so the tool must be sure it is replacing only its own work.
@Suite struct OutputSafetyTests {
    let minimalPage = OnePageSite.page

    func configuration(_ root: TemporaryFolder, output: String = "_site") -> SiteConfiguration {
        OnePageSite.configuration(root, output: output)
    }

    @Test func aMissingTemplatesFolderStopsTheBuildBeforeTheContentIsRead() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        try root.write("content/broken.md", "---\ntitle: [unclosed\n")
        let config = SiteConfiguration(contentDirectory: root.url.appendingPathComponent("content"),
                                       templatesDirectory: root.url.appendingPathComponent("no-such-templates"),
                                       outputDirectory: root.url.appendingPathComponent("_site"))
        let report = SitePipeline().build(config)
        // Only the setup error: the broken page was never read, so it is not reported either.
        #expect(report.diagnostics.map(\.id) == ["templates.missing"])
        #expect(report.catalog.components.isEmpty)
        #expect(!report.wroteSite)
        #expect(root.read("_site/index.html") == nil)
    }

    @Test func anUnusableBaseURLStopsTheBuildAndKeepsThePreviousSite() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        var config = configuration(root)
        #expect(SitePipeline().build(config).wroteSite)
        let before = root.read("_site/404.html")
        config.baseURL = "javascript:alert(document.cookie)//"
        let report = SitePipeline().build(config)
        #expect(report.diagnostics.map(\.id) == ["options.bad-base-url"])
        #expect(!report.wroteSite)
        #expect(root.read("_site/404.html") == before)
        config.baseURL = nil
        config.siteTitle = " "
        let untitled = SitePipeline().build(config)
        #expect(untitled.diagnostics.map(\.id) == ["options.bad-title"])
        #expect(!untitled.wroteSite)
        #expect(root.read("_site/404.html") == before)
        #expect(before.map { String(decoding: $0, as: UTF8.self).contains("<a ") } == true)
    }

    /// Control characters and noncharacters in a page (its front matter too) reach no file of
    /// the site: HTML forbids them, and the pages were invalid while they passed through.
    @Test func noFileOfTheSiteHoldsACharacterHTMLForbids() throws {
        let root = try TemporaryFolder()
        let odd = "\u{1B}[1m\u{07}\u{7F}\u{85}\u{FFFF}"
        try root.write("content/sheets.md", """
            ---
            title: "Sheets \(odd)"
            ---

            # Sheets \(odd)

            A sheet \(odd) holds a short task.

            ## Best practices

            **Keep sheets \(odd) short.** Long flows \(odd) belong elsewhere.

            ```example rules=best-practices.keep-sheets-1m-short title="Modal \(odd)"
            Given a sheet on iPhone
            Then the sheet is modal
            ```
            """)
        let report = SitePipeline().build(configuration(root))
        #expect(report.wroteSite, "\(report.diagnostics.map(\.compilerStyle))")
        #expect(report.diagnostics.map(\.id) == ["encoding.control-character"])
        let site = root.url.appendingPathComponent("_site")
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.path)
        var checked = 0
        for path in files where path.hasSuffix(".html") || path.hasSuffix(".js") || path.hasSuffix(".json") {
            let text = try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.unicodeScalars.contains { $0.isForbiddenInHTML }, "\(path)")
            checked += 1
        }
        #expect(checked > 20)
    }

    @Test func aContentOrTemplatesPathThatIsAFileIsCalledAFile() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        try root.write("notes.md", minimalPage)
        let file = root.url.appendingPathComponent("notes.md")
        // "does not exist" would send the user looking for a typo in a path that is there.
        let noContent = SitePipeline().build(SiteConfiguration(
            contentDirectory: file, templatesDirectory: TestPaths.templates, outputDirectory: root.url.appendingPathComponent("_site")))
        #expect(noContent.diagnostics.map(\.summary) == ["content folder '\(file.path)' is a file, not a folder"])
        let noTemplates = SitePipeline().build(SiteConfiguration(
            contentDirectory: root.url.appendingPathComponent("content"), templatesDirectory: file,
            outputDirectory: root.url.appendingPathComponent("_site")))
        #expect(noTemplates.diagnostics.map(\.summary) == ["templates folder '\(file.path)' is a file, not a folder"])
        #expect(root.read("_site/index.html") == nil)
    }

    @Test func refusesAnOutputFolderThatIsTheContentFolder() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        let report = SitePipeline().build(configuration(root, output: "content"))
        #expect(report.diagnostics.map(\.id).contains("output.contains-input"))
        #expect(!report.wroteSite)
        #expect(root.read("content/sheets.md") != nil, "content must survive")
    }

    @Test func refusesAnOutputFolderThatContainsTheContentFolder() throws {
        let root = try TemporaryFolder()
        try root.write("site/content/sheets.md", minimalPage)
        let config = SiteConfiguration(contentDirectory: root.url.appendingPathComponent("site/content"),
                                       templatesDirectory: TestPaths.templates,
                                       outputDirectory: root.url.appendingPathComponent("site"))
        let report = SitePipeline().build(config)
        #expect(report.diagnostics.map(\.id) == ["output.contains-input"])
        #expect(root.read("site/content/sheets.md") != nil)
    }

    @Test func refusesAnOutputFolderInsideTheContentFolder() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        let report = SitePipeline().build(configuration(root, output: "content/_site"))
        #expect(report.diagnostics.map(\.id) == ["output.inside-input"])
    }

    @Test func refusesAnOutputFolderHoldingFilesItDidNotMake() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        try root.write("_site/notes.txt", "mine")
        let report = SitePipeline().build(configuration(root))
        #expect(report.diagnostics.map(\.id) == ["output.foreign-files"])
        #expect(report.diagnostics.first?.summary.contains("notes.txt") == true)
        #expect(root.read("_site/notes.txt") == Data("mine".utf8), "never delete what the tool did not create")
    }

    /// A big folder of the user's (a home folder, say) is refused at its first few files rather
    /// than after all of them are counted; links count as the user's files, since replacing
    /// the folder would remove them; and a file slipped into a site sheetcat made is found too.
    @Test func findsForeignFilesQuicklyIncludingLinksAndFilesInsideItsOwnSite() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        for n in 0..<2000 { try root.write("home/notes/\(String(format: "%04d", n)).txt", "mine") }
        try root.write("home/.profile", "mine")
        let home = SitePipeline().build(configuration(root, output: "home"))
        #expect(home.diagnostics.map(\.summary) == [
            "output folder '\(root.url.appendingPathComponent("home").path)' holds more than 5 files sheetcat did not make: "
                + ".profile, notes/0000.txt, notes/0001.txt, notes/0002.txt, notes/0003.txt, …",
        ])

        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("linked"), withIntermediateDirectories: true)
        try root.link("linked/docs", to: "content")
        let linked = SitePipeline().build(configuration(root, output: "linked"))
        #expect(linked.diagnostics.map(\.summary).first?.hasSuffix("holds 1 file(s) sheetcat did not make: docs") == true)

        #expect(SitePipeline().build(configuration(root)).wroteSite)
        try root.write("_site/components/draft.html", "mine")
        let own = SitePipeline().build(configuration(root))
        #expect(own.diagnostics.map(\.id) == ["output.foreign-files"])
        #expect(own.diagnostics.first?.summary.hasSuffix(": components/draft.html") == true)
        #expect(root.read("_site/components/draft.html") == Data("mine".utf8))
    }

    @Test func replacesItsOwnEarlierSite() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        let first = SitePipeline().build(configuration(root))
        #expect(first.wroteSite, "\(first.diagnostics.map(\.compilerStyle))")
        try root.write("content/popovers.md", minimalPage.replacingOccurrences(of: "# Sheets", with: "# Popovers"))
        let second = SitePipeline().build(configuration(root))
        #expect(second.wroteSite, "\(second.diagnostics.map(\.compilerStyle))")
        #expect(second.catalog.components.count == 2)
    }

    @Test func keepsThePreviousSiteWhenTheNextBuildFails() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        #expect(SitePipeline().build(configuration(root)).wroteSite)
        let before = root.read("_site/catalog.json")
        try root.write("content/broken.md", "---\ntitle: [unclosed\n---\n# Broken\n")
        let report = SitePipeline().build(configuration(root))
        #expect(report.diagnostics.hasErrors)
        #expect(!report.wroteSite)
        #expect(root.read("_site/catalog.json") == before)
    }

    @Test func leavesNoStagingFolderBehind() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        _ = SitePipeline().build(configuration(root))
        _ = SitePipeline().build(configuration(root))
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.url.path)
        #expect(entries.sorted() == ["_site", "content"])
    }

    @Test(arguments: [
        "../escape.html", "/etc/passwd", "a/../../b.html", "nul.html", "com1", "a//b.html",
        "a\u{0}b.html", String(repeating: "x", count: 300) + ".html", ".sheetcat-manifest", "a\\b.html",
    ])
    func refusesPathsThatLeaveTheOutputFolder(path: String) {
        #expect(OutputPath.problem(with: path) != nil)
    }

    @Test func acceptsOrdinaryPaths() {
        for path in ["index.html", "components/sheets.html", "assets/search-index.js", "platforms/ios.html"] {
            #expect(OutputPath.problem(with: path) == nil, "\(path)")
        }
    }

    /// The shortcut for plain paths must never let through what the full checks refuse: every
    /// path of up to four pieces from an alphabet of path troubles (dots, slashes, a backslash,
    /// a colon, NUL, a control character, letters of device names, and whole names the shortcut
    /// takes), and names around the length limit, answer alike with and without it.
    @Test func theShortcutForPlainPathsAgreesWithEveryCheck() {
        let alphabet: [String] = ["a", "N", "u", "l", "1", "-", "_", ".", "/", "\\", ":", "\u{0}", "\u{1F}", "é",
                                  "guide", "index.html"]
        var paths: [String] = [""]
        var level: [String] = [""]
        for _ in 1...4 {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            paths += level
        }
        for stem in ["con", "Nul", "com1", "LPT9", "aux", "index", "guide-00042"] {
            paths += [stem, stem + ".html", "components/" + stem + ".html", stem + "/index.html", ".sheetcat-" + stem]
        }
        for length in [199, 200, 201] {
            let name = String(repeating: "x", count: length)
            paths += [name, "components/" + name, name + "/index.html"]
        }
        var plain = 0
        for path in paths {
            let answer = OutputPath.problem(with: path)
            #expect(answer == OutputPath.problemFoundByEveryCheck(with: path), "\(path.debugDescription)")
            if answer == nil { plain += 1 }
        }
        // Not a vacuous pass: thousands of the paths are safe, and more are refused.
        #expect(plain > 1000 && plain < paths.count / 2)
    }

    @Test func twoPagesThatWouldWriteOneFileAreAnError() {
        let diagnostics = SiteBuild.checkPaths(["components/sheets.html", "components/Sheets.html"])
        #expect(diagnostics.map(\.id) == ["output.path-collision"])
    }

    // Pages are written into the staging folder while others are still rendering, so the
    // staging area itself must refuse what the path check would refuse, and never overwrite.

    @Test func stagingRefusesAPathThatLeavesItAndTheOldSiteStays() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", minimalPage)
        #expect(SitePipeline().build(configuration(root)).wroteSite)
        let before = root.read("_site/catalog.json")
        let writer = SiteWriter(outputDirectory: root.url.appendingPathComponent("_site"))
        let staging = try writer.beginStaging()
        staging.write(path: "index.html", bytes: Array("new".utf8))
        staging.write(path: "../escape.html", bytes: Array("x".utf8))
        #expect(staging.problems.map(\.path) == ["../escape.html"])
        #expect(throws: (any Error).self) { try writer.commit(staging) }
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("escape.html").path))
        #expect(root.read("_site/catalog.json") == before)
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.url.path)
        #expect(entries.sorted() == ["_site", "content"])
    }

    @Test func stagingNeverOverwritesAFileAPageAlreadyWrote() throws {
        let root = try TemporaryFolder()
        let writer = SiteWriter(outputDirectory: root.url.appendingPathComponent("_site"))
        let staging = try writer.beginStaging()
        staging.write(path: "components/sheets.html", bytes: Array("first".utf8))
        staging.write(path: "components/sheets.html", bytes: Array("second".utf8))
        #expect(staging.problems.map(\.reason) == ["another page already wrote this file"])
        let kept = try String(contentsOf: staging.folder.appendingPathComponent("components/sheets.html"), encoding: .utf8)
        #expect(kept == "first")
        #expect(throws: (any Error).self) { try writer.commit(staging) }
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("_site").path))
    }

    /// The big pages stream into the staging folder chunk by chunk while they render; the same
    /// rules hold for them as for files written whole.
    @Test func streamedFilesAreWrittenWholeAndRefusedLikeOthers() throws {
        let root = try TemporaryFolder()
        let writer = SiteWriter(outputDirectory: root.url.appendingPathComponent("_site"))
        let staging = try writer.beginStaging()
        staging.stream("compare/ios-vs-macos.html") { append in
            for chunk in ["<p>", "iOS", " and macOS", "</p>\n"] { Array(chunk.utf8).withUnsafeBufferPointer(append) }
        }
        let written = try String(contentsOf: staging.folder.appendingPathComponent("compare/ios-vs-macos.html"), encoding: .utf8)
        #expect(written == "<p>iOS and macOS</p>\n")
        #expect(staging.files["compare/ios-vs-macos.html"] == written.utf8.count)

        // A refused path is never rendered: nothing asks for its chunks.
        var asked = false
        staging.stream("../escape.html") { _ in asked = true }
        #expect(!asked)
        // A second stream to a file already written keeps the first.
        staging.stream("compare/ios-vs-macos.html") { append in Array("other".utf8).withUnsafeBufferPointer(append) }
        #expect(staging.problems.map(\.path) == ["../escape.html", "compare/ios-vs-macos.html"])
        #expect(try String(contentsOf: staging.folder.appendingPathComponent("compare/ios-vs-macos.html"), encoding: .utf8) == written)
        #expect(throws: (any Error).self) { try writer.commit(staging) }
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("_site").path))
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("escape.html").path))
    }

    /// A disk that fills up midway through a streamed page is a failure, reported in words, not
    /// a short file taken for a whole one.
    @Test func aWriteThatFailsMidwayIsReported() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        var chunks = 0
        let (written, problem) = PlainFile.stream(to: "/dev/full", mode: .replace) { append in
            for _ in 0..<3 {
                chunks += 1
                Array(repeating: UInt8(ascii: "x"), count: 4096).withUnsafeBufferPointer(append)
            }
        }
        #expect(chunks == 3)
        #expect(written == 0)
        #expect(problem?.contains("space") == true)
    }

    /// The preview folder is updated in place, file by file: a page that got shorter must not
    /// keep the tail of its longer self, and a file in parts is written whole.
    @Test func previewUpdateRewritesAShorterFileWhole() throws {
        let root = try TemporaryFolder()
        let writer = PreviewFolder(outputDirectory: root.url.appendingPathComponent("preview"))
        let long = OutputFile(path: "components/sheets.html", bytes: Array("a long first version of the page".utf8))
        let first = try writer.update([long], previous: [:])
        let short = OutputFile(path: "components/sheets.html", parts: [Array("short ".utf8), Array("page".utf8)])
        let second = try writer.update([short], previous: first.written)
        #expect(second.changed == ["components/sheets.html"])
        #expect(root.read("preview/components/sheets.html") == Data("short page".utf8))
        let manifest = String(decoding: root.read("preview/.sheetcat-manifest") ?? Data(), as: UTF8.self)
        #expect(manifest == "sheetcat site manifest v1\ncomponents/sheets.html\n")
    }
}
