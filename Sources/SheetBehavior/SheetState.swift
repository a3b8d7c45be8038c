/// A named resting state of a Material bottom sheet (Material Components' `STATE_*` constants,
/// Compose's `SheetValue`).
public enum SheetState: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    /// Showing its peek height only (`STATE_COLLAPSED`).
    case collapsed
    /// Compose's `SheetValue.PartiallyExpanded`.
    case partiallyExpanded = "partially-expanded"
    /// `STATE_HALF_EXPANDED`, at `halfExpandedRatio` of the height.
    case halfExpanded = "half-expanded"
    /// At its full height (`STATE_EXPANDED`, `SheetValue.Expanded`).
    case expanded

    /// `collapsed`, `half-expanded`: as a sentence says it ("rests half-expanded").
    public var spoken: String {
        switch self {
        case .collapsed: return "collapsed"
        case .partiallyExpanded: return "partially expanded"
        case .halfExpanded: return "half-expanded"
        case .expanded: return "expanded"
        }
    }

    /// Reads a state by name: `collapsed` (or `peek`), `half-expanded`, `partially expanded`,
    /// `expanded`, with or without `STATE_`; nil for anything else.
    public static func named(_ raw: String) -> SheetState? {
        var key = Presentation.key(raw)
        if key.hasPrefix("state") { key = String(key.dropFirst(5)) }
        switch key {
        case "collapsed", "peek", "peekheight": return .collapsed
        case "partiallyexpanded", "partial": return .partiallyExpanded
        case "halfexpanded", "half": return .halfExpanded
        case "expanded", "full": return .expanded
        default: return nil
        }
    }

    public static func < (a: SheetState, b: SheetState) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

/// The web `<dialog>`'s `closedby` attribute: which user actions close it.
public enum ClosedBy: String, Hashable, Sendable, CaseIterable, Codable {
    /// Light dismiss (a click outside), a close request, or the page's own controls.
    case any
    /// A close request (Escape, Android Back) or the page's own controls.
    case closeRequest = "closerequest"
    /// Only the page's own controls.
    case none
}

/// The web `popover` attribute's state.
public enum PopoverType: String, Hashable, Sendable, CaseIterable, Codable {
    /// Light dismiss; opening another auto popover closes this one unless nested.
    case auto
    /// No light dismiss, never closed automatically.
    case manual
    /// Light dismiss; closes other hint popovers but not auto ones.
    case hint
}

/// How a page opens a web popover, which decides whether the popover has an invoker: the control
/// that becomes its implicit anchor for CSS anchor positioning.
public enum PopoverInvoker: String, Hashable, Sendable, CaseIterable, Codable {
    /// A button's `popovertarget` attribute names the popover (the declarative way, the default).
    case popoverTarget = "popovertarget"
    /// A button's `commandfor` attribute names the popover, with a show or toggle command.
    case commandFor = "commandfor"
    /// Script calls `showPopover({ source })` (or `togglePopover`) naming the control.
    case sourceOption = "showPopover with a source"
    /// Script calls `showPopover()` with no source: the popover has no invoker.
    case script = "showPopover"

    /// Whether the way of opening makes the control an invoker.
    public var hasInvoker: Bool { self != .script }
}
