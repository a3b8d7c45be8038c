import Foundation

/// How long a fuzz run is: bounded for CI, longer on request through the environment.
///
/// `SHEETCAT_FUZZ_ITERATIONS` is the number of inputs each fuzz test tries (see
/// docs/benchmark.md); `SHEETCAT_FUZZ_SEED` picks another reproducible stream of inputs.
struct FuzzSettings {
    /// Inputs per fuzz test; the default keeps the whole FuzzTests target near 15 s in a debug build.
    let iterations: Int
    let seed: UInt64
    /// An input slower than this is reported as a hang candidate (saved, like a crash).
    let slowInputSeconds: Double

    static let defaultIterations = 500

    /// Swift Testing's limit per test: generous, since tests share two cores, and growing with
    /// the iteration count so that long local runs are not cut short.
    var timeLimitMinutes: Int { max(3, iterations / 60) }
    static let defaultSeed: UInt64 = 0x5EED_CA7A_1060

    static var current: FuzzSettings {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["SHEETCAT_FUZZ_ITERATIONS"].flatMap { Int($0) }.map { max(1, $0) }
        let seed = environment["SHEETCAT_FUZZ_SEED"].flatMap { UInt64($0) }
        return FuzzSettings(iterations: iterations ?? defaultIterations, seed: seed ?? defaultSeed,
                            slowInputSeconds: 10)
    }

    /// A separate stream per test, so adding inputs to one test does not change another's.
    func random(for test: String) -> FuzzRandom {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in test.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return FuzzRandom(seed: seed ^ hash)
    }
}
