/// One answer of the core model with where it comes from.
///
/// `value` is what the model says; `citations` why (never empty when the model answers). When no
/// source defines the behaviour, the model says so rather than guess: `value` is then the type's
/// "not defined" value (nil, `.notDefined`) and `gap` names what the sources leave open.
/// `disagreements` are sources that say otherwise: recorded and cited, but not the model's answer.
public struct Answer<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var citations: [Citation]
    public var disagreements: [Dissent]
    /// What no source defines, when the model gives no answer.
    public var gap: String?

    public init(_ value: Value, _ citations: [Citation], disagreements: [Dissent] = []) {
        self.value = value
        self.citations = citations
        self.disagreements = disagreements
        self.gap = nil
    }

    /// No source defines the behaviour: `value` is the caller's "not defined" value.
    public static func notDefined(_ value: Value, gap: String) -> Answer {
        var answer = Answer(value, [])
        answer.gap = gap
        return answer
    }

    /// Whether the model answers (rather than leaving the question open).
    public var isDefined: Bool { gap == nil }

    /// The same citations for another value: a question answered by way of another.
    public func map<Other>(_ transform: (Value) -> Other) -> Answer<Other> {
        var other = Answer<Other>(transform(value), citations, disagreements: disagreements)
        other.gap = gap
        return other
    }

    /// Adds citations (and disagreements) of an answer this one also rests on, without repeats.
    public func citing<Other>(_ other: Answer<Other>) -> Answer {
        var copy = self
        for c in other.citations where !copy.citations.contains(where: { $0.pointsAtSamePlace(as: c) }) { copy.citations.append(c) }
        for d in other.disagreements where !copy.disagreements.contains(d) { copy.disagreements.append(d) }
        return copy
    }
}

/// A source that answers a question differently from the model: a contested answer, shown as
/// such next to the model's.
public struct Dissent: Hashable, Sendable, Codable {
    public var citation: Citation
    /// What the source says instead, in our words.
    public var says: String

    public init(_ citation: Citation, says: String) {
        self.citation = citation
        self.says = says
    }
}
