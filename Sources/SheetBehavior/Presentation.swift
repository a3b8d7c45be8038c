/// The ten ways of putting content in front of the current view that the catalog talks about.
///
/// Raw values are the slugs used in front matter (`presentations: [sheet]`) and in `catalog.json`.
public enum Presentation: String, Hashable, Sendable, CaseIterable, Codable {
    /// A card that slides up over the parent (SwiftUI `sheet`, UIKit's automatic style).
    case sheet
    /// UIKit's page sheet: on iPad a large centred card; in compact width, a sheet.
    case pageSheet = "page-sheet"
    /// UIKit's form sheet: on iPad a smaller centred card over a dimmed view; in compact width, a sheet.
    case formSheet = "form-sheet"
    /// Covers the whole screen (SwiftUI `fullScreenCover`).
    case fullScreenModal = "full-screen-modal"
    /// A bubble anchored to the control that opened it.
    case popover
    /// A set of choices tied to an action the person started (SwiftUI `confirmationDialog`).
    case actionSheet = "action-sheet"
    /// A short blocking message with one or two actions.
    case alert
    /// A macOS panel: a floating, modeless auxiliary window.
    case panel
    /// A bottom sheet built by hand as an overlay (SwiftUI `ZStack` plus a drag gesture).
    case customBottomSheet = "custom-bottom-sheet"
    /// A Material side sheet: it comes in from a side edge (`SideSheetDialog`; a nonmodal one is
    /// a standard side sheet, `SideSheetBehavior`). Only Material declares one.
    case sideSheet = "side-sheet"

    /// The name a designer reads in a table or sentence.
    public var displayName: String {
        switch self {
        case .sheet: return "sheet"
        case .pageSheet: return "page sheet"
        case .formSheet: return "form sheet"
        case .fullScreenModal: return "full-screen modal"
        case .popover: return "popover"
        case .actionSheet: return "action sheet"
        case .alert: return "alert"
        case .panel: return "panel"
        case .customBottomSheet: return "custom bottom sheet"
        case .sideSheet: return "side sheet"
        }
    }

    /// Every spelling `named(_:)` accepts, display name first; for docs and suggestions.
    public var aliases: [String] {
        switch self {
        case .sheet: return ["sheet", "modal sheet", "half sheet", "resizable sheet", "bottom sheet", "modal bottom sheet", "dialog", "modal dialog"]
        case .pageSheet: return ["page sheet", "pageSheet"]
        case .formSheet: return ["form sheet", "formSheet"]
        case .fullScreenModal: return ["full-screen modal", "fullScreenCover", "full-screen cover", "full screen modal", "full-screen sheet", "full-screen dialog"]
        case .popover: return ["popover"]
        case .actionSheet: return ["action sheet", "confirmation dialog", "confirmationDialog"]
        case .alert: return ["alert", "basic dialog", "Material dialog", "alert dialog"]
        case .panel: return ["panel", "macOS panel"]
        case .customBottomSheet: return ["custom bottom sheet", "custom bottom-sheet overlay", "custom overlay", "custom ZStack overlay"]
        case .sideSheet: return ["side sheet", "modal side sheet", "standard side sheet"]
        }
    }

    /// True for the kinds that are sheets in the HIG sense (a card over the parent), a Material
    /// side sheet among them: "the sheet" names it in an example.
    public var isSheetLike: Bool {
        switch self {
        case .sheet, .pageSheet, .formSheet, .sideSheet: return true
        default: return false
        }
    }

    /// Finds a presentation by any alias, ignoring case, spaces, dashes and a leading article.
    /// "nonmodal sheet" is not a kind of its own: use `PresentationConfiguration.nonmodal`.
    public static func named(_ raw: String) -> Presentation? {
        var key = Presentation.key(raw)
        for article in ["a", "an", "the"] where key.hasPrefix(article) {
            let rest = String(key.dropFirst(article.count))
            if Presentation.byKey[rest] != nil && Presentation.byKey[key] == nil { key = rest }
        }
        return Presentation.byKey[key]
    }

    /// Lower-case letters and digits only: "Full-screen modal" and "fullScreenCover" style keys.
    /// ASCII text (nearly all of it) takes a byte loop; the rest goes through Unicode properties.
    static func key(_ raw: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        for b in raw.utf8 {
            switch b {
            case 0x41...0x5A: bytes.append(b + 0x20)
            case 0x61...0x7A, 0x30...0x39: bytes.append(b)
            case 0x80...: return String(raw.lowercased().filter { $0.isLetter || $0.isNumber })
            default: continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let byKey: [String: Presentation] = {
        var table: [String: Presentation] = [:]
        for p in Presentation.allCases {
            table[key(p.rawValue)] = p
            for alias in p.aliases { table[key(alias)] = p }
        }
        return table
    }()
}
