import CatalogModel

/// Turns destinations written in content into links that work from any page depth.
///
/// Content links to other pages as `other.md`, `../guides/other.md#rule-id` or
/// `rule:component.section.slug`; on the site those pages live at `components/<id>.html`.
package struct LinkResolver: Sendable {
    /// Where page links land: by path, by file name alone, by a site path's last segment.
    private var pages: PageIndex
    /// Where each rule sits: component index and rule index in the catalog. One index for both
    /// links and rule look-ups (`PageBuilder.leadText(ofRule:)`): it holds every rule of the catalog.
    private var rulePositions: [String: (component: Int, rule: Int)] = [:]
    private var componentIDs: [String] = []
    /// Component index by id, and the components themselves: a link may name a rule of a page
    /// by its slug alone (`#keep-it-short`), found among that page's rules.
    private var componentIndex: [String: Int] = [:]
    private var components: [Component] = []

    init(catalog: Catalog) {
        rulePositions.reserveCapacity(catalog.ruleCount)
        componentIDs = catalog.components.map(\.id)
        components = catalog.components
        componentIndex = Dictionary(componentIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        pages = PageIndex(catalog)
        // Components and rules through buffer pointers, fields read in place: `for c in` copied
        // each component and `c.rules[r].id` each rule (a retain per field), and this runs on
        // every preview rebuild, for every rule of the catalog.
        catalog.components.withUnsafeBufferPointer { components in
            for index in components.indices {
                components[index].rules.withUnsafeBufferPointer { rules in
                    for r in rules.indices {
                        // The first rule with an id keeps it: one hash per rule, not a look-up and then an insert.
                        rulePositions.merge(CollectionOfOne((rules[r].id, (component: index, rule: r)))) { first, _ in first }
                    }
                }
            }
        }
    }

    /// This index for `catalog`, whose components are those of `previous` (ids and files, in
    /// order) and whose rules differ only on the components at `changed`: their rules' entries
    /// taken out and put in again. Nil when that would not give what `init(catalog:)` gives,
    /// which is when some rule id is not one rule's, in either catalog: the first rule with an
    /// id keeps it, and which is first depends on every page.
    func replacingRules(of changed: [Int], in catalog: Catalog, previously previous: Catalog) -> LinkResolver? {
        guard rulePositions.count == previous.ruleCount else { return nil }
        var next = self
        next.components = catalog.components
        for i in changed {
            previous.components[i].rules.withUnsafeBufferPointer { rules in
                for r in rules.indices where next.rulePositions[rules[r].id]?.component == i {
                    next.rulePositions[rules[r].id] = nil
                }
            }
        }
        for i in changed {
            let clash = catalog.components[i].rules.withUnsafeBufferPointer { rules in
                rules.indices.contains { r in next.rulePositions.updateValue((component: i, rule: r), forKey: rules[r].id) != nil }
            }
            if clash { return nil }
        }
        return next.rulePositions.count == catalog.ruleCount ? next : nil
    }

    /// Relative href of a component page, seen from a page `root` levels down (`root` is `""` or `"../"`).
    static func componentHref(_ id: String, root: String, fragment: String? = nil) -> String {
        guard let fragment else { return .concatenating(root, "components/", HTML.pathSegment(id), ".html") }
        return .concatenating(root, "components/", HTML.pathSegment(id), ".html#", HTML.fragment(fragment))
    }

    static func platformHref(_ id: String, root: String, fragment: String? = nil) -> String {
        guard let fragment else { return .concatenating(root, "platforms/", HTML.pathSegment(id), ".html") }
        return .concatenating(root, "platforms/", HTML.pathSegment(id), ".html#", HTML.fragment(fragment))
    }

    /// The permalink of a rule, relative to `root`.
    func ruleHref(_ ruleID: String, root: String) -> String? {
        componentID(ofRule: ruleID).map { Self.componentHref($0, root: root, fragment: ruleID) }
    }

    func componentID(ofRule ruleID: String) -> String? { rulePositions[ruleID].map { componentIDs[$0.component] } }

    /// The component index and rule index of a rule in the catalog.
    package func position(ofRule ruleID: String) -> (component: Int, rule: Int)? { rulePositions[ruleID] }

    /// The href for a content destination, or nil when it must be shown as plain text.
    /// `fromFile` is the content file that holds the link, to resolve `../x.md`.
    func href(for destination: String, fromFile: String, root: String) -> String? {
        guard let safe = HTML.safeDestination(destination) else { return nil }
        if HTML.scheme(of: safe) != nil { return safe }
        if safe.hasPrefix("//") { return safe }
        if safe.hasPrefix("#") {
            // A fragment of the same page that names one of its rules by slug lands on the rule;
            // any other is the page's own anchor, as written.
            let fragment = String(safe.dropFirst())
            if rulePositions[fragment] == nil, let page = pages.byFile[fromFile],
               let rule = rule(bySlug: fragment, onPageOf: page) {
                return "#" + HTML.fragment(rule)
            }
            return safe
        }
        let target = LinkTarget(safe)
        switch target {
        case .page, .site:
            // Any other relative reference points into the content folder, which is not published.
            guard let id = pages.componentID(for: target, from: fromFile) else { return nil }
            return Self.componentHref(id, root: root, fragment: target.fragment.map { anchor($0, onPageOf: id) })
        case .rule, .other:
            return nil
        }
    }

    /// Whether a destination that has no href is a link that should have landed: a page or rule
    /// link (ingest warned of it), shown as text with a marker rather than as plain text.
    func isBroken(_ destination: String) -> Bool {
        switch LinkTarget(destination) {
        case .rule: return true
        case .page: return HTML.safeDestination(destination) != nil
        case .site, .other: return false
        }
    }

    /// The anchor on a component page that a link's fragment names: a rule id (whole, without
    /// the page's id, or its slug alone, as ingest's check accepts it), an anchor the page
    /// template writes, or a heading's anchor as a site writes it (`Best-practices`), which the
    /// page has as `section-best-practices`. A section of the page by that name wins over a rule
    /// whose slug it is; among rules sharing a slug, the first on the page.
    func anchor(_ fragment: String, onPageOf componentID: String) -> String {
        if rulePositions[fragment] != nil { return fragment }
        let qualified = componentID + "." + fragment
        if rulePositions[qualified] != nil { return qualified }
        if Self.pageAnchors.contains(fragment) || Self.pageAnchorPrefixes.contains(where: { fragment.hasPrefix($0) }) { return fragment }
        if let rule = rule(bySlug: fragment, onPageOf: componentID) { return rule }
        let slug = Slug.make(fragment)
        return slug.isEmpty ? fragment : "section-" + slug
    }

    /// The first rule of a page whose id ends in `.fragment` (its slug, or section and slug),
    /// unless a section of the page has that name.
    func rule(bySlug fragment: String, onPageOf componentID: String) -> String? {
        guard let index = componentIndex[componentID], index < components.count else { return nil }
        let page = components[index], slug = Slug.make(fragment), suffix = "." + fragment
        guard !page.sections.contains(where: { $0.id == fragment || $0.id == slug }) else { return nil }
        return page.rules.first(where: { $0.id.hasSuffix(suffix) })?.id
    }

    /// The anchors `component.mustache` writes on every page, and the prefixes of the others.
    static let pageAnchors: Set<String> = ["overview", "general", "platform-considerations", "change-log"]
    static let pageAnchorPrefixes = ["section-", "platform-", "example-"]

    /// `rule:a.b.c` and scheme `rule` are handled before the generic filter drops unknown schemes.
    func hrefAllowingRuleScheme(_ destination: String, fromFile: String, root: String) -> String? {
        if let id = Self.ruleID(linkedBy: destination) { return ruleHref(id, root: root) }
        return href(for: destination, fromFile: fromFile, root: root)
    }

    /// The rule a `rule:` destination names (`rule:sheets.best-practices.keep-short`), or nil
    /// for any other destination.
    package static func ruleID(linkedBy destination: String) -> String? {
        let trimmed = destination.trimmed([" ", "\t", "\n"])
        return trimmed.lowercased().hasPrefix("rule:") ? String(trimmed.dropFirst(5)) : nil
    }
}
