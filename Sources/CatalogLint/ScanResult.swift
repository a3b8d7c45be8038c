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
    }

    /// A configuring modifier (`presentationDetents`) as written.
    struct ModifierUse {
        var name: String
        var file: Int
        var position: AbsolutePosition
        var call: FunctionCallExprSyntax
        var argumentText: String
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
}
