import CatalogModel
import TemplateKit

/// What one component contributes to the site: its page, and each rule as the one-line link that
/// platform and comparison pages list. Rendered once per render (or taken over from an earlier
/// one, ``PageReuse``) and shared by every page that shows the rules.
package final class ComponentFragments: Sendable {
    package let page: OutputFile
    /// `partials/rule-link` output for each of the component's rules, in the component's order
    /// (a repeated id gets the first such rule's link); links are relative to a page one folder down.
    /// Each is a slice of `generalLinks` or of a platform's joined links, which between them hold
    /// every link a page can ask for: kept as strings of their own as well, the links added 28 MB
    /// to the peak of a 10,000-page build, fresh memory the build paid for.
    let ruleLinks: [Substring]
    /// The links of the rules that apply on every platform, in page order, joined.
    let generalLinks: String
    /// For each platform a rule names: the positions of the rules that name it, and their links
    /// joined. A platform page lists exactly these, and so does each side of most comparisons
    /// (those where no rule names both platforms); joining them once here, instead of once per
    /// page that shows them, saved 60,000 joins at 10,000 pages.
    let platformLinks: [String: (positions: [Int], joined: String)]

    init(page: OutputFile, ruleLinks: [Substring], generalLinks: String, platformLinks: [String: (positions: [Int], joined: String)]) {
        self.page = page
        self.ruleLinks = ruleLinks
        self.generalLinks = generalLinks
        self.platformLinks = platformLinks
    }

    /// These fragments with the page's path but none of its bytes (no parts at all, unlike an
    /// empty page, which has one empty part).
    func withoutPageBytes() -> ComponentFragments {
        ComponentFragments(page: OutputFile(path: page.path, parts: []), ruleLinks: ruleLinks,
                           generalLinks: generalLinks, platformLinks: platformLinks)
    }

    /// Renders the component page and its rule links. Without `generalLinks`, the rules for every
    /// platform get no link (`""`) and `generalLinks` is empty: only `generalHTML` shows them.
    /// With `output`, the page goes there as it renders and the fragments keep no bytes of it:
    /// a build needs the page on disk, not in memory, and 10,000 pages made as arrays were
    /// 330 MB of fresh memory and a copy of each.
    static func render(_ component: Component, builder: PageBuilder, library: TemplateLibrary,
                       generalLinks: Bool = true, output: (any SiteOutput)? = nil) -> ComponentFragments {
        let (page, views) = builder.componentPage(component)
        let html: [UInt8]
        if let output {
            _ = output.stream(page, with: library)
            html = []
        } else {
            html = library.render(page.templateValue, template: page.template) ?? []
        }
        let inOrder = component.rules.indices.map { i -> String in
            guard let view = views[i], generalLinks || !component.rules[i].platforms.isEmpty else { return "" }
            let permalink = LinkResolver.componentHref(component.id, root: "../", fragment: view.id)
            return library.renderString(TemplateValue(RuleLinkView(view, permalink: permalink)), template: "partials/rule-link")
                ?? "<li><a href=\"" + HTML.escape(permalink) + "\">" + HTML.escape(view.lead) + "</a></li>"
        }
        // Each rule's link becomes a slice of the joined string it lands in (the last one, for a
        // rule that names several platforms); an empty link stays as it is.
        var slices = inOrder.map { Substring($0) }
        func joinedKeepingSlices(_ positions: [Int]) -> String {
            var spans: [Range<Int>] = []
            spans.reserveCapacity(positions.count)
            let text = joined(positions.map { inOrder[$0] }) { spans.append($0) }
            let utf8 = text.utf8
            for (rule, bytes) in zip(positions, spans) where !bytes.isEmpty {
                slices[rule] = Substring(utf8[utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)])
            }
            return text
        }
        let general = generalLinks ? joinedKeepingSlices(component.rules.indices.filter { component.rules[$0].platforms.isEmpty }) : ""
        var positions: [String: [Int]] = [:]
        for i in component.rules.indices {
            for platform in component.rules[i].platforms where positions[platform]?.last != i {
                positions[platform, default: []].append(i)
            }
        }
        let platformLinks = positions.mapValues { ($0, joinedKeepingSlices($0)) }
        return ComponentFragments(page: OutputFile(path: page.path, bytes: html), ruleLinks: slices, generalLinks: general,
                                  platformLinks: platformLinks)
    }

    /// `links(fragments, at: indices)`, taken from `platformLinks` when `indices` are the rules
    /// that name `platform`.
    static func links(_ fragments: ComponentFragments?, at indices: [Int], naming platform: String) -> String {
        if let made = fragments?.platformLinks[platform], made.positions == indices { return made.joined }
        return links(fragments, at: indices)
    }

    /// The links of the rules at `indices` of `fragments`, joined; "" for an index the fragments
    /// do not have (two components with one id, an error reported at ingest, share one set).
    static func links(_ fragments: ComponentFragments?, at indices: [Int]) -> String {
        joined(indices.map { i -> Substring in
            guard let links = fragments?.ruleLinks, links.indices.contains(i) else { return "" }
            return links[i]
        })
    }

    /// Link fragments one after another, each on its own line; `placed` hears, link by link, where
    /// the link's own bytes are in the result (UTF-8 offsets).
    static func joined<Link: StringProtocol>(_ links: [Link], placed: (Range<Int>) -> Void = { _ in }) -> String {
        var out = ""
        out.reserveCapacity(links.reduce(0) { $0 + $1.utf8.count + 1 })
        for link in links {
            let start = out.utf8.count
            out += link
            placed(start..<out.utf8.count)
            if !link.hasSuffix("\n") { out += "\n" }
        }
        return out
    }
}
