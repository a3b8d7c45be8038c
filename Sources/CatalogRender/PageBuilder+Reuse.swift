import CatalogModel
import Foundation
import SheetBehavior

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
        func changes(examplesKept: Bool) -> Changes {
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
            return Changes(since: previous.lineage.id, examplesKept: examplesKept, rules: rules)
        }

        /// The rule index, with the rules of the pages whose rules changed put in again; nil when
        /// it must be made anew.
        func links() -> LinkResolver? {
            componentsWithOtherRules.isEmpty
                ? previous.links
                : previous.links.replacingRules(of: componentsWithOtherRules, in: catalog, previously: previous.catalog)
        }

        /// The lookups of examples and their results, when both are as they were.
        var exampleLookups: PageBuilder? {
            catalog.examples == previous.catalog.examples && catalog.results == previous.catalog.results ? previous : nil
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
    /// against the earlier builder then checks only what differs (see `ComponentInputs.stillHold`).
    struct Lineage: Sendable {
        let id: Int
        let changes: Changes?

        private static let counter = Counter()

        init(changes: Changes?) {
            id = Self.counter.next()
            self.changes = changes
        }
    }

    /// What differs between a builder and the one it was made from.
    struct Changes: Sendable {
        /// The `lineage.id` of the builder it was made from.
        let since: Int
        /// The examples and their results are those of that builder's catalog.
        let examplesKept: Bool
        /// The ids of the rules that are new, gone, moved to another page or whose lead is
        /// another: what a page that names a rule shows of it. Every other rule id names the
        /// same rule, with the same lead, on the same page.
        let rules: Set<String>
    }

    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
