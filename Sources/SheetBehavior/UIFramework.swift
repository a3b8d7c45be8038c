/// The UI framework an app presents with. SwiftUI and UIKit answer some questions differently
/// (which detents exist on iOS 15, what a plain sheet becomes on iPad), so the model takes it as a
/// dimension of every scenario, with SwiftUI as the default.
public enum UIFramework: String, Hashable, Sendable, CaseIterable, Codable {
    case swiftUI = "swiftui"
    case uiKit = "uikit"

    /// The vendor's spelling.
    public var displayName: String {
        switch self {
        case .swiftUI: return "SwiftUI"
        case .uiKit: return "UIKit"
        }
    }

    /// Reads "SwiftUI" or "UIKit" in any case; nil for anything else.
    public init?(named raw: String) {
        switch raw.lowercased() {
        case "swiftui": self = .swiftUI
        case "uikit": self = .uiKit
        default: return nil
        }
    }
}
