import Dispatch
import Synchronization

/// Runs independent pieces of work on every core and keeps their results in input order, so the
/// output does not depend on which core finished first. Ingest, the spec runner and rendering
/// all use it: `run` for the pages and their assembly, `map` for the checks across pages and the
/// examples' chunks, `parallelMap` for reading files. A module of its own, below all three, so
/// that none writes its own.
public enum ParallelWork {
    /// `body(i)` for every `i` in `0..<count`, in parallel unless `parallel` is false. Each result
    /// goes into a slot of raw memory of its own: an array written from several threads at once
    /// can find itself shared mid-write and copy its buffer under the other writer.
    public static func map<T>(_ count: Int, parallel: Bool, _ body: @Sendable (Int) -> T) -> [T] {
        guard parallel, count > 1 else { return (0..<count).map(body) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { i in slots.set(i, body(i)) }
        return slots.values()
    }

    /// `make(i)` for every `i` in `0..<count` on every core, each result handed to `consume` in
    /// order of `i`, one call at a time, on whichever core is free when the next result in order
    /// is ready. Serial work over the results (assembling pages into a catalog) then runs while
    /// the other cores still make results, instead of after them while they wait; and since
    /// `consume` owns each result, nothing else holds on to it.
    public static func run<T>(_ count: Int, parallel: Bool, make: @Sendable (Int) -> T,
                              consumeInOrder consume: (Int, consuming T) -> Void) {
        guard parallel, count > 1 else {
            for i in 0..<count { consume(i, make(i)) }
            return
        }
        let slots = Slots<T>(count: count)
        let handOff = HandOff(count: count)
        withoutActuallyEscaping(consume) { consume in
            // One call at a time, in order (see `HandOff`): the closure never runs concurrently.
            nonisolated(unsafe) let consume = consume
            DispatchQueue.concurrentPerform(iterations: count) { i in
                slots.set(i, make(i))
                var next = handOff.finished(i)
                while let run = next {
                    for n in run { consume(n, slots.take(n)) }
                    next = handOff.handedOver()
                }
            }
        }
    }

    /// `make(i)` for every `i` in `0..<count` on every core, handed to `consume` in order of `i`
    /// on the calling thread. The work goes in batches of `window`, so at most that many results
    /// are held at once: a file made of many parts can go to disk while it is still being made
    /// instead of sitting in memory whole.
    public static func inOrder<T>(_ count: Int, parallel: Bool, window: Int, make: @Sendable (Int) -> T, consume: (T) -> Void) {
        var start = 0
        while start < count {
            let end = min(count, start + max(1, window))
            let base = start
            for result in map(end - start, parallel: parallel, { make(base + $0) }) { consume(result) }
            start = end
        }
    }

    /// Lets go of `value` on another thread. Pass the last reference (`consume`), so the
    /// teardown of a large value happens there and not in the caller's critical path.
    public static func releaseInBackground<T: Sendable>(_ value: consuming T) {
        let owner = Owner(value)
        DispatchQueue.global(qos: .utility).async { owner.release() }
    }

    /// Starts `work` on another thread now; the result's `wait()` gives what it made. For work a
    /// caller needs later and can overlap with its own, such as look-ups made while examples run.
    public static func inBackground<T: Sendable>(_ work: @escaping @Sendable () -> T) -> Pending<T> {
        Pending(work)
    }

    /// What `inBackground` is making.
    public final class Pending<T: Sendable>: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        // Written once, by the worker, before `done` is signalled; read only after waiting on it.
        private var value: T?

        fileprivate init(_ work: @escaping @Sendable () -> T) {
            DispatchQueue.global(qos: .userInitiated).async {
                self.value = work()
                self.done.signal()
            }
        }

        /// Waits for the work to finish and gives its result; may be called again.
        public func wait() -> T {
            done.wait()
            // Signalled again for the next wait.
            defer { done.signal() }
            return value!
        }
    }

    /// `a()` and `b()` at once, on two cores.
    public static func both<A, B>(_ a: @Sendable () -> A, _ b: @Sendable () -> B) -> (A, B) {
        let first = Slots<A>(count: 1), second = Slots<B>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            if i == 0 { first.set(0, a()) } else { second.set(0, b()) }
        }
        return (first.values()[0], second.values()[0])
    }
}

/// Each slot is written by exactly one iteration and read only after all of them finished, so the
/// slots need no lock.
private final class Slots<T>: @unchecked Sendable {
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

    /// Moves the value out of slot `i`, once its writer is known to be done (a lock says so).
    func take(_ i: Int) -> T { base[i].take()! }

    func values() -> [T] { (0..<count).map { base[$0]! } }
}

/// Holds a value until `release()`, so the value is freed on whichever thread calls it.
private final class Owner<T: Sendable>: @unchecked Sendable {
    private var value: T?
    init(_ value: consuming T) { self.value = value }
    func release() { value = nil }
}

/// Which results are ready, and which thread, if any, is handing them over in order. A thread that
/// finishes result `i` marks it under the lock and, unless another thread is already handing
/// over, takes the run of ready results from the next unconsumed one. Before it lets go of that
/// role it looks again under the lock, so a result marked meanwhile is never left behind.
private final class HandOff: Sendable {
    private struct State {
        var ready: [Bool]
        var next = 0
        var handing = false
    }
    private let state: Mutex<State>

    init(count: Int) { state = Mutex(State(ready: Array(repeating: false, count: count))) }

    /// Marks `i` ready; the results this thread should hand over now, if any.
    func finished(_ i: Int) -> Range<Int>? {
        state.withLock { state in
            state.ready[i] = true
            guard !state.handing else { return nil }
            let run = Self.readyRun(&state)
            state.handing = run != nil
            return run
        }
    }

    /// After handing over the last run: the next run, or nil, and then this thread no longer
    /// hands over.
    func handedOver() -> Range<Int>? {
        state.withLock { state in
            let run = Self.readyRun(&state)
            if run == nil { state.handing = false }
            return run
        }
    }

    private static func readyRun(_ state: inout State) -> Range<Int>? {
        var end = state.next
        while end < state.ready.count && state.ready[end] { end += 1 }
        guard end > state.next else { return nil }
        defer { state.next = end }
        return state.next..<end
    }
}
