import CatalogModel

/// What one render keeps so the next can skip the component pages whose inputs did not change.
///
/// Pass the cache a render returned to the next `SiteRenderer.render(_:reusing:)`. A component page
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
    /// The page builder of the render that made this cache, so the second half of a preview
    /// render (`renderSitePages`) does not index the same catalog again.
    let builder: PageBuilder?

    init(setup: RenderSetup, entries: [String: Entry], builder: PageBuilder? = nil) {
        self.setup = setup
        self.entries = entries
        self.builder = builder
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
        }, builder: builder)
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
            Reference(id: id, componentID: builder.links.componentID(ofRule: id), lead: builder.lead(ofRule: id))
        }
    }

    /// For each component, by position, the positions in `catalog.examples` of the examples its
    /// page shows: those written on the page and those, from any page, that name one of its
    /// rules; each once, in catalog order.
    ///
    /// Found from the examples' side, a look-up per rule an example names: asking for the
    /// examples of each rule of each component was a look-up for every rule of the catalog, on
    /// every preview rebuild, where most rules have no example.
    static func examplesShown(in catalog: Catalog, builder: PageBuilder) -> [[Int]] {
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
