import Testing
@testable import SpecRunner

/// The step table must be usable as documented: every example it shows is understood, and by the
/// definition that shows it.
@Suite struct VocabularyTests {
    @Test(arguments: StepVocabulary.definitions.indices)
    func exampleMatchesItsOwnDefinition(_ index: Int) {
        let definition = StepVocabulary.definitions[index]
        let text = String(definition.info.example.drop(while: { $0 != " " }).dropFirst())
        let resolution = StepMatcher.shared.resolve(definition.info.kind, text)
        guard case .matched(let match) = resolution else {
            Issue.record("`\(definition.info.example)` is not understood: \(resolution)")
            return
        }
        #expect(match.contains { $0.definition.info.pattern == definition.info.pattern },
                "`\(definition.info.example)` matched \(match.map(\.definition.info.pattern)) instead of its own pattern")
    }

    @Test func patternsAreUniquePerKind() {
        var seen: Set<String> = []
        for info in StepVocabulary.all {
            #expect(seen.insert("\(info.kind) \(info.pattern)").inserted, "duplicate pattern \(info.pattern)")
        }
    }

    @Test func everyKindHasSteps() {
        for kind in StepKind.allCases {
            #expect(StepVocabulary.all.contains { $0.kind == kind })
        }
    }
}
