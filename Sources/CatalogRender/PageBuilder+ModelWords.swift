import SheetBehavior

/// The core model's words in the language of the pages the builder makes: the phrases of its
/// cells (`model.<key>` in the strings files), the names of presentations, and the phrases the
/// comparison pages build around them. A key a strings file leaves out reads in English.
extension PageBuilder {
    /// `phrase` in the page's language: each part with a key from `model.<key>`, else its English.
    func words(_ phrase: Phrase) -> String {
        let template = phrase.key.map { label("model." + $0, phrase.template) } ?? phrase.template
        return Phrase.fill(template, phrase.arguments, words)
    }

    /// A cell's answer in the page's language.
    func text(_ cell: BehaviorSummary.Cell) -> String { words(cell.phrase) }

    /// A cell's note in the page's language.
    func note(_ cell: BehaviorSummary.Cell) -> String? { cell.notePhrase.map(words) }

    /// A cell as one line: its answer, and its note in brackets.
    func reading(_ cell: BehaviorSummary.Cell) -> String {
        note(cell).map { "\(text(cell)) (\($0))" } ?? text(cell)
    }

    /// A presentation's name as a heading: "Sheet", "Page sheet".
    func title(_ p: Presentation) -> String { Self.capitalized(words(p.namePhrase)) }

    /// What an answer is about, for a screen reader beside "Why": "Sheet on iOS, dismissal", or
    /// without an aspect "Sheet on iOS".
    func whyContext(_ subject: String, on platform: String, aspect: String? = nil) -> String {
        guard let aspect else { return label("whyContext", "{what} on {platform}", ["what": subject, "platform": platform]) }
        return label("whyContextAspect", "{what} on {platform}, {aspect}", ["what": subject, "platform": platform, "aspect": aspect])
    }
}
