import CatalogModel
import SheetBehavior

/// The mutation operators of `sheetcat check --mutations`: each turns a Then step into what the
/// vocabulary calls its opposite or a neighbour. A mutant that is not a step the vocabulary
/// understands is dropped; it is not a claim anyone could write.
enum Mutation {
    /// Word sequences swapped both ways, compared without regard to case.
    static let swaps: [([String], [String])] = [
        (["medium"], ["large"]),
        (["modal"], ["nonmodal"]),
        (["leading"], ["trailing"]),
        (["left"], ["right"]),
        (["start"], ["end"]),
        (["top"], ["bottom"]),
        (["compact"], ["regular"]),
        (["done"], ["cancel"]),
        (["dimmed"], ["unaffected"]),
        (["covered"], ["dimmed"]),
        (["is", "supported"], ["is", "not", "supported"]),
        (["is", "dismissed"], ["stays", "on", "screen"]),
        (["can", "reach"], ["cannot", "reach"]),
        (["can", "interact"], ["cannot", "interact"]),
        (["covers", "the"], ["does", "not", "cover", "the"]),
        (["finds"], ["does", "not", "find"]),
        (["is", "available"], ["is", "not", "available"]),
        (["is", "stacked"], ["is", "not", "shown"]),
        (["is", "stacked", "on", "top"], ["is", "not", "shown"]),
        (["the", "grabber", "is", "visible"], ["there", "is", "no", "grabber"]),
        (["allows", "stacked", "sheets"], ["allows", "only", "one", "sheet", "at", "a", "time"]),
        (["should", "not", "scroll"], ["may", "scroll"]),
        (["first"], ["last"]),
        (["stay", "usable"], ["are", "blocked"]),
        (["there", "is", "no"], ["there", "is", "a"]),
        (["there", "are", "no", "violations"], ["the", "check", "finds", "no-way-out"]),
        (["works", "on", "every", "ios", "version"], ["needs", "ios", "13"]),
        // What a gesture led to, for its neighbours.
        (["nothing", "happens"], ["it", "is", "dismissed"]),
        (["an", "action", "sheet", "asks", "for", "confirmation"], ["nothing", "happens"]),
        (["the", "tap", "reaches", "the", "parent", "view"], ["nothing", "happens"]),
        (["is"], ["is", "not"]),
    ]

    /// Presentations a `{presentation}` or `{pattern}` value may be swapped for.
    static let neighbours: [String] = ["sheet", "form sheet", "page sheet", "popover", "full-screen modal",
                                       "action sheet", "alert", "panel", "custom bottom sheet", "sheet with detents"]

    /// Every mutant of a step's text (without its keyword), in a stable order, without repeats
    /// and without the text itself.
    static func mutants(of text: String) -> [String] {
        let words = text.split(separator: " ").map(String.init)
        let keys = words.map { $0.lowercased() }
        var found: [String] = []
        func add(_ candidate: [String]) {
            let joined = candidate.joined(separator: " ")
            if joined != text && !found.contains(joined) { found.append(joined) }
        }
        for (a, b) in swaps {
            for (from, to) in [(a, b), (b, a)] {
                var i = 0
                while i + from.count <= keys.count {
                    if Array(keys[i..<(i + from.count)]) == from {
                        // "is" → "is not" must not turn "is not" into "is not not".
                        let next = i + from.count < keys.count ? keys[i + from.count] : ""
                        if !(from == ["is"] && next == "not") {
                            add(Array(words[..<i]) + cased(to, like: words[i]) + Array(words[(i + from.count)...]))
                        }
                    }
                    i += 1
                }
            }
        }
        // Numbers ±1: counts, versions (the last part of 16.4), pages.
        for (i, word) in words.enumerated() {
            let parts = word.split(separator: ".", omittingEmptySubsequences: false)
            guard let last = parts.last, let n = Int(last), parts.allSatisfy({ Int($0) != nil }) else { continue }
            for m in [n - 1, n + 1] where m >= 0 {
                var changed = words
                changed[i] = (parts.dropLast().map(String.init) + [String(m)]).joined(separator: ".")
                add(changed)
            }
        }
        // A presentation at the end of the step (`appears as a popover`) for its neighbours.
        if let (start, current) = trailingPresentation(keys) {
            let written = keys[start...].joined(separator: " ")
            // Another name of the same presentation ("action sheet" for "confirmation dialog") is
            // no mutant.
            for neighbour in neighbours where neighbour != written && (current == nil || Presentation.named(neighbour) != current
                                                                       || (neighbour == "sheet with detents") != (written == "sheet with detents")) {
                var changed = Array(words[..<start]) + neighbour.split(separator: " ").map(String.init)
                // "a popover" → "an alert": keep the article right.
                if start > 0, ["a", "an"].contains(keys[start - 1]) {
                    changed[start - 1] = "aeiou".contains(neighbour.first!) ? "an" : "a"
                }
                add(changed)
            }
        }
        return found
    }

    /// Where a presentation's name ends the step, longest first.
    static func trailingPresentation(_ keys: [String]) -> (Int, Presentation?)? {
        for start in keys.indices where !["a", "an", "the"].contains(keys[start]) {
            let tail = keys[start...].joined(separator: " ")
            if Presentation.named(tail) != nil || tail == "sheet with detents" { return (start, Presentation.named(tail)) }
        }
        return nil
    }

    /// `to` with its first word capitalised when the word it replaces was (`Done` → `Cancel`).
    static func cased(_ to: [String], like original: String) -> [String] {
        guard let first = original.first, first.isUppercase, var head = to.first else { return to }
        head = head.prefix(1).uppercased() + head.dropFirst()
        return [head] + to.dropFirst()
    }
}

/// What `sheetcat check --mutations` found.
public struct MutationReport: Sendable, Hashable {
    /// Mutants made: one per mutated step per table row, each a step the vocabulary understands.
    public var made = 0
    /// Mutants the example caught: a step failed or was refused.
    public var killed = 0
    /// Mutants that passed because the model says they are true too.
    public var equivalent = 0
    /// Mutants that passed without the step looking at what changed.
    public var weak = 0
    /// One `spec.weak-example` warning per step with a surviving mutant.
    public var diagnostics: [Diagnostic] = []

    public init() {}
}
