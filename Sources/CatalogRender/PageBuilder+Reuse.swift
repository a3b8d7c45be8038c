import CatalogModel
import Synchronization

extension PageBuilder {
    /// Which look-ups of the last render's builder still hold for a new catalog, in a preview.
    ///
    /// An edit changes one page, or a few; the look-ups made from every rule and example of the
    /// catalog took a tenth of a second at 10,000 pages, before the edited page could be made.
    /// Each is kept when what it is made from is equal, found by comparing in place (unchanged
    /// pages share their storage with the last catalog, so that is mostly a comparison of
    /// addresses). The rule index is updated instead, when only some pages' rules changed and
    /// every rule id is one rule's. A builder made this way is equal, look-up for look-up, to one
    /// made from nothing (`PageBuilderReuseTests`).
    struct Reusable {
        private let previous: PageBuilder
        private let catalog: Catalog
        /// Positions of the components whose rules' ids are not those of the last catalog.
        private let componentsWithOtherRules: [Int]
        /// Positions of the components whose rules are not the very ones of the last catalog.
        private let componentsWithOtherRuleStorage: [Int]

        /// Nil when nothing can be kept: the options differ, or the components are not the same
        /// pages (ids and files, in order).
        init?(_ previous: PageBuilder, for catalog: Catalog, options: RenderOptions) {
            guard previous.options == options else { return nil }
            let old = previous.catalog.components, new = catalog.components
            guard old.count == new.count else { return nil }
            var changed: [Int] = [], touched: [Int] = []
            // Through buffer pointers: `new[i]` copied the whole component.
            let samePages = old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    new.indices.allSatisfy { i in
                        guard old[i].id == new[i].id, old[i].file == new[i].file else { return false }
                        if !Self.sameStorage(old[i].rules, new[i].rules) {
                            touched.append(i)
                            if !Self.sameRuleIDs(old[i].rules, new[i].rules) { changed.append(i) }
                        }
                        return true
                    }
                }
            }
            guard samePages else { return nil }
            self.previous = previous
            self.catalog = catalog
            componentsWithOtherRules = changed
            componentsWithOtherRuleStorage = touched
        }

        /// What differs from the last builder, for a builder whose rule index is `links()`'s.
        /// Only pages whose rules are other arrays can have a rule whose lead or place changed.
        func changes(examples: ExampleLookups?) -> Changes {
            var rules: Set<String> = []
            for i in componentsWithOtherRuleStorage {
                var leads: [String: [Inline]] = [:]
                previous.catalog.components[i].rules.withUnsafeBufferPointer { old in
                    for r in old.indices { leads[old[r].id] = old[r].lead }
                }
                catalog.components[i].rules.withUnsafeBufferPointer { new in
                    for r in new.indices {
                        // Found and the same: the rule is where it was and says what it said.
                        if let lead = leads.removeValue(forKey: new[r].id), lead == new[r].lead { continue }
                        rules.insert(new[r].id)
                    }
                }
                rules.formUnion(leads.keys)
            }
            return Changes(since: previous.lineage.id, examples: examples?.changed, exampleRulesKept: examples?.sameRules ?? false, rules: rules)
        }

        /// The rule index, with the rules of the pages whose rules changed put in again; nil when
        /// it must be made anew.
        func links() -> LinkResolver? {
            componentsWithOtherRules.isEmpty
                ? previous.links
                : previous.links.replacingRules(of: componentsWithOtherRules, in: catalog, previously: previous.catalog)
        }

        /// The look-ups of examples and their results: the last builder's, with the examples and
        /// results that changed put in again. Nil when they must be made anew: examples came,
        /// went or moved, or an id is not one example's.
        func exampleLookups() -> ExampleLookups? {
            let old = previous.catalog.examples, new = catalog.examples
            let oldResults = previous.catalog.results, newResults = catalog.results
            if oldResults.isEmpty, !newResults.isEmpty { return lookupsWithFirstResults() }
            guard old.count == new.count, oldResults.count == newResults.count,
                  previous.resultsByExample.count == newResults.count else { return nil }
            var changed: [Int] = [], sameRules = true
            // In place: `new[i]` copied the example, a retain per field.
            let sameList = old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    new.indices.allSatisfy { i in
                        guard old[i] != new[i] else { return true }
                        changed.append(i)
                        if old[i].ruleIDs != new[i].ruleIDs { sameRules = false }
                        return old[i].id == new[i].id && old[i].componentID == new[i].componentID
                    }
                }
            }
            var changedResults: [Int] = []
            let sameResultList = sameList && oldResults.withUnsafeBufferPointer { old in
                newResults.withUnsafeBufferPointer { new in
                    new.indices.allSatisfy { j in
                        guard old[j] != new[j] else { return true }
                        changedResults.append(j)
                        return old[j].exampleID == new[j].exampleID
                    }
                }
            }
            guard sameResultList else { return nil }
            var lookups = ExampleLookups(results: previous.resultsByExample, byRule: previous.examplesByRule,
                                         byComponent: previous.examplesByComponent, changed: Set(changed), sameRules: sameRules)
            for j in changedResults {
                let id = newResults[j].exampleID
                lookups.results[id] = newResults[j]
                // The pages that show the example show its result.
                new.withUnsafeBufferPointer { new in
                    for i in new.indices where new[i].id == id { lookups.changed.insert(i) }
                }
            }
            for i in changed {
                let was = old[i], now = new[i]
                // Its place among its page's examples, which are in catalog order.
                guard let k = lookups.byComponent[now.componentID]?.firstIndex(where: { $0.id == now.id }),
                      lookups.byComponent[now.componentID]?.lastIndex(where: { $0.id == now.id }) == k else { return nil }
                lookups.byComponent[now.componentID]![k] = now
                // Each rule's examples are sorted by id, an example naming a rule twice listed twice.
                for rule in Set(was.ruleIDs) {
                    lookups.byRule[rule]?.removeAll { $0.id == was.id }
                    if lookups.byRule[rule]?.isEmpty == true { lookups.byRule[rule] = nil }
                }
                for rule in now.ruleIDs {
                    let at = lookups.byRule[rule]?.firstIndex { now.id < $0.id } ?? lookups.byRule[rule]?.count ?? 0
                    lookups.byRule[rule, default: []].insert(now, at: at)
                }
            }
            return lookups
        }

        /// For a builder made before the examples ran (``RenderPreparation``): the examples by rule
        /// and by page are the last builder's when the examples are the same, and the results are
        /// made as a builder made from nothing makes them. Every example counts as changed.
        private func lookupsWithFirstResults() -> ExampleLookups? {
            let old = previous.catalog.examples, new = catalog.examples
            guard old.count == new.count else { return nil }
            let same = old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    old.baseAddress == new.baseAddress || new.indices.allSatisfy { old[$0] == new[$0] }
                }
            }
            guard same else { return nil }
            return ExampleLookups(results: resultsInExampleOrder() ?? PageBuilder.resultsByExample(catalog.results),
                                  byRule: previous.examplesByRule, byComponent: previous.examplesByComponent,
                                  changed: Set(new.indices), sameRules: false)
        }

        /// The results by example id, from the positions the earlier builder took of the examples,
        /// when each example's result sits at its example's position (as the spec runner gives
        /// them); nil otherwise. The same table `resultsByExample` makes, with no id hashed: at
        /// 10,000 pages that was 30 ms on one core, after the examples ran, with the other idle.
        private func resultsInExampleOrder() -> [String: ExampleResult]? {
            guard let positions = previous.examplePositions else { return nil }
            let examples = catalog.examples, results = catalog.results
            guard examples.count == results.count, positions.count == examples.count else { return nil }
            let aligned = examples.withUnsafeBufferPointer { examples in
                results.withUnsafeBufferPointer { results in
                    results.indices.allSatisfy { results[$0].exampleID == examples[$0].id }
                }
            }
            guard aligned else { return nil }
            return results.withUnsafeBufferPointer { results in positions.mapValues { results[$0] } }
        }

        var componentPositions: [String: Int] { previous.componentPositions }

        var sourceLinks: [String: SourceLink]? {
            catalog.sources == previous.catalog.sources ? previous.sourceLinks : nil
        }

        /// The presentation look-ups, when every page names the presentations it named.
        var presentationLookups: PageBuilder? {
            let same = previous.catalog.components.withUnsafeBufferPointer { old in
                catalog.components.withUnsafeBufferPointer { new in
                    new.indices.allSatisfy { old[$0].presentations == new[$0].presentations }
                }
            }
            return same ? previous : nil
        }

        private static func sameStorage(_ a: [Rule], _ b: [Rule]) -> Bool {
            a.count == b.count && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
        }

        private static func sameRuleIDs(_ a: [Rule], _ b: [Rule]) -> Bool {
            guard a.count == b.count else { return false }
            return a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in a.indices.allSatisfy { a[$0].id == b[$0].id } }
            }
        }
    }

    /// Where a builder comes from: each builder has its own id, and one made from an earlier
    /// builder says what differs from it. A render that kept a component's inputs checked
    /// against the earlier builder then checks only what differs (CatalogPreview's
    /// `ComponentInputs.stillHold`).
    package struct Lineage: Sendable {
        let id: Int
        let changes: Changes?

        /// What differs from `earlier`, when this builder was made from it; nil when unknown.
        package func changes(since earlier: PageBuilder?) -> Changes? {
            guard let changes, let earlier, changes.since == earlier.lineage.id else { return nil }
            return changes
        }

        private static let counter = Mutex(0)

        init(changes: Changes?) {
            id = Self.counter.withLock { last in
                last += 1
                return last
            }
            self.changes = changes
        }
    }

    /// The look-ups of examples and their results, and which examples changed since the builder
    /// they were taken from.
    struct ExampleLookups {
        var results: [String: ExampleResult]
        var byRule: [String: [SpecExample]]
        var byComponent: [String: [SpecExample]]
        /// Positions in the catalog's examples of those that changed, or whose result did.
        var changed: Set<Int>
        /// The changed examples name the rules they named.
        var sameRules: Bool
    }

    /// What differs between a builder and the one it was made from.
    package struct Changes: Sendable {
        /// The `lineage.id` of the builder it was made from.
        let since: Int
        /// Positions in the catalog's examples of those that changed, or whose result did; every
        /// other example, at the same position, is the one that builder had, with the same
        /// result. Nil when that is not known (examples came or went).
        package let examples: Set<Int>?
        /// The changed examples name the rules they named (false when `examples` is nil).
        package let exampleRulesKept: Bool
        /// The ids of the rules that are new, gone, moved to another page or whose lead is
        /// another: what a page that names a rule shows of it. Every other rule id names the
        /// same rule, with the same lead, on the same page.
        package let rules: Set<String>
    }
}
