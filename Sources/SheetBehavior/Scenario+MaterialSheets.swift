/// Material bottom sheets and dialogs, on a platform that declares `PlatformFacts.materialSheets`.
///
/// Material side sheets are a presentation of their own (Scenario+MaterialSideSheets.swift); the
/// questions both kinds answer go to one or the other in Scenario+MaterialSheetQuestions.swift.
///
/// A sheet is a modal bottom sheet (`BottomSheetDialogFragment`, Compose's `ModalBottomSheet`);
/// a nonmodal sheet a standard bottom sheet (`BottomSheetBehavior`). They rest in named states,
/// not detents. "Interactive dismissal disabled" means what each framework offers for it: not
/// hideable and not cancelable (Material Components), `shouldDismissOnBackPress` and
/// `shouldDismissOnClickOutside` off and the change to Hidden vetoed (Compose).
extension Scenario {
    /// Whether the sheet is a Material bottom sheet.
    var isMaterialSheet: Bool { platform.facts.materialSheets != nil && presentation == .sheet }

    /// Whether the presentation is a Material dialog (basic or full-screen).
    var isMaterialDialog: Bool {
        platform.facts.materialSheets != nil && (presentation == .alert || presentation == .fullScreenModal)
    }

    var isCompose: Bool { context.framework == .compose }

    private func notMaterial<V>(_ value: V) -> Answer<V> {
        .notDefined(value, gap: "\(platform.displayName) declares no Material bottom sheets: not defined here")
    }

    /// Whether a drag down can hide the bottom sheet, and why: `isHideable` is false by default
    /// for a standard sheet and true for a modal one (Material Components); Compose's modal sheet
    /// moves to Hidden when people drag it down.
    var bottomSheetHideableAnswer: Answer<Bool> {
        guard isMaterialSheet else { return notMaterial(false) }
        if isCompose {
            if configuration.nonmodal { return composeStandardSheetGap(false) }
            if configuration.interactiveDismissDisabled {
                return Answer(false, [.api(Material.sheetState.saying("confirmValueChange can veto the change to Hidden"))])
            }
            return Answer(true, [.api(Material.sheetState.saying("the sheet moves to Hidden when people hide it"))])
        }
        if configuration.interactiveDismissDisabled {
            return Answer(false, [.api(Material.bottomSheetBehavior.saying("setHideable(false) keeps a drag from hiding the sheet"))])
        }
        return Answer(!configuration.nonmodal, [Material.sheets("Key properties", "behavior_hideable: false for standard, true for modal")])
    }

    /// The named states the bottom sheet can rest in, lowest first, and why.
    ///
    /// - Material Components: collapsed (the peek height) and expanded; half-expanded only when
    ///   `behavior_fitToContents` is false.
    /// - Compose: partially expanded and expanded; only expanded with `skipPartiallyExpanded`.
    var bottomSheetStatesAnswer: Answer<[SheetState]> {
        guard isMaterialSheet else { return notMaterial([]) }
        let shown = shownAnswer
        guard shown.value != nil else { return shown.map { _ in [] } }
        if isCompose {
            if configuration.nonmodal { return composeStandardSheetGap([]) }
            if configuration.skipPartiallyExpanded {
                return Answer([.expanded], [.api(Material.sheetState.saying("skipPartiallyExpanded: the sheet always expands fully"))])
            }
            return Answer([.partiallyExpanded, .expanded],
                          [.api(Material.sheetState.saying("a partially expanded state when the sheet is tall enough")),
                           Material.compose("Partial bottom sheet", "show part of the sheet first, then expand or dismiss")])
        }
        var citations = [Material.sheets("Setting state", "collapsed at the peek height; expanded at full height")]
        var states: [SheetState] = [.collapsed]
        if !configuration.fitToContents {
            states.append(.halfExpanded)
            citations.append(Material.sheets("Setting state", "half-expanded only when behavior_fitToContents is false"))
        }
        states.append(.expanded)
        return Answer(states, citations)
    }

    /// The state the bottom sheet rests in now: the one set when the sheet has it, else the
    /// first it opens in (collapsed, where `BottomSheetBehavior` starts and `BottomSheetDialog`
    /// shows a modal sheet; Compose's partially expanded state, or expanded when that is skipped).
    var bottomSheetStateAnswer: Answer<SheetState?> {
        let states = bottomSheetStatesAnswer
        guard states.isDefined, let first = states.value.first else { return states.map { _ in nil } }
        if let set = configuration.sheetState, states.value.contains(set) { return states.map { _ in set } }
        if isCompose { return states.map { _ in first } }
        // Material Components' code, not its guide, says where a sheet starts: the behaviour's
        // state begins collapsed, and the modal dialog shows a hidden sheet collapsed.
        var citations = states.citations + [.api(Material.behaviorStartsCollapsed)]
        if !configuration.nonmodal { citations.append(.api(Material.dialogStartsCollapsed)) }
        return Answer(first, citations)
    }

    /// The half-expanded state's share of the bottom sheet's height (`behavior_halfExpandedRatio`,
    /// 0.5 by default).
    var bottomSheetHalfExpandedRatioAnswer: Answer<Double?> {
        guard let facts = platform.facts.materialSheets, isMaterialSheet else { return notMaterial(nil) }
        return Answer(facts.halfExpandedRatio, [Material.sheets("Key properties", "behavior_halfExpandedRatio defaults to 0.5")])
    }

    /// The bottom sheet's maximum width in dp (640 by default).
    var bottomSheetMaximumWidthAnswer: Answer<Int?> {
        guard let facts = platform.facts.materialSheets, isMaterialSheet else { return notMaterial(nil) }
        return Answer(facts.maximumWidthDP, [Material.sheets("Key properties", "android:maxWidth defaults to 640dp")])
    }

    /// The bottom sheet's drag handle's smallest size in dp (48, the minimum touch target).
    var bottomSheetDragHandleMinimumSizeAnswer: Answer<Int?> {
        guard let facts = platform.facts.materialSheets, isMaterialSheet else { return notMaterial(nil) }
        return Answer(facts.dragHandleMinimumDP,
                      [.api(Material.dragHandleView.saying("a minimum width and height of 48dp, the minimum touch target"))])
    }

    /// Whether the system's predictive Back animation comes with the bottom sheet, or the app wires it.
    var bottomSheetPredictiveBackAnswer: Answer<Bool> {
        guard isMaterialSheet, !isCompose else {
            return .notDefined(false, gap: "the Material guides describe predictive back for Material Components' sheets only")
        }
        if configuration.nonmodal {
            return Answer(false, [Material.sheets("Predictive back", "a standard sheet needs a back callback the app adds, enabled when expanded or half-expanded")])
        }
        return Answer(true, [Material.sheets("Predictive back", "the modal dialog fragment supports it with no further work")])
    }

    private func composeStandardSheetGap<V>(_ value: V) -> Answer<V> {
        .notDefined(value, gap: "the model covers Compose's ModalBottomSheet only, not a standard sheet in Compose")
    }

    /// What a gesture does to a Material bottom sheet or dialog; nil when the presentation is neither.
    func materialOutcome(of gesture: Gesture) -> Answer<Outcome>? {
        if isMaterialDialog { return materialDialogOutcome(of: gesture) }
        guard isMaterialSheet else { return nil }
        let states = bottomSheetStatesAnswer
        guard states.isDefined, let current = bottomSheetStateAnswer.value else { return states.map { _ in .nothing } }
        let list = states.value
        let index = list.firstIndex(of: current) ?? 0
        let modal = !configuration.nonmodal
        switch gesture {
        case .dragUp:
            let next = index + 1 < list.count ? list[index + 1] : current
            return Answer(.restsIn(next), states.citations + [Material.sheets("Standard bottom sheet", "dragged vertically to show more or less")])
        case .swipeDown:
            let hideable = bottomSheetHideableAnswer
            if !isCompose, configuration.skipCollapsed, hideable.value, current > .collapsed {
                return Answer(.dismissed, [.api(Material.bottomSheetBehavior.saying("skipCollapsed: once expanded, skip the collapsed state; only when hideable"))])
                    .citing(hideable)
            }
            if index > 0 { return Answer(.restsIn(list[index - 1]), states.citations) }
            if hideable.value {
                return Answer(.dismissed, [Material.sheets("Modal bottom sheet", "dismissed by sliding it down completely")]).citing(hideable)
            }
            return hideable.map { _ in .restsIn(current) }
        case .tapGrabber:
            guard !isCompose else { return .notDefined(.nothing, gap: "no Compose source says what a tap on the drag handle does") }
            guard configuration.grabberVisible else {
                return Answer(.nothing, [Material.sheets("Making bottom sheets accessible", "the app adds the drag handle view")])
            }
            let cite = Citation.api(Material.dragHandleView.saying("a tap cycles between expanded and collapsed"))
            return Answer(.restsIn(current == .expanded ? .collapsed : .expanded), [cite])
        case .tapOutside:
            if !modal {
                return Answer(.reachesParent, [Material.sheets("Standard bottom sheet", "the main UI stays usable beside the sheet")])
            }
            if isCompose {
                let on = !configuration.interactiveDismissDisabled
                return Answer(on ? .dismissed : .nothing,
                              [.api(Material.sheetProperties.saying("shouldDismissOnClickOutside: a tap on the scrim dismisses, true by default"))])
            }
            if configuration.interactiveDismissDisabled {
                return Answer(.nothing, [.api(Material.dialogSetCancelable.saying("a dialog that is not cancelable stays"))])
            }
            return Answer(.dismissed, [Material.sheets("Modal bottom sheet", "a tap outside the sheet dismisses it")])
        case .pressBack:
            if !modal {
                if isCompose { return composeStandardSheetGap(.nothing) }
                guard current > .collapsed else {
                    return Answer(.reachesParent, [Material.sheets("Predictive back", "the sheet's back callback is off when collapsed or hidden")])
                }
                return .notDefined(.nothing, gap: "a standard sheet handles Back only through a callback the app adds; the guide does not say what it does then")
            }
            if isCompose {
                let on = !configuration.interactiveDismissDisabled
                return Answer(on ? .dismissed : .nothing,
                              [.api(Material.sheetProperties.saying("shouldDismissOnBackPress: Back dismisses, true by default"))])
            }
            if configuration.interactiveDismissDisabled {
                return Answer(.nothing, [.api(Material.dialogSetCancelable.saying("a dialog that is not cancelable ignores Back"))])
            }
            return Answer(.dismissed, [.api(Material.dialogSetCancelable.saying("Back cancels a cancelable dialog")),
                                       Material.sheets("Predictive back", "the modal dialog fragment handles Back itself")])
        case .pressEscape, .requestClose, .openAnotherPopover, .swipeToEdge:
            return .notDefined(.nothing, gap: "\(platform.displayName) sheets have no \(gesture.rawValue) in the sources")
        case .focusLoss, .tapDismissButton, .presentAnotherSheet:
            return nil
        }
    }

    /// Basic and full-screen Material dialogs.
    private func materialDialogOutcome(of gesture: Gesture) -> Answer<Outcome>? {
        switch gesture {
        case .pressBack where presentation == .alert:
            if configuration.interactiveDismissDisabled {
                return Answer(.nothing, [.api(Material.dialogSetCancelable.saying("a dialog that is not cancelable ignores Back"))])
            }
            return Answer(.dismissed, [.api(Material.dialogSetCancelable.saying("Back cancels a cancelable dialog")),
                                       .api(Material.alertDialogBuilderCancelable)])
        case .presentAnotherSheet where presentation == .fullScreenModal:
            return Answer(.stacked, [Material.dialogs("Full-screen dialog", "the only dialogs other dialogs may appear over")])
        case .tapDismissButton, .focusLoss:
            return nil
        default:
            return .notDefined(.nothing, gap: "the Material dialogs guide does not say what \(gesture.rawValue) does to a \(presentation == .alert ? "basic" : "full-screen") dialog")
        }
    }
}
