/// `sitemap.xml` for a site published at a known base URL.
enum Sitemap {
    /// - Parameter languages: the site's languages, its source language first; with more than
    ///   one, every page is listed in each (the others under their tag, `ko/…`), and each entry
    ///   names its other languages as `xhtml:link` alternates, as search engines read them.
    static func xml(base: String, paths: [String], languages: [String] = []) -> String {
        let multilingual = languages.count > 1
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
        out += multilingual ? " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n" : ">\n"
        func url(_ path: String, in language: String?) -> String {
            let encoded = path.split(separator: "/").map { HTML.pathSegment(String($0)) }.joined(separator: "/")
            let prefix = language.map { $0 + "/" } ?? ""
            return base + prefix + (path == "index.html" ? "" : encoded)
        }
        let sorted = paths.sorted()
        guard multilingual else {
            for path in sorted { out += "  <url><loc>" + HTML.escape(url(path, in: nil)) + "</loc></url>\n" }
            return out + "</urlset>\n"
        }
        let alternates = { (path: String) -> String in
            languages.enumerated().map { n, tag in
                "    <xhtml:link rel=\"alternate\" hreflang=\"" + tag + "\" href=\"" + HTML.escape(url(path, in: n == 0 ? nil : tag)) + "\"/>\n"
            }.joined()
        }
        for (n, language) in languages.enumerated() {
            for path in sorted {
                out += "  <url>\n    <loc>" + HTML.escape(url(path, in: n == 0 ? nil : language)) + "</loc>\n" + alternates(path) + "  </url>\n"
            }
        }
        return out + "</urlset>\n"
    }
}
