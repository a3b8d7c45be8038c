import Foundation
import Testing

/// Every diagnostic id the sources report has its row in docs/diagnostics.md, where tools and
/// people look ids up.
@Suite struct DiagnosticsDocTests {
    @Test func everyReportedIdIsListed() throws {
        let doc = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        let listed = Set(doc.matches(of: /(?m)^\| `([a-z0-9-]+\.[a-z0-9-]+)`/).map { String($0.1) })
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        var reported: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: sources.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for match in text.matches(of: /\.(?:error|warning)\(\s*"([a-z0-9-]+\.[a-z0-9-]+)"/) { reported[String(match.1)] = path }
            for match in text.matches(of: /\bid: "([a-z0-9-]+\.[a-z0-9-]+)"/) { reported[String(match.1)] = path }
        }
        #expect(reported.count > 40, "the ids were found")
        for (id, path) in reported.sorted(by: { $0.key < $1.key }) {
            #expect(listed.contains(id), "`\(id)` (reported in Sources/\(path)) has no row in docs/diagnostics.md")
        }
    }
}
