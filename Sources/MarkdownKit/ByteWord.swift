/// Eight bytes of a page read as one word, for the scans that look at every page eight bytes a
/// step (`ParserHazards`, and the check for characters HTML forbids). Each mask has the high bit
/// of every byte that passes its test, and is exact per byte: a byte's low seven bits plus at
/// most 0x7F never carries into the next byte, so one byte cannot change another's answer.
public struct ByteWord {
    public let bits: UInt64

    @inlinable static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @inlinable static var highs: UInt64 { 0x8080_8080_8080_8080 }
    @inlinable static var lows: UInt64 { 0x7F7F_7F7F_7F7F_7F7F }

    /// The eight bytes at `offset`, which must leave eight bytes in `bytes`.
    @inlinable
    public init(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        bits = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// The bytes equal to `byte`.
    @inlinable
    public func equal(to byte: UInt8) -> UInt64 {
        let y = bits ^ (Self.ones &* UInt64(byte))
        return ~(((y & Self.lows) &+ Self.lows) | y) & Self.highs
    }

    /// The bytes below `limit`, which is at most 0x80.
    @inlinable
    public func below(_ limit: UInt8) -> UInt64 {
        ~(((bits & Self.lows) &+ Self.ones &* UInt64(0x80 - limit)) | bits) & Self.highs
    }

    /// The bytes of multibyte UTF-8 sequences (the high bit set).
    @inlinable
    public var nonASCII: UInt64 { bits & Self.highs }
}
