/// `sitemap.xml` for a site published at a known base URL.
enum Sitemap {
    static func xml(base: String, paths: [String]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths.sorted() {
            let encoded = path.split(separator: "/").map { HTML.pathSegment(String($0)) }.joined(separator: "/")
            let url = base + (path == "index.html" ? "" : encoded)
            out += "  <url><loc>" + HTML.escape(url) + "</loc></url>\n"
        }
        return out + "</urlset>\n"
    }
}
