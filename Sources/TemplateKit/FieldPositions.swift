import Synchronization

/// Where renders found the names they looked up, by the class of the object they asked: a
/// field's position in the class's ``TemplateObject/fieldList``, the news that the class has no
/// such field, or that the class keeps no list and must be asked by name.
///
/// A small table that forgets: 256 slots in pairs, a pair chosen by the name's number in the
/// program and the class. An entry pushed out by others is found again the slow way, so a
/// collision costs time, never a wrong answer. Only one render may use a table at a time (see
/// ``FieldPositionMemory``).
final class FieldPositions {
    /// What a class answers for a name.
    enum Answer: Equatable {
        case position(Int)
        /// The class has a list, and the name is not on it.
        case absent
        /// The class has no list: ask the object by name.
        case byName
    }

    private struct Entry {
        /// The name's index in the program's keys; -1 for an empty slot.
        var key: Int32 = -1
        /// `Answer` as a number: a position, or -1 absent, or -2 by name.
        var answer: Int32 = 0
        var type: ObjectIdentifier?
    }

    private static let slotCount = 256
    private let entries: UnsafeMutableBufferPointer<Entry>

    init() {
        entries = .allocate(capacity: Self.slotCount)
        entries.initialize(repeating: Entry())
    }

    deinit {
        entries.deallocate()
    }

    /// The answer of `object`'s class for key number `key` of the program, `keys[key]`.
    @inline(__always)
    func answer(for key: Int, of object: TemplateObject, keys: UnsafeBufferPointer<TemplateKey>) -> Answer {
        let type = ObjectIdentifier(Swift.type(of: object))
        // The class's address past its alignment, mixed with the key's number by a multiply.
        let mixed = UInt(bitPattern: type) >> 4 &+ UInt(truncatingIfNeeded: key) &* 0x9E37_79B9
        let key32 = Int32(truncatingIfNeeded: key)
        // Two slots for each pair of name and class, the one used last first: a page that asks
        // two classes by turns for names that share a slot keeps both.
        let slot = Int(mixed & UInt(Self.slotCount - 1)) & ~1
        if entries[slot].key == key32, entries[slot].type == type {
            return Self.answer(entries[slot].answer)
        }
        if entries[slot + 1].key == key32, entries[slot + 1].type == type {
            entries.swapAt(slot, slot + 1)
            return Self.answer(entries[slot].answer)
        }
        let found: Int32
        if let list = Swift.type(of: object).fieldList {
            found = list.index(of: keys[key]).map { Int32($0) } ?? -1
        } else {
            found = -2
        }
        entries[slot + 1] = entries[slot]
        entries[slot] = Entry(key: key32, answer: found, type: type)
        return Self.answer(found)
    }

    @inline(__always)
    private static func answer(_ number: Int32) -> Answer {
        switch number {
        case -1: return .absent
        case -2: return .byName
        default: return .position(Int(number))
        }
    }
}

/// The table of field positions a library's renders share, one render at a time: what one page
/// learned (a rule's view has `lead` at position 3) the next page need not find again. A render
/// that finds the table taken, because a copy of the library renders on another core, uses a
/// table of its own; `TemplateLibraryPool` gives each thread a library of its own, so that is rare.
final class FieldPositionMemory: Sendable {
    private let taken = Atomic<Bool>(false)
    nonisolated(unsafe) private let shared = FieldPositions()

    func withPositions<Result>(_ body: (FieldPositions) -> Result) -> Result {
        guard taken.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            return body(FieldPositions())
        }
        defer { taken.store(false, ordering: .releasing) }
        return body(shared)
    }
}
