/// Which rules are backed by spec examples: overall, per component and per platform.
///
/// Only behavioural rules count: a taste rule ("keep titles short") states no behaviour, so it
/// needs no example and is reported apart. A rule is *covered* when at least one example names it,
/// and *passing* when every result for it passed (and there is at least one). Per platform, a rule
/// applies when it is scoped to the platform or to every platform, and is covered there when an
/// example that names it exercises the platform (`ExampleResult.platforms`); before the verify
/// step has run there are no results, so nothing is covered per platform yet.
extension Catalog {
    /// A count of covered rules out of a total.
    public struct CoverageTally: Hashable, Sendable, Codable {
        /// Behavioural rules in scope.
        public var total: Int
        /// Named by at least one example.
        public var covered: Int
        /// Covered, and every result for the rule passed.
        public var passing: Int

        public init(total: Int = 0, covered: Int = 0, passing: Int = 0) {
            self.total = total
            self.covered = covered
            self.passing = passing
        }

        /// Covered share in whole percent, rounded down; 100 when there is nothing to cover.
        public var percent: Int { total == 0 ? 100 : covered * 100 / total }
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
        /// Behavioural rules that at least one example names, sorted.
        public var coveredRuleIDs: [String]
        /// Behavioural rules that no example names, sorted.
        public var uncoveredRuleIDs: [String]
    }

    /// Computes coverage from the examples (which rules are named) and the results (pass/fail and
    /// platforms). Pure; the same catalog always gives the same value.
    public var coverage: Coverage {
        var named: Set<String> = []
        for example in examples { named.formUnion(example.ruleIDs) }
        var resultsByRule: [String: [ExampleResult]] = [:]
        for result in results {
            for id in Set(result.ruleIDs) { resultsByRule[id, default: []].append(result) }
        }
        func isPassing(_ id: String) -> Bool {
            guard let list = resultsByRule[id], !list.isEmpty else { return false }
            return list.allSatisfy { $0.status == .passed }
        }

        var overall = CoverageTally()
        var taste = 0
        var componentCoverage: [ComponentCoverage] = []
        var covered: [String] = [], uncovered: [String] = []
        for component in components {
            var tally = CoverageTally()
            var tasteHere = 0
            var missing: [String] = []
            for rule in component.rules {
                if rule.isTaste { tasteHere += 1; continue }
                tally.total += 1
                if named.contains(rule.id) {
                    tally.covered += 1
                    covered.append(rule.id)
                    if isPassing(rule.id) { tally.passing += 1 }
                } else {
                    missing.append(rule.id)
                    uncovered.append(rule.id)
                }
            }
            overall.total += tally.total
            overall.covered += tally.covered
            overall.passing += tally.passing
            taste += tasteHere
            componentCoverage.append(ComponentCoverage(componentID: component.id, title: component.title, behavioural: tally,
                                                       tasteRules: tasteHere, uncoveredRuleIDs: missing))
        }

        var platformCoverage: [PlatformCoverage] = []
        for platform in platforms.sorted() {
            var tally = CoverageTally()
            for component in components {
                // A page that says the component is unsupported on a platform has nothing to cover there.
                if component.platformStatus[platform.id] == .unsupported { continue }
                for rule in component.rules where !rule.isTaste && (rule.platforms.isEmpty || rule.platforms.contains(platform.id)) {
                    tally.total += 1
                    let here = (resultsByRule[rule.id] ?? []).filter { $0.platforms.contains(platform.id) }
                    if !here.isEmpty {
                        tally.covered += 1
                        if here.allSatisfy({ $0.status == .passed }) { tally.passing += 1 }
                    }
                }
            }
            platformCoverage.append(PlatformCoverage(platformID: platform.id, platformName: platform.name, behavioural: tally))
        }

        return Coverage(behavioural: overall, tasteRules: taste, components: componentCoverage, platforms: platformCoverage,
                        coveredRuleIDs: covered.sorted(), uncoveredRuleIDs: uncovered.sorted())
    }
}
