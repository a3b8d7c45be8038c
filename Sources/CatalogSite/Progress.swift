/// Receives pipeline progress, so the CLI can print `[2/4] Verifying 84 examples` and tests can stay quiet.
public protocol ProgressReporter: Sendable {
    func stepStarted(index: Int, of total: Int, name: String, detail: String)
}

/// Reports nothing; the default for library callers and tests.
public struct SilentProgress: ProgressReporter {
    public init() {}
    public func stepStarted(index: Int, of total: Int, name: String, detail: String) {}
}
