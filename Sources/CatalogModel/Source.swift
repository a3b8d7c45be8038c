/// A reference a rule comes from: one edition of one guideline page, a design system, a guide.
///
/// Two editions of the same guideline are two sources that share a `work`, so the catalog can show
/// where editions disagree.
public struct Source: Hashable, Sendable, Codable {
    public var id: String
    /// The work this edition belongs to ("Apple HIG: Sheets"); editions share it.
    public var work: String
    public var title: String
    public var url: String?
    /// Edition label or date as the source gives it ("2024-03-29", "earlier edition").
    public var edition: String?
    public var publisher: String?
    public var note: String?

    public init(id: String, work: String? = nil, title: String, url: String? = nil, edition: String? = nil,
                publisher: String? = nil, note: String? = nil) {
        self.id = id
        self.work = work ?? title
        self.title = title
        self.url = url
        self.edition = edition
        self.publisher = publisher
        self.note = note
    }
}

/// A rule's pointer to a source, with the edition that backs it.
public struct SourceReference: Hashable, Sendable, Codable, Comparable {
    public var sourceID: String
    public var edition: String?

    public init(sourceID: String, edition: String? = nil) {
        self.sourceID = sourceID
        self.edition = edition
    }

    public static func < (a: SourceReference, b: SourceReference) -> Bool {
        (a.sourceID, a.edition ?? "") < (b.sourceID, b.edition ?? "")
    }
}

/// A point on which sources take different positions (editions of one guideline, or two works).
public struct Disagreement: Hashable, Sendable, Codable {
    public struct Position: Hashable, Sendable, Codable {
        public var sourceID: String
        public var says: String
        public init(sourceID: String, says: String) {
            self.sourceID = sourceID
            self.says = says
        }
    }

    public var id: String
    public var componentID: String
    public var topic: String
    public var positions: [Position]
    /// Rules the disagreement concerns.
    public var ruleIDs: [String]
    public var location: SourceLocation

    public init(id: String, componentID: String, topic: String, positions: [Position], ruleIDs: [String], location: SourceLocation) {
        self.id = id
        self.componentID = componentID
        self.topic = topic
        self.positions = positions
        self.ruleIDs = ruleIDs
        self.location = location
    }
}
