extension String {
    /// The parts one after another, written into one new string. Appending costs a few hundred
    /// instructions a call in the runtime whatever the length, and links are put together from
    /// five or six parts for every rule on every page; copying the parts' bytes costs a few.
    @inlinable
    public static func concatenating(_ parts: String...) -> String {
        var total = 0
        for part in parts { total += part.utf8.count }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var written = 0
            for part in parts {
                part.withContiguousUTF8 { bytes in
                    buffer.baseAddress!.advanced(by: written).update(from: bytes.baseAddress!, count: bytes.count)
                    written += bytes.count
                }
            }
            return written
        }
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes, read in place.
    ///
    /// `withUTF8` is mutating, so reading a `let` through it meant copying the string into a
    /// `var` first, and that copy is a retain and a release on every call: in the escapers, the
    /// slug and link checks and the tokeniser, millions of them in a large build. Native strings
    /// are contiguous UTF-8 already; only a string that is not (bridged from elsewhere) is copied.
    @inlinable
    public func withContiguousUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
