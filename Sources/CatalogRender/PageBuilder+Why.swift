import CatalogModel
import SheetBehavior
import TemplateKit

/// "Why the model says so": the sources behind one of the core model's answers, as a page shows
/// them next to the answer (`partials/why`).
extension PageBuilder {
    /// The `why` value of a cell: its citations (a catalog source links to its entry on
    /// `sources.html`, an API to Apple's documentation), the sources that disagree, and what no
    /// source defines. nil for a cell with none of these.
    /// - Parameter open: shown opened (the contested answers, whose point is the disagreement).
    func why(_ cell: BehaviorSummary.Cell, root: String, context: String, open: Bool = false) -> WhyView? {
        if cell.citations.isEmpty && cell.disagreements.isEmpty && cell.gap == nil { return nil }
        return WhyView(
            context: context,
            citations: cell.citations.map { citationView($0, root: root) },
            disagreements: cell.disagreements.map { dissent in
                var view = citationView(dissent.citation, root: root)
                view.says = dissent.says
                return view
            },
            open: open, gap: cell.gap)
    }

    /// `label` (the source's title and edition, or the framework and symbol), `href`, `place`
    /// (the section, or the first versions) and `detail` (what it says, in our words).
    func citationView(_ citation: Citation, root: String) -> CitationView {
        switch citation {
        case .source(let s):
            let link = sourceLinks[s.id]
            // A source the catalog does not declare has no entry to link to.
            return CitationView(label: (link?.title ?? s.id) + " (" + s.edition + ")",
                                href: link.map { String.concatenating(root, "sources.html#", $0.fragment) },
                                place: s.section, detail: s.note)
        case .api(let a):
            return CitationView(label: a.framework + " " + a.symbol, href: HTML.externalDestination(a.url),
                                place: a.introduced.isEmpty ? nil : a.availabilityText, detail: a.note)
        }
    }
}
