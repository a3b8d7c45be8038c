import CatalogModel

/// A link from a page to another page of the catalog (`other.md`, `other.md#rule-id`) or to a
/// rule (`rule:component.section.slug`), as written, with where it was written.
public struct PageLink: Hashable, Sendable {
    /// The destination exactly as written in the markdown.
    public var destination: String
    public var location: SourceLocation

    public init(destination: String, location: SourceLocation) {
        self.destination = destination
        self.location = location
    }

    /// True for destinations the catalog can check: relative `.md` paths and `rule:` links.
    static func isInternal(_ destination: String) -> Bool {
        if destination.lowercased().hasPrefix("rule:") { return true }
        if destination.contains("://") || destination.hasPrefix("/") || destination.hasPrefix("#") { return false }
        if destination.lowercased().hasPrefix("mailto:") { return false }
        let path = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return path.lowercased().hasSuffix(".md")
    }
}
