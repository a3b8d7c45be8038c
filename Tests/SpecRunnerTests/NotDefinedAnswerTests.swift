import CatalogModel
import Testing
@testable import SpecRunner
import TestSupport

/// Where the core model's sources give no answer, an example cannot pass by claiming its absence:
/// "does not cover the full screen" on Apple TV fails and says the answer is not defined.
@Suite struct NotDefinedAnswerTests {
    let runner = SpecRunner()

    func run(_ body: String) -> ExampleResult {
        runner.run(example(body, rules: ["sheets.rule"]), knownRuleIDs: ["sheets.rule"]).0
    }

    @Test(arguments: [
        "Given a sheet on Apple TV\nThen the sheet does not cover the full screen",
        "Given a sheet on Apple TV\nThen the sheet covers the full screen",
        "Given a custom bottom sheet on Mac\nThen the custom bottom sheet is not supported",
        "Given a sheet on Apple TV\nAnd the detents are medium and large\nThen the sheet cannot reach medium",
    ])
    func aNegativeClaimFailsWhereNoSourceAnswers(_ body: String) {
        let result = run(body)
        #expect(result.status == .failed)
        #expect(result.message.contains("not defined by the model's sources"), "\(result.message)")
    }

    @Test func aDefinedAnswerStillPasses() {
        #expect(run("Given a sheet on Mac\nThen the sheet does not cover the full screen").status == .passed)
        #expect(run("Given a custom bottom sheet on iPhone\nThen the custom bottom sheet is supported").status == .passed)
    }
}
