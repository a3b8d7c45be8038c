/// Whether a presentation exists on a platform, as far as the sources say.
public enum PlatformSupport: String, Hashable, Sendable, CaseIterable, Codable {
    case supported
    case unsupported
    /// No source says whether it exists there; the model gives no answer rather than guess.
    case notDefined = "not defined"
}
