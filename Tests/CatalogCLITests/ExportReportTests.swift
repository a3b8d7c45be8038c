import CatalogModel
import Foundation
import Testing
@testable import CatalogCLI

/// What a person reads after pointing `sheetcat` at an exported site: paths that open from
/// the working folder, and many warnings grouped by kind.
@Suite struct ExportReportTests {
    @Test(arguments: [
        ("content", "content/"), ("./content/", "content/"), ("content//", "content/"), (".", ""), ("./", ""),
        ("", ""), ("/tmp/export", "/tmp/export/"), ("../guides", "../guides/"), ("/", "/"),
    ])
    func foldersBecomePrefixesAsGiven(folder: String, prefix: String) {
        #expect(DisplayPaths.prefix(folder) == prefix)
    }

    @Test func contentAndTemplatePathsOpenFromTheWorkingFolder() {
        let paths = DisplayPaths(content: "./My export", templates: "theme/")
        let link = Diagnostic.warning("link.broken", "broken link", at: SourceLocation(file: "Components/Tab bars.md", line: 7, column: 31))
        #expect(paths.located(link).compilerStyle == "My export/Components/Tab bars.md:7:31: warning: broken link [link.broken]")
        let template = Diagnostic.error("template.syntax", "unclosed section", at: SourceLocation(file: "templates/page.mustache", line: 3, column: 9))
        #expect(paths.located(template).location?.description == "theme/page.mustache:3:9")
        let plain = Diagnostic.error("content.missing", "no content folder", at: nil)
        #expect(paths.located(plain) == plain)
    }

    @Test func manyWarningsAreGroupedByKindWithCountsThenTheFirstFew() {
        func warning(_ id: String, _ n: Int) -> Diagnostic {
            .warning(id, "\(id) number \(n)", at: SourceLocation(file: "p\(n).md", line: n))
        }
        let warnings = (1...7).map { warning("link.broken", $0) } + (1...5).map { warning("rule.glued-lead", $0) } + [warning("content.raw-html", 1)]
        let lines = WarningGroups.lines(warnings) { $0.compilerStyle }
        #expect(Array(lines.prefix(4)) == [
            "13 warnings of 3 kinds:",
            "  link.broken       7",
            "  rule.glued-lead   5",
            "  content.raw-html  1",
        ])
        #expect(lines.contains("[link.broken] 7 warnings, the first 3:"))
        #expect(lines.contains("  … and 4 more (`--format json` lists every one)"))
        #expect(lines.contains("[content.raw-html] 1 warning:"))
        #expect(lines.filter { $0.contains(": warning: ") }.count == 3 + 3 + 1)
        // A few warnings are printed one by one, as a compiler prints them.
        #expect(WarningGroups.lines(Array(warnings.prefix(4))) { $0.compilerStyle }.count == 4)
    }

    @Test func checkOfTheExportFixturePrintsGroupsWithPathsThatOpenFromHere() throws {
        let root = BinaryTests.packageRoot
        let folder = "Tests/CatalogSiteTests/Fixtures/export-site/content"
        let result = try BinaryTests().run(["check", "--verbose", "--content", folder], in: root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("23 warnings of 4 kinds:"))
        let place = "\(folder)/Components/Menus and actions/Buttons.md:30:59"
        #expect(result.output.contains(place + ": warning: broken link `Buttons%20overview.md`"), "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("\(folder)/Components/Menus and actions/Buttons.md").path))
        #expect(result.output.split(separator: "\n").count < 150, "the report stays short")
        // The rules without an example are listed at places that open from here too.
        #expect(result.output.contains("  \(folder)/Foundations/Accessibility.md:"), "\(result.output)")
    }
}
