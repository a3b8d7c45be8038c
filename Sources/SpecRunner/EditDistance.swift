/// Levenshtein distance over characters, for "did you mean" suggestions.
enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// Up to `limit` candidates closest to `text`, closest first, ties in candidate order.
    static func nearest(to text: String, among candidates: [String], limit: Int = 3) -> [String] {
        let key = text.lowercased()
        return candidates.enumerated()
            .map { (index: $0.offset, value: $0.element, distance: between(key, $0.element.lowercased())) }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
            .prefix(limit)
            .map(\.value)
    }
}
