/// What a site build may vary without changing the catalog.
public struct RenderOptions: Hashable, Sendable {
    /// Where the site is published, such as `https://example.org/docs/`. When set, pages carry
    /// canonical links and a `sitemap.xml` is written; links between pages stay relative either way,
    /// so the site also works from `file://`. nil means relative links only.
    public var baseURL: String?
    /// Shown in every page title and the header.
    public var siteTitle: String
    /// Has no effect; kept so existing callers compile. The preview server injects its own reload
    /// script into every page it serves, and a second copy from the templates loaded it twice.
    public var liveReload: Bool

    public init(baseURL: String? = nil, siteTitle: String = "SheetCatalog", liveReload: Bool = false) {
        self.baseURL = baseURL
        self.siteTitle = siteTitle
        self.liveReload = liveReload
    }

    /// The base URL with exactly one trailing slash, or nil when none (or only blanks) was given.
    var normalizedBaseURL: String? {
        guard var base = baseURL?.trimmed([" ", "\t", "\n"]), !base.isEmpty else { return nil }
        while base.hasSuffix("/") { base.removeLast() }
        return base + "/"
    }
}

extension String {
    func trimmed(_ set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
