/// A rule: a paragraph or list item that opens with a bold sentence.
public struct Rule: Hashable, Sendable, Codable {
    /// `component.section.slug`, unique across the catalog.
    public var id: String
    public var componentID: String
    /// Slug of the section the rule sits in: `best-practices`, or the platform subsection
    /// (`ios-ipados`, `macos`) under Platform considerations.
    public var sectionID: String
    public var lead: [Inline]
    public var body: [Block]
    public var strength: RuleStrength
    /// Platform ids the rule is scoped to; empty means every platform.
    public var platforms: [String]
    /// Horizontal size classes the rule is scoped to ("iPadOS (regular width)"); empty means any.
    public var widths: [SizeClass]
    /// Sources that back the rule; defaults to the page's primary source.
    public var sources: [SourceReference]
    public var location: SourceLocation
    /// A taste rule ("keep titles short") states no behaviour, so it needs no spec example.
    public var isTaste: Bool
    /// The rule in other languages, by BCP 47 tag (`ko`, `ja`, `zh-Hans`); the rule's own
    /// `lead` and `body` are in its page's source language.
    public var translations: [String: RuleTranslation] = [:]
    /// On a page shown in another language that has no translation of this rule: the language
    /// its lead and body are in (the page's source language), so the site can mark them as such
    /// and say they are not translated. nil when they are in the language the page is shown in.
    public var fallbackLanguage: String?

    public init(
        id: String, componentID: String, sectionID: String, lead: [Inline], body: [Block],
        strength: RuleStrength, platforms: [String], sources: [SourceReference],
        location: SourceLocation, isTaste: Bool = false, widths: [SizeClass] = []
    ) {
        self.id = id
        self.componentID = componentID
        self.sectionID = sectionID
        self.lead = lead
        self.body = body
        self.strength = strength
        self.platforms = platforms
        self.widths = widths
        self.sources = sources
        self.location = location
        self.isTaste = isTaste
    }

    // Inlinable, so that reading them from a rule in an array reads only `lead` or `body`:
    // called across modules, each read copied the whole rule, a retain and release per field.
    @inlinable public var leadText: String { lead.plainText }
    @inlinable public var bodyText: String { body.plainText }
}
