@testable import CatalogRender
import CatalogModel
import Testing
import TestSupport

/// The numbers the verification page shows: which rules examples cover, and which pass, per
/// component and per platform.
@Suite struct VerificationCoverageTests {
    @Test func rulesAreCountedWhereTheyApplyAndCoveredWhereAnExampleExercisesThem() {
        var catalog = Fixtures.catalog()
        // A rule for a platform the catalog does not have (an error reported at ingest) has no
        // platform row to count in; it still counts for its component.
        let n = catalog.components.firstIndex { $0.id == "action-sheets" }!
        catalog.components[n].rules.append(Rule(
            id: "action-sheets.carplay.keep-it-short", componentID: "action-sheets", sectionID: "carplay",
            lead: [.text("Keep it short.")], body: [], strength: .do, platforms: ["carplay"], sources: [],
            location: Fixtures.loc(20, "action-sheets.md")))
        let coverage = catalog.coverage
        let byComponent = Dictionary(uniqueKeysWithValues: coverage.components.map { ($0.componentID, $0.behavioural) })
        let byPlatform = Dictionary(uniqueKeysWithValues: coverage.platforms.map { ($0.platformID, $0.behavioural) })

        // Sheets: two behaviour rules (the taste rule is not counted), both named by an example;
        // only the swipe rule's example passes.
        #expect(byComponent["sheets"] == .init(total: 2, covered: 2, passing: 1))
        #expect(byComponent["action-sheets"] == .init(total: 2, covered: 0, passing: 0))
        #expect(byComponent["choosing"] == .init())
        #expect(coverage.behavioural == .init(total: 4, covered: 2, passing: 1))

        // "Use a sheet" applies everywhere but watchOS (sheets are unsupported there) and its
        // failing example exercises macOS only; the swipe rule is for iOS and iPadOS and its
        // passing example exercises iOS only; "avoid scrolling" applies everywhere but visionOS.
        #expect(byPlatform["ios"] == .init(total: 3, covered: 1, passing: 1))
        #expect(byPlatform["ipados"] == .init(total: 3, covered: 0, passing: 0))
        #expect(byPlatform["macos"] == .init(total: 2, covered: 1, passing: 0))
        #expect(byPlatform["tvos"] == .init(total: 2, covered: 0, passing: 0))
        #expect(byPlatform["visionos"] == .init(total: 1, covered: 0, passing: 0))
        #expect(byPlatform["watchos"] == .init(total: 1, covered: 0, passing: 0))
        #expect(byPlatform["carplay"] == nil)
        #expect(coverage.platforms.map(\.platformID) == ["ios", "ipados", "macos", "tvos", "visionos", "watchos"])
    }
}
