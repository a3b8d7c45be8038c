import CatalogModel

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
    /// The language the pages are rendered in (BCP 47); nil until the renderer reads it from
    /// the catalog: its source language, or a translation's for the pages under `pathPrefix`.
    var language: String?
    /// Every language the site has pages in, its source language first; empty for a site in
    /// one language (no switcher, no alternates).
    var siteLanguages: [String] = []
    /// Where this language's pages sit in the site: "" for the source language, `ko/` for Korean.
    var pathPrefix = ""
    /// The interface strings of the templates, by language tag.
    var strings: [String: SiteStrings] = [:]
    /// Whether the site has `equivalents.html`: the templates have one, and the catalog names a
    /// platform the core model knows. Pages link to it only then.
    var hasEquivalentsPage = false
    /// How many differing components a comparison page lists rule by rule before it shows
    /// counts instead (`PageBuilder.comparisonListLimit`); a test of a whole site lowers it.
    var comparisonListLimit = PageBuilder.comparisonListLimit

    public init(baseURL: String? = nil, siteTitle: String = "SheetCatalog", liveReload: Bool = false) {
        self.baseURL = baseURL
        self.siteTitle = siteTitle
        self.liveReload = liveReload
    }

    /// Where this language's pages are published: the base URL, then the language's folder
    /// (`https://example.org/docs/ko/`); nil without a base URL.
    var pagesBaseURL: String? { normalizedBaseURL.map { $0 + pathPrefix } }

    /// The base URL with exactly one trailing slash, or nil when none (or only blanks) was given.
    var normalizedBaseURL: String? {
        guard var base = baseURL?.trimmed([" ", "\t", "\n"]), !base.isEmpty else { return nil }
        while base.hasSuffix("/") { base.removeLast() }
        return base + "/"
    }
}

extension RenderOptions {
    /// Why `url` cannot be where a site is published, or nil when it can: an http or https
    /// address with a host, or a path from the host's root. Anything else would become the
    /// canonical links and the 404 page's absolute links (`javascript:` among them), so it is
    /// refused before the build starts. Blank means no base URL.
    public static func problem(withBaseURL url: String) -> String? {
        let base = url.trimmed([" ", "\t", "\n"])
        if base.isEmpty { return nil }
        if base.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) {
            return "it contains a space or a control character"
        }
        if base.contains("?") || base.contains("#") {
            return "it has a query or a fragment (`?` or `#`), which page paths cannot follow"
        }
        let lower = base.lowercased()
        for scheme in ["https://", "http://"] where lower.hasPrefix(scheme) {
            return base.dropFirst(scheme.count).prefix { $0 != "/" }.isEmpty ? "it has no host name after \(scheme)" : nil
        }
        if base.hasPrefix("//") { return "an address without its scheme (`//host/`) is not supported" }
        if base.hasPrefix("/") { return nil }
        return "it is neither an http or https address nor a path from the host's root"
    }
}

extension RenderOptions {
    /// Why `title` cannot be the site's title, or nil when it can. It heads every page and
    /// every `<title>`: blank, it left titles such as "Sheets · "; with a control character,
    /// every page was invalid HTML. It is one line.
    public static func problem(withSiteTitle title: String) -> String? {
        if title.trimmed([" ", "\t", "\n", "\r"]).isEmpty { return "it is empty" }
        if title.unicodeScalars.contains(where: \.isInvisibleControlOrLineBreak) {
            return "it contains a line break or a control character"
        }
        return nil
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
