/// One row of the cross-platform equivalents: a presentation, or a setting of one, that each
/// platform has under its own name, asked of the model on every platform in one configuration.
///
/// Each platform names its counterpart in its declaration (`PlatformFacts.counterparts`, with
/// citations); one that names none and has the presentation uses the catalog's own name, which
/// is Apple's (the catalog's vocabulary comes from the HIG). How the counterparts behave
/// differently is not written here: it is what the model answers for `configuration` on each
/// platform (`BehaviorSummary.of(_:on:)`).
public struct Equivalence: Hashable, Sendable, Identifiable {
    /// The rows, in the order the equivalents page shows them.
    public enum ID: String, Hashable, Sendable, CaseIterable, Codable {
        case sheet
        case nonmodalSheet = "nonmodal-sheet"
        case dismissalDisabled = "dismissal-disabled"
        case alert
        case actionSheet = "action-sheet"
        case fullScreenModal = "full-screen-modal"
        case popover
    }

    public var id: ID
    /// The catalog's name for it (`nonmodal sheet`).
    public var name: String
    /// What the model is asked about on every platform.
    public var configuration: PresentationConfiguration

    public init(_ id: ID, name: String, configuration: PresentationConfiguration) {
        self.id = id
        self.name = name
        self.configuration = configuration
    }

    /// Every row, in order.
    public static let all: [Equivalence] = [
        Equivalence(.sheet, name: "sheet", configuration: PresentationConfiguration(.sheet)),
        Equivalence(.nonmodalSheet, name: "nonmodal sheet", configuration: PresentationConfiguration(.sheet, nonmodal: true)),
        Equivalence(.dismissalDisabled, name: "sheet with interactive dismissal disabled",
                    configuration: PresentationConfiguration(.sheet, interactiveDismissDisabled: true)),
        Equivalence(.alert, name: "alert", configuration: PresentationConfiguration(.alert)),
        Equivalence(.actionSheet, name: "action sheet", configuration: PresentationConfiguration(.actionSheet)),
        Equivalence(.fullScreenModal, name: "full-screen modal", configuration: PresentationConfiguration(.fullScreenModal)),
        Equivalence(.popover, name: "popover", configuration: PresentationConfiguration(.popover)),
    ]

    /// The row with an id.
    public static func row(_ id: ID) -> Equivalence { all.first { $0.id == id }! }

    /// What `platform` calls it, and why; nil where the platform lacks the presentation (the
    /// answer then says so, or leaves it open with the platform's gap).
    public func counterpart(on platform: PlatformKind) -> Answer<String?> {
        if let declared = platform.facts.counterparts[id] { return declared.map { Optional($0) } }
        let support = Scenario.support(configuration.presentation, on: platform)
        guard support.value == .supported else { return support.map { _ in nil } }
        return support.map { _ in name }
    }
}
