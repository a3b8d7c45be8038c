import CatalogIngest
import CatalogLint
import CatalogModel
import Foundation
import SheetBehavior
import Testing

/// The repository's own catalog and the fixture apps, shared by the lint tests.
enum LintFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `content/` ingested once: the rules every finding must be tied to.
    static let catalog: Catalog = {
        let folder = root.appendingPathComponent("content")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let files = names.filter { $0.hasSuffix(".md") }.sorted().map { name in
            ContentFile(path: name, data: Array((try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()))
        }
        return CatalogIngester.ingest(files).catalog
    }()

    static let rules = LintRules(catalog: catalog)

    /// A fixture file by name, reported under its bare name.
    static func source(_ name: String) throws -> LintSource {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
        return LintSource(path: name, text: try String(contentsOf: url, encoding: .utf8))
    }

    static func lint(_ names: [String], target: OSVersion? = nil, siteURL: String? = nil) throws -> LintResult {
        Linter(rules: rules, deploymentTarget: target, siteURL: siteURL).lint(try names.map(source))
    }
}
