/// Eight bytes read as one integer, and tests that ask of all eight at once whether any of them
/// is a given byte. The escapers use them to step over text with nothing to escape eight bytes at
/// a time; a word that may hold such a byte is then read byte by byte, as before.
///
/// Byte by byte, text with a space every few letters sends the loop down an unpredictable branch
/// every few bytes; a word's tests have no branch until the answer. In isolation the scan of a
/// 300-byte rule body went seven times as fast (docs/benchmark.md, stop 21).
///
/// Each test gives a word whose high bit is set in some byte exactly when the answer is yes for
/// some byte (the classic "has a zero byte" trick: subtracting one from each byte borrows through
/// the high bit only from a byte that was zero). Tests are combined with `|` and read once with
/// ``ByteWords/any(_:)``.
public enum ByteWords {
    /// 0x01 in every byte.
    public static let ones: UInt64 = 0x0101_0101_0101_0101
    /// 0x80 in every byte.
    public static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes of `bytes` from `index`, the first in the lowest byte; `index + 8` must
    /// not pass the end.
    @inlinable
    public static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// The first index from `index` on, in steps of eight, whose word `mayHold` says yes to, or
    /// where fewer than eight bytes are left. The bytes before it hold nothing `mayHold` looks for.
    @inlinable @inline(__always)
    public static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, unless mayHold: (UInt64) -> Bool) -> Int {
        var i = index
        while i + 8 <= bytes.count, !mayHold(word(bytes, at: i)) { i += 8 }
        return i
    }

    /// High bits for a zero byte in `word`.
    @inlinable
    public static func zero(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word
    }

    /// High bits for a byte of `word` equal to `byte`.
    @inlinable
    public static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        zero(word ^ (ones &* UInt64(byte)))
    }

    /// High bits for a byte of `word` below `bound`, which must be at most 128.
    @inlinable
    public static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word
    }

    /// Whether any test combined into `tests` said yes.
    @inlinable
    public static func any(_ tests: UInt64) -> Bool {
        tests & highBits != 0
    }
}
