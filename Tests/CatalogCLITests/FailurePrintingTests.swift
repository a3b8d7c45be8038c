import CatalogModel
import CatalogSite
import Foundation
import Testing
@testable import CatalogCLI

/// A failing example's explanation spans lines (expected above actual). Regression: both the
/// terminal and the `serve` error page showed a literal `\u{A}` between them.
@Suite struct FailurePrintingTests {
    static let page = """
    # Sheets

    A sheet holds a short task.

    ## Best practices

    **Support swiping to dismiss.** People expect it.

    ```example rules=best-practices.support-swiping-to-dismiss title="Swipe closes a full-screen modal"
    Given a full-screen modal on iPhone
    When the person swipes down
    Then the full-screen modal is dismissed
    ```
    """

    func failedDiagnostic() throws -> Diagnostic {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetcat-print-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(Self.page.utf8).write(to: root.appendingPathComponent("sheets.md"))
        let report = SitePipeline(progress: SilentProgress()).check(contentDirectory: root)
        return try #require(report.diagnostics.first { $0.id == "spec.failed" })
    }

    @Test func theTerminalPrintsExpectedAndActualOnTheirOwnLines() throws {
        let text = DiagnosticPrinter().text(for: try failedDiagnostic())
        #expect(text == """
        sheets.md:12:1: error: example 'Swipe closes a full-screen modal' failed at `Then the full-screen modal is dismissed` [spec.failed]
            expected: is dismissed
            actual: does nothing
            fix: fix the example if it is wrong; if the guidance changed, update the model in SheetBehavior
        """)
    }

    @Test func theBrowserPageBreaksTheLinesToo() throws {
        let html = String(decoding: ErrorPage.html(for: [try failedDiagnostic()]), as: UTF8.self)
        #expect(html.contains("""
        <li><code>sheets.md:12:1</code> <strong>error</strong>: example &#39;Swipe closes a full-screen modal&#39; failed at \
        `Then the full-screen modal is dismissed` <span class="id">[spec.failed]</span>\
        <p>expected: is dismissed<br>actual: does nothing</p>\
        <p>Fix: fix the example if it is wrong; if the guidance changed, update the model in SheetBehavior</p></li>
        """), "\(html)")
        #expect(!html.contains("\\u{A}"))
    }
}
