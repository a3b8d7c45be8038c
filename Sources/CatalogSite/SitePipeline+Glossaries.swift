import CatalogIngest
import CatalogModel
import Foundation

extension SitePipeline {
    /// The catalog with the glossaries of the content folder (`glossary.ko.yml` at its top),
    /// and the warnings for translations that use a term a glossary replaces.
    package static func glossaries(_ catalog: Catalog, in contentDirectory: URL) -> (Catalog, [Diagnostic]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: contentDirectory.path)) ?? [])
            .filter { GlossaryReader.language(ofFile: $0) != nil }.sorted()
        guard !names.isEmpty else { return (catalog, []) }
        var catalog = catalog
        var diagnostics: [Diagnostic] = []
        for name in names {
            guard case .success(let bytes) = ContentLoader.readBytes(contentDirectory.appendingPathComponent(name).path),
                  let text = String(validating: bytes, as: UTF8.self) else {
                diagnostics.append(.error("glossary.malformed", "cannot read the glossary '\(name)' as UTF-8 text",
                                          at: SourceLocation(file: name, line: 1), fix: "save it as UTF-8 and make it readable"))
                continue
            }
            let (glossary, found) = GlossaryReader.read(file: name, text: text)
            diagnostics += found
            if let glossary, !catalog.glossaries.contains(where: { $0.language == glossary.language }) { catalog.glossaries.append(glossary) }
        }
        catalog.glossaries.sort { $0.language < $1.language }
        diagnostics += GlossaryReader.check(catalog)
        return (catalog, diagnostics)
    }
}
