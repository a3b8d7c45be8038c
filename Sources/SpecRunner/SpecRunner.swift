import CatalogModel
import Parallel
import SheetBehavior

/// Runs spec examples against the core model and reports each result and every problem found.
///
/// Stateless and `Sendable`: one value can run examples from many threads at once. Patterns are
/// compiled once per process (`StepMatcher.shared`), so running an example is word matching only.
public struct SpecRunner: Sendable {
    /// Rule ids that are missing from the catalog for a reason reported elsewhere (a page left
    /// out for an error of its own): an example naming one is not reported as naming an unknown
    /// rule, which would bury the one error that matters under one per example.
    private let excused: (@Sendable (String) -> Bool)?

    public init(excusingRules excused: (@Sendable (String) -> Bool)? = nil) {
        self.excused = excused
    }

    /// Whether `id`, which the catalog lacks, is to be reported.
    private func reports(unknown id: String) -> Bool { excused?(id) != true }

    /// Runs every example of the catalog; results and diagnostics come back in catalog order.
    ///
    /// Large catalogs are cut into chunks that run on all cores at once. Each chunk keeps its own
    /// cache of understood lines and writes only its own slot, so the output does not depend on
    /// scheduling: the same catalog gives the same results every time.
    public func run(_ catalog: Catalog) -> (results: [ExampleResult], diagnostics: [Diagnostic]) {
        let (results, diagnostics, _) = runExamples(catalog, known: Set(catalog.ruleIDs), keeping: nil)
        return (results, diagnostics)
    }

    /// Runs like `run(_:)`, given the set of the catalog's rule ids, which must be
    /// `Set(catalog.ruleIDs)`. A build has it from assembly; hashing 150,000 ids again here
    /// kept one core busy while the other waited.
    public func run(_ catalog: Catalog, knownRuleIDs: Set<String>) -> (results: [ExampleResult], diagnostics: [Diagnostic]) {
        let (results, diagnostics, _) = runExamples(catalog, known: knownRuleIDs, keeping: nil)
        return (results, diagnostics)
    }

    /// What running one example gave.
    public struct Outcome: Sendable {
        public var result: ExampleResult
        public var diagnostics: [Diagnostic]
        /// The platforms each of the example's rules was scoped to: a rule moved to other
        /// platforms changes the outcome of an unchanged example.
        public var scopes: [[String]]

        public init(result: ExampleResult, diagnostics: [Diagnostic], scopes: [[String]]) {
            self.result = result
            self.diagnostics = diagnostics
            self.scopes = scopes
        }
    }

    /// Runs like `run(_:knownRuleIDs:)`, but takes an example's outcome from `kept` when it has
    /// one instead of running the example, and also returns the outcome of each example that ran
    /// and whose every rule exists. Such an outcome depends on nothing but the example as written
    /// and the platforms its rules are scoped to (`Outcome.scopes`), so a caller who keeps it can
    /// hand it back through `kept` for the same example and scopes, and the output is the same
    /// as `run(_:)`'s. `kept` is asked only about examples whose every rule exists, from several
    /// threads at once.
    public func run(_ catalog: Catalog, knownRuleIDs: Set<String>,
                    keeping kept: @escaping @Sendable (_ example: SpecExample, _ scopes: [[String]]) -> Outcome?)
        -> (results: [ExampleResult], diagnostics: [Diagnostic], ran: [(example: SpecExample, outcome: Outcome)])
    {
        runExamples(catalog, known: knownRuleIDs, keeping: kept)
    }

    /// The platform statement check needs no example, so it runs beside the examples' chunks as
    /// one more job rather than on one core after them.
    private func runExamples(_ catalog: Catalog, known: Set<String>,
                             keeping kept: (@Sendable (SpecExample, [[String]]) -> Outcome?)?)
        -> (results: [ExampleResult], diagnostics: [Diagnostic], ran: [(example: SpecExample, outcome: Outcome)])
    {
        let examples = catalog.examples
        let scopes = Self.ruleScopes(catalog)
        // Suggestions for an unknown rule, made once for every chunk; most catalogs need none.
        let suggestions: ClosestIDs? = examples.contains { $0.ruleIDs.contains { !known.contains($0) && reports(unknown: $0) } }
            ? ClosestIDs(known) : nil
        let chunkCount = examples.count < 512 ? 1 : min(16, examples.count / 256)
        let chunkSize = (examples.count + chunkCount - 1) / max(chunkCount, 1)
        let keeping = kept != nil

        // `ran`: the examples that ran (rather than took a kept outcome) and may be kept.
        typealias Chunk = (results: [ExampleResult], diagnostics: [Diagnostic], ran: [(example: SpecExample, outcome: Outcome)])
        @Sendable func runChunk(_ index: Int) -> Chunk {
            let range = (index * chunkSize)..<min(examples.count, (index + 1) * chunkSize)
            var chunk: Chunk = ([], [], [])
            chunk.results.reserveCapacity(range.count)
            // Pages repeat steps ("Given a sheet on iPhone"): understand each distinct line once.
            var cache: [String: StepMatcher.Resolution] = [:]
            for example in examples[range] {
                let rulesExist = example.ruleIDs.allSatisfy(known.contains)
                let exampleScopes = example.ruleIDs.map { scopes[$0] ?? [] }
                let outcome: Outcome
                if rulesExist, let found = kept?(example, exampleScopes) {
                    outcome = found
                } else {
                    let (result, found) = run(example, knownRuleIDs: known, suggestions: suggestions,
                                              scopes: exampleScopes, cache: &cache)
                    outcome = Outcome(result: result, diagnostics: found, scopes: exampleScopes)
                    if keeping && rulesExist { chunk.ran.append((example, outcome)) }
                }
                chunk.results.append(outcome.result)
                chunk.diagnostics += outcome.diagnostics
            }
            return chunk
        }

        // The check first: it is one long job, and the chunks fill the other cores meanwhile.
        // A catalog of one chunk runs both on this core, one after the other.
        let jobs = ParallelWork.map(chunkCount + 1, parallel: chunkCount > 1) { index -> (statements: [Diagnostic], chunk: Chunk?) in
            index == 0 ? (PlatformStatementCheck.check(catalog), nil) : ([], runChunk(index - 1))
        }
        var results: [ExampleResult] = []
        var diagnostics: [Diagnostic] = []
        var ran: [(example: SpecExample, outcome: Outcome)] = []
        results.reserveCapacity(examples.count)
        for job in jobs.dropFirst() {
            results += job.chunk!.results
            diagnostics += job.chunk!.diagnostics
            ran += job.chunk!.ran
        }
        return (results, diagnostics + jobs[0].statements, ran)
    }

    /// The platforms each rule that an example names is scoped to; rules no example names are
    /// left out, so that a large catalog builds a small table.
    static func ruleScopes(_ catalog: Catalog) -> [String: [String]] {
        var named: Set<String> = []
        for e in catalog.examples.indices { named.formUnion(catalog.examples[e].ruleIDs) }
        var scopes: [String: [String]] = [:]
        guard !named.isEmpty else { return scopes }
        for c in catalog.components.indices {
            for r in catalog.components[c].rules.indices where named.contains(catalog.components[c].rules[r].id) {
                scopes[catalog.components[c].rules[r].id] = catalog.components[c].rules[r].platforms
            }
        }
        return scopes
    }

    /// Runs one example. Rule ids are checked against `knownRuleIDs`; `rulePlatforms` gives the
    /// platforms each rule is scoped to (a rule it lacks, or scoped to none, applies everywhere).
    public func run(_ example: SpecExample, knownRuleIDs: Set<String>, rulePlatforms: [String: [String]] = [:])
        -> (ExampleResult, [Diagnostic])
    {
        var cache: [String: StepMatcher.Resolution] = [:]
        return run(example, knownRuleIDs: knownRuleIDs, suggestions: nil, scopes: example.ruleIDs.map { rulePlatforms[$0] ?? [] },
                   cache: &cache)
    }

    /// Runs a scenario for its sketches (`sheetcat sketch "Given a sheet on iPhone; When …"`):
    /// the steps of an example without its rules, and a Then is not required. Each case's
    /// `scenes` holds what it looks like; unknown steps are diagnostics as in an example.
    public func sketch(_ scenario: SpecExample) -> (ExampleResult, [Diagnostic]) {
        var cache: [String: StepMatcher.Resolution] = [:]
        return run(scenario, knownRuleIDs: [], suggestions: nil, scopes: [], cache: &cache, sketchOnly: true)
    }

    /// - Parameter scopes: for each of the example's rules, the platforms it is scoped to.
    private func run(_ example: SpecExample, knownRuleIDs: Set<String>, suggestions: ClosestIDs?, scopes: [[String]],
                     cache: inout [String: StepMatcher.Resolution], sketchOnly: Bool = false) -> (ExampleResult, [Diagnostic])
    {
        var diagnostics = sketchOnly ? [] : ruleDiagnostics(example, knownRuleIDs, suggestions)
        let parsed = ParsedExample(example, requiresThen: !sketchOnly)
        diagnostics += parsed.diagnostics
        var cases: [ExampleResult.Case] = []
        var platforms: Set<PlatformKind> = []
        var casePlatforms: [(row: ParsedExample.Row?, platforms: Set<PlatformKind>)] = []
        var firstFailure: String?
        var reported: Set<String> = []
        let matcher = StepMatcher.shared
        let canRun = !parsed.diagnostics.hasErrors

        for (caseIndex, (row, values)) in parsed.cases.enumerated() where canRun {
            // Unknown steps and values are reported for every line of the first case; later
            // rows add only what their own values break.
            let reportAll = caseIndex == 0
            var world = World()
            var steps: [String] = []
            var failure: String?
            // The world as it stood before the first gesture, for the sketch of a When.
            var beforeGesture: World?
            for step in parsed.steps {
                if step.kind == .when && beforeGesture == nil && failure == nil { beforeGesture = world }
                let text = ParsedExample.substitute(step.text, values)
                steps.append("\(step.keyword) \(text)")
                let key = "\(step.kind.rawValue) \(text)"
                let resolution: StepMatcher.Resolution
                if let known = cache[key] {
                    resolution = known
                } else {
                    resolution = matcher.resolve(step.kind, text)
                    cache[key] = resolution
                }
                switch resolution {
                case .unknownStep where failure == nil || reportAll:
                    let suggestions = matcher.suggestions(step.kind, text)
                    let d = Diagnostic.error(
                        "spec.unknown-step", "unknown step: \(step.keyword) \(text)", at: step.location,
                        explanation: "No step definition matches this \(step.kind.rawValue) step (see docs/spec-examples.md).",
                        fix: "did you mean " + suggestions.map { "`\($0)`" }.joined(separator: ", ") + "?")
                    if failure == nil { failure = "\(step.location.description): unknown step: \(step.keyword) \(text)" }
                    if reported.insert(d.summary + step.location.description).inserted { diagnostics.append(d) }
                case .unknownValue(let slot, let raw) where failure == nil || reportAll:
                    let d = Diagnostic.error(
                        "spec.unknown-value", "unknown \(slot.noun) '\(raw)'", at: step.location,
                        explanation: "In `\(step.keyword) \(text)`\(rowNote(row)). The model knows: \(slot.allowed.joined(separator: ", ")).",
                        fix: valueFix(slot, raw))
                    if failure == nil { failure = "\(step.location.description): unknown \(slot.noun) '\(raw)'\(rowNote(row))" }
                    if reported.insert(d.summary + step.location.description).inserted { diagnostics.append(d) }
                case .matched(let match) where failure == nil:
                    let stepText = "\(step.keyword) \(text)"
                    for (definition, arguments) in match {
                        let (check, warning) = world.run(definition, arguments, line: step.location.line, text: stepText)
                        if let warning {
                            let d = Diagnostic.warning(warning.id, warning.summary, at: step.location,
                                                       explanation: warning.explanation.map { $0 + rowLine(row) }, fix: warning.fix)
                            if reported.insert(d.summary + step.location.description).inserted { diagnostics.append(d) }
                        }
                        switch check {
                        case .passed:
                            continue
                        case .failed(let expected, let actual):
                            failure = "\(step.location.description): \(stepText): expected \(expected), actual \(actual)\(rowNote(row))"
                            diagnostics.append(.error(
                                "spec.failed", "example '\(example.title ?? example.id)' failed at `\(stepText)`",
                                at: step.location,
                                explanation: "expected: \(expected)\nactual: \(actual)\(rowLine(row))",
                                fix: "fix the example if it is wrong; if the guidance changed, update the model in SheetBehavior"))
                        case .rejected(let finding):
                            failure = "\(step.location.description): \(finding.summary)\(rowNote(row))"
                            let explanation = [finding.explanation, row.map { "In the table row at line \($0.location.line): | \($0.cells.joined(separator: " | ")) |." }]
                                .compactMap { $0 }.joined(separator: "\n")
                            let d = Diagnostic.error(finding.id, finding.summary, at: step.location,
                                                     explanation: explanation.isEmpty ? nil : explanation, fix: finding.fix)
                            if reported.insert(d.summary + step.location.description).inserted { diagnostics.append(d) }
                        }
                        break
                    }
                default:
                    // After the first failure the case stops running; later lines are only read,
                    // so that every unknown step of the example is reported in one go.
                    break
                }
            }
            platforms.formUnion(world.platforms)
            casePlatforms.append((row, world.platforms))
            if firstFailure == nil { firstFailure = failure }
            cases.append(ExampleResult.Case(steps: steps, status: failure == nil ? .passed : .failed, message: failure,
                                            scenes: Self.scenes(before: beforeGesture, after: world)))
        }

        if canRun && !diagnostics.hasErrors && !sketchOnly {
            diagnostics += platformDiagnostics(example, casePlatforms, scopes)
        }
        let errorsHere = diagnostics.contains { $0.severity == .error }
        let failed = errorsHere || cases.contains { $0.status == .failed } || cases.isEmpty
        var message = firstFailure ?? ""
        if failed && message.isEmpty {
            let first = diagnostics.first { $0.severity == .error }
            message = first.map { "\($0.location?.description ?? example.location.description): \($0.summary)" } ?? "example did not run"
        }
        let result = ExampleResult(
            exampleID: example.id, ruleIDs: example.ruleIDs, status: failed ? .failed : .passed,
            message: failed ? message : "", cases: cases, location: example.location,
            platforms: platforms.sorted().map(\.rawValue))
        return (result, diagnostics)
    }

    /// A case's sketches: where it ends, after how it stood before its first gesture (with an
    /// arrow for that gesture) when it has one.
    static func scenes(before: World?, after: World) -> [SketchScene] {
        guard let end = after.scene(.after) else { return [] }
        guard let before, after.gestures > 0,
              let start = before.scene(.before, gesture: after.firstGesture) else { return [end] }
        return [start, end]
    }

    /// An example counts for the platforms its world is on, so it must be on one, and on one
    /// that each of its rules is scoped to.
    private func platformDiagnostics(_ example: SpecExample, _ cases: [(row: ParsedExample.Row?, platforms: Set<PlatformKind>)],
                                     _ scopes: [[String]]) -> [Diagnostic] {
        let name = example.title ?? example.id
        if cases.allSatisfy({ $0.platforms.isEmpty }) {
            let everywhere = scopes.allSatisfy(\.isEmpty)
            return [.error(
                "spec.no-device", "example '\(name)' runs on no device, so it counts for no platform",
                at: example.location,
                explanation: "An example counts for a platform only when its world is on it: a Given names the device.",
                fix: everywhere
                    ? "start with `Given an app on <device>` (or present something on <device>) and add a table with one row per platform the rule holds on"
                    : "name the device its rule is about, e.g. `Given an app on iPhone`")]
        }
        var found: [Diagnostic] = []
        for (id, scope) in zip(example.ruleIDs, scopes) where !scope.isEmpty {
            let allowed = Set(scope)
            let outside = cases.filter { !$0.platforms.isEmpty && $0.platforms.allSatisfy { !allowed.contains($0.rawValue) } }
            guard !outside.isEmpty else { continue }
            let devices = Set(outside.flatMap(\.platforms)).sorted().map(\.deviceName).joined(separator: ", ")
            let rows = outside.compactMap(\.row).map { "line \($0.location.line)" }
            let names = scope.map { PlatformKind(rawValue: $0)?.displayName ?? $0 }.joined(separator: ", ")
            found.append(.error(
                "spec.rule-platform", "example '\(name)' runs on \(devices), but rule '\(id)' is about \(names) only",
                at: example.location,
                explanation: rows.isEmpty ? nil : "The table rows on \(rows.joined(separator: ", ")) run there.",
                fix: "run the example on \(names), or link it to a rule that covers \(devices)"))
        }
        return found
    }

    private func valueFix(_ slot: SlotKind, _ raw: String) -> String {
        // Only a close spelling is worth suggesting; otherwise the explanation lists every value.
        if let first = EditDistance.nearest(to: raw, among: slot.allowed, limit: 1).first,
           EditDistance.between(raw.lowercased(), first.lowercased()) <= max(2, raw.count / 3) {
            return "did you mean `\(first)`?"
        }
        return "use one of the values the model knows"
    }

    /// The table row on a line of its own, for an explanation: "\nin the table row at line 12: | iPad |".
    private func rowLine(_ row: ParsedExample.Row?) -> String {
        guard let row else { return "" }
        return "\nin the table row at line \(row.location.line): | \(row.cells.joined(separator: " | ")) |"
    }

    private func rowNote(_ row: ParsedExample.Row?) -> String {
        guard let row else { return "" }
        return " (table row at line \(row.location.line): | \(row.cells.joined(separator: " | ")) |)"
    }

    private func ruleDiagnostics(_ example: SpecExample, _ known: Set<String>, _ suggestions: ClosestIDs?) -> [Diagnostic] {
        if example.ruleIDs.isEmpty {
            return [.warning("spec.no-rules", "example '\(example.title ?? example.id)' names no rule", at: example.location,
                             explanation: "An example backs guidance; without rule ids it counts for no rule's coverage.",
                             fix: "add `rules=section.rule-slug` after `example` on the fence line")]
        }
        var found: [Diagnostic] = []
        // Made here only for a lone example, and then once for all its unknown rules.
        var suggestions = suggestions
        for id in example.ruleIDs where !known.contains(id) && reports(unknown: id) {
            if suggestions == nil { suggestions = ClosestIDs(known) }
            let nearest = suggestions!.closest(to: id)
            found.append(.error(
                "spec.unknown-rule", "example names unknown rule '\(id)'", at: example.location,
                explanation: known.isEmpty ? "The catalog has no rules."
                    : nearest.isEmpty ? "No rule id is close to it." : "Nearest rule ids: \(nearest.joined(separator: ", ")).",
                fix: nearest.first.map { "did you mean `\($0)`?" } ?? "check the rule id on the fence line"))
        }
        return found
    }
}
