/// The first iOS version of each SwiftUI presentation API (003).
public struct APIAvailability: Hashable, Sendable, Codable {
    /// The API as SwiftUI spells it.
    public var name: String
    /// Other names designers use for it.
    public var aliases: [String]
    /// First iOS version; nil when it works on every iOS version (a hand-built overlay).
    public var minimumIOS: OSVersion?
    public var note: String?

    /// Every API the model knows, oldest first.
    public static let all: [APIAvailability] = [
        APIAvailability(name: "sheet", aliases: ["sheet()"], minimumIOS: OSVersion(13)),
        APIAvailability(name: "popover", aliases: ["popover()"], minimumIOS: OSVersion(13)),
        APIAvailability(name: "fullScreenCover", aliases: ["full-screen modal", "full screen cover"], minimumIOS: OSVersion(14)),
        APIAvailability(name: "alert", aliases: ["modern alert", "alert()"], minimumIOS: OSVersion(15),
                        note: "the modern form; an older initialiser that takes an Alert value is deprecated"),
        APIAvailability(name: "confirmationDialog", aliases: ["confirmation dialog", "action sheet"], minimumIOS: OSVersion(15)),
        APIAvailability(name: "presentationDetents", aliases: ["detents", "half sheet"], minimumIOS: OSVersion(16)),
        APIAvailability(name: "presentationCompactAdaptation", aliases: ["compact adaptation"], minimumIOS: OSVersion(16, 4)),
        // Not in 003's table; it shipped with the other 16.4 presentation modifiers.
        APIAvailability(name: "presentationBackgroundInteraction", aliases: ["background interaction"], minimumIOS: OSVersion(16, 4)),
        APIAvailability(name: "presentationBackground(.glass)", aliases: ["glass background", "liquid glass", "presentationBackground"],
                        minimumIOS: OSVersion(26)),
        APIAvailability(name: "presentationCornerRadius", aliases: ["corner radius"], minimumIOS: OSVersion(26),
                        note: "iOS 26 lets it take any value"),
        APIAvailability(name: "custom ZStack overlay", aliases: ["custom bottom sheet", "custom overlay"], minimumIOS: nil,
                        note: "built from ordinary views, so every iOS version"),
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
