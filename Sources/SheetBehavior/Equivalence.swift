/// One row of the cross-platform equivalents: a presentation, a setting of one, or a part of a
/// sheet (the grabber, the medium detent) that each platform has under its own name, asked of
/// the model on every platform in one configuration.
///
/// Each platform names its counterpart in its declaration (`PlatformFacts.counterparts`, with
/// citations); one that names none uses the catalog's own name, which is Apple's (the catalog's
/// vocabulary comes from the HIG), where the model says the platform has the thing: the
/// presentation, or for a part of a sheet, the part in `configuration`. How the counterparts behave
/// differently is not written here: it is what the model answers for `configuration` on each
/// platform (`BehaviorSummary.of(_:on:)`).
public struct Equivalence: Hashable, Sendable, Identifiable {
    /// The rows, in the order the equivalents page shows them.
    public enum ID: String, Hashable, Sendable, CaseIterable, Codable {
        case sheet
        case nonmodalSheet = "nonmodal-sheet"
        case mediumDetent = "medium-detent"
        case grabber
        case dismissalDisabled = "dismissal-disabled"
        case alert
        case actionSheet = "action-sheet"
        case fullScreenModal = "full-screen-modal"
        case popover
        case sideSheet = "side-sheet"
    }

    /// What a row compares: a whole presentation, or one part of a sheet.
    public enum Subject: Hashable, Sendable {
        case presentation
        /// The handle at a sheet's top edge that people drag or tap.
        case grabber
        /// A height the sheet can rest at.
        case detent(Detent)
    }

    public var id: ID
    /// The catalog's name for it (`nonmodal sheet`).
    public var name: String
    /// What the model is asked about on every platform.
    public var configuration: PresentationConfiguration
    public var subject: Subject

    public init(_ id: ID, name: String, configuration: PresentationConfiguration, subject: Subject = .presentation) {
        self.id = id
        self.name = name
        self.configuration = configuration
        self.subject = subject
    }

    /// Every row, in order.
    public static let all: [Equivalence] = [
        Equivalence(.sheet, name: "sheet", configuration: PresentationConfiguration(.sheet)),
        Equivalence(.nonmodalSheet, name: "nonmodal sheet", configuration: PresentationConfiguration(.sheet, nonmodal: true)),
        // A sheet that may stop halfway: medium and large detents, or Material's half-expanded
        // state, which exists only with fitToContents off.
        Equivalence(.mediumDetent, name: "medium detent", configuration: Self.halfwaySheet, subject: .detent(.medium)),
        Equivalence(.grabber, name: "grabber", configuration: {
            var sheet = Self.halfwaySheet
            sheet.grabberVisible = true
            return sheet
        }(), subject: .grabber),
        Equivalence(.dismissalDisabled, name: "sheet with interactive dismissal disabled",
                    configuration: PresentationConfiguration(.sheet, interactiveDismissDisabled: true)),
        Equivalence(.alert, name: "alert", configuration: PresentationConfiguration(.alert)),
        Equivalence(.actionSheet, name: "action sheet", configuration: PresentationConfiguration(.actionSheet)),
        Equivalence(.fullScreenModal, name: "full-screen modal", configuration: PresentationConfiguration(.fullScreenModal)),
        Equivalence(.popover, name: "popover", configuration: PresentationConfiguration(.popover)),
        // Material's own: where no platform names a side sheet, the model says it has none.
        Equivalence(.sideSheet, name: "side sheet", configuration: PresentationConfiguration(.sideSheet)),
    ]

    /// A sheet asked to rest halfway as well as at full height, on every platform's terms.
    private static let halfwaySheet: PresentationConfiguration = {
        var sheet = PresentationConfiguration(.sheet, detents: [.medium, .large])
        sheet.fitToContents = false
        return sheet
    }()

    /// The row with an id.
    public static func row(_ id: ID) -> Equivalence { all.first { $0.id == id }! }

    /// What `platform` calls it, and why; nil where the platform lacks the presentation (the
    /// answer then says so, or leaves it open with the platform's gap).
    public func counterpart(on platform: PlatformKind) -> Answer<String?> {
        if let declared = platform.facts.counterparts[id] { return declared.map { Optional($0) } }
        let scenario = Scenario(configuration, in: PresentationContext(platform: platform))
        // The scenario's support, not the platform's list of presentations: a side sheet exists
        // where Material's side sheets are declared, in the frameworks that have them.
        let support = scenario.supportAnswer
        guard support.value == .supported else { return support.map { _ in nil } }
        switch subject {
        case .presentation:
            return support.map { _ in name }
        case .grabber:
            // What the model says of a sheet that asks for a grabber: shown, absent, or open.
            return scenario.grabberAnswer.map { $0 ? name : nil }
        case .detent(let detent):
            return scenario.detentsAnswer.map { $0.contains(detent) ? name : nil }
        }
    }
}
