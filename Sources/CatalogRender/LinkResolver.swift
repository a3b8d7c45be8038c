import CatalogModel

/// Turns destinations written in content into links that work from any page depth.
///
/// Content links to other pages as `other.md`, `../guides/other.md#rule-id` or
/// `rule:component.section.slug`; on the site those pages live at `components/<id>.html`.
struct LinkResolver: Sendable {
    private var componentByFile: [String: String] = [:]
    private var componentByStem: [String: String] = [:]
    /// Where each rule sits: component index and rule index in the catalog. One index for both
    /// links and rule look-ups (`PageBuilder.leadText(ofRule:)`): it holds every rule of the catalog.
    private var rulePositions: [String: (component: Int, rule: Int)] = [:]
    private var componentIDs: [String] = []

    init(catalog: Catalog) {
        rulePositions.reserveCapacity(catalog.ruleCount)
        componentIDs = catalog.components.map(\.id)
        componentByFile.reserveCapacity(catalog.components.count)
        componentByStem.reserveCapacity(catalog.components.count * 2)
        // Components and rules through buffer pointers, fields read in place: `for c in` copied
        // each component and `c.rules[r].id` each rule (a retain per field), and this runs on
        // every preview rebuild, for every rule of the catalog.
        catalog.components.withUnsafeBufferPointer { components in
            for index in components.indices {
                let id = components[index].id, file = components[index].file
                componentByFile[file] = id
                componentByStem[Self.stem(of: file)] = id
                componentByStem[id] = componentByStem[id] ?? id
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
    func position(ofRule ruleID: String) -> (component: Int, rule: Int)? { rulePositions[ruleID] }

    /// The href for a content destination, or nil when it must be shown as plain text.
    /// `fromFile` is the content file that holds the link, to resolve `../x.md`.
    func href(for destination: String, fromFile: String, root: String) -> String? {
        guard let safe = HTML.safeDestination(destination) else { return nil }
        if HTML.scheme(of: safe) != nil { return safe }
        if safe.hasPrefix("//") { return safe }
        if safe.hasPrefix("#") { return safe }
        if safe.lowercased().hasPrefix("rule:") { return nil }
        var path = safe
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if path.hasSuffix(".md") {
            let resolved = Self.resolve(path, against: fromFile)
            if let id = componentByFile[resolved] ?? componentByStem[Self.stem(of: path)] {
                return Self.componentHref(id, root: root, fragment: fragment.flatMap { $0.isEmpty ? nil : $0 })
            }
            return nil
        }
        // Any other relative reference points into the content folder, which is not published.
        return nil
    }

    /// `rule:a.b.c` and scheme `rule` are handled before the generic filter drops unknown schemes.
    func hrefAllowingRuleScheme(_ destination: String, fromFile: String, root: String) -> String? {
        let trimmed = destination.trimmed([" ", "\t", "\n"])
        if trimmed.lowercased().hasPrefix("rule:") {
            return ruleHref(String(trimmed.dropFirst(5)), root: root)
        }
        return href(for: destination, fromFile: fromFile, root: root)
    }

    private static func stem(of file: String) -> String {
        let name = file.asciiSplit(separator: "/").last.map(String.init) ?? file
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    /// Joins a relative path onto the folder of `file`, folding `.` and `..`.
    private static func resolve(_ path: String, against file: String) -> String {
        var parts = file.asciiSplit(separator: "/").map(String.init)
        if !parts.isEmpty { parts.removeLast() }
        if path.hasPrefix("/") { parts = [] }
        for piece in path.asciiSplit(separator: "/") {
            if piece == "." { continue }
            if piece == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(String(piece))
        }
        return parts.joined(separator: "/")
    }
}
