import CatalogModel

/// Which behavioural rules have spec examples, per component and platform, for `check`.
///
/// Taste rules (`{taste}`) state no behaviour and are left out of the ratio.
struct CoverageRow: Encodable {
    var id: String
    var behavioural: Int
    var covered: Int
    var uncovered: [String]
}

struct CoverageJSON: Encodable {
    var total: CoverageRow
    var components: [CoverageRow]
    var platforms: [CoverageRow]

    init(_ catalog: Catalog) {
        let covered = Set(catalog.results.flatMap(\.ruleIDs))
        func row(_ id: String, _ rules: [Rule]) -> CoverageRow {
            let behavioural = rules.filter { !$0.isTaste }
            let missing = behavioural.filter { !covered.contains($0.id) }.map(\.id)
            return CoverageRow(id: id, behavioural: behavioural.count, covered: behavioural.count - missing.count, uncovered: missing)
        }
        total = row("all", catalog.allRules)
        components = catalog.components.map { row($0.id, $0.rules) }
        platforms = catalog.platforms.map { platform in
            row(platform.id, catalog.allRules.filter { $0.platforms.isEmpty || $0.platforms.contains(platform.id) })
        }
    }
}

enum CoverageText {
    static func render(_ catalog: Catalog) -> [String] {
        let coverage = CoverageJSON(catalog)
        func line(_ r: CoverageRow, _ label: String) -> String {
            let percent = r.behavioural == 0 ? 100 : r.covered * 100 / r.behavioural
            let padded = label.padding(toLength: 28, withPad: " ", startingAt: 0)
            return "  \(padded) \(r.covered)/\(r.behavioural) behavioural rules covered (\(percent)%)"
        }
        var lines = ["Rule coverage by component:"]
        lines += coverage.components.map { line($0, $0.id) }
        lines.append("Rule coverage by platform:")
        lines += coverage.platforms.map { r in line(r, catalog.platform(id: r.id)?.name ?? r.id) }
        lines.append(line(coverage.total, "All"))
        let missing = coverage.total.uncovered
        if !missing.isEmpty {
            lines.append("Behavioural rules without an example (\(missing.count)):")
            lines += missing.prefix(25).map { id in
                let r = catalog.rule(id: id)
                return "  \(r.map { "\($0.location.file):\($0.location.line)" } ?? "?") \(id)"
            }
            if missing.count > 25 { lines.append("  … and \(missing.count - 25) more (use --format json for all)") }
        }
        return lines
    }
}
