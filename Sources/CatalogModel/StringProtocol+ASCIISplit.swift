extension StringProtocol where SubSequence == Substring {
    /// `split(separator:maxSplits:omittingEmptySubsequences:)`, the same pieces, found by bytes
    /// when the text is ASCII and the separator an ASCII character other than a line break.
    ///
    /// Splitting by characters walks grapheme clusters generically: about ten thousand
    /// instructions for a short path, and paths, links and titles are split for every page. In
    /// ASCII text every byte is a character (a carriage return and line feed pair aside, which
    /// the separator cannot be), so the bytes give the same pieces. Inlinable, so that each
    /// module's calls are compiled for `String` and `Substring` rather than run generically.
    @inlinable
    public func asciiSplit(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring] {
        guard let byte = separator.asciiValue, byte != 10, byte != 13, utf8.allSatisfy({ $0 < 0x80 }) else {
            return split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
        }
        // The standard library's algorithm, over bytes.
        var result: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        func append(upTo end: String.Index) -> Bool {
            if start == end && omittingEmptySubsequences { return false }
            result.append(self[start..<end])
            return true
        }
        if maxSplits == 0 || bytes.isEmpty {
            _ = append(upTo: bytes.endIndex)
            return result
        }
        var end = start
        while end != bytes.endIndex {
            if bytes[end] == byte {
                let appended = append(upTo: end)
                bytes.formIndex(after: &end)
                start = end
                if appended && result.count == maxSplits { break }
                continue
            }
            bytes.formIndex(after: &end)
        }
        if start != bytes.endIndex || !omittingEmptySubsequences {
            result.append(self[start..<bytes.endIndex])
        }
        return result
    }
}
