import CatalogModel
import Foundation
import SpecRunner
import Testing
@testable import CatalogSite

/// `sheetcat check --mutations` over the real content/: every Then step notices when it is
/// changed into something else, unless the model says that holds too.
@Suite struct ContentMutationTests {
    @Test func theRealContentHasNoWeakExamples() throws {
        let report = SitePipeline().check(contentDirectory: TestPaths.content)
        let mutation = SpecRunner().mutationReport(report.catalog)
        let weak = mutation.diagnostics.map(\.humanReadable).joined(separator: "\n")
        #expect(mutation.weak == 0, "weak examples:\n\(weak)")
        #expect(mutation.diagnostics.isEmpty)
        // Every example has at least one Then step with mutants, so the run is not vacuous.
        #expect(mutation.made >= report.catalog.examples.count)
        #expect(mutation.made == mutation.killed + mutation.equivalent + mutation.weak)
        #expect(mutation.killed > mutation.equivalent * 10)
    }
}
