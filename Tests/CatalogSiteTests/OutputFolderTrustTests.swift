import CatalogModel
import CatalogRender
import Foundation
import Testing
@testable import CatalogSite
@testable import CatalogPreview

/// What a build trusts in and around its output folder: links planted in a preview folder,
/// manifests others could have written, staging folders that are not its own, a link as the
/// output path.
@Suite struct OutputFolderTrustTests {
    /// A preview folder listing links in its manifest (`404.html` to a file of the user's, and
    /// `components/` to a folder of the user's): the preview's writes never go through them.
    @Test func thePreviewNeverWritesThroughALinkInItsFolder() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", OnePageSite.page)
        try root.write("victim/notes.txt", "mine")
        try root.write("victim-folder/keep.txt", "mine")
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("preview"), withIntermediateDirectories: true)
        try root.link("preview/404.html", to: "victim/notes.txt")
        try root.link("preview/components", to: "victim-folder")
        try root.write("preview/.sheetcat-manifest", "sheetcat site manifest v1\n404.html\ncomponents\n")
        chmod(root.url.appendingPathComponent("preview/.sheetcat-manifest").path, 0o644)

        let report = SitePreview(configuration: OnePageSite.configuration(root, output: "preview")).rebuild()
        #expect(report.diagnostics.map(\.id).contains("output.write-failed"), "\(report.diagnostics.map(\.compilerStyle))")
        #expect(report.diagnostics.contains { $0.summary.contains("a symbolic link is in the way") })
        #expect(root.read("victim/notes.txt") == Data("mine".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.appendingPathComponent("victim-folder").path) == ["keep.txt"])

        // Directly, each way a link can stand in the path.
        let writer = PreviewFolder(outputDirectory: root.url.appendingPathComponent("preview"))
        for path in ["404.html", "components/sheets.html"] {
            #expect(throws: (any Error).self, "\(path)") { try writer.update([OutputFile(path: path, bytes: Array("page".utf8))], previous: [:]) }
        }
        #expect(root.read("victim/notes.txt") == Data("mine".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.appendingPathComponent("victim-folder").path) == ["keep.txt"])
    }

    /// A manifest that others could have written, or that is a link, lists nothing: every file
    /// beside it is the user's, and the build refuses the folder rather than replace them.
    @Test(arguments: [0o666, 0o664, 0o646])
    func aManifestOthersMayWriteIsNotTrusted(mode: Int) throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", OnePageSite.page)
        try root.write("_site/notes.txt", "mine")
        try root.write("_site/.sheetcat-manifest", "sheetcat site manifest v1\nnotes.txt\n")
        let manifest = root.url.appendingPathComponent("_site/.sheetcat-manifest").path
        chmod(manifest, mode_t(mode))
        let report = SitePipeline().build(OnePageSite.configuration(root))
        #expect(report.diagnostics.map(\.id) == ["output.foreign-files"])
        #expect(root.read("_site/notes.txt") == Data("mine".utf8))

        chmod(manifest, 0o644)
        try FileManager.default.moveItem(atPath: manifest, toPath: root.url.appendingPathComponent("elsewhere").path)
        try root.link("_site/.sheetcat-manifest", to: "elsewhere")
        #expect(SitePipeline().build(OnePageSite.configuration(root)).diagnostics.map(\.id) == ["output.foreign-files"])
    }

    /// The manifest sheetcat writes is trusted on the next build whatever the umask was.
    @Test func itsOwnManifestIsWrittenSoThatItIsTrusted() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", OnePageSite.page)
        #expect(SitePipeline().build(OnePageSite.configuration(root)).wroteSite)
        var info = stat()
        #expect(stat(root.url.appendingPathComponent("_site/.sheetcat-manifest").path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o644)
        #expect(SitePipeline().build(OnePageSite.configuration(root)).wroteSite)
    }

    /// Regression: a folder of the user's beside the output whose name began like a staging
    /// folder's was deleted by the next build. Only folders holding this tool's marker go, once
    /// the build that made them is gone.
    @Test func aFolderNamedLikeAStagingFolderIsKeptUnlessItHoldsTheMarker() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", OnePageSite.page)
        try root.write(".sheetcat-staging-_site-notes/plan.txt", "mine")
        try root.write(".sheetcat-staging-_site-999999999/plan.txt", "mine")
        // A marker naming a process that is gone, but in a folder that is a link: not followed.
        try root.write("elsewhere/.sheetcat-staging", "sheetcat staging folder v1\npid 999999999\n")
        try root.write("elsewhere/plan.txt", "mine")
        try root.link(".sheetcat-staging-_site-linked", to: "elsewhere")
        // What a build killed midway leaves: its marker, naming a process that is gone.
        try root.write(".sheetcat-staging-_site-999999998-abcdef/.sheetcat-staging", "sheetcat staging folder v1\npid 999999998\n")
        try root.write(".sheetcat-staging-_site-999999998-abcdef/index.html", "half a site")

        #expect(SitePipeline().build(OnePageSite.configuration(root)).wroteSite)
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.url.path).sorted()
        #expect(entries == [".sheetcat-staging-_site-999999999", ".sheetcat-staging-_site-linked", ".sheetcat-staging-_site-notes",
                            "_site", "content", "elsewhere"])
        #expect(root.read(".sheetcat-staging-_site-notes/plan.txt") == Data("mine".utf8))
        #expect(root.read("elsewhere/plan.txt") == Data("mine".utf8))
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("_site/.sheetcat-staging").path),
                "the marker does not reach the site")
    }

    /// Regression: a build killed between creating its staging folder's marker and writing it
    /// left an empty marker, which no later build recognised, so the folder stayed for good. The
    /// marker is now written whole and renamed into place; a folder holding only a marker cut
    /// short or its draft, from a build that is gone, is removed, and one holding anything
    /// more is kept.
    @Test func aStagingFolderLeftWhileItWasMarkedIsRemoved() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", OnePageSite.page)
        try root.write(".sheetcat-staging-_site-999999997-aaaaaa/.sheetcat-staging", "")
        try root.write(".sheetcat-staging-_site-999999997-bbbbbb/.sheetcat-staging.draft", "sheetcat staging folder v1\npid 99")
        try root.write(".sheetcat-staging-_site-999999997-cccccc/.sheetcat-staging", "sheetcat stag")
        try root.write(".sheetcat-staging-_site-999999997-dddddd/.sheetcat-staging", "")
        try root.write(".sheetcat-staging-_site-999999997-dddddd/plan.txt", "mine")
        try root.write(".sheetcat-staging-_site-999999997-eeeeee/.sheetcat-staging", "my own notes")

        #expect(SitePipeline().build(OnePageSite.configuration(root)).wroteSite)
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.url.path).sorted()
        #expect(entries == [".sheetcat-staging-_site-999999997-dddddd", ".sheetcat-staging-_site-999999997-eeeeee", "_site", "content"])
        #expect(root.read(".sheetcat-staging-_site-999999997-dddddd/plan.txt") == Data("mine".utf8))
        #expect(root.read(".sheetcat-staging-_site-999999997-eeeeee/.sheetcat-staging") == Data("my own notes".utf8))
    }

    /// An output path that is a link to another site is refused, and both are left as they were.
    @Test func anOutputPathThatIsALinkIsRefused() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", OnePageSite.page)
        #expect(SitePipeline().build(OnePageSite.configuration(root, output: "real")).wroteSite)
        let before = root.read("real/index.html")
        try root.link("_site", to: "real")
        let report = SitePipeline().build(OnePageSite.configuration(root))
        #expect(report.diagnostics.map(\.id) == ["output.symlink"])
        #expect(report.diagnostics.first?.fix?.contains("--output") == true)
        var info = stat()
        #expect(lstat(root.url.appendingPathComponent("_site").path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(root.read("real/index.html") == before)
        let preview = SitePreview(configuration: OnePageSite.configuration(root)).rebuild()
        #expect(preview.diagnostics.map(\.id) == ["output.symlink"])
    }
}
