import CatalogModel
import CatalogRender
import Foundation
import Testing
import TestSupport

/// Every page must work from `file://`: links are relative and land on files the build writes.
@Suite struct RelativeLinkTests {
    static let assetNames: Set<String> = {
        let root = Fixtures.packageRoot.appendingPathComponent("templates/assets").resolvingSymlinksInPath()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return Set(names.map { "assets/" + $0 })
    }()

    /// `href="…"` and `src="…"` values of a page, entities decoded.
    static func links(in html: String) -> [String] {
        var found: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = Substring(html)
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                found.append(String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
                rest = rest[end...]
            }
        }
        return found
    }

    /// Joins a relative link onto the folder of the page that holds it.
    static func resolve(_ link: String, from page: String) -> String {
        var path = link
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
        var parts = page.split(separator: "/").map(String.init).dropLast()
        for piece in path.split(separator: "/") {
            if piece == ".." { parts = parts.dropLast() } else if piece != "." { parts.append(String(piece)) }
        }
        return parts.joined(separator: "/")
    }

    @Test func everyInternalLinkResolvesAtEveryDepth() throws {
        let out = try Fixtures.render()
        let written = Set(out.files.map(\.path)).union(Self.assetNames)
        var checked = 0
        var depths: Set<Int> = []
        for file in out.files where file.path.hasSuffix(".html") && file.path != "404.html" {
            let html = String(decoding: file.bytes, as: UTF8.self)
            for link in Self.links(in: html) {
                if link.hasPrefix("https:") || link.hasPrefix("http:") || link.hasPrefix("mailto:") { continue }
                #expect(!link.hasPrefix("/"), "absolute link \(link) in \(file.path)")
                if link.hasPrefix("#") { continue }
                let target = Self.resolve(link.removingPercentEncoding ?? link, from: file.path)
                #expect(written.contains(target), "\(file.path) links to \(link), which the site does not have")
                checked += 1
                depths.insert(file.path.split(separator: "/").count)
            }
        }
        #expect(checked > 100)
        #expect(depths == [1, 2])
    }

    @Test func fragmentsPointAtAnchorsThatExist() throws {
        let out = try Fixtures.render()
        let pages = Dictionary(uniqueKeysWithValues: out.files.filter { $0.path.hasSuffix(".html") }
            .map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        for (path, html) in pages where path != "404.html" {
            for link in Self.links(in: html) where link.contains("#") && !link.hasPrefix("http") {
                let fragment = String(link[link.index(after: link.firstIndex(of: "#")!)...])
                let target = link.hasPrefix("#") ? path : Self.resolve(link, from: path)
                guard let page = pages[target] else { continue }
                let id = fragment.removingPercentEncoding ?? fragment
                #expect(page.contains("id=\"\(id)\""), "\(path) links to \(link), but \(target) has no such anchor")
            }
        }
    }

    @Test func notFoundPageUsesTheBaseURLSoItWorksAtAnyPath() throws {
        let out = try Fixtures.render(options: RenderOptions(baseURL: "/docs/"))
        let page = try #require(out.text("404.html"))
        #expect(page.contains("href=\"/docs/index.html\""))
        #expect(page.contains("href=\"/docs/assets/site.css\""))
    }
}
