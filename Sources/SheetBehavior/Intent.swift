/// What the person wants to do, the entry to the decision tree of 003 (plus the Mac panel case of 000).
public enum Intent: String, Hashable, Sendable, CaseIterable, Codable {
    case viewOrEditContent = "view or edit content"
    case mandatoryFlow = "complete a mandatory flow"
    case quickPickerOnIPad = "pick from a quick menu on iPad"
    case confirmWithFewActions = "confirm with one or two actions"
    case chooseAmongManyOrDestructive = "choose among three or more actions"
    case halfSheet = "use a half sheet"
    case customMotion = "use custom drag physics"
    case repeatedInputOnMac = "repeatedly give input and watch results on a Mac"

    /// Phrases a designer may write after "wants to"; the raw value comes first.
    public var phrases: [String] {
        switch self {
        case .viewOrEditContent: return [rawValue, "view content", "edit content", "view or edit something"]
        case .mandatoryFlow: return [rawValue, "onboard", "go through onboarding", "complete onboarding", "complete a required flow"]
        case .quickPickerOnIPad: return [rawValue, "use a quick picker on iPad", "open a contextual menu on iPad", "pick a value on iPad"]
        case .confirmWithFewActions: return [rawValue, "confirm with 1 or 2 actions", "confirm something", "acknowledge a message"]
        case .chooseAmongManyOrDestructive: return [rawValue, "choose among 3 or more actions", "make a destructive choice", "choose a destructive action"]
        case .halfSheet: return [rawValue, "use a sheet with selectable detents", "see a half sheet"]
        case .customMotion: return [rawValue, "use brand motion", "use a custom drag gesture"]
        case .repeatedInputOnMac: return [rawValue, "repeatedly provide input and observe results"]
        }
    }

    public static func named(_ raw: String) -> Intent? { byKey[Presentation.key(raw)] }

    private static let byKey: [String: Intent] = {
        var table: [String: Intent] = [:]
        for intent in allCases.reversed() {
            for phrase in intent.phrases { table[Presentation.key(phrase)] = intent }
        }
        return table
    }()
}

/// The pattern the decision tree recommends for an intent.
public struct Recommendation: Hashable, Sendable, Codable {
    /// As a designer says it: `sheet with detents`.
    public var pattern: String
    public var presentation: Presentation
    public var detents: [Detent]

    /// From intent to pattern (003's decision tree; the panel case is 000's advice for the Mac).
    public static func forIntent(_ intent: Intent) -> Recommendation {
        switch intent {
        case .viewOrEditContent: return Recommendation(pattern: "sheet", presentation: .sheet, detents: [])
        case .mandatoryFlow: return Recommendation(pattern: "full-screen modal", presentation: .fullScreenModal, detents: [])
        case .quickPickerOnIPad: return Recommendation(pattern: "popover", presentation: .popover, detents: [])
        case .confirmWithFewActions: return Recommendation(pattern: "alert", presentation: .alert, detents: [])
        case .chooseAmongManyOrDestructive: return Recommendation(pattern: "action sheet", presentation: .actionSheet, detents: [])
        case .halfSheet: return Recommendation(pattern: "sheet with detents", presentation: .sheet, detents: [.medium, .large])
        case .customMotion: return Recommendation(pattern: "custom bottom sheet", presentation: .customBottomSheet, detents: [])
        case .repeatedInputOnMac: return Recommendation(pattern: "panel", presentation: .panel, detents: [])
        }
    }

    /// Where the recommendation comes from: the field guide's decision tree, or the HIG's advice
    /// to use a panel on the Mac.
    public var citations: [Citation] {
        if presentation == .panel {
            return [Cite.source(Cite.higSheets, "macOS", "use a panel when people repeatedly give input and watch results")]
        }
        return [Cite.source(Cite.fieldGuide, "Decision Tree: Picking the Right Pattern")]
    }

    /// Whether a designer's phrase names this recommendation ("fullScreenCover", "sheet + presentationDetents").
    public func matches(_ raw: String) -> Bool {
        let key = Presentation.key(raw)
        if key == Presentation.key(pattern) { return true }
        if !detents.isEmpty {
            return ["sheetwithdetents", "sheetpresentationdetents", "halfsheet", "sheetwithpresentationdetents"].contains(key)
        }
        return Presentation.named(raw) == presentation
    }
}
