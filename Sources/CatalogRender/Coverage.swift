import CatalogModel

/// How much of the guidance spec examples cover, per component and per platform.
///
/// A rule counts when it states behaviour (taste rules need no example). It is covered when at
/// least one example names it, and passing when every such example that ran passed. On a
/// platform, only examples that exercise that platform count (an example that names no platform
/// exercises all that the rule applies to).
struct Coverage {
    struct Tally: Hashable {
        var rules = 0, covered = 0, passing = 0

        mutating func add(_ other: Tally) {
            rules += other.rules; covered += other.covered; passing += other.passing
        }
    }

    var byComponent: [String: Tally] = [:]
    var byPlatform: [String: Tally] = [:]
    var total = Tally()

    init(catalog: Catalog) {
        var examplesByRule: [String: [SpecExample]] = [:]
        for e in catalog.examples { for r in e.ruleIDs { examplesByRule[r, default: []].append(e) } }
        var results: [String: ExampleResult] = [:]
        for r in catalog.results { results[r.exampleID] = r }
        // The catalog's platforms are tallied by position: a dictionary update per rule and
        // platform was most of this at 10,000 pages. A platform only a rule names (an error
        // reported at ingest) is tallied by name.
        let platformIDs = catalog.platforms.map(\.id)
        let position = Dictionary(platformIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var tallies = [Tally](repeating: Tally(), count: platformIDs.count)
        var others: [String: Tally] = [:]

        for component in catalog.components {
            var tally = Tally()
            let rules = component.rules
            for i in rules.indices where !rules[i].isTaste {
                let examples = examplesByRule[rules[i].id] ?? []
                tally.rules += 1
                if !examples.isEmpty { tally.covered += 1 }
                if !examples.isEmpty {
                    let ran = examples.compactMap { results[$0.id] }
                    if !ran.isEmpty && ran.allSatisfy({ $0.status == .passed }) { tally.passing += 1 }
                }
                let applies = rules[i].platforms.isEmpty ? platformIDs : rules[i].platforms
                for p in applies where component.platformStatus[p] != .unsupported {
                    var platform = Tally(rules: 1)
                    if !examples.isEmpty {
                        let here = examples.filter { e in
                            guard let r = results[e.id] else { return true }
                            return r.platforms.isEmpty || r.platforms.contains(p)
                        }
                        if !here.isEmpty { platform.covered = 1 }
                        let ranHere = here.compactMap { results[$0.id] }
                        if !ranHere.isEmpty && ranHere.allSatisfy({ $0.status == .passed }) { platform.passing = 1 }
                    }
                    if let n = position[p] { tallies[n].add(platform) } else { others[p, default: Tally()].add(platform) }
                }
            }
            byComponent[component.id] = tally
            total.rules += tally.rules
            total.covered += tally.covered
            total.passing += tally.passing
        }
        byPlatform = others
        for (n, id) in platformIDs.enumerated() where tallies[n].rules > 0 && byPlatform[id] == nil {
            byPlatform[id] = tallies[n]
        }
    }

    static func percent(_ part: Int, of whole: Int) -> Int {
        whole == 0 ? 100 : part * 100 / whole
    }
}
