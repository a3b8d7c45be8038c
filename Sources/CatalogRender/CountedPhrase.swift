/// A phrase with a count in it ("{n} rules not on macOS"), singular and plural, split at "{n}"
/// once: pair pages fill it in for every differing component, and a generic search-and-replace
/// per cell took about 8% of a 10,000-page build's CPU time.
struct CountedPhrase: Sendable {
    private let one: [Substring], other: [Substring]

    init(one: String, other: String) {
        self.one = one.split(separator: "{n}", omittingEmptySubsequences: false)
        self.other = other.split(separator: "{n}", omittingEmptySubsequences: false)
    }

    /// The phrase for `count`; nil for none.
    func text(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        return (count == 1 ? one : other).joined(separator: String(count))
    }
}
