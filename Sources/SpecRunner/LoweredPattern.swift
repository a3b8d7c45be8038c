/// A step pattern with its words replaced by small integers, so that matching a line compares
/// numbers instead of strings. Built once by `StepMatcher` from the vocabulary.
struct LoweredPattern: Sendable {
    enum Element: Sendable {
        case words([[Int]])
        case slot
    }

    let elements: [Element]

    /// Lowers a pattern, giving each new word the next id in `table`.
    init(_ pattern: StepPattern, table: inout [String: Int]) {
        elements = pattern.elements.map { element in
            switch element {
            case .slot: return .slot
            case .words(let alternatives):
                return .words(alternatives.map { sequence in
                    sequence.map { word in
                        if let id = table[word] { return id }
                        let id = table.count
                        table[word] = id
                        return id
                    }
                })
            }
        }
    }

    /// The word ranges of the slots, in order, or nil when the line does not fit.
    func match(_ ids: [Int]) -> [Range<Int>]? {
        var captures: [Range<Int>] = []
        captures.reserveCapacity(4)
        return matchFrom(0, ids, 0, &captures) ? captures : nil
    }

    private func matchFrom(_ e: Int, _ ids: [Int], _ w: Int, _ captures: inout [Range<Int>]) -> Bool {
        if e == elements.count { return w == ids.count }
        switch elements[e] {
        case .words(let alternatives):
            for sequence in alternatives {
                guard w + sequence.count <= ids.count else { continue }
                var fits = true
                var offset = 0
                while offset < sequence.count {
                    if ids[w + offset] != sequence[offset] { fits = false; break }
                    offset += 1
                }
                if fits && matchFrom(e + 1, ids, w + sequence.count, &captures) { return true }
            }
            return false
        case .slot:
            guard ids.count > w else { return false }
            // The last slot takes the rest; an inner one takes the fewest words that let the rest match.
            var end = e == elements.count - 1 ? ids.count : w + 1
            while end <= ids.count {
                captures.append(w..<end)
                if matchFrom(e + 1, ids, end, &captures) { return true }
                captures.removeLast()
                end += 1
            }
            return false
        }
    }
}
