/// What one moment of an example looks like: the values a sketch draws, as the core model answered
/// them for the checks.
///
/// Plain data by the core model's raw ids (`ios`, `sheet`, `top trailing`), as `ExampleResult`
/// names platforms, so the model stays free of SheetBehavior; CatalogSketch makes a scene from a
/// scenario and draws it.
public struct SketchScene: Hashable, Sendable, Codable {
    /// Before the example's first gesture, or where it ends.
    public enum Moment: String, Hashable, Sendable, Codable {
        case before, after
    }

    /// A dismiss button that is shown, and the corner it sits in.
    public struct Button: Hashable, Sendable, Codable {
        /// `done`, `cancel` or `back` (SheetBehavior's `DismissButton`).
        public var kind: String
        /// `top leading`, `top trailing`, `bottom trailing` or `bottom` (`ButtonPlacement`).
        public var placement: String
        public init(kind: String, placement: String) {
            self.kind = kind
            self.placement = placement
        }
    }

    public var moment: Moment
    /// The platform id (`ios`).
    public var platform: String
    /// `compact` or `regular`.
    public var width: String
    public var rightToLeft: Bool
    /// What the app asked for (`popover`); nil when the example presents nothing.
    public var requested: String?
    /// What appears (`sheet` for a popover on iPhone); nil when the platform has no such thing or
    /// nothing is on screen any more.
    public var shown: String?
    /// The presentation was dismissed by a gesture.
    public var dismissed: Bool
    /// Where a resizable sheet rests (`medium`, `height 300`), with its share of the full height.
    public var detent: String?
    public var detentHeight: Double?
    /// Every detent it may rest at, lowest first.
    public var detents: [String]
    /// The named state a Material bottom sheet rests in (`half-expanded`); its share of the
    /// height is in `detentHeight` and the states it may rest in are in `detents`.
    public var state: String?
    public var grabber: Bool
    public var buttons: [Button]
    /// The buttons of an action sheet or alert, top to bottom: `default`, `destructive`, `cancel`.
    public var actions: [String]
    /// `dimmed`, `covered`, `unaffected` or `not defined` (`ParentTreatment`).
    public var parent: String
    /// The parent shows through the presentation, blurred and desaturated by a material (a
    /// watchOS sheet).
    public var parentBlurred: Bool
    /// A web `<dialog>` opened with `showModal()`: in the top layer, over a `::backdrop` that
    /// spans the viewport.
    public var backdrop: Bool
    /// `modal`, `nonmodal` or `not defined`.
    public var modality: String
    /// How many sheets are on screen, this one included.
    public var sheets: Int
    /// The gesture about to happen (on a `before` scene) or that led here (`drag-up`).
    public var gesture: String?
    /// A Material side sheet: the screen edge it is drawn against, `left` or `right` as the
    /// reader sees it (its start or end edge, turned by the layout direction).
    public var sideEdge: String? = nil

    public init(moment: Moment, platform: String, width: String, rightToLeft: Bool, requested: String?, shown: String?,
                dismissed: Bool = false, detent: String? = nil, detentHeight: Double? = nil, detents: [String] = [],
                state: String? = nil, grabber: Bool = false, buttons: [Button] = [], actions: [String] = [], parent: String = "unaffected",
                parentBlurred: Bool = false, backdrop: Bool = false, modality: String = "modal", sheets: Int = 1, gesture: String? = nil) {
        self.moment = moment
        self.platform = platform
        self.width = width
        self.rightToLeft = rightToLeft
        self.requested = requested
        self.shown = shown
        self.dismissed = dismissed
        self.detent = detent
        self.detentHeight = detentHeight
        self.detents = detents
        self.state = state
        self.grabber = grabber
        self.buttons = buttons
        self.actions = actions
        self.parent = parent
        self.parentBlurred = parentBlurred
        self.backdrop = backdrop
        self.modality = modality
        self.sheets = sheets
        self.gesture = gesture
    }
}
