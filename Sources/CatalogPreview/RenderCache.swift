import CatalogModel
import CatalogRender
import Parallel
import Synchronization

/// The preview's memory of its last render, so the next can skip the component pages whose
/// inputs did not change: the ``PageReuse`` the preview hands each render
/// (`SiteRenderer.render(_:into:reusing: .lastRender(cache, …))`).
///
/// A component page is taken over when its own inputs (the component, its examples and their
/// results, and the rules its text and examples point to) are equal and nothing site-wide
/// changed (templates, options, platforms, sources, the list of components with their files and
/// titles). Platform, comparison and home pages are always rebuilt, from the kept rule links,
/// and so is the search index. Output is byte-identical to a render that takes nothing over.
final class RenderCache: PageReuse {
    struct Entry: Sendable {
        var inputs: ComponentInputs
        var fragments: ComponentFragments
    }

    /// What the last render left.
    struct Kept: Sendable {
        var setup: RenderSetup
        var entries: [String: Entry]
        /// The page builder of that render: the next render takes over the look-ups that the
        /// edit left as they were (``PageBuilder/Reusable``).
        var builder: PageBuilder
        /// For each component, the positions of the examples its page shows, as `builder` found them.
        var shown: [[Int]]
    }

    /// Set by a render's `finish`, taken by the next render's `start`; nil in between and
    /// before the first.
    private let kept = Mutex<Kept?>(nil)

    init() {}

    var lastBuilder: PageBuilder? { kept.withLock { $0?.builder } }

    func start(_ catalog: Catalog, builder: PageBuilder, templates: [String: String]) -> any PageReuseRound {
        let last = kept.withLock { kept in
            defer { kept = nil }
            return kept
        }
        return Round(cache: self, last: last, catalog: catalog, builder: builder,
                     setup: RenderSetup(templates: templates, options: builder.options, catalog: catalog))
    }

    /// Keeps nothing: the pages of the last render are not where the next one may take them to be.
    func forget() {
        kept.withLock { $0 = nil }
    }

    /// What the last render left, for tests to look at; the page builder and entries are shared, not copied.
    var last: Kept? { kept.withLock { $0 } }

    /// How many component pages the cache holds.
    var componentCount: Int { last?.entries.count ?? 0 }

    /// How many bytes of rendered pages the cache holds.
    var pageBytesHeld: Int { last?.entries.values.reduce(0) { $0 + $1.fragments.page.byteCount } ?? 0 }

    /// One render's use of the cache: the last render's pages to take over, and what this one
    /// leaves for the next.
    private struct Round: PageReuseRound {
        let cache: RenderCache
        let builder: PageBuilder
        /// The last render's entries, when made with the same site-wide inputs; else none.
        let reusable: [String: Entry]
        let setup: RenderSetup
        /// For each component, the positions of the examples its page shows.
        let shown: [[Int]]
        /// What differs from the builder the kept inputs last held for, when known.
        let changes: PageBuilder.Changes?

        init(cache: RenderCache, last: Kept?, catalog: Catalog, builder: PageBuilder, setup: RenderSetup) {
            self.cache = cache
            self.builder = builder
            self.setup = setup
            reusable = last?.setup == setup ? last?.entries ?? [:] : [:]
            let changes = builder.lineage.changes(since: last?.builder)
            self.changes = changes
            shown = ComponentInputs.examplesShown(in: catalog, builder: builder, last: last?.shown, changes: changes)
        }

        func fragments(at position: Int, of component: Component) -> ComponentFragments? {
            guard let old = reusable[component.id],
                  old.inputs.stillHold(for: component, shown: shown[position], builder: builder, changes: changes) else { return nil }
            return old.fragments
        }

        func finish(_ made: [ComponentFragments], reused: [Bool]) {
            let components = builder.catalog.components
            let reusable = self.reusable, shown = self.shown, builder = self.builder
            let entries = ParallelWork.map(components.count, parallel: true) { i -> Entry in
                let old = reusable[components[i].id]
                if reused[i], let old { return Entry(inputs: old.inputs, fragments: made[i]) }
                return Entry(inputs: ComponentInputs(components[i], shown: shown[i], builder: builder, previous: old?.inputs),
                             fragments: made[i])
            }
            var byID: [String: Entry] = [:]
            byID.reserveCapacity(components.count)
            // By position: `zip(components, entries)` copied every component, field by field.
            for i in components.indices where byID[components[i].id] == nil {
                byID[components[i].id] = entries[i]
            }
            let next = Kept(setup: setup, entries: byID, builder: builder, shown: shown)
            cache.kept.withLock { $0 = next }
        }
    }
}

/// Everything outside a component that its page depends on.
struct RenderSetup: Hashable, Sendable {
    struct ComponentIdentity: Hashable, Sendable {
        var id: String, file: String, title: String, kind: Component.Kind
    }

    var templates: [String: String]
    var baseURL: String?
    var siteTitle: String
    var platforms: [Platform]
    var sources: [Source]
    var components: [ComponentIdentity]

    init(templates: [String: String], options: RenderOptions, catalog: Catalog) {
        self.templates = templates
        baseURL = options.baseURL
        siteTitle = options.siteTitle
        platforms = catalog.platforms
        sources = catalog.sources
        components = catalog.components.map { ComponentIdentity(id: $0.id, file: $0.file, title: $0.title, kind: $0.kind) }
    }
}

/// One component's own inputs.
struct ComponentInputs: Hashable, Sendable {
    /// A rule the page names (in an example or a `rule:` link): where it lives and what it says.
    /// The lead as written, not its plain text: equal leads have equal text, and comparing an
    /// unchanged lead is one check of its storage where making its text was an allocation.
    struct Reference: Hashable, Sendable { var id: String; var componentID: String?; var lead: [Inline]? }

    var component: Component
    /// The positions in the catalog's examples of `examples`.
    var shown: [Int]
    var examples: [SpecExample]
    var results: [ExampleResult?]
    var references: [Reference]
    /// The ids of the rules the component's own text links to (`rule:` links), kept so the next
    /// render of an unchanged component does not walk all of its text again.
    var textRuleIDs: Set<String>

    /// - Parameter shown: the positions in `builder.catalog.examples` of the examples the page
    ///   shows, from `examplesShown(in:builder:)`.
    /// - Parameter previous: the inputs of the last render of this component, if any; the walk
    ///   of its text is skipped when the component is the same.
    init(_ component: Component, shown: [Int], builder: PageBuilder, previous: ComponentInputs? = nil) {
        self.component = component
        self.shown = shown
        let catalog = builder.catalog
        examples = shown.map { catalog.examples[$0] }
        results = examples.map { builder.result(ofExample: $0.id) }
        if let previous, previous.component == component {
            textRuleIDs = previous.textRuleIDs
        } else {
            var inText: Set<String> = []
            RichTextReferences.ruleIDs(in: component, into: &inText)
            textRuleIDs = inText
        }
        var ids = textRuleIDs
        for e in examples { ids.formUnion(e.ruleIDs) }
        references = ids.sorted().map { id in
            let (componentID, lead) = builder.reference(toRule: id)
            return Reference(id: id, componentID: componentID, lead: lead)
        }
    }

    /// Whether these inputs, from an earlier render, are still those of `component`: whether
    /// `ComponentInputs(component, shown: shown, builder: builder) == self`, found without
    /// making them. A preview rebuild asks this of every component, and making the inputs
    /// (copying the component and its examples, hashing every rule id they name into a set,
    /// sorting it) was most of the time it took to find the one page that changed.
    ///
    /// - Parameter changes: what differs between `builder` and the builder these inputs were
    ///   last found to hold for, when known; then only that is checked.
    func stillHold(for component: Component, shown: [Int], builder: PageBuilder, changes: PageBuilder.Changes?) -> Bool {
        guard self.shown == shown, self.component == component else { return false }
        if let changes {
            // The same positions in the same examples, with the same results.
            let mayDiffer = changes.examples.map { changed in !changed.isEmpty && shown.contains(where: changed.contains) } ?? true
            if mayDiffer, !sameExamplesAndResults(builder) { return false }
            // The same text and examples name the same rules; of those, only the changed ones may show otherwise.
            guard !changes.rules.isEmpty else { return true }
            return !references.contains { changes.rules.contains($0.id) }
        }
        guard sameExamplesAndResults(builder) else { return false }
        for reference in references {
            let (componentID, lead) = builder.reference(toRule: reference.id)
            guard componentID == reference.componentID, lead == reference.lead else { return false }
        }
        return true
    }

    private func sameExamplesAndResults(_ builder: PageBuilder) -> Bool {
        // Read in place: `catalog.examples[i]` copied the example, a retain per field.
        let sameExamples = builder.catalog.examples.withUnsafeBufferPointer { all in
            examples.withUnsafeBufferPointer { mine in shown.indices.allSatisfy { mine[$0] == all[shown[$0]] } }
        }
        return sameExamples && examples.indices.allSatisfy { results[$0] == builder.result(ofExample: examples[$0].id) }
    }

    /// For each component, by position, the positions in `catalog.examples` of the examples its
    /// page shows: those written on the page and those, from any page, that name one of its
    /// rules; each once, in catalog order.
    ///
    /// Found from the examples' side, a look-up per rule an example names: asking for the
    /// examples of each rule of each component was a look-up for every rule of the catalog, on
    /// every preview rebuild, where most rules have no example.
    ///
    /// - Parameters:
    ///   - last: what this gave for the builder `builder` was made from, which `changes` says
    ///     what differs from.
    static func examplesShown(in catalog: Catalog, builder: PageBuilder,
                              last: [[Int]]? = nil, changes: PageBuilder.Changes? = nil) -> [[Int]] {
        // The same examples, naming rules on the same pages, are shown on the same pages. Of the
        // rules that changed since the last builder, none may be one that an example names.
        if let last, let changes, changes.exampleRulesKept, last.count == catalog.components.count,
           !changes.rules.contains(where: builder.isNamedByAnExample) {
            return last
        }
        var shown = [[Int]](repeating: [], count: catalog.components.count)
        catalog.examples.withUnsafeBufferPointer { examples in
            for e in examples.indices {
                let own = builder.position(ofComponent: examples[e].componentID)
                if let own { shown[own].append(e) }
                for id in examples[e].ruleIDs {
                    // An example that names several rules of one page is shown there once.
                    guard let at = builder.links.position(ofRule: id)?.component, at != own, shown[at].last != e else { continue }
                    shown[at].append(e)
                }
            }
        }
        return shown
    }
}

/// The `rule:` destinations a component's text links to.
enum RichTextReferences {
    static func ruleIDs(in c: Component, into ids: inout Set<String>) {
        blocks(c.overview, &ids)
        inlines(c.abstract, &ids)
        for s in c.sections { blocks(s.prose, &ids) }
        for r in c.rules {
            inlines(r.lead, &ids)
            blocks(r.body, &ids)
        }
    }

    private static func blocks(_ items: [Block], _ ids: inout Set<String>) {
        for b in items {
            switch b {
            case .paragraph(let i), .heading(_, let i): inlines(i, &ids)
            case .list(_, let items): for item in items { blocks(item, &ids) }
            case .quote(let inner): blocks(inner, &ids)
            case .table(let header, let rows):
                for cell in header { inlines(cell, &ids) }
                for row in rows { for cell in row { inlines(cell, &ids) } }
            case .code, .thematicBreak: break
            }
        }
    }

    private static func inlines(_ items: [Inline], _ ids: inout Set<String>) {
        for i in items {
            switch i {
            case .emphasis(let c), .strong(let c), .strikethrough(let c): inlines(c, &ids)
            case .link(let destination, let children):
                if let id = LinkResolver.ruleID(linkedBy: destination) { ids.insert(id) }
                inlines(children, &ids)
            case .text, .code, .lineBreak, .image: break
            }
        }
    }
}
