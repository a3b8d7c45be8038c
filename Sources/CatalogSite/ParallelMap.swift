import Parallel

extension Array where Element: Sendable {
    /// Maps on every core. Pages are independent until assembly, so ingest scales with cores;
    /// results keep the input order, which keeps output deterministic.
    func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        ParallelWork.map(count, parallel: true) { transform(self[$0]) }
    }
}
