import CatalogIngest
import CatalogModel
import SpecRunner
import Testing

/// Hostile pages through `PageIngester` and `CatalogAssembler`: never a crash, never a hang, and
/// for invalid input a diagnostic a user can jump to.
@Suite("Ingest fuzzing", .timeLimit(.minutes(FuzzSettings.current.timeLimitMinutes)))
struct IngestFuzzTests {
    let settings = FuzzSettings.current

    /// Inputs per kind: huge and deeply nested inputs are costly, so they get a twentieth of the share.
    func iterations(for kind: HostileInput.Kind) -> Int {
        switch kind {
        case .enormousLine, .nestedQuotes, .nestedInlines, .nestedLists, .yamlBomb, .largeTable, .tangledBrackets, .tangledEmphasis:
            return max(2, settings.iterations / 20)
        default:
            return settings.iterations
        }
    }

    @Test("the sample page that mutations start from ingests cleanly")
    func sampleIsValid() {
        let result = PageIngester.ingest(ContentFile(path: "fuzz.md", data: SamplePage.bytes))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.compilerStyle))")
        #expect((result.component?.rules.count ?? 0) >= 5)
        #expect(result.examples.count == 1)
    }

    @Test("hostile pages never crash, hang, or point diagnostics outside the file", arguments: HostileInput.Kind.allCases)
    func hostilePages(kind: HostileInput.Kind) {
        let harness = FuzzHarness(test: "ingest-\(kind.rawValue)")
        var generator = HostileInputGenerator(random: settings.random(for: kind.rawValue))
        let sample = PageIngester.ingest(ContentFile(path: "fuzz.md", data: SamplePage.bytes))
        for iteration in 0..<iterations(for: kind) {
            let input = generator.make(kind)
            harness.recordCurrent(input.bytes)
            let (result, seconds) = FuzzHarness.ingest(path: "fuzz.md", bytes: input.bytes)
            let problems = check(result, input: input, sample: sample)
                + (seconds > settings.slowInputSeconds ? ["took \(seconds) s (limit \(settings.slowInputSeconds) s)"] : [])
            if !problems.isEmpty {
                let kept = harness.keepFailure(input.bytes, name: "\(iteration)")
                Issue.record(Comment(rawValue: "\(input), iteration \(iteration), kept at \(kept):\n" + problems.joined(separator: "\n")))
                return
            }
        }
    }

    @Test("mutated pages assemble and verify with diagnostics inside the pages")
    func mutatedCatalogs() {
        let harness = FuzzHarness(test: "assemble")
        var random = settings.random(for: "assemble")
        for iteration in 0..<max(1, settings.iterations / 4) {
            var mutator = ByteMutator(random: random)
            var files = [ContentFile(path: "other.md", data: Array(SamplePage.other.utf8))]
            for page in 0..<random.int(1...4) {
                // Same-named ids and links between the pages come from mutating one sample.
                files.append(ContentFile(path: "p\(page).md", data: mutator.mutate(SamplePage.bytes, times: random.int(0...10))))
            }
            random = mutator.random
            harness.recordCurrent(files.flatMap { Array("\n==> \($0.path)\n".utf8) + $0.data })
            let pages = files.map(PageIngester.ingest)
            let (catalog, assembly) = CatalogAssembler.assemble(pages)
            // The examples cut out of damaged pages are the spec runner's most realistic input.
            let (results, verify) = SpecRunner().run(catalog)
            let lastLines = Dictionary(uniqueKeysWithValues: files.map { ($0.path, HostileInput.lastLine(of: $0.data)) })
            var problems = DiagnosticBounds.problems(pages.flatMap(\.diagnostics) + assembly + verify, lastLines: lastLines)
            let ids = catalog.allRules.map(\.id)
            if Set(ids).count != ids.count { problems.append("the catalog holds duplicate rule ids") }
            if results.count != catalog.examples.count { problems.append("\(catalog.examples.count) examples, \(results.count) results") }
            if !problems.isEmpty {
                let kept = harness.keepFailure(files.flatMap { Array("\n==> \($0.path)\n".utf8) + $0.data }, name: "\(iteration)")
                Issue.record(Comment(rawValue: "batch \(iteration), kept at \(kept):\n" + problems.joined(separator: "\n")))
                return
            }
        }
    }

    /// What went wrong with one result, as readable lines.
    func check(_ result: PageIngestResult, input: HostileInput, sample: PageIngestResult) -> [String] {
        let last = input.lastLine
        var problems = DiagnosticBounds.problems(result.diagnostics, lastLines: ["fuzz.md": last])
        // A page the site is built from carries no character HTML forbids into it.
        if !result.diagnostics.hasErrors, let component = result.component {
            let texts = [component.title, component.abstract.plainText] + component.rules.flatMap { [$0.leadText, $0.bodyText] }
                + result.examples.flatMap { $0.lines.map(\.text) }
            if let bad = texts.first(where: { $0.unicodeScalars.contains { $0.isForbiddenInHTML } }) {
                problems.append("text with a character HTML forbids reached the model: \(bad.debugDescription.prefix(120))")
            }
        }
        switch input.expectation {
        case .noCrash:
            break
        case .diagnostic(let id, let line):
            let located = DiagnosticBounds.located(result.diagnostics, in: "fuzz.md", lastLine: last)
            if located.isEmpty {
                problems.append("invalid input, but no diagnostic with a line in the file; got \(result.diagnostics.map(\.compilerStyle))")
            }
            if let id, !located.contains(where: { $0.id == id }) {
                problems.append("expected a located \(id) diagnostic; got \(result.diagnostics.map(\.compilerStyle))")
            }
            if let line, !located.contains(where: { $0.location?.line == line }) {
                problems.append("expected a diagnostic on line \(line); got \(result.diagnostics.map(\.compilerStyle))")
            }
        case .sameAsSample:
            let rules = result.component?.rules.map(\.id) ?? []
            let expected = sample.component?.rules.map(\.id) ?? []
            if rules != expected { problems.append("rules \(rules) differ from the LF page's \(expected)") }
            let lines = result.component?.rules.map(\.location.line) ?? []
            let expectedLines = sample.component?.rules.map(\.location.line) ?? []
            if lines != expectedLines { problems.append("rule lines \(lines) differ from the LF page's \(expectedLines)") }
            let found = result.diagnostics.map { "\($0.id)@\($0.location?.line ?? 0)" }
            let expectedFound = sample.diagnostics.map { "\($0.id)@\($0.location?.line ?? 0)" }
            if found != expectedFound { problems.append("diagnostics \(found) differ from the LF page's \(expectedFound)") }
            if result.examples.map(\.lines.count) != sample.examples.map(\.lines.count) {
                problems.append("examples differ from the LF page's")
            }
        }
        return problems
    }
}
