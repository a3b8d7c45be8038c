import Foundation

extension Array where Element: Sendable {
    /// Maps on every core. Pages are independent until assembly, so ingest scales with cores;
    /// results keep the input order, which keeps output deterministic.
    func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let box = ResultBox<T>(count: count)
        self.withUnsafeBufferPointer { input in
            let base = UnsafeSendable(input)
            DispatchQueue.concurrentPerform(iterations: count) { i in
                box.set(i, transform(base.value[i]))
            }
        }
        return box.values()
    }
}

/// Each slot is written by exactly one iteration, so slots need no lock.
///
/// Raw memory, not an array: writing through an array shared by several threads lets one of them
/// find the buffer not uniquely referenced (another thread is inside its own write) and copy it
/// mid-write, which crashed builds whose iterations were short, such as reading files.
private final class ResultBox<T>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func set(_ i: Int, _ value: T) { base[i] = value }

    func values() -> [T] { (0..<count).map { base[$0]! } }
}

private struct UnsafeSendable<V>: @unchecked Sendable {
    let value: V
    init(_ value: V) { self.value = value }
}
