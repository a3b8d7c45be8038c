import CatalogModel

/// How much of the guidance spec examples cover, per component and per platform.
///
/// A rule counts when it states behaviour (taste rules need no example). It is covered when at
/// least one example names it, and passing when every such example that ran passed. On a
/// platform, only examples that exercise that platform count (an example that names no platform
/// exercises all that the rule applies to).
struct Coverage {
    struct Tally: Hashable { var rules = 0; var covered = 0; var passing = 0 }

    var byComponent: [String: Tally] = [:]
    var byPlatform: [String: Tally] = [:]
    var total = Tally()

    init(catalog: Catalog) {
        var examplesByRule: [String: [SpecExample]] = [:]
        for e in catalog.examples { for r in e.ruleIDs { examplesByRule[r, default: []].append(e) } }
        var results: [String: ExampleResult] = [:]
        for r in catalog.results { results[r.exampleID] = r }
        let platformIDs = catalog.platforms.map(\.id)

        for component in catalog.components {
            var tally = Tally()
            for rule in component.rules where !rule.isTaste {
                let examples = examplesByRule[rule.id] ?? []
                let ran = examples.compactMap { results[$0.id] }
                tally.rules += 1
                if !examples.isEmpty { tally.covered += 1 }
                if !ran.isEmpty && ran.allSatisfy({ $0.status == .passed }) { tally.passing += 1 }

                let applies = rule.platforms.isEmpty ? platformIDs : rule.platforms
                for p in applies where component.platformStatus[p] != .unsupported {
                    byPlatform[p, default: Tally()].rules += 1
                    let here = examples.filter { e in
                        guard let r = results[e.id] else { return true }
                        return r.platforms.isEmpty || r.platforms.contains(p)
                    }
                    if !here.isEmpty { byPlatform[p, default: Tally()].covered += 1 }
                    let ranHere = here.compactMap { results[$0.id] }
                    if !ranHere.isEmpty && ranHere.allSatisfy({ $0.status == .passed }) {
                        byPlatform[p, default: Tally()].passing += 1
                    }
                }
            }
            byComponent[component.id] = tally
            total.rules += tally.rules
            total.covered += tally.covered
            total.passing += tally.passing
        }
    }

    static func percent(_ part: Int, of whole: Int) -> Int {
        whole == 0 ? 100 : part * 100 / whole
    }
}
