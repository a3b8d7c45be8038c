/// The first iOS version of each presentation API the model knows, SwiftUI's and UIKit's.
public struct APIAvailability: Hashable, Sendable, Codable {
    /// The API as its framework spells it.
    public var name: String
    /// Other names designers use for it.
    public var aliases: [String]
    /// First iOS version; nil when it works on every iOS version (a hand-built overlay).
    public var minimumIOS: OSVersion?
    public var note: String?
    /// The framework the API belongs to.
    public var framework: UIFramework
    /// Where the version comes from: the API's documentation, or the guide that names it.
    public var citations: [Citation]

    init(_ name: String, aliases: [String], minimumIOS: OSVersion?, note: String? = nil, framework: UIFramework = .swiftUI,
         citations: [Citation]) {
        self.name = name
        self.aliases = aliases
        self.minimumIOS = minimumIOS
        self.note = note
        self.framework = framework
        self.citations = citations
    }

    /// From a documented symbol: the iOS version is the one its availability lists.
    init(_ name: String, aliases: [String] = [], api: APIReference, note: String? = nil, framework: UIFramework = .swiftUI,
         also: [Citation] = []) {
        self.init(name, aliases: aliases, minimumIOS: api.firstVersion(on: .iOS), note: note, framework: framework,
                  citations: [.api(api)] + also)
    }

    private static let table = "The Seven Sheet Patterns at a Glance"

    /// Every API the model knows, SwiftUI's oldest first, then UIKit's.
    public static let all: [APIAvailability] = [
        APIAvailability("sheet", aliases: ["sheet()"], api: .sheet, also: [Cite.source(Cite.fieldGuide, table)]),
        APIAvailability("popover", aliases: ["popover()"], api: .popover, also: [Cite.source(Cite.fieldGuide, table)]),
        APIAvailability("fullScreenCover", aliases: ["full-screen modal", "full screen cover"], api: .fullScreenCover,
                        also: [Cite.source(Cite.fieldGuide, table)]),
        APIAvailability("alert", aliases: ["modern alert", "alert()"], api: .alert,
                        note: "the modern form; an older initialiser that takes an Alert value is deprecated",
                        also: [Cite.source(Cite.fieldGuide, "Pattern 4: alert (modern)")]),
        APIAvailability("confirmationDialog", aliases: ["confirmation dialog", "action sheet"], api: .confirmationDialog,
                        also: [Cite.source(Cite.fieldGuide, table)]),
        APIAvailability("presentationDetents", aliases: ["detents", "half sheet"], api: .presentationDetents,
                        also: [Cite.source(Cite.fieldGuide, table)]),
        APIAvailability("presentationDragIndicator", aliases: ["drag indicator"], api: .presentationDragIndicator),
        APIAvailability("presentationCompactAdaptation", aliases: ["compact adaptation"], api: .presentationCompactAdaptation,
                        also: [Cite.source(Cite.fieldGuide, "Pattern 3: popover")]),
        APIAvailability("presentationBackgroundInteraction", aliases: ["background interaction"], api: .presentationBackgroundInteraction),
        // The corner radius API shipped with the other 16.4 presentation modifiers; the field guide
        // lists it among iOS 26's changes because iOS 26 widened the values it accepts.
        APIAvailability("presentationCornerRadius", aliases: ["corner radius"], api: .presentationCornerRadius,
                        note: "iOS 26 lets it take any value",
                        also: [Cite.source(Cite.fieldGuide, "iOS 26 Additions: Liquid Glass on Sheets", "iOS 26 accepts any radius")]),
        APIAvailability("presentationSizing", aliases: ["presentation sizing"], api: .presentationSizing),
        APIAvailability("presentationBackground(.glass)", aliases: ["glass background", "liquid glass", "presentationBackground"],
                        minimumIOS: OSVersion(26),
                        citations: [Cite.source(Cite.fieldGuide, "iOS 26 Additions: Liquid Glass on Sheets")]),
        APIAvailability("custom ZStack overlay", aliases: ["custom bottom sheet", "custom overlay"], minimumIOS: nil,
                        note: "built from ordinary views, so every iOS version",
                        citations: [Cite.source(Cite.fieldGuide, table)]),
        APIAvailability("UISheetPresentationController", aliases: ["sheet presentation controller"],
                        api: .sheetPresentationController, framework: .uiKit),
        APIAvailability("UISheetPresentationController.Detent.custom", aliases: ["custom detent"],
                        api: .customSheetDetent, framework: .uiKit),
        APIAvailability("prefersGrabberVisible", api: .prefersGrabberVisible, framework: .uiKit),
        APIAvailability("largestUndimmedDetentIdentifier", aliases: ["largest undimmed detent"],
                        api: .largestUndimmedDetentIdentifier, framework: .uiKit),
    ]

    /// Finds an API by name or alias, ignoring case, spaces and punctuation.
    public static func named(_ raw: String) -> APIAvailability? { byKey[Presentation.key(raw)] }

    private static let byKey: [String: APIAvailability] = {
        var table: [String: APIAvailability] = [:]
        for api in all.reversed() {
            for alias in api.aliases { table[Presentation.key(alias)] = api }
        }
        for api in all.reversed() { table[Presentation.key(api.name)] = api }
        return table
    }()

    /// Whether the API exists on an iOS version (nil = current).
    public func isAvailable(onIOS version: OSVersion?) -> Bool {
        guard let minimumIOS, let version else { return true }
        return version >= minimumIOS
    }

    /// `iOS 16.4`, or `every iOS version`.
    public var requirement: String { minimumIOS.map { "iOS \($0)" } ?? "every iOS version" }
}
