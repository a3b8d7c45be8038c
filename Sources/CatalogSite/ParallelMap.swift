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
private final class ResultBox<T>: @unchecked Sendable {
    private var storage: [T?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: T) { storage.withUnsafeMutableBufferPointer { $0[i] = value } }
    func values() -> [T] { storage.map { $0! } }
}

private struct UnsafeSendable<V>: @unchecked Sendable {
    let value: V
    init(_ value: V) { self.value = value }
}
