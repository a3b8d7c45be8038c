import CatalogModel
@testable import CatalogIngest

/// One-string pages for unit tests: a page is written in the test, ingested, and inspected.
enum TestPages {
    static func ingest(_ text: String, path: String = "sheets.md") -> PageIngestResult {
        PageIngester.ingest(ContentFile(path: path, data: Array(text.utf8)))
    }

    static func catalog(_ pages: [String: String]) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
        CatalogIngester.ingest(pages.map { ContentFile(path: $0.key, data: Array($0.value.utf8)) })
    }
}

extension Array where Element == Diagnostic {
    /// `id@file:line` for each diagnostic, the form invalid-case tests assert on.
    var idsAndPlaces: [String] {
        map { "\($0.id)@\($0.location.map { "\($0.file):\($0.line)" } ?? "-")" }
    }

    func with(id: String) -> [Diagnostic] { filter { $0.id == id } }
}
