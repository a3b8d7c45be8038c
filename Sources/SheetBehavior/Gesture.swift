/// Something the person (or the app) does while a presentation is on screen.
public enum Gesture: String, Hashable, Sendable, CaseIterable, Codable {
    /// Drags the sheet or its grabber upward.
    case dragUp = "drag-up"
    /// Drags the sheet down or swipes down on it.
    case swipeDown = "swipe-down"
    /// Taps the grabber.
    case tapGrabber = "tap-grabber"
    /// Taps the area outside the presentation.
    case tapOutside = "tap-outside"
    /// Focus moves elsewhere (the person interacts with another part of the app).
    case focusLoss = "focus-loss"
    /// Taps a visible Done, Cancel or Close button.
    case tapDismissButton = "tap-dismiss-button"
    /// The presentation shows another sheet on top of itself.
    case presentAnotherSheet = "present-another-sheet"
    /// The system Back gesture or button (Android; a close request in an Android browser).
    case pressBack = "press-back"
    /// The Escape key (a close request on the web).
    case pressEscape = "press-escape"
    /// The app asks the dialog to close as people would (`HTMLDialogElement.requestClose()`).
    case requestClose = "request-close"
    /// Another popover of the same kind opens, not nested in this one.
    case openAnotherPopover = "open-another-popover"
    /// Drags a side sheet off the screen toward the edge it came from.
    case swipeToEdge = "swipe-to-edge"
}

/// What a gesture leads to.
public enum Outcome: Hashable, Sendable, Codable, CustomStringConvertible {
    case dismissed
    case restsAt(Detent)
    /// The system asks first, with an action sheet (000: unsaved changes).
    case asksForConfirmation
    /// The touch goes through to the parent view (background interaction, 003).
    case reachesParent
    /// A second sheet appears on top of the first.
    case stacked
    /// The second sheet does not appear.
    case notPresented
    case nothing
    /// A Material bottom sheet settles in a named state (collapsed, half-expanded, expanded).
    case restsIn(SheetState)

    /// A short phrase: `is dismissed`, `rests at medium`.
    public var description: String {
        switch self {
        case .dismissed: return "is dismissed"
        case .restsAt(let d): return "rests at \(d)"
        case .asksForConfirmation: return "asks for confirmation with an action sheet"
        case .reachesParent: return "lets the touch reach the parent view"
        case .stacked: return "shows the second sheet stacked on top"
        case .notPresented: return "does not show the second sheet"
        case .nothing: return "does nothing"
        case .restsIn(let state): return "rests \(state.spoken)"
        }
    }
}
