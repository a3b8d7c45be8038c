import TemplateKit

/// "Why the model says so" (`partials/why`): the sources behind one of the core model's answers,
/// the sources that disagree, and what no source defines.
@TemplateModel
struct WhyView {
    /// What the answer is about, for the disclosure's label.
    let context: String
    let citations: [CitationView]
    var hasCitations: Bool { !citations.isEmpty }
    let disagreements: [CitationView]
    var contested: Bool { !disagreements.isEmpty }
    /// Shown opened.
    let open: Bool
    let gap: String?
}

/// A source or an API behind an answer, or one that disagrees with it.
@TemplateModel
struct CitationView {
    /// The source's title and edition, or the framework and symbol.
    let label: String
    let href: String?
    /// The section, or the first versions.
    let place: String?
    /// What it says, in our words.
    let detail: String?
    /// For a disagreeing source: what it says instead.
    var says: String? = nil
}
