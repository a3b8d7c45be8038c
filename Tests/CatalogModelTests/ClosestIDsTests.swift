import Testing
import CatalogModel

/// `ClosestIDs` skips most of the work a plain search does (ids that share a prefix first, bounds
/// from lengths and byte counts, a band of the distance table, giving up past the best so far);
/// its answers must be the plain search's, ties and all.
@Suite struct ClosestIDsTests {
    /// The plain search, as the assembler made it before: every id, full edit distance.
    static func plainClosest(to reference: String, among ids: [String], limit: Int = 3) -> [String] {
        let unique = Array(Set(ids)).sorted()
        let target = Array(reference.utf8)
        let endings = unique.filter { id in
            let bytes = Array(id.utf8)
            return bytes.count > target.count && bytes[bytes.count - target.count - 1] == UInt8(ascii: ".")
                && Array(bytes.suffix(target.count)) == target
        }
        if !endings.isEmpty { return Array(endings.prefix(limit)) }
        let threshold = max(3, target.count / 3)
        return unique.map { ($0, levenshtein(target, Array($0.utf8))) }
            .filter { $0.1 <= threshold }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit)
            .map(\.0)
    }

    static func levenshtein(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for i in a.indices {
            var current = [i + 1] + [Int](repeating: 0, count: b.count)
            for j in b.indices {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    @Test func answersAsThePlainSearchDoes() {
        // Rule-like ids from few pieces, so that many are near each other and ties are common;
        // some with bytes beyond ASCII, some empty or a single dot.
        let pieces = ["sheets", "alerts", ".", ".", "best-practices", "ios", "-", "keep", "a", "b", "é", "x", "short", "0", "1"]
        let ids = Array(seededStrings(250, of: pieces, pieceCounts: 0...6, seed: 41))
        let closest = ClosestIDs(ids)
        #expect(closest.ids == Array(Set(ids)).sorted())
        var checked = 0, suggested = 0, tied = 0
        for (n, reference) in seededStrings(700, of: pieces + ["zz", "s", "e"], pieceCounts: 0...7, seed: 43).enumerated() {
            // Half the references are ids with a byte changed, dropped or added: near misses.
            var asked = reference
            if n % 2 == 0, let id = ids.dropFirst(n % ids.count).first, !id.isEmpty {
                var bytes = Array(id.utf8)
                let at = n % bytes.count
                switch n % 6 {
                case 0: bytes[at] = UInt8(ascii: "q")
                case 2: bytes.remove(at: at)
                default: bytes.insert(UInt8(ascii: "e"), at: at)
                }
                asked = String(decoding: bytes, as: UTF8.self)
            }
            // The plain search's answer for a limit is the start of its answer for a larger one.
            let ranked = Self.plainClosest(to: asked, among: ids, limit: 4)
            for limit in [1, 3] {
                let expected = Array(ranked.prefix(limit))
                #expect(closest.closest(to: asked, limit: limit) == expected, "\(asked) limit \(limit)")
                checked += 1
                if !expected.isEmpty { suggested += 1 }
            }
            // Cases where the third place is shared: the tie must go to the id sorted first.
            let target = Array(asked.utf8)
            if ranked.count == 4, Self.levenshtein(target, Array(ranked[2].utf8)) == Self.levenshtein(target, Array(ranked[3].utf8)) {
                tied += 1
            }
        }
        // The cases are worth checking: most get suggestions, and many of those ties to break.
        #expect(checked == 1_400)
        #expect(suggested > 700)
        #expect(tied > 100)
    }

    @Test func findsTheIntendedRuleAmongManyPages() {
        // The shape the search is fast for: a typo in a slug, many pages with the same slugs.
        let slugs = ["keep-sheets-short", "offer-a-cancel-button", "prefer-the-large-detent", "avoid-nested-sheets"]
        var ids: [String] = []
        for page in 0..<300 {
            for section in ["best-practices", "ios-ipados", "macos"] {
                for slug in slugs { ids.append("guide-\(page).\(section).\(slug)") }
            }
        }
        let closest = ClosestIDs(ids)
        let typo = "guide-123.ios-ipados.ofer-a-cancel-button"
        #expect(closest.closest(to: typo).first == "guide-123.ios-ipados.offer-a-cancel-button")
        #expect(closest.closest(to: typo) == Self.plainClosest(to: typo, among: ids))
        // A bare slug names every page's rule of that slug, in id order.
        #expect(closest.closest(to: "avoid-nested-sheets", limit: 2)
                == ["guide-0.best-practices.avoid-nested-sheets", "guide-0.ios-ipados.avoid-nested-sheets"])
        // Nothing near: no suggestion rather than a far one.
        #expect(closest.closest(to: "completely-unrelated-words-here").isEmpty)
        #expect(ClosestIDs([String]()).closest(to: "anything").isEmpty)
    }
}

/// `count` strings of `pieceCounts` pieces each, drawn from `pieces` by a fixed sequence, so
/// every run checks the same cases.
private func seededStrings(_ count: Int, of pieces: [String], pieceCounts: ClosedRange<Int>, seed: UInt64) -> [String] {
    var state = seed
    func draw(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    return (0..<count).map { _ in
        (0..<(pieceCounts.lowerBound + draw(pieceCounts.count))).map { _ in pieces[draw(pieces.count)] }.joined()
    }
}
