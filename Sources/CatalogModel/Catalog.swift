/// The whole structured model of a content folder: what ingest produces, verify annotates and
/// render reads. Everything is sorted by id so the same content gives the same model every time.
public struct Catalog: Hashable, Sendable, Codable {
    public var components: [Component]
    public var platforms: [Platform]
    public var sources: [Source]
    public var disagreements: [Disagreement]
    public var examples: [SpecExample]
    /// Filled by the verify step; empty straight after ingest.
    public var results: [ExampleResult]
    /// The glossary of each language that has one, in tag order.
    public var glossaries: [Glossary] = []

    public init(components: [Component] = [], platforms: [Platform] = Platform.base, sources: [Source] = [],
                disagreements: [Disagreement] = [], examples: [SpecExample] = [], results: [ExampleResult] = []) {
        self.components = components
        self.platforms = platforms
        self.sources = sources
        self.disagreements = disagreements
        self.examples = examples
        self.results = results
    }

    /// Every rule, copied out of the components; `ruleCount` and `ruleIDs` are cheaper when
    /// that is all a caller needs.
    public var allRules: [Rule] { components.flatMap(\.rules) }

    public var ruleCount: Int { components.reduce(0) { $0 + $1.rules.count } }

    /// How many examples ended with `status`. Each result's status is read in place: `filter`,
    /// or `r[i]` of a buffer, copied the whole result first, a retain and a release per field.
    public func resultCount(_ status: ExampleResult.Status) -> Int {
        results.withUnsafeBufferPointer { r in r.indices.count { r.baseAddress![$0].status == status } }
    }

    /// The id of every rule, in component order.
    public var ruleIDs: [String] {
        var ids: [String] = []
        ids.reserveCapacity(ruleCount)
        // By index: `for r in c.rules` would copy every rule to read its id.
        for c in components.indices { for r in components[c].rules.indices { ids.append(components[c].rules[r].id) } }
        return ids
    }

    /// Every language of the catalog: the source languages of its pages, then the languages they
    /// are translated into, each once, the most common source language first.
    public var languages: [String] {
        var counts: [String: Int] = [:]
        for c in components { counts[c.language, default: 0] += 1 }
        let sources = counts.keys.sorted { (counts[$0]!, $1) > (counts[$1]!, $0) }
        var seen = Set(sources)
        var all = sources
        for tag in components.flatMap({ $0.translations.keys }).sorted() where seen.insert(tag).inserted { all.append(tag) }
        return all
    }

    public func component(id: String) -> Component? { components.first { $0.id == id } }

    public func rule(id: String) -> Rule? {
        for c in components { if let r = c.rules.first(where: { $0.id == id }) { return r } }
        return nil
    }

    public func source(id: String) -> Source? { sources.first { $0.id == id } }

    public func platform(id: String) -> Platform? { platforms.first { $0.id == id } }

    /// Results of the examples that name this rule.
    public func results(forRule ruleID: String) -> [ExampleResult] {
        results.filter { $0.ruleIDs.contains(ruleID) }
    }
}
