import SheetBehavior
import SwiftSyntax

/// What one stretch of view code (a type's body, or a presentation's content closure) holds,
/// leaving out the content of the presentations inside it, which get their own.
struct ScanResult {
    /// A presentation found in the stretch, with what its content holds.
    struct Presented {
        var presentation: Presentation
        /// Index of the file in the linted sources.
        var file: Int
        /// The `.sheet` token's position.
        var position: AbsolutePosition
        var call: FunctionCallExprSyntax
        /// The binding passed as `isPresented:` or `item:` (`showEditor` for `$showEditor`).
        var bindingName: String?
        var content: ScanResult
        /// The buttons of a confirmation dialog, action sheet or alert, top to bottom as written;
        /// nil when they are not all plain to see (a `ForEach`, an `if`, a view of the app's own).
        var buttons: [DialogButton]? = nil
        var framework: UIFramework = .swiftUI
        /// UIKit's `isModalInPresentation = true`: the swipe does not dismiss it.
        var modalInPresentation = false
    }

    /// One button of a dialog: its role (SwiftUI) or style (UIKit), and where it is written.
    struct DialogButton {
        var style: PresentationConfiguration.ButtonStyle
        var position: AbsolutePosition
    }

    /// A configuring modifier (`presentationDetents`), or a UIKit sheet setting
    /// (`prefersGrabberVisible`), as written.
    struct ModifierUse {
        var name: String
        var file: Int
        var position: AbsolutePosition
        var node: Syntax
        var argumentText: String
    }

    /// A UIKit presentation property set in the stretch (`vc.modalPresentationStyle = .fullScreen`,
    /// `isModalInPresentation = true` inside the view controller).
    struct UIKitSetting {
        /// `modalPresentationStyle` or `isModalInPresentation`.
        var property: String
        /// What it is set on, as written: `vc`, `self.`, or empty for the view controller itself.
        var target: String
        var value: String
        var position: AbsolutePosition
    }

    var presented: [Presented] = []
    var modifiers: [ModifierUse] = []
    /// A `dismiss()` call, a value set to false or nil, a toggle, or a toolbar item placed as a
    /// cancellation or confirmation action.
    var offersDismiss = false
    /// Names of types declared in the sources that the stretch builds (`EditView(...)`).
    var followedTypes: [String] = []
    /// Bindings passed (`$showEditor`) to something the sources do not declare: it might close
    /// the presentation, and the linter cannot see.
    var passedBindings: Set<String> = []
    /// UIKit presentation settings made here.
    var uikitSettings: [UIKitSetting] = []
    /// A control that may close a UIKit screen in ways lint cannot follow: a bar button item,
    /// a target-action, a delegate call, a segue.
    var hasUIKitControl = false
}
