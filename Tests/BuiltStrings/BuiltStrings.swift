/// Strings built by joining pieces chosen by a fixed sequence: the same cases on every run, for
/// the tests that hold a fast byte reading to the general character reading it stands in for.
/// Each test chooses pieces on both sides of the fast path's rules (separators, line breaks,
/// combining marks, other scripts).
public struct BuiltStrings: Sequence, IteratorProtocol {
    private let pieces: [String]
    private let pieceCounts: ClosedRange<Int>
    private var remaining: Int
    private var state: UInt64

    /// `count` strings of `pieceCounts` pieces each, drawn from `pieces`.
    public init(_ count: Int, of pieces: [String], pieceCounts: ClosedRange<Int>, seed: UInt64) {
        precondition(!pieces.isEmpty)
        self.pieces = pieces
        self.pieceCounts = pieceCounts
        self.remaining = count
        self.state = seed
    }

    public mutating func next() -> String? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        var text = ""
        for _ in 0..<(pieceCounts.lowerBound + draw(pieceCounts.count)) {
            text += pieces[draw(pieces.count)]
        }
        return text
    }

    /// The next number below `bound`, from a 64-bit linear congruential sequence.
    private mutating func draw(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
