/// A button that closes or navigates a presentation.
public enum DismissButton: String, Hashable, Sendable, CaseIterable, Codable {
    /// Done, Save, OK: finishes the task.
    case done
    /// Abandons the task.
    case cancel
    /// Goes back a page in a multi-step flow.
    case back

    public var displayName: String {
        switch self {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .back: return "Back"
        }
    }

    /// Reads "Done" (also "Save", "OK", "Dismiss", "Close"), "Cancel" and "Back".
    public static func named(_ raw: String) -> DismissButton? {
        switch raw.lowercased().filter({ $0.isLetter }) {
        case "done", "save", "ok", "dismiss", "close", "donesave", "doneorsave": return .done
        case "cancel": return .cancel
        case "back": return .back
        default: return nil
        }
    }
}

/// Where a button sits, named by reading direction (leading = where lines start).
public enum ButtonPlacement: String, Hashable, Sendable, CaseIterable, Codable {
    case topLeading = "top leading"
    case topTrailing = "top trailing"
    case bottomTrailing = "bottom trailing"
    /// Below the other buttons (the Cancel button of an action sheet, 002).
    case bottom
    /// The button is not shown.
    case hidden = "not shown"

    /// The physical corner in a layout direction: top trailing is top right in left-to-right and
    /// top left in right-to-left (earlier HIG edition: Done and Cancel swap corners).
    public func physical(in direction: LayoutDirection) -> String {
        let rtl = direction == .rightToLeft
        switch self {
        case .topLeading: return rtl ? "top right" : "top left"
        case .topTrailing: return rtl ? "top left" : "top right"
        case .bottomTrailing: return rtl ? "bottom left" : "bottom right"
        case .bottom: return "bottom"
        case .hidden: return "not shown"
        }
    }

    /// Every spelling a designer may use, logical or physical.
    public static let spellings = ["top leading", "top trailing", "bottom trailing", "top left", "top right",
                                   "bottom right", "bottom left", "bottom", "not shown"]
}
