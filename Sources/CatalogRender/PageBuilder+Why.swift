import CatalogModel
import SheetBehavior
import TemplateKit

/// "Why the model says so": the sources behind one of the core model's answers, as a page shows
/// them next to the answer (`partials/why`).
extension PageBuilder {
    /// The `why` value of a cell: its citations (a catalog source links to its entry on
    /// `sources.html`, an API to Apple's documentation), the sources that disagree, and what no
    /// source defines. `.missing` for a cell with none of these.
    /// - Parameter open: shown opened (the contested answers, whose point is the disagreement).
    func why(_ cell: BehaviorSummary.Cell, root: String, context: String, open: Bool = false) -> TemplateValue {
        if cell.citations.isEmpty && cell.disagreements.isEmpty && cell.gap == nil { return .missing }
        var fields: [String: TemplateValue] = [
            "context": .text(context),
            "citations": .list(cell.citations.map { citationView($0, root: root) }),
            "hasCitations": .bool(!cell.citations.isEmpty),
            "disagreements": .list(cell.disagreements.map { dissent in
                var view = citationFields(dissent.citation, root: root)
                view["says"] = .text(dissent.says)
                return .object(TemplateFields(view))
            }),
            "contested": .bool(!cell.disagreements.isEmpty),
            "open": .bool(open),
        ]
        if let gap = cell.gap { fields["gap"] = .text(gap) }
        return .object(TemplateFields(fields))
    }

    private func citationView(_ citation: Citation, root: String) -> TemplateValue {
        .object(TemplateFields(citationFields(citation, root: root)))
    }

    /// `label` (the source's title and edition, or the framework and symbol), `href`, `place`
    /// (the section, or the first versions) and `detail` (what it says, in our words).
    func citationFields(_ citation: Citation, root: String) -> [String: TemplateValue] {
        var fields: [String: TemplateValue] = [:]
        switch citation {
        case .source(let s):
            let link = sourceLinks[s.id]
            fields["label"] = .text((link?.title ?? s.id) + " (" + s.edition + ")")
            // A source the catalog does not declare has no entry to link to.
            if let link { fields["href"] = .text(.concatenating(root, "sources.html#", link.fragment)) }
            if let section = s.section { fields["place"] = .text(section) }
            if let note = s.note { fields["detail"] = .text(note) }
        case .api(let a):
            fields["label"] = .text(a.framework + " " + a.symbol)
            if let href = HTML.externalDestination(a.url) { fields["href"] = .text(href) }
            if !a.introduced.isEmpty { fields["place"] = .text(a.availabilityText) }
            if let note = a.note { fields["detail"] = .text(note) }
        }
        return fields
    }
}
