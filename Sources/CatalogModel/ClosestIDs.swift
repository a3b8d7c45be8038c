#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// "Did you mean" for ids: the known ids closest to one that matched nothing.
///
/// Made once for a set of ids, then asked once per broken reference. A catalog of 10,000 pages
/// has 150,000 rule ids, and one renamed section can leave hundreds of references to ids that
/// are gone; comparing each with every id by a full edit distance, one `Array` per id, took more
/// than a second a reference, so a build with a few hundred of them seemed to hang. Here the ids
/// are kept as one run of bytes, a comparison skips the bytes both ids share at either end, and
/// it gives up as soon as the id cannot beat the closest ones found so far.
public struct ClosestIDs: Sendable {
    /// Sorted, without repeats: ties go to the id that sorts first.
    public let ids: [String]
    /// Every id's UTF-8, one after another: id `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// The length in bytes of the longest id: the room a comparison needs.
    private let longest: Int
    /// How often each id holds each kind of byte (see `histogram`), 32 counts an id: half the
    /// sum of the differences of two ids' counts is at most their edit distance, and costs 32
    /// subtractions against the hundreds of cells of the distance itself, so most ids are
    /// ruled out on it alone.
    private let histograms: [UInt8]

    public init(_ ids: some Sequence<String>) {
        var sorted = Array(ids)
        sorted.sort()
        var unique: [String] = []
        unique.reserveCapacity(sorted.count)
        for id in sorted where unique.last != id { unique.append(id) }
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        starts.reserveCapacity(unique.count + 1)
        var longest = 0
        for id in unique {
            bytes.append(contentsOf: id.utf8)
            longest = max(longest, bytes.count - starts[starts.count - 1])
            starts.append(bytes.count)
        }
        self.longest = longest
        var histograms = [UInt8](repeating: 0, count: unique.count * 32)
        histograms.withUnsafeMutableBufferPointer { counts in
            for i in unique.indices {
                Self.histogram(unique[i].utf8, into: UnsafeMutableBufferPointer(rebasing: counts[(i * 32)..<(i * 32 + 32)]))
            }
        }
        self.histograms = histograms
        self.ids = unique
        self.bytes = bytes
        self.starts = starts
    }

    /// Up to `limit` ids: those that end with `.reference` (a bare slug, or a section and slug)
    /// first, in order; else those within an edit distance of a third of the reference's length
    /// (at least 3), closest first, ties by id.
    public func closest(to reference: String, limit: Int = 3) -> [String] {
        guard limit > 0, !ids.isEmpty else { return [] }
        let target = Array(reference.utf8)
        return bytes.withUnsafeBufferPointer { all in
            target.withUnsafeBufferPointer { target in
                let endings = withSuffix(target, in: all, limit: limit)
                if !endings.isEmpty { return endings.map { ids[$0] } }
                return nearest(target, in: all, limit: limit).map { ids[$0] }
            }
        }
    }

    private func id(_ i: Int, in all: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: all[starts[i]..<starts[i + 1]])
    }

    private func withSuffix(_ target: UnsafeBufferPointer<UInt8>, in all: UnsafeBufferPointer<UInt8>, limit: Int) -> [Int] {
        var found: [Int] = []
        for i in ids.indices {
            let candidate = id(i, in: all)
            guard candidate.count > target.count, candidate[candidate.count - target.count - 1] == UInt8(ascii: ".") else { continue }
            if target.isEmpty || memcmp(candidate.baseAddress! + (candidate.count - target.count), target.baseAddress!, target.count) == 0 {
                found.append(i)
                if found.count == limit { break }
            }
        }
        return found
    }

    /// Counts of each byte, folded into 32 kinds (the low five bits: each letter its own kind,
    /// digits and punctuation sharing), each at most 255. Folding and the ceiling only lower
    /// the differences, so the bound stays a bound.
    static func histogram(_ bytes: some Sequence<UInt8>, into counts: UnsafeMutableBufferPointer<UInt8>) {
        for byte in bytes {
            let kind = Int(byte & 31)
            if counts[kind] < 255 { counts[kind] += 1 }
        }
    }

    /// A lower bound of the edit distance of two ids, from their histograms: an edit changes
    /// at most two counts, each by one.
    static func lowerBound(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Int {
        var total = 0
        for k in 0..<32 {
            let x = Int(a[k]), y = Int(b[k])
            total &+= x > y ? x &- y : y &- x
        }
        return (total + 1) / 2
    }

    private func nearest(_ target: UnsafeBufferPointer<UInt8>, in all: UnsafeBufferPointer<UInt8>, limit: Int) -> [Int] {
        // The ids that share the reference's first part (its page, for a rule id) are looked at
        // first: a typo's intended id is usually among them, and once `limit` close ids are in
        // hand, every other id is given up on as soon as it is further away than those.
        let first = target.firstIndex(of: UInt8(ascii: "."))
            .map { prefixRange(UnsafeBufferPointer(rebasing: target[...$0]), in: all) } ?? 0..<0
        var search = Search(threshold: max(3, target.count / 3), limit: limit)
        var targetCounts = [UInt8](repeating: 0, count: 32)
        var row = [Int](repeating: 0, count: longest + 1)
        targetCounts.withUnsafeMutableBufferPointer { Self.histogram(target, into: $0) }
        targetCounts.withUnsafeBufferPointer { targetCounts in
            histograms.withUnsafeBufferPointer { histograms in
                row.withUnsafeMutableBufferPointer { row in
                    for range in [first, 0..<first.lowerBound, first.upperBound..<ids.count] {
                        for i in range {
                            guard let cap = search.cap(for: i) else { continue }
                            // The cheapest bounds first: the lengths, then the byte counts.
                            let candidate = id(i, in: all)
                            guard abs(candidate.count - target.count) <= cap,
                                  Self.lowerBound(targetCounts.baseAddress!, histograms.baseAddress! + i * 32) <= cap else { continue }
                            search.offer(i, distance: Self.distance(target, candidate, cap: cap, row: row))
                        }
                    }
                }
            }
        }
        return search.best.map(\.index)
    }

    /// The closest ids found so far, in order.
    private struct Search {
        let threshold: Int, limit: Int
        var best: [(distance: Int, index: Int)] = []

        /// The largest distance at which id `i` would still get in; nil when none would.
        @inline(__always) func cap(for i: Int) -> Int? {
            guard best.count == limit else { return threshold }
            // A tie with the last of the best wins only for an id that sorts before it.
            let last = best[limit - 1]
            let cap = i < last.index ? last.distance : last.distance - 1
            return cap < 0 ? nil : cap
        }

        mutating func offer(_ i: Int, distance d: Int) {
            guard let cap = cap(for: i), d <= cap else { return }
            let at = best.firstIndex { ($0.distance, $0.index) > (d, i) } ?? best.endIndex
            best.insert((d, i), at: at)
            if best.count > limit { best.removeLast() }
        }
    }

    /// The positions of the ids that start with `prefix` (they are next to each other, as the ids
    /// are sorted by their bytes when they are ASCII; ids that are not still compare correctly,
    /// they are only not looked at first).
    private func prefixRange(_ prefix: UnsafeBufferPointer<UInt8>, in all: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        func startsWithOrAfter(_ i: Int) -> Bool {
            let candidate = id(i, in: all)
            let n = min(candidate.count, prefix.count)
            let c = n == 0 ? 0 : memcmp(candidate.baseAddress!, prefix.baseAddress!, n)
            return c > 0 || (c == 0 && candidate.count >= prefix.count)
        }
        var lo = 0, hi = ids.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if startsWithOrAfter(mid) { hi = mid } else { lo = mid + 1 }
        }
        var end = lo
        while end < ids.count {
            let candidate = id(end, in: all)
            guard candidate.count >= prefix.count, memcmp(candidate.baseAddress!, prefix.baseAddress!, prefix.count) == 0 else { break }
            end += 1
        }
        return lo..<end
    }

    /// The Levenshtein distance between `a` and `b` in bytes when it is at most `cap`, else
    /// `cap + 1`. Only the band of cells within `cap` of the diagonal is computed (a cell
    /// further out already costs more), on what is left once the bytes both share at the start
    /// and at the end are set aside, which does not change the distance. `row` must hold
    /// `b.count + 1` values.
    static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, cap: Int,
                         row: UnsafeMutableBufferPointer<Int>) -> Int {
        var start = 0
        let shorter = min(a.count, b.count)
        while start < shorter && a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start && endB > start && a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
        let n = endA - start, m = endB - start
        if abs(n - m) > cap { return cap + 1 }
        if n == 0 || m == 0 { return max(n, m) }
        let over = cap + 1
        // row[j] is the distance between a's first i bytes and b's first j (of what is left).
        for j in 0...m { row[j] = min(j, over) }
        for i in 1...n {
            let low = max(1, i - cap), high = min(m, i + cap)
            // The cell left of the band: the first column, or outside the band (too far).
            var diagonal = row[low - 1]
            var left = low == 1 ? min(i, over) : over
            if low == 1 { row[0] = left }
            var rowMin = left
            let byte = a[start + i - 1]
            for j in low...high {
                let up = row[j]
                let cost = byte == b[start + j - 1] ? 0 : 1
                let cell = min(min(up, left) + 1, diagonal + cost, over)
                diagonal = up
                row[j] = cell
                left = cell
                if cell < rowMin { rowMin = cell }
            }
            // The cell right of the band stays "too far" for the next row to read.
            if high < m { row[high + 1] = over }
            if rowMin > cap { return over }
        }
        return row[m]
    }
}
