@testable import CatalogRender
import CatalogModel
import Testing

/// The numbers the verification page shows: which rules examples cover, and which pass, per
/// component and per platform.
@Suite struct VerificationCoverageTests {
    @Test func rulesAreCountedWhereTheyApplyAndCoveredWhereAnExampleExercisesThem() {
        var catalog = Fixtures.catalog()
        // A rule for a platform the catalog does not have (reported at ingest) is still counted.
        let n = catalog.components.firstIndex { $0.id == "action-sheets" }!
        catalog.components[n].rules.append(Rule(
            id: "action-sheets.carplay.keep-it-short", componentID: "action-sheets", sectionID: "carplay",
            lead: [.text("Keep it short.")], body: [], strength: .do, platforms: ["carplay"], sources: [],
            location: Fixtures.loc(20, "action-sheets.md")))
        let coverage = Coverage(catalog: catalog)

        // Sheets: two behaviour rules (the taste rule is not counted), both named by an example;
        // only the swipe rule's example passes.
        #expect(coverage.byComponent["sheets"] == .init(rules: 2, covered: 2, passing: 1))
        #expect(coverage.byComponent["action-sheets"] == .init(rules: 2, covered: 0, passing: 0))
        #expect(coverage.byComponent["choosing"] == .init())
        #expect(coverage.total == .init(rules: 4, covered: 2, passing: 1))

        // "Use a sheet" applies everywhere but watchOS (sheets are unsupported there) and its
        // failing example exercises macOS only; the swipe rule is for iOS and iPadOS and its
        // passing example exercises iOS only; "avoid scrolling" applies everywhere but visionOS.
        #expect(coverage.byPlatform["ios"] == .init(rules: 3, covered: 1, passing: 1))
        #expect(coverage.byPlatform["ipados"] == .init(rules: 3, covered: 0, passing: 0))
        #expect(coverage.byPlatform["macos"] == .init(rules: 2, covered: 1, passing: 0))
        #expect(coverage.byPlatform["tvos"] == .init(rules: 2, covered: 0, passing: 0))
        #expect(coverage.byPlatform["visionos"] == .init(rules: 1, covered: 0, passing: 0))
        #expect(coverage.byPlatform["watchos"] == .init(rules: 1, covered: 0, passing: 0))
        #expect(coverage.byPlatform["carplay"] == .init(rules: 1, covered: 0, passing: 0))
        #expect(coverage.byPlatform.count == 7)
    }
}
