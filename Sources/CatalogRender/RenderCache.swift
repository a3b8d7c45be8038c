import CatalogModel

/// What one render keeps so the next can skip the component pages whose inputs did not change.
///
/// Pass the cache a render returned (`RenderOutput.cache`) to the next one, as
/// `SiteRenderer.render(_:into:reusing: .lastRender(cache))`. A component page
/// is reused when its own inputs (the component, its examples and their results, and the rules
/// its text and examples point to) are equal and nothing site-wide changed (templates, options,
/// platforms, sources, the list of components with their files and titles). Platform, comparison
/// and home pages are always rebuilt, from the cached rule links, and so is the search index.
/// Output is byte-identical to a render without a cache.
public final class RenderCache: Sendable {
    struct Entry: Sendable {
        /// nil when the render that made the entry was not asked to keep a cache; never reused then.
        var inputs: ComponentInputs?
        var fragments: ComponentFragments
    }

    let setup: RenderSetup
    let entries: [String: Entry]
    /// The page builder of the render that made this cache: the next render takes over the
    /// look-ups that the edit left as they were (``PageBuilder/Reusable``).
    let builder: PageBuilder?
    /// For each component, the positions of the examples its page shows, as `builder` found them.
    let shown: [[Int]]

    init(setup: RenderSetup, entries: [String: Entry], builder: PageBuilder? = nil, shown: [[Int]] = []) {
        self.setup = setup
        self.entries = entries
        self.builder = builder
        self.shown = shown
    }

    /// How many component pages the cache holds.
    public var componentCount: Int { entries.count }

    /// How many bytes of rendered pages the cache holds.
    public var pageBytesHeld: Int { entries.values.reduce(0) { $0 + $1.fragments.page.byteCount } }

    /// The same cache with no page's bytes kept, for once the pages are on disk: a page the
    /// cache reuses is not written again, so its bytes are only memory (350 MB at 10,000 pages).
    /// Its entries stay the entries a render reuses and reports as `reused`, which is what tells
    /// a writer those pages need no bytes.
    public func withoutPageBytes() -> RenderCache {
        RenderCache(setup: setup, entries: entries.mapValues { entry in
            guard !entry.fragments.page.parts.isEmpty else { return entry }
            var kept = entry
            kept.fragments = entry.fragments.withoutPageBytes()
            return kept
        }, builder: builder, shown: shown)
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
                let trimmed = destination.trimmed([" ", "\t", "\n"])
                if trimmed.lowercased().hasPrefix("rule:") { ids.insert(String(trimmed.dropFirst(5))) }
                inlines(children, &ids)
            case .text, .code, .lineBreak, .image: break
            }
        }
    }
}
