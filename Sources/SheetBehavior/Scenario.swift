/// One presentation in one context: the value every question of the core model is asked of.
///
/// The answers are computed, never stored, so a scenario is cheap to copy and change step by step
/// (the spec runner builds one per example case and mutates it as the person acts). Each question
/// has a cited form (`…Answer`, an `Answer` with its sources) and a plain form that reads its value.
public struct Scenario: Hashable, Sendable, Codable {
    public var configuration: PresentationConfiguration
    public var context: PresentationContext

    public init(_ configuration: PresentationConfiguration, in context: PresentationContext) {
        self.configuration = configuration
        self.context = context
    }

    /// Convenience: `Scenario(.sheet, on: .iOS)`.
    public init(_ presentation: Presentation, on platform: PlatformKind, width: HorizontalSizeClass? = nil,
                framework: UIFramework? = nil, osVersion: OSVersion? = nil) {
        self.init(PresentationConfiguration(presentation),
                  in: PresentationContext(platform: platform, width: width, osVersion: osVersion, framework: framework))
    }

    public var presentation: Presentation { configuration.presentation }
    public var platform: PlatformKind { context.platform }

    /// Whether the presentation exists on the platform at all (false where no source says).
    public var isSupported: Bool { supportAnswer.value == .supported }

    /// Whether the presentation exists on the platform, and why the model says so.
    public var supportAnswer: Answer<PlatformSupport> {
        switch presentation {
        // Material Components' own, not a platform-wide declaration: Compose has none.
        case .sideSheet: return sideSheetSupportAnswer
        default: return Scenario.support(presentation, on: platform)
        }
    }

    /// The platform's declaration answers (`PlatformFacts.presentations`); a presentation it
    /// does not list is not defined there.
    static func support(_ presentation: Presentation, on platform: PlatformKind) -> Answer<PlatformSupport> {
        if let answer = platform.facts.presentations[presentation] { return answer }
        return .notDefined(.notDefined, gap: "\(platform.displayName) declares nothing about \(presentation.displayName)s: not defined here")
    }

    /// Whether the OS version is at least `version` (an unknown version counts as current).
    func osAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
        guard let v = context.osVersion else { return true }
        return v >= OSVersion(major, minor)
    }

    /// Whether the framework's documented symbol exists at the scenario's OS version.
    func has(_ api: APIReference) -> Bool {
        guard let first = api.firstVersion(on: platform) else { return false }
        guard let v = context.osVersion else { return true }
        return v >= first
    }
}
