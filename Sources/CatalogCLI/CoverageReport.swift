import CatalogModel

/// `check`'s coverage section: which behavioural rules have spec examples, per component and
/// platform, from `Catalog.coverage`, which the site's verification page reads too.
struct CoverageJSON: Encodable {
    struct Row: Encodable {
        var id: String
        var total: Int
        var covered: Int
        var passing: Int
        var percent: Int
    }

    var total: Row
    var tasteRules: Int
    var components: [Row]
    var platforms: [Row]
    var uncovered: [String]

    init(_ catalog: Catalog) {
        let coverage = catalog.coverage
        func row(_ id: String, _ t: Catalog.CoverageTally) -> Row {
            Row(id: id, total: t.total, covered: t.covered, passing: t.passing, percent: t.percent)
        }
        total = row("all", coverage.behavioural)
        tasteRules = coverage.tasteRules
        components = coverage.components.map { row($0.componentID, $0.behavioural) }
        platforms = coverage.platforms.map { row($0.platformID, $0.behavioural) }
        uncovered = coverage.uncoveredRuleIDs
    }
}

enum CoverageText {
    static func render(_ catalog: Catalog, paths: DisplayPaths = DisplayPaths(content: "")) -> [String] {
        let coverage = catalog.coverage
        func line(_ label: String, _ t: Catalog.CoverageTally) -> String {
            let padded = label.padding(toLength: 28, withPad: " ", startingAt: 0)
            return "  \(padded) \(t.covered)/\(t.total) behavioural rules covered (\(t.percent)%), \(t.passing) passing"
        }
        var lines = ["Rule coverage by component:"]
        lines += coverage.components.map { line($0.componentID, $0.behavioural) }
        lines.append("Rule coverage by platform (examples that run on it):")
        lines += coverage.platforms.map { line($0.platformName, $0.behavioural) }
        lines.append(line("All", coverage.behavioural) + "; \(coverage.tasteRules) taste rules need none")
        let missing = coverage.uncoveredRuleIDs
        if !missing.isEmpty {
            lines.append("Behavioural rules without an example (\(missing.count)):")
            lines += missing.prefix(25).map { id in
                let place = catalog.rule(id: id).map { paths.place($0.location) } ?? "?"
                return "  \(place) \(id)"
            }
            if missing.count > 25 { lines.append("  … and \(missing.count - 25) more (--format json lists all)") }
        }
        return lines
    }
}
