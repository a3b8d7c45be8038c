import CatalogModel
import SpecRunner
import Testing

/// Broken spec examples through `SpecRunner`: never a crash or a hang, problems reported on the
/// example's own lines, and an example with an error never reported as passed.
@Suite("Spec runner fuzzing", .timeLimit(.minutes(FuzzSettings.current.timeLimitMinutes)))
struct SpecFuzzTests {
    let settings = FuzzSettings.current

    @Test("broken examples give located diagnostics and never pass with errors")
    func brokenExamples() {
        let harness = FuzzHarness(test: "spec")
        var generator = ExampleGenerator(random: settings.random(for: "spec"))
        let runner = SpecRunner()
        for index in 0..<settings.iterations {
            let example = generator.next(index: index)
            let text = example.lines.map(\.text).joined(separator: "\n")
            harness.recordCurrent(Array(text.utf8))
            let clock = ContinuousClock()
            var outcome: (ExampleResult, [Diagnostic])?
            let elapsed = clock.measure { outcome = runner.run(example, knownRuleIDs: ExampleGenerator.knownRuleIDs) }
            guard let (result, diagnostics) = outcome else { continue }
            let problems = check(example, result, diagnostics)
                + (elapsed > .seconds(settings.slowInputSeconds) ? ["took \(elapsed)"] : [])
            if !problems.isEmpty {
                let kept = harness.keepFailure(Array(ExampleGenerator.fence(example).utf8), name: "\(index)")
                Issue.record(Comment(rawValue: "example \(index), kept at \(kept):\n" + problems.joined(separator: "\n")))
                return
            }
        }
    }

    func check(_ example: SpecExample, _ result: ExampleResult, _ diagnostics: [Diagnostic]) -> [String] {
        var problems = DiagnosticBounds.problems(
            diagnostics, lastLines: [ExampleGenerator.file: ExampleGenerator.fenceLine + example.lines.count + 1])
        if let early = diagnostics.first(where: { ($0.location?.line ?? ExampleGenerator.fenceLine) < ExampleGenerator.fenceLine }) {
            problems.append("\(early.compilerStyle): points above the example's fence")
        }
        if result.exampleID != example.id { problems.append("result names \(result.exampleID), not \(example.id)") }
        if diagnostics.hasErrors && result.status == .passed {
            problems.append("passed despite errors: \(diagnostics.map(\.compilerStyle))")
        }
        if result.status == .failed && result.message.isEmpty { problems.append("failed without a message") }
        return problems
    }
}
