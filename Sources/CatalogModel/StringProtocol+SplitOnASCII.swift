extension StringProtocol {
    /// The pieces between occurrences of an ASCII `separator`, found among the UTF-8 bytes: for
    /// paths, links, ids and titles, which are split at every page. Unlike a split by characters,
    /// a combining mark after the separator does not hide it, as in a file system's paths.
    /// Splitting by characters walked grapheme clusters, about ten thousand instructions for a
    /// short path: 5% of a 1,000-page build.
    public func split(onASCII separator: Unicode.Scalar, maxSplits: Int = Int.max,
                      omittingEmptySubsequences: Bool = true) -> [Substring] {
        precondition(separator.isASCII, "split(onASCII:) takes an ASCII separator")
        return Substring(self).utf8
            .split(separator: UInt8(separator.value), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
            .map { Substring($0) }
    }
}
