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
        // Every look-up by name is made once, up front: an example's result once per example,
        // a component's platform support once per component. Made per rule and platform, they
        // were most of this step.
        var runs: [String: ExampleRun] = [:]
        for r in catalog.results.indices { runs[catalog.results[r].exampleID] = ExampleRun(result: catalog.results[r]) }
        var runsByRule: [String: [ExampleRun]] = [:]
        for e in catalog.examples.indices {
            let run = runs[catalog.examples[e].id] ?? ExampleRun(result: nil)
            for r in catalog.examples[e].ruleIDs { runsByRule[r, default: []].append(run) }
        }
        // The catalog's platforms are tallied by position. A platform only a rule names (an
        // error reported at ingest) is tallied by name.
        let platformIDs = catalog.platforms.map(\.id)
        let position = Dictionary(platformIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var tallies = [Tally](repeating: Tally(), count: platformIDs.count)
        var others: [String: Tally] = [:]

        // Components by position: `for component in` copied each one, a retain per field.
        let components = catalog.components
        for c in components.indices {
            var tally = Tally()
            let status = components[c].platformStatus
            let supported = platformIDs.map { status[$0] != .unsupported }
            let rules = components[c].rules
            for i in rules.indices where !rules[i].isTaste {
                let runs = runsByRule[rules[i].id] ?? []
                tally.rules += 1
                if !runs.isEmpty {
                    tally.covered += 1
                    if Self.allPassed(runs, on: nil) { tally.passing += 1 }
                }
                if rules[i].platforms.isEmpty {
                    for n in platformIDs.indices where supported[n] {
                        tallies[n].add(Self.platformTally(runs, on: platformIDs[n]))
                    }
                    continue
                }
                for p in rules[i].platforms {
                    if let n = position[p] {
                        if supported[n] { tallies[n].add(Self.platformTally(runs, on: p)) }
                    } else if status[p] != .unsupported {
                        others[p, default: Tally()].add(Self.platformTally(runs, on: p))
                    }
                }
            }
            byComponent[components[c].id] = tally
            total.rules += tally.rules
            total.covered += tally.covered
            total.passing += tally.passing
        }
        byPlatform = others
        for (n, id) in platformIDs.enumerated() where tallies[n].rules > 0 && byPlatform[id] == nil {
            byPlatform[id] = tallies[n]
        }
    }

    /// An example that names a rule: whether it ran, and if so whether it passed and on which
    /// platforms. Only these three of its result are read, so only they are kept.
    private struct ExampleRun {
        var ran: Bool
        var passed: Bool
        var platforms: [String]

        init(result: ExampleResult?) {
            ran = result != nil
            passed = result?.status == .passed
            platforms = result?.platforms ?? []
        }

        /// An example that did not run, or ran naming no platform, counts on every platform.
        func exercises(_ platform: String) -> Bool {
            !ran || platforms.isEmpty || platforms.contains(platform)
        }
    }

    /// True when at least one of `runs` ran (on `platform`, when given) and every one that ran passed.
    private static func allPassed(_ runs: [ExampleRun], on platform: String?) -> Bool {
        var ran = false
        for run in runs where platform.map(run.exercises) ?? true {
            guard run.ran else { continue }
            if !run.passed { return false }
            ran = true
        }
        return ran
    }

    /// One rule's tally on `platform`: covered when an example exercises it there.
    private static func platformTally(_ runs: [ExampleRun], on platform: String) -> Tally {
        var tally = Tally(rules: 1)
        guard runs.contains(where: { $0.exercises(platform) }) else { return tally }
        tally.covered = 1
        if allPassed(runs, on: platform) { tally.passing = 1 }
        return tally
    }

    static func percent(_ part: Int, of whole: Int) -> Int {
        whole == 0 ? 100 : part * 100 / whole
    }
}
