import Testing
import Foundation
import CatalogModel
@testable import CatalogIngest

/// Where the shared seed pages live: `../shared/seeds` next to the package root.
enum Seeds {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/seeds")
    static var exist: Bool { FileManager.default.fileExists(atPath: folder.path) }
}

/// The real exported pages in `../shared/seeds`, ingested as they are. Skipped in a clone that
/// has no seeds folder next to the package.
@Suite(.enabled(if: Seeds.exist)) struct SeedPageTests {
    static func seed(_ prefix: String) throws -> String {
        let seedsFolder = Seeds.folder
        let names = try FileManager.default.contentsOfDirectory(atPath: seedsFolder.path)
        let name = try #require(names.first { $0.hasPrefix(prefix) && $0.hasSuffix(".txt") })
        return try String(contentsOf: seedsFolder.appendingPathComponent(name), encoding: .utf8)
    }

    static func ingest(_ text: String, as path: String) -> PageIngestResult {
        PageIngester.ingest(ContentFile(path: path, data: Array(text.utf8)))
    }

    static func counts(_ rules: [Rule]) -> [String: Int] {
        rules.reduce(into: [:]) { $0[$1.platforms.isEmpty ? "all" : $1.platforms.joined(separator: "+"), default: 0] += 1 }
    }

    // MARK: - 000 Sheets

    @Test func sheetsSeedGivesNineteenRulesByPlatform() throws {
        let result = Self.ingest(try Self.seed("000_"), as: "sheets.md")
        let component = try #require(result.component)
        #expect(component.title == "Sheets")
        #expect(component.rules.count == 19)
        #expect(Self.counts(component.rules) == ["all": 4, "ios+ipados": 5, "macos": 4, "visionos": 2, "watchos": 4])
        #expect(component.platformStatus == ["tvos": .noAdditionalConsiderations])
        #expect(result.diagnostics.idsAndPlaces == ["frontmatter.unclosed@sheets.md:1"])
    }

    @Test func sheetsSeedRuleIdsAndStrengths() throws {
        let component = try #require(Self.ingest(try Self.seed("000_"), as: "sheets.md").component)
        let byID = Dictionary(uniqueKeysWithValues: component.rules.map { ($0.id, $0) })
        #expect(byID["sheets.best-practices.use-a-sheet-to-present-simple-content-or"]?.strength == .do)
        #expect(byID["sheets.best-practices.for-complex-or-prolonged-user-flows-consider-alternatives"]?.strength == .consider)
        #expect(byID["sheets.ios-ipados.prefer-using-the-page-or-form-sheet-presentation"]?.strength == .prefer)
        #expect(byID["sheets.ios-ipados.prefer-using-the-page-or-form-sheet-presentation"]?.platforms == ["ios", "ipados"])
        #expect(byID["sheets.visionos.avoid-displaying-a-sheet-that-emerges-from-the"]?.strength == .avoid)
        #expect(component.rules.allSatisfy { $0.sources == [SourceReference(sourceID: "hig-sheets")] })
    }

    @Test func sheetsSeedResourcesAndChangeLog() throws {
        let result = Self.ingest(try Self.seed("000_"), as: "sheets.md")
        let component = try #require(result.component)
        #expect(result.sources.map(\.id) == ["hig-sheets"])
        #expect(component.related.map(\.title) == ["Modality", "Action sheets", "Popovers", "Panels"])
        #expect(component.apis.map(\.framework) == ["SwiftUI", "UIKit", "AppKit"])
        #expect(component.changeLog.count == 4)
        #expect(component.changeLog.first?.date == "March 29, 2024")
        #expect(!component.abstract.isEmpty)
    }

    // MARK: - 002 Action sheets

    @Test func actionSheetsSeedSkipsChromeAndGivesNineRules() throws {
        let result = Self.ingest(try Self.seed("002_"), as: "action-sheets.md")
        let component = try #require(result.component)
        #expect(component.title == "Action sheets")
        #expect(component.rules.count == 9)
        #expect(Self.counts(component.rules) == ["all": 6, "ios+ipados": 2, "watchos": 1])
        #expect(component.platformStatus == ["macos": .noAdditionalConsiderations, "tvos": .noAdditionalConsiderations,
                                              "visionos": .unsupported])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.compilerStyle))")
        // Nothing from the navigation chrome or the footer became a rule or a section.
        #expect(component.rules.allSatisfy { $0.location.line > 150 && $0.location.line < 240 })
        #expect(component.sections.map(\.id) == ["best-practices", "platform-considerations", "ios-ipados", "watchos"])
        #expect(component.apis.count == 2)
        #expect(component.related.count == 3)
    }

    @Test func actionSheetsSeedKeepsTheButtonStyleTableAsProse() throws {
        let component = try #require(Self.ingest(try Self.seed("002_"), as: "action-sheets.md").component)
        let watch = try #require(component.sections.first { $0.id == "watchos" })
        let table = watch.prose.first { if case .table = $0 { return true }; return false }
        guard case .table(let header, let rows)? = table else {
            Issue.record("the watchOS table is missing from the section prose")
            return
        }
        #expect(header.map(\.plainText) == ["Style", "Meaning"])
        #expect(rows.count == 3)
        let byID = Dictionary(uniqueKeysWithValues: component.rules.map { ($0.id, $0) })
        #expect(byID["action-sheets.ios-ipados.avoid-letting-an-action-sheet-scroll"]?.strength == .avoid)
    }

    // MARK: - Plain-text seeds

    @Test(arguments: ["001_", "003_"]) func plainTextSeedsGiveNoRulesAndAWarning(prefix: String) throws {
        let result = Self.ingest(try Self.seed(prefix), as: "plain.md")
        #expect(result.component?.rules.isEmpty == true)
        #expect(result.diagnostics.map(\.id) == ["page.no-guidance"])
    }

    // MARK: - Variants of the same export

    /// The same page exported with every heading at one level.
    @Test(arguments: zip(["000_", "000_", "002_", "002_"], [1, 3, 1, 2]))
    func everyHeadingAtOneLevelGivesTheSameRules(prefix: String, level: Int) throws {
        let text = try Self.seed(prefix)
        let flattened = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let hashes = line.prefix(while: { $0 == "#" })
            guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { return String(line) }
            return String(repeating: "#", count: level) + line.dropFirst(hashes.count)
        }.joined(separator: "\n")
        #expect(flattened != text)
        let original = try #require(Self.ingest(text, as: "page.md").component)
        let variant = try #require(Self.ingest(flattened, as: "page.md").component)
        #expect(variant.rules.map(\.id) == original.rules.map(\.id))
        #expect(variant.rules.map(\.platforms) == original.rules.map(\.platforms))
        #expect(variant.platformStatus == original.platformStatus)
        #expect(variant.title == original.title)
    }

    /// The same page with a translation in a block quote after each paragraph.
    @Test(arguments: ["000_", "002_"]) func blockQuoteTranslationsGiveTheSameRules(prefix: String) throws {
        let text = try Self.seed(prefix)
        let chunks = text.components(separatedBy: "\n\n")
        let translated = chunks.enumerated().map { index, chunk -> String in
            guard index > 0, let first = chunk.first, first.isLetter || chunk.hasPrefix("**") || chunk.hasPrefix("_"),
                  !chunk.contains("|") else { return chunk }
            let quoted = chunk.split(separator: "\n").map { "> (fr) " + $0 }.joined(separator: "\n")
            return chunk + "\n\n" + quoted
        }.joined(separator: "\n\n")
        #expect(translated.contains("> (fr) **"))
        let original = try #require(Self.ingest(text, as: "page.md").component)
        let variant = try #require(Self.ingest(translated, as: "page.md").component)
        #expect(variant.rules.map(\.id) == original.rules.map(\.id))
        #expect(variant.rules.map(\.strength) == original.rules.map(\.strength))
    }

    @Test func bothSeedsAssembleIntoOneCatalog() throws {
        let files = [ContentFile(path: "sheets.md", data: Array(try Self.seed("000_").utf8)),
                     ContentFile(path: "action-sheets.md", data: Array(try Self.seed("002_").utf8))]
        let (catalog, diagnostics) = CatalogIngester.ingest(files)
        #expect(catalog.components.map(\.id) == ["action-sheets", "sheets"])
        #expect(catalog.allRules.count == 28)
        #expect(diagnostics.map(\.id) == ["frontmatter.unclosed"])
        // The HIG link to Action sheets on the Sheets page resolves to the catalog page.
        let related = try #require(catalog.component(id: "sheets")?.related)
        #expect(related.first { $0.title == "Action sheets" }?.componentID == "action-sheets")
        #expect(catalog.component(id: "action-sheets")?.related.first { $0.title == "Sheets" }?.componentID == "sheets")
    }
}
