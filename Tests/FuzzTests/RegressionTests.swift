import CatalogIngest
import CatalogModel
import Foundation
import SpecRunner
import Testing

/// Every page in Regressions/ runs through ingest, assembly and the spec runner on each test run.
///
/// A file there is an input that once crashed, hung or misreported (or a hostile shape worth
/// pinning); its name says which. Names starting with `invalid-` must get at least one
/// diagnostic with a line inside the file. See Regressions/README.txt.
@Suite("Fuzz regressions")
struct RegressionTests {
    static let folder = Bundle.module.url(forResource: "Regressions", withExtension: nil)

    static var files: [String] {
        guard let folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
    }

    @Test("the regression folder is bundled with its inputs")
    func folderIsBundled() {
        #expect(RegressionTests.files.count >= 5)
    }

    @Test("a regression input neither crashes nor hangs, and points diagnostics inside itself", arguments: files)
    func regression(_ name: String) throws {
        let folder = try #require(RegressionTests.folder)
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
        let settings = FuzzSettings.current
        let clock = ContinuousClock()
        var pages: [PageIngestResult] = []
        var diagnostics: [Diagnostic] = []
        let elapsed = clock.measure {
            pages = [PageIngester.ingest(ContentFile(path: name, data: bytes)),
                     PageIngester.ingest(ContentFile(path: "other.md", data: Array(SamplePage.other.utf8)))]
            let (catalog, assembly) = CatalogAssembler.assemble(pages)
            let (_, verify) = SpecRunner().run(catalog)
            diagnostics = pages.flatMap(\.diagnostics) + assembly + verify
        }
        #expect(elapsed < .seconds(settings.slowInputSeconds), "took \(elapsed)")
        let last = HostileInput.lastLine(of: bytes)
        let problems = DiagnosticBounds.problems(
            diagnostics, lastLines: [name: last, "other.md": HostileInput.lastLine(of: Array(SamplePage.other.utf8))])
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
        if name.hasPrefix("invalid-") {
            let located = DiagnosticBounds.located(diagnostics, in: name, lastLine: last)
            #expect(!located.isEmpty, "no diagnostic inside \(name): \(diagnostics.map(\.compilerStyle))")
        }
    }
}
