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
