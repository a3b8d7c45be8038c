/// Which rules are backed by spec examples: overall, per component and per platform. The
/// verification page and `sheetcat check` both read this, so the site and the CLI never disagree.
///
/// Only behavioural rules count: a taste rule ("keep titles short") states no behaviour, so it
/// needs no example and is reported apart. A rule is *covered* when at least one example names it,
/// and *passing* when at least one of those examples ran and every one that ran passed.
///
/// Per platform, a rule applies when it is scoped to the platform or to every platform, unless its
/// page says the component is unsupported there. It is covered on a platform when an example that
/// names it ran and exercised that platform (`ExampleResult.platforms`): its world was on that
/// platform, through a device its Givens name or one row per platform of its table. An example
/// on no device exercises no platform (the runner reports it), and one that did not run
/// exercises none: before the verify step there are no results, so nothing is covered per
/// platform yet.
extension Catalog {
    /// A count of covered rules out of a total.
    public struct CoverageTally: Hashable, Sendable, Codable {
        /// Behavioural rules in scope.
        public var total: Int
        /// Named by at least one example; on a platform, by one that ran there.
        public var covered: Int
        /// Covered, and at least one of its examples ran (there) and every one that ran passed.
        public var passing: Int

        public init(total: Int = 0, covered: Int = 0, passing: Int = 0) {
            self.total = total
            self.covered = covered
            self.passing = passing
        }

        /// Covered share in whole percent, rounded down; 100 when there is nothing to cover.
        public var percent: Int { total == 0 ? 100 : covered * 100 / total }

        public mutating func add(_ other: CoverageTally) {
            total += other.total
            covered += other.covered
            passing += other.passing
        }
    }

    /// Coverage of one component's rules.
    public struct ComponentCoverage: Hashable, Sendable, Codable {
        public var componentID: String
        public var title: String
        public var behavioural: CoverageTally
        /// Taste rules: listed, not counted.
        public var tasteRules: Int
        /// Behavioural rules no example names, in page order.
        public var uncoveredRuleIDs: [String]
    }

    /// Coverage of the behavioural rules that apply to one platform.
    public struct PlatformCoverage: Hashable, Sendable, Codable {
        public var platformID: String
        public var platformName: String
        public var behavioural: CoverageTally
    }

    /// The whole picture, in catalog order (components by catalog order, platforms in base order).
    public struct Coverage: Hashable, Sendable, Codable {
        public var behavioural: CoverageTally
        public var tasteRules: Int
        public var components: [ComponentCoverage]
        public var platforms: [PlatformCoverage]
        /// Behavioural rules that no example names, sorted.
        public var uncoveredRuleIDs: [String] { components.flatMap(\.uncoveredRuleIDs).sorted() }
    }

    /// Computes coverage from the examples (which rules are named) and the results (pass/fail and
    /// platforms). Pure; the same catalog always gives the same value.
    public var coverage: Coverage {
        // Every look-up by name is made once, up front: an example's result once per example, a
        // component's platform support once per component. At 10,000 pages, look-ups made per
        // rule and platform were most of this work.
        var runByExample: [String: ExampleRun] = [:]
        runByExample.reserveCapacity(results.count)
        for r in results.indices { runByExample[results[r].exampleID] = ExampleRun(results[r]) }
        var runsByRule: [String: [ExampleRun]] = [:]
        // Most examples name one rule of their own: room for as many rules as examples keeps
        // the table from being rehashed as it grows.
        runsByRule.reserveCapacity(examples.count)
        for e in examples.indices {
            let run = runByExample[examples[e].id] ?? .notRun
            for id in examples[e].ruleIDs { runsByRule[id, default: []].append(run) }
        }
        let platformOrder = platforms.sorted()
        let position = Dictionary(platformOrder.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var byPlatform = [CoverageTally](repeating: CoverageTally(), count: platformOrder.count)

        var overall = CoverageTally()
        var taste = 0
        var componentCoverage: [ComponentCoverage] = []
        componentCoverage.reserveCapacity(components.count)
        // By position and through a buffer: `for component in` and `rules[i]` of a copied array
        // each copied a whole value, a retain per field.
        for c in components.indices {
            let status = components[c].platformStatus
            let supported = platformOrder.map { status[$0.id] != .unsupported }
            var tally = CoverageTally()
            var tasteHere = 0
            var missing: [String] = []
            components[c].rules.withUnsafeBufferPointer { rules in
                for i in rules.indices {
                    if rules[i].isTaste { tasteHere += 1; continue }
                    let runs = runsByRule[rules[i].id] ?? []
                    tally.add(Self.tally(runs, on: nil))
                    if runs.isEmpty { missing.append(rules[i].id) }
                    if rules[i].platforms.isEmpty {
                        for n in platformOrder.indices where supported[n] {
                            byPlatform[n].add(Self.tally(runs, on: platformOrder[n].id))
                        }
                    } else {
                        // A platform the catalog does not have is an error reported at ingest;
                        // it has no row to count in.
                        for id in rules[i].platforms {
                            if let n = position[id], supported[n] { byPlatform[n].add(Self.tally(runs, on: id)) }
                        }
                    }
                }
            }
            overall.add(tally)
            taste += tasteHere
            componentCoverage.append(ComponentCoverage(componentID: components[c].id, title: components[c].title,
                                                       behavioural: tally, tasteRules: tasteHere, uncoveredRuleIDs: missing))
        }
        let platformCoverage = platformOrder.indices.map {
            PlatformCoverage(platformID: platformOrder[$0].id, platformName: platformOrder[$0].name, behavioural: byPlatform[$0])
        }
        return Coverage(behavioural: overall, tasteRules: taste, components: componentCoverage, platforms: platformCoverage)
    }

    /// An example that names a rule: whether it ran, and if so whether it passed and on which
    /// platforms. Only these three of its result are read, so only they are kept.
    private struct ExampleRun {
        var ran: Bool
        var passed: Bool
        var platforms: [String]

        static let notRun = ExampleRun(ran: false, passed: false, platforms: [])

        init(ran: Bool, passed: Bool, platforms: [String]) {
            self.ran = ran
            self.passed = passed
            self.platforms = platforms
        }

        init(_ result: ExampleResult) {
            self.init(ran: true, passed: result.status == .passed, platforms: result.platforms)
        }

        /// Whether this run counts on `platform`: nil asks about the rule as a whole.
        func counts(on platform: String?) -> Bool {
            guard let platform else { return true }
            return ran && platforms.contains(platform)
        }
    }

    /// One rule's tally from the examples that name it, on `platform` or (nil) as a whole.
    private static func tally(_ runs: [ExampleRun], on platform: String?) -> CoverageTally {
        var tally = CoverageTally(total: 1)
        var ran = false, failed = false
        for run in runs where run.counts(on: platform) {
            tally.covered = 1
            guard run.ran else { continue }
            ran = true
            if !run.passed { failed = true }
        }
        if ran && !failed { tally.passing = 1 }
        return tally
    }
}
