/// Suggests the ids closest to a mistyped one, for "did you mean" fixes.
enum NearestIDs {
    /// Up to three candidates: ids that end with the reference first (a bare slug), then those
    /// within a small edit distance, closest first, ties by id.
    static func find(_ reference: String, among candidates: [String], limit: Int = 3) -> [String] {
        let suffixMatches = candidates.filter { $0.hasSuffix("." + reference) }.sorted()
        if !suffixMatches.isEmpty { return Array(suffixMatches.prefix(limit)) }
        let target = Array(reference.utf8)
        let threshold = max(3, target.count / 3)
        return candidates
            .map { ($0, distance(target, Array($0.utf8), cap: threshold)) }
            .filter { $0.1 <= threshold }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit)
            .map(\.0)
    }

    /// Levenshtein distance, giving up early once every path costs more than `cap`.
    static func distance(_ a: [UInt8], _ b: [UInt8], cap: Int) -> Int {
        if abs(a.count - b.count) > cap { return cap + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            current[0] = i
            var rowMin = current[0]
            for j in 1...max(1, b.count) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin > cap { return cap + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
