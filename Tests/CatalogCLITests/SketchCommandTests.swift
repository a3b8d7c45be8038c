import Foundation
import Testing

/// `sheetcat sketch` as a designer runs it for a slide: an example by file and line, or steps
/// written inline.
@Suite struct SketchCommandTests {
    let cli = BinaryTests()

    /// A content folder with one page whose example drags a sheet from medium to large.
    func catalog() throws -> URL {
        let root = try cli.temporaryRoot()
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try """
            ---
            id: sheets
            title: Sheets
            ---
            # Sheets

            ## Best practices

            **Offer both detents.** People pick the height they need.

            ```example rules=best-practices.offer-both-detents title="Dragging up"
            Given a sheet on iPhone
            And with detents medium and large
            And the grabber is visible
            When the person drags the grabber up
            Then the sheet rests at large
            ```
            """.write(to: content.appendingPathComponent("sheets.md"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func anExampleByFileAndLine() throws {
        let root = try catalog()
        // Line 13 is inside the fence (it opens on line 11).
        let after = try cli.run(["sketch", "content/sheets.md:13"], in: root)
        #expect(after.status == 0)
        #expect(after.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(after.output.contains("<title>After: a sheet on iPhone</title>"))
        #expect(after.output.contains("A sheet at the large detent on iPhone"))
        let before = try cli.run(["sketch", "content/sheets.md:11", "--moment", "before", "--describe"], in: root)
        #expect(before.status == 0)
        #expect(before.output.contains("Before: a sheet on iPhone\nA sheet at the medium detent on iPhone"))
        #expect(before.output.contains("the arrow: the person drags it up."))
    }

    @Test func anInlineScenarioNeedsNoThen() throws {
        let root = try cli.temporaryRoot()
        let run = try cli.run(["sketch", "Given a popover on iPad; And the layout is right-to-left", "--style", "dark", "--describe"], in: root)
        #expect(run.status == 0)
        #expect(run.output.contains("A popover on iPad, its arrow pointing at the control that opened it"))
        #expect(run.output.contains("the layout runs right to left"))
    }

    /// A Korean slide: the built-in ko.strings, or the project's own strings file when it has one.
    @Test func aLanguageGivesTheWords() throws {
        let root = try cli.temporaryRoot()
        let korean = try cli.run(["sketch", "Given a sheet on iPhone", "--language", "ko"], in: root)
        #expect(korean.status == 0)
        #expect(korean.output.contains("<title>iPhone의 시트</title>") && korean.output.contains(">완료</text>"))
        let strings = root.appendingPathComponent("templates/strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        try "sketchDone = Fertig\n".write(to: strings.appendingPathComponent("de.strings"), atomically: true, encoding: .utf8)
        let german = try cli.run(["sketch", "Given a sheet on iPhone", "--language", "de", "--describe"], in: root)
        #expect(german.status == 0)
        #expect(german.output.contains("Fertig at the top trailing corner"))
        let unknown = try cli.run(["sketch", "Given a sheet on iPhone", "--language", "xx"], in: root)
        #expect(unknown.status == 1)
        #expect(unknown.output.contains("[sketch.no-language]") && unknown.output.contains("en, ja, ko, zh-Hans"))
    }

    @Test func wrongTargetsSayWhatToWrite() throws {
        let root = try catalog()
        let outside = try cli.run(["sketch", "content/sheets.md:3"], in: root)
        #expect(outside.status == 1)
        #expect(outside.output.contains("error: no example at content/sheets.md:3 [sketch.no-example]"))
        #expect(outside.output.contains("the examples of content/sheets.md open at lines 11"))
        let unknown = try cli.run(["sketch", "Given a sheet on a toaster"], in: root)
        #expect(unknown.status == 1)
        #expect(unknown.output.contains("[spec.unknown-value]"))
        let noGesture = try cli.run(["sketch", "Given a sheet on iPhone", "--moment", "before"], in: root)
        #expect(noGesture.status == 1)
        #expect(noGesture.output.contains("[sketch.no-gesture]"))
        let help = try cli.run(["sketch", "--help"], in: root)
        #expect(help.output.contains("sheetcat sketch content/sheets.md:118 > medium.svg"))
    }
}
