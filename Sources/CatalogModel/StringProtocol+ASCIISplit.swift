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
        // Where the separator stands, as byte offsets, found in the contiguous bytes: walking
        // the UTF-8 view index by index cost tens of instructions a byte. Nil when the text is
        // not ASCII (or not contiguous), which the character split then takes.
        guard let byte = separator.asciiValue, byte != 10, byte != 13,
              let cuts = utf8.withContiguousStorageIfAvailable({ bytes -> [Int]? in
                  var cuts: [Int] = []
                  for i in bytes.indices {
                      if bytes[i] >= 0x80 { return nil }
                      if bytes[i] == byte { cuts.append(i) }
                  }
                  return cuts
              }), let cuts else {
            return split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
        }
        // The standard library's algorithm, over the cuts.
        let bytes = utf8
        var result: [Substring] = []
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
        for cut in cuts {
            let end = bytes.index(bytes.startIndex, offsetBy: cut)
            let appended = append(upTo: end)
            start = bytes.index(after: end)
            if appended && result.count == maxSplits { break }
        }
        if start != bytes.endIndex || !omittingEmptySubsequences {
            result.append(self[start..<bytes.endIndex])
        }
        return result
    }
}
