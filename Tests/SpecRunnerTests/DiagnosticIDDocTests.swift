import Foundation
import Testing

/// Every `spec.…` id the runner can report is listed in docs/diagnostics.md and in the table of
/// docs/spec-examples.md, where people look it up.
@Suite struct DiagnosticIDDocTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The quoted `"spec.xxx"` literals of the runner's sources.
    static func idsInSources() throws -> Set<String> {
        let folder = root.appendingPathComponent("Sources/SpecRunner")
        var ids: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            var rest = Substring(text)
            while let start = rest.range(of: "\"spec.") {
                let after = rest[start.upperBound...]
                let end = after.firstIndex(where: { !($0.isLetter || $0 == "-") }) ?? after.endIndex
                ids.insert("spec." + after[..<end])
                rest = after[end...]
            }
        }
        return ids
    }

    @Test func everyIDIsDocumented() throws {
        let ids = try Self.idsInSources()
        #expect(ids.count >= 14, "\(ids.sorted())")
        let diagnostics = try String(contentsOf: Self.root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/spec-examples.md"), encoding: .utf8)
        for id in ids.sorted() {
            #expect(diagnostics.contains("| `\(id)` |"), "docs/diagnostics.md lacks \(id)")
            #expect(guide.contains("| `\(id)` |"), "docs/spec-examples.md lacks \(id)")
        }
    }
}
