import CatalogModel
import Foundation
import Testing
@testable import CatalogSite
@testable import CatalogPreview

/// The preview's rebuild redoes only what an edit affects and gives the same site as a full build.
@Suite struct IncrementalBuildTests {
    func page(_ title: String, lead: String) -> String {
        "# \(title)\n\nA \(title.lowercased()) holds a short task.\n\n## Best practices\n\n**\(lead)** Body text. {taste}\n"
    }

    func modificationDate(_ url: URL) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as! Date
    }

    /// Sheets and Popovers, previewed once: the folder, the preview folder, its configuration
    /// and the preview, which the next rebuild goes through.
    func twoPagePreview() throws -> (TemporaryFolder, URL, SiteConfiguration, SitePreview) {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", page("Sheets", lead: "Keep sheets short."))
        try root.write("content/popovers.md", page("Popovers", lead: "Point at the source."))
        let preview = root.url.appendingPathComponent("preview")
        let config = SiteConfiguration(contentDirectory: root.url.appendingPathComponent("content"),
                                       templatesDirectory: TestPaths.templates, outputDirectory: preview)
        let previewer = SitePreview(configuration: config)
        let first = previewer.rebuild()
        #expect(first.wroteSite, "\(first.diagnostics.map(\.compilerStyle))")
        return (root, preview, config, previewer)
    }

    @Test func aOneFileEditRewritesOnlyWhatChangedAndMatchesAFullBuild() throws {
        let (root, preview, config, previewer) = try twoPagePreview()
        // Once on disk, the pages' bytes are let go; the cache keeps what a rebuild reuses.
        #expect(previewer.cache.render.componentCount == 2)
        #expect(previewer.cache.render.pageBytesHeld == 0)
        let untouched = preview.appendingPathComponent("assets/site.css")
        let before = try modificationDate(untouched)
        Thread.sleep(forTimeInterval: 0.05)

        try root.write("content/sheets.md", page("Sheets", lead: "Keep sheets brief."))
        let second = previewer.rebuild()
        #expect(second.wroteSite)
        #expect(try modificationDate(untouched) == before, "an unchanged file must not be rewritten")
        let sheets = try String(contentsOf: preview.appendingPathComponent("components/sheets.html"), encoding: .utf8)
        #expect(sheets.contains("Keep sheets brief."))
        #expect(previewer.cache.render.pageBytesHeld == 0)

        // The in-place preview holds exactly what a full, swapped-in build writes, and counts
        // the reused page's bytes it no longer holds in its summary.
        let full = root.url.appendingPathComponent("full")
        let fullReport = SitePipeline().build(SiteConfiguration(contentDirectory: config.contentDirectory,
                                                                templatesDirectory: TestPaths.templates, outputDirectory: full))
        #expect(fullReport.wroteSite)
        #expect(second.fileCount == fullReport.fileCount && second.byteCount == fullReport.byteCount)
        try expectSameFiles(preview, full)
    }

    /// Edits the preview takes by its shortcuts (a page put into the last catalog, examples'
    /// kept outcomes carried over) and edits that need the whole assembly, one after another on
    /// the real content: after each group the preview folder is what a full build writes.
    @Test func aSeriesOfEditsThroughThePreviewMatchesAFullBuild() throws {
        let root = try TemporaryFolder()
        let content = root.url.appendingPathComponent("content")
        for name in try FileManager.default.contentsOfDirectory(atPath: TestPaths.content.path) where name.hasSuffix(".md") {
            try root.write("content/" + name, try Data(contentsOf: TestPaths.content.appendingPathComponent(name)))
        }
        let preview = root.url.appendingPathComponent("preview")
        let config = SiteConfiguration(contentDirectory: content, templatesDirectory: TestPaths.templates, outputDirectory: preview)
        let previewer = SitePreview(configuration: config)
        #expect(previewer.rebuild().wroteSite)
        func edit(_ name: String, _ change: (String) -> String) throws {
            let url = content.appendingPathComponent(name)
            let text = try String(contentsOf: url, encoding: .utf8)
            let edited = change(text)
            #expect(edited != text, "the edit to \(name) changed nothing")
            try root.write("content/" + name, edited)
            let report = previewer.rebuild()
            #expect(report.wroteSite, "\(report.diagnostics.map(\.compilerStyle))")
        }
        func expectSameAsFullBuild(_ label: String) throws {
            let full = root.url.appendingPathComponent("full-" + label)
            #expect(SitePipeline().build(SiteConfiguration(contentDirectory: content, templatesDirectory: TestPaths.templates,
                                                           outputDirectory: full)).wroteSite)
            try expectSameFiles(preview, full, label)
        }
        // Text, an inserted paragraph that moves every line below, a new rule, an example's step.
        try edit("sheets.md") {
            $0.replacingOccurrences(of: "On iOS and iPadOS, a [full-screen modal]", with: "On iOS and iPadOS alike, a [full-screen modal]")
        }
        try edit("alerts.md") { $0.replacingOccurrences(of: "\n## Best practices\n", with: "\nA new paragraph.\n\n## Best practices\n") }
        try edit("popovers.md") {
            $0.replacingOccurrences(of: "\n## Best practices\n", with: "\n## Best practices\n\n**Keep a new rule here.** Its body.\n")
        }
        try edit("sheets.md") {
            $0.replacingOccurrences(of: "Then the sheet does not cover the full screen\nAnd the sheet is modal\n",
                                    with: "Then the sheet is modal\nAnd the sheet does not cover the full screen\n")
        }
        try expectSameAsFullBuild("shortcuts")
        // A rule taken away (the whole assembly), then text again.
        try edit("popovers.md") { $0.replacingOccurrences(of: "\n**Keep a new rule here.** Its body.\n", with: "") }
        try edit("alerts.md") { $0.replacingOccurrences(of: "A new paragraph.", with: "A newer paragraph.") }
        try expectSameAsFullBuild("after-a-rule-went")
    }

    /// Told that another edit came in, a preview rebuild writes the component pages and stops
    /// before the pages built from every component: those keep their last version, and the next
    /// rebuild brings the folder to what a full build writes. Asked first after the component
    /// pages, and between the other pages, so it can stop before them or partway.
    @Test(arguments: [0, 3])
    func aRebuildToldOfANewerEditStopsAfterTheComponentPages(saysNoFirst: Int) throws {
        let (root, preview, config, previewer) = try twoPagePreview()
        func text(_ path: String) throws -> String {
            try String(contentsOf: preview.appendingPathComponent(path), encoding: .utf8)
        }
        let home = try text("index.html")

        try root.write("content/sheets.md", page("Bottom sheets", lead: "Keep sheets short."))
        let asked = Counter()
        let stopped = previewer.rebuild(stopAfterPagesWhen: { asked.next() >= saysNoFirst })
        #expect(stopped.stoppedAfterPages && stopped.succeeded)
        #expect(asked.count > saysNoFirst)
        #expect(try text("components/sheets.html").contains("Bottom sheets"), "the edited page is written")
        #expect(try text("index.html") == home, "the home page keeps its last version")
        #expect(!(try text("catalog.json")).contains("Bottom sheets"))

        let next = previewer.rebuild()
        #expect(!next.stoppedAfterPages && next.wroteSite)
        #expect(next.changedPaths?.contains("index.html") == true)
        #expect(try text("index.html").contains("Bottom sheets"))
        let full = root.url.appendingPathComponent("full")
        #expect(SitePipeline().build(SiteConfiguration(contentDirectory: config.contentDirectory,
                                                       templatesDirectory: TestPaths.templates, outputDirectory: full)).wroteSite)
        try expectSameFiles(preview, full)
    }

    @Test func aDeletedPageDisappearsFromThePreview() throws {
        let (root, preview, _, previewer) = try twoPagePreview()
        #expect(FileManager.default.fileExists(atPath: preview.appendingPathComponent("components/popovers.html").path))
        try FileManager.default.removeItem(at: root.url.appendingPathComponent("content/popovers.md"))
        let report = previewer.rebuild()
        #expect(report.catalog.components.map(\.id) == ["sheets"])
        #expect(!FileManager.default.fileExists(atPath: preview.appendingPathComponent("components/popovers.html").path))
    }

    /// The preview keeps its parsed templates between rebuilds; an edited template must still
    /// show on the next one, and a broken one must be reported rather than the old one used.
    @Test func anEditedTemplateShowsOnTheNextRebuild() throws {
        let root = try TemporaryFolder()
        try root.write("content/sheets.md", page("Sheets", lead: "Keep sheets short."))
        let templates = root.url.appendingPathComponent("templates")
        try FileManager.default.copyItem(at: TestPaths.templates, to: templates)
        let config = SiteConfiguration(contentDirectory: root.url.appendingPathComponent("content"),
                                       templatesDirectory: templates, outputDirectory: root.url.appendingPathComponent("preview"))
        let previewer = SitePreview(configuration: config)
        #expect(previewer.rebuild().wroteSite)
        let partial = templates.appendingPathComponent("partials/rule.mustache")
        let original = try String(contentsOf: partial, encoding: .utf8)
        try ("<p class=\"edited-template\"></p>\n" + original).write(to: partial, atomically: true, encoding: .utf8)
        #expect(previewer.rebuild().wroteSite)
        let page = try String(contentsOf: config.outputDirectory.appendingPathComponent("components/sheets.html"), encoding: .utf8)
        #expect(page.contains("edited-template"))

        try (original + "{{#unclosed}}\n").write(to: partial, atomically: true, encoding: .utf8)
        let broken = previewer.rebuild()
        #expect(broken.diagnostics.contains { $0.id == "template.syntax" })
    }
}

/// Counts the times it is asked, from any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// How many times it was asked before this one.
    func next() -> Int { lock.withLock { defer { value += 1 }; return value } }
    var count: Int { lock.withLock { value } }
}
