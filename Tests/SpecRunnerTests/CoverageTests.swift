import CatalogModel
import Testing
import SpecRunner
import TestSupport

/// `Catalog.coverage` after the runner has filled in results: what `sheetcat check` prints.
@Suite struct CoverageTests {
    static func rule(_ slug: String, platforms: [String] = [], taste: Bool = false) -> Rule {
        Rule(id: "sheets.\(slug)", componentID: "sheets", sectionID: "best-practices", lead: [.text(slug)], body: [],
             strength: .do, platforms: platforms, sources: [], location: SourceLocation(file: "sheets.md", line: 1),
             isTaste: taste)
    }

    static func catalog() -> Catalog {
        let rules = [rule("swipe", platforms: ["ios", "ipados"]), rule("mac-buttons", platforms: ["macos"]),
                     rule("one-at-a-time"), rule("short-titles", taste: true)]
        let sheets = Component(id: "sheets", title: "Sheets", rules: rules, file: "sheets.md",
                               location: SourceLocation(file: "sheets.md", line: 1))
        let alertRule = Rule(id: "alerts.two-buttons", componentID: "alerts", sectionID: "best-practices", lead: [], body: [],
                             strength: .do, platforms: [], sources: [], location: SourceLocation(file: "alerts.md", line: 1))
        let alerts = Component(id: "alerts", title: "Alerts", rules: [alertRule], file: "alerts.md",
                               location: SourceLocation(file: "alerts.md", line: 1))
        let swipe = example("Given a sheet on iPhone\nWhen the person swipes down\nThen the sheet is dismissed",
                            id: "sheets.swipe", rules: ["sheets.swipe"])
        let wrongMac = example("Given a sheet on Mac\nThen Done is at the top trailing corner",
                               id: "sheets.mac", rules: ["sheets.mac-buttons"])
        return Catalog(components: [alerts, sheets], examples: [swipe, wrongMac])
    }

    @Test func beforeVerifyingOnlyNamedRulesCount() {
        let coverage = Self.catalog().coverage
        #expect(coverage.behavioural == .init(total: 4, covered: 2, passing: 0))
        #expect(coverage.tasteRules == 1)
        #expect(coverage.uncoveredRuleIDs == ["alerts.two-buttons", "sheets.one-at-a-time"])
        #expect(coverage.platforms.allSatisfy { $0.behavioural.covered == 0 })
    }

    @Test func perComponentAndPerPlatformAfterRunning() {
        var catalog = Self.catalog()
        catalog.results = SpecRunner().run(catalog).results
        let coverage = catalog.coverage
        #expect(coverage.behavioural == .init(total: 4, covered: 2, passing: 1))
        #expect(coverage.behavioural.percent == 50)
        #expect(coverage.components.map(\.componentID) == ["alerts", "sheets"])
        let sheets = coverage.components[1]
        #expect(sheets.behavioural == .init(total: 3, covered: 2, passing: 1))
        #expect(sheets.tasteRules == 1)
        #expect(sheets.uncoveredRuleIDs == ["sheets.one-at-a-time"])
        let byPlatform = Dictionary(uniqueKeysWithValues: coverage.platforms.map { ($0.platformID, $0.behavioural) })
        // iOS: swipe (covered on iOS), one-at-a-time, alerts.two-buttons.
        #expect(byPlatform["ios"] == .init(total: 3, covered: 1, passing: 1))
        // iPadOS: the swipe example ran on iPhone only, so the rule is not covered there.
        #expect(byPlatform["ipados"] == .init(total: 3, covered: 0, passing: 0))
        // macOS: the Mac button example ran and failed.
        #expect(byPlatform["macos"] == .init(total: 3, covered: 1, passing: 0))
        #expect(coverage.platforms.map(\.platformID) == ["ios", "ipados", "macos", "tvos", "visionos", "watchos"])
    }

    @Test func unsupportedPlatformsHaveNothingToCover() {
        var catalog = Self.catalog()
        catalog.components[0].platformStatus["watchos"] = .unsupported
        let watch = catalog.coverage.platforms.first { $0.platformID == "watchos" }
        #expect(watch?.behavioural.total == 1) // only sheets.one-at-a-time; alerts are out
    }

    /// Regression: an example on no device used to count for every platform, so 19 examples in
    /// content/ about the guidance alone covered tvOS rules no tvOS example backed.
    @Test func anExampleOnNoDeviceCoversNoPlatformAndIsAnError() {
        var catalog = Self.catalog()
        catalog.examples.append(example("Then the guidance allows only one sheet at a time",
                                        id: "sheets.one", rules: ["sheets.one-at-a-time"]))
        let (results, diagnostics) = SpecRunner().run(catalog)
        catalog.results = results
        #expect(catalog.results.first { $0.exampleID == "sheets.one" }?.platforms == [])
        #expect(diagnostics.contains { $0.id == "spec.no-device" && $0.severity == .error })
        let byPlatform = Dictionary(uniqueKeysWithValues: catalog.coverage.platforms.map { ($0.platformID, $0.behavioural) })
        // Only the swipe example on iPhone covers anything.
        #expect(byPlatform["ios"] == .init(total: 3, covered: 1, passing: 1))
        #expect(byPlatform["tvos"] == .init(total: 2, covered: 0, passing: 0))
    }

    @Test func aTableWithARowPerPlatformCoversEachOfThem() {
        var catalog = Self.catalog()
        catalog.components[1].platformStatus["tvos"] = .unsupported
        catalog.examples.append(example("""
        Given an app on <device>
        Then the guidance allows only one sheet at a time
        | device |
        | iPhone |
        | iPad |
        | Apple Watch |
        """, id: "sheets.one", rules: ["sheets.one-at-a-time"]))
        let (results, diagnostics) = SpecRunner().run(catalog)
        catalog.results = results
        #expect(!diagnostics.contains { $0.id == "spec.no-device" })
        let byPlatform = Dictionary(uniqueKeysWithValues: catalog.coverage.platforms.map { ($0.platformID, $0.behavioural) })
        #expect(byPlatform["ios"] == .init(total: 3, covered: 2, passing: 2))
        #expect(byPlatform["ipados"] == .init(total: 3, covered: 1, passing: 1))
        #expect(byPlatform["watchos"] == .init(total: 2, covered: 1, passing: 1))
        #expect(byPlatform["macos"] == .init(total: 3, covered: 1, passing: 0))
        // Sheets are unsupported on tvOS, so only the alerts rule applies there.
        #expect(byPlatform["tvos"] == .init(total: 1, covered: 0, passing: 0))
    }
}
