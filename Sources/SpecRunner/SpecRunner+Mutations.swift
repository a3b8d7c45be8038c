import CatalogModel
import Parallel
import SheetBehavior

/// Mutation testing of the examples: does each Then step notice when it says something else?
///
/// Each Then step of a passing example (and each `And` after one) is changed into its opposite or
/// a neighbour (`Mutation`), and the example runs again with that one change, in every row of
/// its table. A mutant the example still passes is *equivalent* when the mutated step looked at
/// everything the mutation changed and the model answered yes: the model says the mutant is true
/// as well. It is *weak* when the step passed without looking at the change: a subject it never
/// resolved against the model, an argument it never read. Weak mutants are reported at their line.
extension SpecRunner {
    public func mutationReport(_ catalog: Catalog) -> MutationReport {
        let examples = catalog.examples
        let passed = Set(catalog.results.filter { $0.status == .passed }.map(\.exampleID))
        let reports = ParallelWork.map(examples.count, parallel: examples.count > 64) { index -> MutationReport in
            let example = examples[index]
            // Without results (a catalog not verified yet), every example is tried.
            guard catalog.results.isEmpty || passed.contains(example.id) else { return MutationReport() }
            return mutate(example)
        }
        var total = MutationReport()
        for r in reports {
            total.made += r.made
            total.killed += r.killed
            total.equivalent += r.equivalent
            total.weak += r.weak
            total.diagnostics += r.diagnostics
        }
        return total
    }

    /// Mutation-tests one example.
    public func mutate(_ example: SpecExample) -> MutationReport {
        var report = MutationReport()
        let parsed = ParsedExample(example)
        guard !parsed.diagnostics.hasErrors else { return report }
        let matcher = StepMatcher.shared
        // Per step line: the first surviving mutant and how many survived, for one warning each.
        var survivors: [Int: (step: ParsedExample.Step, original: String, mutant: String, count: Int)] = [:]

        for (_, values) in parsed.cases {
            let steps = parsed.steps.map { step -> (ParsedExample.Step, String, StepMatcher.Match?) in
                let text = ParsedExample.substitute(step.text, values)
                if case .matched(let match) = matcher.resolve(step.kind, text) { return (step, text, match) }
                return (step, text, nil)
            }
            guard steps.allSatisfy({ $0.2 != nil }) else { continue }
            var world = World()
            for (index, (step, text, match)) in steps.enumerated() {
                if step.kind == .then, let original = match?.first, match?.count == 1 {
                    for mutantText in mutantTexts(text, original, world) {
                        guard case .matched(let mutantMatch) = matcher.resolve(.then, mutantText), mutantMatch.count == 1 else { continue }
                        report.made += 1
                        let outcome = runMutant(world, mutantMatch[0], replacing: original, line: step.location.line,
                                                text: "\(step.keyword) \(mutantText)", rest: steps[(index + 1)...])
                        switch outcome {
                        case .killed: report.killed += 1
                        case .equivalent: report.equivalent += 1
                        case .weak:
                            report.weak += 1
                            let line = step.location.line
                            if let kept = survivors[line] {
                                survivors[line]?.count = kept.count + 1
                            } else {
                                survivors[line] = (step, "\(step.keyword) \(text)", "\(step.keyword) \(mutantText)", 1)
                            }
                        }
                    }
                }
                var failed = false
                for (definition, arguments) in match ?? [] {
                    if world.run(definition, arguments, line: step.location.line, text: text).check != .passed { failed = true }
                }
                if failed { break }
            }
        }
        for line in survivors.keys.sorted() {
            let s = survivors[line]!
            let more = s.count > 1 ? " (and \(s.count - 1) more mutant\(s.count == 2 ? "" : "s"))" : ""
            report.diagnostics.append(.warning(
                "spec.weak-example", "`\(s.original)` still passes as `\(s.mutant)`\(more)",
                at: s.step.location,
                explanation: "The step passed without looking at what the mutation changed, so it would pass whatever the example said there.",
                fix: "check something the model decides here: name what the example presents, or a value the step compares"))
        }
        return report
    }

    enum MutantOutcome: Equatable { case killed, equivalent, weak }

    /// Runs the mutated step and the steps after it on a copy of the world.
    func runMutant(_ start: World, _ mutant: (definition: StepDefinition, arguments: StepArguments),
                           replacing original: (definition: StepDefinition, arguments: StepArguments), line: Int, text: String,
                           rest: ArraySlice<(ParsedExample.Step, String, StepMatcher.Match?)>) -> MutantOutcome {
        var world = start
        let reads = ArgumentReads()
        world.reads = reads
        let check = world.run(mutant.definition, mutant.arguments.recording(into: reads), line: line, text: text).check
        world.reads = nil
        guard check == .passed else { return .killed }
        for (step, stepText, match) in rest {
            for (definition, arguments) in match ?? [] {
                if world.run(definition, arguments, line: step.location.line, text: stepText).check != .passed { return .killed }
            }
        }
        // It passed: equivalent only if the step looked at everything the mutation changed.
        let sameDefinition = mutant.definition.info == original.definition.info
        var changed: Set<String> = []
        for (name, value) in zip(mutant.arguments.names, mutant.arguments.values) where !mutant.definition.slots.contains(where: { $0.name == name && $0.kind == .subject }) {
            if !sameDefinition || original.arguments.rawValue(name) != "\(value)" { changed.insert(name) }
        }
        let subjectChanged = mutant.definition.hasSubject
            && (!sameDefinition || mutant.arguments.rawText("subject") != original.arguments.rawText("subject"))
        if subjectChanged && !reads.lookedAtSubject { return .weak }
        return changed.isSubset(of: reads.names) ? .equivalent : .weak
    }

    /// The mutants of a step's text, plus its subject swapped for each other presentation the
    /// world holds.
    private func mutantTexts(_ text: String, _ original: (definition: StepDefinition, arguments: StepArguments), _ world: World) -> [String] {
        var texts = Mutation.mutants(of: text)
        guard original.definition.hasSubject, world.held.count > 1 else { return texts }
        let subject = original.arguments.rawText("subject")
        guard let current = world.resolve(subject: subject), text.hasPrefix(subject) else { return texts }
        for i in world.held.indices where i != current {
            let name = "the \(World.ordinals[min(i, World.ordinals.count - 1)]) \(world.held[i].configuration.presentation.displayName)"
            texts.append(name + text.dropFirst(subject.count))
        }
        return texts
    }
}

extension StepArguments {
    /// A value's description, for comparing two steps' arguments without counting a read.
    func rawValue(_ name: String) -> String? {
        names.firstIndex(of: name).map { "\(values[$0])" }
    }
}
