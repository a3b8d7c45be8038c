/// The UI framework an app presents with. SwiftUI and UIKit answer some questions differently
/// (which detents exist on iOS 15, what a plain sheet becomes on iPad), as do Material
/// Components' views and Jetpack Compose on Android (named states or `SheetValue`), so the model
/// takes it as a dimension of every scenario. Each platform declares its frameworks, the first
/// being the default (`PlatformDeclaration.frameworks`).
public enum UIFramework: String, Hashable, Sendable, CaseIterable, Codable {
    case swiftUI = "swiftui"
    case uiKit = "uikit"
    /// Material Components for Android: `BottomSheetBehavior`, `BottomSheetDialogFragment`, dialogs.
    case materialViews = "material-views"
    /// Jetpack Compose Material 3: `ModalBottomSheet`, `SheetState`.
    case compose
    /// HTML and the DOM: `<dialog>` and the `popover` attribute.
    case html

    /// The vendor's spelling.
    public var displayName: String {
        switch self {
        case .swiftUI: return "SwiftUI"
        case .uiKit: return "UIKit"
        case .materialViews: return "Material Components"
        case .compose: return "Jetpack Compose"
        case .html: return "HTML"
        }
    }

    /// Whether the framework is Apple's, whose API tables and detents the model knows.
    public var isApple: Bool { self == .swiftUI || self == .uiKit }

    /// Reads "SwiftUI", "UIKit", "Material Components" (or "views"), "Compose" or "HTML" in any
    /// case; nil for anything else.
    public init?(named raw: String) {
        switch Presentation.key(raw) {
        case "swiftui": self = .swiftUI
        case "uikit": self = .uiKit
        case "materialcomponents", "materialviews", "views", "mdc": self = .materialViews
        case "compose", "jetpackcompose", "composematerial3": self = .compose
        case "html", "dom": self = .html
        default: return nil
        }
    }
}
