/// Material side sheets (`Presentation.sideSheet`), on a platform that declares
/// `PlatformFacts.materialSheets`: a sheet that comes in from a side edge.
///
/// A standard side sheet (`SideSheetBehavior`) sits beside the main view and both stay usable; a
/// modal one (`SideSheetDialog`, a dialog) sits over a scrim, closes on a tap outside, when it is
/// swiped off toward its edge, and on Back. Side sheets rest only expanded or hidden: no collapsed
/// or half-expanded state. "Interactive dismissal disabled" means what Material Components offers
/// for it: not draggable (`setDraggable(false)`), and for the modal one not cancelable either;
/// a dialog that is only not cancelable still goes when swiped off, because `SideSheetDialog`
/// cancels itself once its sheet is hidden. Compose Material 3 has no side sheet in the sources,
/// so every answer there is left open.
extension Scenario {
    /// Whether the presentation is a Material side sheet.
    var isMaterialSideSheet: Bool { platform.facts.materialSheets != nil && presentation == .sideSheet }

    /// A question the sources answer for bottom sheets only.
    func bottomSheetsOnly<V>(_ value: V) -> Answer<V> {
        .notDefined(value, gap: "the Material guides answer this for bottom sheets, not side sheets")
    }

    private var composeSideSheetGap: String {
        "the model covers Material Components' side sheets only; Compose Material 3 has none in the sources"
    }

    /// Whether a side sheet exists here: where Material sheets are declared, in Material
    /// Components (since 1.8.0); not defined anywhere else.
    var sideSheetSupportAnswer: Answer<PlatformSupport> {
        guard platform.facts.materialSheets != nil else {
            return .notDefined(.notDefined, gap: "\(platform.displayName) declares no Material side sheets: not defined here")
        }
        if isCompose { return .notDefined(.notDefined, gap: composeSideSheetGap) }
        return Answer(.supported, [Material.sideSheets("Adding side sheets", "Material Components 1.8.0 and later"),
                                   .api(Material.sideSheetBehavior), .api(Material.sideSheetDialog)])
    }

    /// Expanded only: a side sheet is shown or hidden, with no state in between.
    var sideSheetStatesAnswer: Answer<[SheetState]> {
        let shown = shownAnswer
        guard shown.value != nil else { return shown.map { _ in [] } }
        if isCompose { return .notDefined([], gap: composeSideSheetGap) }
        return Answer([.expanded], [Material.sideSheets("Setting state", "expanded or hidden; dragging and settling are on the way between")])
    }

    /// The state a side sheet is in: the one set when it has it, else expanded, its only
    /// resting state; the modal dialog's code sets a hidden sheet expanded when it starts.
    var sideSheetStateAnswer: Answer<SheetState?> {
        let states = sideSheetStatesAnswer
        guard states.isDefined, let first = states.value.first else { return states.map { _ in nil } }
        if let set = configuration.sheetState, states.value.contains(set) { return states.map { _ in set } }
        if configuration.nonmodal { return states.map { _ in first } }
        return Answer(first, states.citations + [.api(Material.sideSheetDialogStartsExpanded)])
    }

    /// A side sheet has no half-expanded state, so no ratio for it.
    var sideSheetHalfExpandedRatioAnswer: Answer<Double?> { bottomSheetsOnly(nil) }

    /// The side sheets guide names `android:maxWidth` but gives it no default.
    var sideSheetMaximumWidthAnswer: Answer<Int?> {
        .notDefined(nil, gap: "the side sheets guide gives android:maxWidth no default")
    }

    /// The side sheets guide names no drag handle.
    var sideSheetDragHandleMinimumSizeAnswer: Answer<Int?> { bottomSheetsOnly(nil) }

    /// A side sheet is anchored to a side of the screen: it never covers all of it.
    var sideSheetCoversScreenAnswer: Answer<Bool> {
        Answer(false, [Material.sideSheets("Side sheets", "anchored to a side of the screen")])
    }

    /// A side sheet does not resize: it rests only expanded.
    var sideSheetResizableAnswer: Answer<Bool> { sideSheetStatesAnswer.map { $0.count > 1 } }

    /// A drag toward the edge hides a side sheet unless the app turned dragging off.
    var sideSheetHideableAnswer: Answer<Bool> {
        if isCompose { return .notDefined(false, gap: composeSideSheetGap) }
        if configuration.interactiveDismissDisabled {
            return Answer(false, [.api(Material.sideSheetBehavior.saying("setDraggable(false): a drag no longer hides or expands the sheet"))])
        }
        if configuration.nonmodal {
            return Answer(true, [.api(Material.sideSheetBehavior.saying("draggable by default; a drag can hide the sheet")),
                                 Material.sideSheets("Setting state", "once hidden, only code shows it again")])
        }
        return Answer(true, [Material.sideSheets("Modal side sheet", "dragged sideways and dismissed by sliding it off the screen"),
                             .api(Material.sideSheetDialog.saying("cancels itself once swiped off the screen"))])
    }

    /// The edge the side sheet comes from: the one the app set, else the end edge.
    public var sheetEdgeAnswer: Answer<SheetEdge?> {
        guard isMaterialSideSheet else {
            return .notDefined(nil, gap: "only Material side sheets have a sheet edge in the sources")
        }
        let states = sideSheetStatesAnswer
        guard states.isDefined else { return states.map { _ in nil } }
        let edge = configuration.sheetEdge ?? .end
        let how = configuration.nonmodal ? "android:layout_gravity on the sheet's view" : "SideSheetDialog.setSheetEdge, before it is shown"
        return Answer(edge, [Material.sideSheets("Sheet edge", "end by default; start, end, left or right, set with \(how)")])
    }

    /// A modal side sheet blocks the rest of the screen; a standard one shares it.
    var sideSheetModalityAnswer: Answer<Modality> {
        if isCompose { return .notDefined(.notDefined, gap: composeSideSheetGap) }
        if configuration.nonmodal {
            return Answer(.nonmodal, [Material.sideSheets("Standard side sheet", "the sheet and the main view are seen and used at once")])
        }
        return Answer(.modal, [Material.sideSheets("Modal side sheet", "blocks interaction with the rest of the screen")])
    }

    /// A scrim dims what is behind a modal side sheet; a standard one leaves it as it is.
    var sideSheetParentAnswer: Answer<ParentTreatment> {
        let modality = sideSheetModalityAnswer
        guard modality.isDefined else { return modality.map { _ in .notDefined } }
        if modality.value == .nonmodal { return modality.map { _ in .unaffected } }
        return Answer(.dimmed, [Material.sideSheets("Modal side sheet", "a scrim over everything but the sheet shows it is modal")])
    }

    /// Predictive back: built into the modal dialog; a standard side sheet needs the app's callback.
    var sideSheetPredictiveBackAnswer: Answer<Bool> {
        if isCompose { return .notDefined(false, gap: composeSideSheetGap) }
        if configuration.nonmodal {
            return Answer(false, [Material.sideSheets("Predictive back", "the app forwards back events to SideSheetBehavior, enabled while expanded")])
        }
        return Answer(true, [Material.sideSheets("Predictive back", "SideSheetDialog supports it with no further work")])
    }

    /// What a gesture does to a Material side sheet; nil when the presentation is not one, or
    /// for a gesture every presentation answers alike.
    func sideSheetOutcome(of gesture: Gesture) -> Answer<Outcome>? {
        guard isMaterialSideSheet else { return nil }
        if isCompose { return .notDefined(.nothing, gap: composeSideSheetGap) }
        let modal = !configuration.nonmodal
        let locked = configuration.interactiveDismissDisabled
        switch gesture {
        case .swipeToEdge:
            let hideable = sideSheetHideableAnswer
            return hideable.map { $0 ? .dismissed : .restsIn(.expanded) }
        case .tapOutside:
            if !modal {
                return Answer(.reachesParent, [Material.sideSheets("Standard side sheet", "the sheet and the main view are seen and used at once")])
            }
            if locked {
                return Answer(.nothing, [.api(Material.dialogSetCancelable.saying("a dialog that is not cancelable ignores a tap outside"))])
            }
            return Answer(.dismissed, [Material.sideSheets("Modal side sheet", "a tap on the content outside dismisses it")])
        case .pressBack:
            guard modal else {
                return .notDefined(.nothing, gap: "a standard side sheet handles Back only through a callback the app adds")
            }
            if locked {
                return Answer(.nothing, [.api(Material.dialogSetCancelable.saying("a dialog that is not cancelable ignores Back"))])
            }
            return Answer(.dismissed, [.api(Material.dialogSetCancelable.saying("Back cancels a cancelable dialog")),
                                       Material.sideSheets("Predictive back", "the modal side sheet handles Back itself")])
        case .swipeDown, .dragUp:
            return .notDefined(.nothing, gap: "the side sheets guide says a standard side sheet is dragged vertically, yet a modal one sideways; what a vertical drag does is left open")
        case .tapGrabber:
            return .notDefined(.nothing, gap: "the side sheets guide names no drag handle")
        case .pressEscape, .requestClose, .openAnotherPopover:
            return .notDefined(.nothing, gap: "\(platform.displayName) side sheets have no \(gesture.rawValue) in the sources")
        case .focusLoss, .tapDismissButton, .presentAnotherSheet:
            return nil
        }
    }
}

extension Material {
    /// `SideSheetDialog.getStateOnStart()`, which the sheet dialog's `onStart()` applies.
    static let sideSheetDialogStartsExpanded = APIReference(
        framework: "Material Components", symbol: "SideSheetDialog.getStateOnStart()", introduced: [],
        url: "https://github.com/material-components/material-components-android/blob/master/lib/java/com/google/android/material/sidesheet/SideSheetDialog.java",
        note: "on start, a hidden side sheet is set to STATE_EXPANDED")
}

/// The edge a Material side sheet comes from (`android:layout_gravity`, `setSheetEdge`): start
/// and end follow the layout direction, left and right do not.
public enum SheetEdge: String, Hashable, Sendable, CaseIterable, Codable {
    case start, end, left, right
}
