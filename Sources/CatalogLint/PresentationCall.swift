import SheetBehavior

/// The SwiftUI calls the linter reads: presentations and the modifiers that configure them.
enum PresentationCall {
    /// View modifiers that present something, and the model's presentation for each.
    static let presenters: [String: Presentation] = [
        "sheet": .sheet,
        "fullScreenCover": .fullScreenModal,
        "popover": .popover,
        "confirmationDialog": .actionSheet,
        "alert": .alert,
        // The iOS 13 form, deprecated since confirmationDialog: `ActionSheet(title:buttons:)`.
        "actionSheet": .actionSheet,
    ]

    /// Modifiers applied inside a presentation's content that configure it.
    static let modifiers: Set<String> = [
        "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled",
        "presentationBackgroundInteraction", "presentationCompactAdaptation", "presentationSizing",
        "presentationCornerRadius", "presentationBackground",
    ]

    /// The name the model's API table (`APIAvailability`) knows a call by, or nil when the
    /// table has no entry for it. `presentationBackground` is only in the table in its glass
    /// form, so the plain form is not checked.
    static func apiName(_ call: String, arguments: String) -> String? {
        switch call {
        case "presentationBackground": return arguments.contains(".glass") ? "presentationBackground(.glass)" : nil
        case "interactiveDismissDisabled": return nil
        // The older forms take an `Alert` or `ActionSheet` value and exist since iOS 13; only the
        // form with a title first (`alert("Title", isPresented:)`) is the iOS 15 one in the table.
        case "alert": return arguments.hasPrefix("isPresented:") || arguments.hasPrefix("item:") ? nil : call
        case "actionSheet": return nil
        default: return call
        }
    }
}
