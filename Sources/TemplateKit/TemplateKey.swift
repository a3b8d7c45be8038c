/// A field name as a template asks for it, with its hash worked out once when the template is
/// parsed rather than on every look-up.
///
/// Rendering a page looks up about a thousand names. Matching a name against a view's fields one
/// string comparison at a time was most of the engine's look-up cost; a model's
/// ``TemplateFieldNames`` finds a key with one probe by this hash and one comparison.
@frozen
public struct TemplateKey: Sendable {
    public let name: String
    public let hash: Int

    public init(_ name: String) {
        self.name = name
        self.hash = Self.hash(of: name)
    }

    init(name: String, hash: Int) {
        self.name = name
        self.hash = hash
    }

    /// FNV-1a over the UTF-8 bytes: stable across runs (unlike `hashValue`, which Swift seeds per
    /// process), and cheap for the short names templates use.
    static func hash(of name: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash)
    }
}

/// The field names of a model type, found by a key's hash in an open-addressed table: a look-up
/// answers with the field's position in the list, and the model answers for that position (the
/// `switch` that `@TemplateModel` writes). The standard dictionary, which hashes the name again on
/// every look-up, made a 1,000-page build 7% more instructions (docs/ARCHITECTURE.md, "Measured
/// choices").
public struct TemplateFieldNames: Sendable, ExpressibleByArrayLiteral {
    @usableFromInline let keys: [TemplateKey]
    /// Index into `keys` + 1, 0 for an empty slot; a power of two at least twice the field count,
    /// so a probe for a missing name ends at an empty slot after a step or two.
    @usableFromInline let slots: [Int32]

    public init(arrayLiteral names: String...) {
        self.init(names)
    }

    public init(_ names: [String]) {
        keys = names.map { TemplateKey($0) }
        var size = 4
        while size < 2 * keys.count { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (n, key) in keys.enumerated() {
            precondition(!keys[..<n].contains { $0.name == key.name }, "field '\(key.name)' is listed twice")
            var slot = key.hash & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(n + 1)
        }
        self.slots = slots
    }

    /// The position of the field `key` in the list; nil when there is no such field.
    @inlinable
    public func index(of key: TemplateKey) -> Int? {
        let mask = slots.count - 1
        var slot = key.hash & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if keys[entry - 1].hash == key.hash && keys[entry - 1].name == key.name { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Every field name, in the order listed.
    public var names: [String] { keys.map(\.name) }
}
