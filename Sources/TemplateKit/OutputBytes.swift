/// Something bytes are appended to: an array, or an ``OutputBytes``.
public protocol ByteSink: ~Copyable {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    mutating func append(_ byte: UInt8)
    /// `value` in decimal. ``OutputBytes`` writes the digits in place; other sinks get them
    /// from a scratch buffer.
    mutating func append(decimal value: Int)
}

extension ByteSink where Self: ~Copyable {
    /// The UTF-8 bytes of a literal.
    @inlinable
    public mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The UTF-8 bytes of `text`, read in place when the string is contiguous (native strings are).
    @inlinable
    public mutating func append(utf8 text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `value` in decimal, written digit by digit into a scratch buffer and appended at once,
    /// instead of through a String.
    @inlinable
    public mutating func append(decimal value: Int) {
        guard value != 0 else { append(UInt8(ascii: "0")); return }
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes hold any 64-bit integer's digits
        withUnsafeMutableBytes(of: &buffer) { digits in
            var start = digits.count
            while magnitude > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            append(UnsafeBufferPointer(rebasing: digits.bindMemory(to: UInt8.self)[start...]))
        }
    }
}

extension Array: ByteSink where Element == UInt8 {
    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

/// Bytes in memory of their own, appended with a capacity check and a copy: where templates
/// render and `catalog.json` and the search index are written. An array checks on every append
/// that its buffer is not shared, then grows through generic code; a page is hundreds of small
/// appends (a tag, a value, a tag), and those checks were a tenth of a render.
public struct OutputBytes: ByteSink, ~Copyable {
    // Visible to inlinable code, so that an append in another module is a copy in place and
    // not a call.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var used = 0
    @usableFromInline var capacity: Int

    /// How many bytes were written.
    public var count: Int { used }

    public init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    public var isEmpty: Bool { used == 0 }

    /// The last byte written; nil when there is none.
    public var last: UInt8? { used > 0 ? base[used - 1] : nil }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if used + bytes.count > capacity { grow(toHold: used + bytes.count) }
        (base + used).update(from: source, count: bytes.count)
        used += bytes.count
    }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        if used == capacity { grow(toHold: used + 1) }
        base[used] = byte
        used += 1
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// `byte`, `count` times (an indentation).
    @inlinable
    public mutating func append(repeating byte: UInt8, count n: Int) {
        guard n > 0 else { return }
        if used + n > capacity { grow(toHold: used + n) }
        (base + used).update(repeating: byte, count: n)
        used += n
    }

    /// `value` in decimal, written in place: its digits are counted, then written from the last
    /// one back, straight into the buffer. The search index writes millions of numbers, and
    /// writing each into a scratch buffer first and copying it over cost some 120 instructions.
    @inlinable
    public mutating func append(decimal value: Int) {
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let length = digits + (value < 0 ? 1 : 0)
        if used + length > capacity { grow(toHold: used + length) }
        var at = base + used + length
        repeat {
            at -= 1
            at.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        if value < 0 { base[used] = UInt8(ascii: "-") }
        used += length
    }

    /// Forgets what was written, keeping the memory for what comes next.
    public mutating func removeAll() { used = 0 }

    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: base, count: used))
    }

    /// What was written, as an array of its own.
    public var array: [UInt8] { withBytes { Array($0) } }

    @usableFromInline
    mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: used)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
