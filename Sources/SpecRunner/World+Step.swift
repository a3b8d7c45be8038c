/// Running one matched step in a world: the checks every step gets before and after its own
/// closure, so that no step can pass on a subject the world does not hold, a setting made twice,
/// or a gesture that never happened.
extension World {
    /// Runs `definition` with `arguments` on the line `line` (its text `text`), returning what
    /// it gave and a warning when a Then only restates a Given.
    mutating func run(_ definition: StepDefinition, _ arguments: StepArguments, line: Int, text: String)
        -> (check: StepCheck, warning: Finding?)
    {
        focus = nil
        if let slot = definition.slots.first(where: { $0.kind == .subject }) {
            let raw = arguments.rawText(slot.name)
            guard let index = resolve(subject: raw) else {
                return (.rejected(Finding(
                    id: "spec.unknown-subject", summary: "the example presents no '\(raw)'",
                    explanation: "The example presents \(presentsDescription).",
                    fix: held.isEmpty ? "present something first, e.g. `Given a sheet on iPhone`"
                        : "name what the example presents, e.g. `the \(held[0].configuration.presentation.displayName)` or `it`")), nil)
            }
            focus = index
        }
        if definition.info.kind == .given {
            for setting in definition.sets {
                if let earlier = settings[setting] {
                    return (.rejected(Finding(
                        id: "spec.contradiction", summary: "\(setting.noun) is set a second time",
                        explanation: "Line \(earlier.line) already set it: `\(earlier.text)`. The later Given would silently win.",
                        fix: "keep one of the two lines; to compare both, use an example table with one row each")), nil)
                }
            }
        }
        if definition.needsGesture && gestures == 0 {
            return (.rejected(Finding(
                id: "spec.no-gesture", summary: "`\(text)` checks what a gesture did, but no gesture happened",
                explanation: "Without a `When` step before it, the check holds whatever the model says.",
                fix: "add the gesture before it, e.g. `When the person swipes down`")), nil)
        }
        var warning: Finding?
        // Facts are read from a copy that records nothing: mutation testing asks what the step
        // itself looked at.
        let unrecorded = StepArguments(names: arguments.names, values: arguments.values)
        if let fact = definition.checks?(unrecorded), stated.contains(fact) {
            warning = Finding(
                id: "spec.restates-given", summary: "`\(text)` only restates what a Given set up",
                explanation: "No gesture happened since the Given that set this, so the check cannot tell the model anything.",
                fix: "check what the model makes of the setting (after a gesture, or on another device), or remove the line")
        }
        let check = definition.run(&self, arguments)
        if check == .passed && definition.info.kind == .given {
            for setting in definition.sets { settings[setting] = (line, text) }
            if let fact = definition.states?(unrecorded) { stated.insert(fact) }
        }
        focus = nil
        return (check, warning)
    }
}

extension StepArguments {
    /// A slot's words as written, without counting as a read: the runner resolves the subject,
    /// the step itself does not look at the words.
    func rawText(_ name: String) -> String {
        guard let i = names.firstIndex(of: name) else { return "" }
        switch values[i] {
        case .subject(let s), .pattern(let s), .physical(let s): return s
        default: return ""
        }
    }
}
