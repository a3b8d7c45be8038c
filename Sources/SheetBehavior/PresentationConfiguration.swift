/// What the app asked for: the presentation and every setting that changes how it behaves.
///
/// Defaults describe the common case: a modal presentation with a visible dismiss button, system
/// detents, the grabber hidden, swipe-to-dismiss on, and no unsaved changes.
public struct PresentationConfiguration: Hashable, Sendable, Codable {
    /// The style of a button in an action sheet or alert (002).
    public enum ButtonStyle: String, Hashable, Sendable, CaseIterable, Codable {
        /// No special meaning.
        case `default`
        /// Destroys data or performs a destructive action.
        case destructive
        /// Dismisses the view without acting.
        case cancel
    }

    public var presentation: Presentation
    /// The detents as the app lists them; empty means "not set" (the system's large detent).
    public var detents: [Detent]
    /// Where the sheet rests now; nil means the initial (lowest allowed) detent.
    public var currentDetent: Detent?
    public var grabberVisible: Bool
    /// SwiftUI `interactiveDismissDisabled`: swiping no longer dismisses.
    public var interactiveDismissDisabled: Bool
    public var hasUnsavedChanges: Bool
    /// SwiftUI `presentationBackgroundInteraction(.enabled(upThrough:))`.
    public var backgroundInteractionUpThrough: Detent?
    /// Asked to be nonmodal (a nonmodal sheet, 000/001).
    public var nonmodal: Bool
    /// SwiftUI `presentationCompactAdaptation`: what a popover becomes in compact width.
    public var compactAdaptation: Presentation?
    /// 1-based page of a multi-step flow inside the sheet, and how many pages it has (1 = not multi-step).
    public var step: Int
    public var stepCount: Int
    /// The sheet only shows information and enables no task (watchOS uses Done, 000).
    public var presentsInformationOnly: Bool
    /// Buttons of an action sheet or alert, top to bottom; empty means "not described".
    public var buttons: [ButtonStyle]
    /// A number of buttons when their styles are not described.
    public var buttonCount: Int?
    /// A visible Done/Cancel/Close button exists.
    public var hasDismissButton: Bool
    /// The content does not fit and the action sheet scrolls.
    public var scrolls: Bool
    /// How many sheets are on screen at once, this one included (2 = a sheet over a sheet).
    public var sheetsOnScreen: Int
    /// Material `behavior_fitToContents`: true (the default) leaves out the half-expanded state.
    public var fitToContents: Bool = true
    /// Material `behavior_skipCollapsed`: once expanded, a drag down hides the sheet.
    public var skipCollapsed: Bool = false
    /// Compose `skipPartiallyExpanded`: the sheet opens expanded and hides from there.
    public var skipPartiallyExpanded: Bool = false
    /// The named state a Material bottom sheet rests in now; nil means its initial state.
    public var sheetState: SheetState?
    /// The web `<dialog>`'s `closedby` attribute; nil when absent (the Auto state).
    public var closedBy: ClosedBy?
    /// The web `popover` attribute's state.
    public var popoverType: PopoverType = .auto
    /// The popover is nested in (opened from) the other popover.
    public var nestedPopover: Bool = false
    /// How the page opens the web popover; a button's `popovertarget` unless an example says otherwise.
    public var popoverInvoker: PopoverInvoker = .popoverTarget
    /// The edge a Material side sheet comes from; nil means the default (the end edge).
    public var sheetEdge: SheetEdge?

    public init(_ presentation: Presentation, detents: [Detent] = [], currentDetent: Detent? = nil,
                grabberVisible: Bool = false, interactiveDismissDisabled: Bool = false, hasUnsavedChanges: Bool = false,
                backgroundInteractionUpThrough: Detent? = nil, nonmodal: Bool = false,
                compactAdaptation: Presentation? = nil, step: Int = 1, stepCount: Int = 1,
                presentsInformationOnly: Bool = false, buttons: [ButtonStyle] = [], buttonCount: Int? = nil,
                hasDismissButton: Bool = true, scrolls: Bool = false, sheetsOnScreen: Int = 1) {
        self.presentation = presentation
        self.detents = detents
        self.currentDetent = currentDetent
        self.grabberVisible = grabberVisible
        self.interactiveDismissDisabled = interactiveDismissDisabled
        self.hasUnsavedChanges = hasUnsavedChanges
        self.backgroundInteractionUpThrough = backgroundInteractionUpThrough
        self.nonmodal = nonmodal
        self.compactAdaptation = compactAdaptation
        self.step = step
        self.stepCount = stepCount
        self.presentsInformationOnly = presentsInformationOnly
        self.buttons = buttons
        self.buttonCount = buttonCount
        self.hasDismissButton = hasDismissButton
        self.scrolls = scrolls
        self.sheetsOnScreen = sheetsOnScreen
    }

    /// Buttons counted from the styles when given, else from `buttonCount`.
    public var totalButtons: Int? { buttons.isEmpty ? buttonCount : buttons.count }

    /// A multi-step flow (000: sheets with additional subviews).
    public var isMultiStep: Bool { stepCount > 1 }
}
