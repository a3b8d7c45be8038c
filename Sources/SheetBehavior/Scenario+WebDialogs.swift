/// The web's `<dialog>` element and popovers, on a platform that declares `PlatformFacts.webDialogs`.
///
/// A sheet or an alert is a `<dialog>` opened with `showModal()`; a nonmodal sheet one opened
/// with `show()`. "Interactive dismissal disabled" is `closedby="none"`. A context without a
/// browser answers as the HTML standard defines; with one (`Safari 18`), features that browser
/// lacks are left out, as browser-compat-data records.
extension Scenario {
    /// Whether the presentation is a web `<dialog>`.
    var isWebDialog: Bool { platform.facts.webDialogs != nil && (presentation == .sheet || presentation == .alert) }

    /// Whether the presentation is a web popover.
    public var isWebPopover: Bool { platform.facts.webDialogs != nil && presentation == .popover }

    private func notWeb<V>(_ value: V) -> Answer<V> {
        .notDefined(value, gap: "\(platform.displayName) declares no web dialogs: not defined here")
    }

    private static let mdn = Cite.mdnDialog
    private static let popovers = Cite.mdnPopover

    /// Whether the browser supports a feature, and why: from the first version browser-compat-data
    /// lists for it. With no browser named, the model answers for the standard, which has it.
    public func webSupportAnswer(_ id: WebFeature.ID) -> Answer<Bool> {
        guard let feature = platform.facts.webDialogs?.feature(id) else { return notWeb(false) }
        guard let browser = context.browser else { return Answer(true, [feature.citation]) }
        guard let first = feature.support[browser] else { return Answer(false, [feature.citation]) }
        guard let version = context.osVersion else { return Answer(true, [feature.citation]) }
        return Answer(version >= first, [feature.citation])
    }

    /// The `closedby` state in effect, and why. Absent (or in a browser without `closedby`), it
    /// is Auto: close requests after `showModal()`, nothing after `show()`.
    public var closedByAnswer: Answer<ClosedBy?> {
        guard isWebDialog else { return notWeb(nil) }
        let auto: ClosedBy = configuration.nonmodal ? .none : .closeRequest
        let autoCitation = Cite.source(Self.mdn, "closedBy", "absent: as closerequest after showModal(), as none otherwise")
        let asked = configuration.interactiveDismissDisabled ? ClosedBy.none : configuration.closedBy
        guard let asked else { return Answer(auto, [autoCitation]) }
        let support = webSupportAnswer(.closedBy)
        guard support.value else { return Answer(auto, [autoCitation]).citing(support) }
        return Answer(asked, [Cite.source(Self.mdn, "closedBy", "any: light dismiss and close requests; closerequest; none: the page's controls only")])
            .citing(support)
    }

    /// Whether the presentation is in the top layer, above everything else on the page.
    public var inTopLayerAnswer: Answer<Bool> {
        if isWebPopover { return Answer(true, [Cite.source(Self.popovers, "popover", "an open popover is in the top layer")]) }
        guard isWebDialog else { return notWeb(false) }
        if configuration.nonmodal {
            return .notDefined(false, gap: "the sources say where showModal() puts a dialog, not where show() does")
        }
        return Answer(true, [Cite.source(Self.mdn, "showModal()", "in the top layer, with a ::backdrop")])
    }

    /// Whether the rest of the page is inert while the dialog is open.
    public var restOfPageInertAnswer: Answer<Bool> {
        guard isWebDialog else { return notWeb(false) }
        if configuration.nonmodal {
            return Answer(false, [Cite.source(Self.mdn, "show()", "the page outside the dialog stays usable")])
        }
        return Answer(true, [Cite.source(Self.mdn, "showModal()", "everything outside the dialog is inert")])
    }

    /// Whether keyboard focus moves into the dialog when it opens: the HTML standard runs the
    /// same dialog focusing steps from `show()` as from `showModal()`.
    public var focusMovesInAnswer: Answer<Bool> {
        guard isWebDialog else { return notWeb(false) }
        if configuration.nonmodal {
            return Answer(true, [Cite.source(Cite.htmlDialog, "The dialog element", "show() ends by running the dialog focusing steps")])
        }
        return Answer(true, [Cite.source(Cite.wcagDialog, "Description", "focus moves to the newly opened modal dialog")])
    }

    /// Whether keyboard focus goes back to the control that opened the dialog when it closes.
    public var focusReturnsToInvokerAnswer: Answer<Bool> {
        guard isWebDialog else { return notWeb(false) }
        // The standard restores focus after show() only when focus is still inside the dialog as
        // it closes, which the model does not track.
        if configuration.nonmodal {
            return .notDefined(false, gap: "after show(), focus goes back only if it is still inside the dialog when it closes, which the model does not know")
        }
        return Answer(true, [Cite.source(Cite.wcagDialog, "Description", "focus returns to the invoking element, if still on the page")])
    }

    /// The events a dialog fires as it closes after a gesture, in order; empty when it stays.
    public func closeEventsAnswer(of gesture: Gesture) -> Answer<[String]> {
        guard isWebDialog else { return notWeb([]) }
        let outcome = outcomeAnswer(of: gesture)
        guard outcome.value == .dismissed else { return outcome.map { _ in [] } }
        if gesture == .tapDismissButton {
            return Answer(["close"], [Cite.source(Self.mdn, "showModal()", "closing with close() fires close, not cancel")])
        }
        return Answer(["cancel", "close"], [Cite.source(Self.mdn, "requestClose()", "a close request fires cancel, then close")])
            .citing(outcome)
    }

    /// What a gesture does to a web dialog or popover; nil when the presentation is neither.
    func webOutcome(of gesture: Gesture) -> Answer<Outcome>? {
        if isWebPopover { return webPopoverOutcome(of: gesture) }
        guard isWebDialog else { return nil }
        let modal = !configuration.nonmodal
        switch gesture {
        case .pressEscape, .pressBack:
            let closedBy = closedByAnswer
            guard closedBy.value != ClosedBy.none else { return closedBy.map { _ in .nothing } }
            return Answer(.dismissed, [Cite.source(Self.mdn, "closedBy", "a close request is a platform action: Escape, or Back on Android")])
                .citing(closedBy)
        case .requestClose:
            let support = webSupportAnswer(.requestClose)
            guard support.value else { return support.map { _ in .nothing } }
            return Answer(.dismissed, [Cite.source(Self.mdn, "requestClose()", "closes the dialog as its own close watcher would, unless cancel is prevented")])
                .citing(support)
        case .tapOutside:
            let closedBy = closedByAnswer
            if closedBy.value == .any {
                return Answer(.dismissed, [Cite.source(Self.mdn, "closedBy", "any: a click outside light-dismisses the dialog")]).citing(closedBy)
            }
            if modal { return Answer(.nothing, [Cite.source(Self.mdn, "showModal()", "interaction outside the dialog is blocked")]).citing(closedBy) }
            return Answer(.reachesParent, [Cite.source(Self.mdn, "show()", "the page outside the dialog stays usable")]).citing(closedBy)
        case .presentAnotherSheet:
            guard modal else { return .notDefined(.nothing, gap: "the sources say how modal dialogs stack, not nonmodal ones") }
            return Answer(.stacked, [Cite.source(Self.mdn, "showModal()", "shown over any other dialogs already open")])
        case .swipeDown, .dragUp, .tapGrabber, .openAnotherPopover, .swipeToEdge:
            return .notDefined(.nothing, gap: "a <dialog> has no \(gesture.rawValue) of its own in the sources; the page adds any")
        case .focusLoss:
            if modal { return Answer(.nothing, [Cite.source(Self.mdn, "showModal()", "everything outside the dialog is inert")]) }
            return .notDefined(.nothing, gap: "the sources do not say what focus leaving a nonmodal dialog does")
        case .tapDismissButton:
            return nil
        }
    }

    private func webPopoverOutcome(of gesture: Gesture) -> Answer<Outcome> {
        let support = webSupportAnswer(configuration.popoverType == .hint ? .popoverHint : .popover)
        guard support.value else {
            return Answer(.nothing, support.citations).withGap(
                "\(configuration.popoverType == .hint ? "popover=hint" : "popover") is not supported in this browser, and no source says what the element does instead")
        }
        let lightDismiss = Cite.source(Self.popovers, "popover", "auto and hint popovers are light dismissed: a click outside or Escape")
        let manual = Cite.source(Self.popovers, "popover", "manual popovers are never light dismissed or closed automatically")
        switch gesture {
        case .tapOutside, .pressEscape, .pressBack:
            if configuration.popoverType == .manual { return Answer(.nothing, [manual]).citing(support) }
            return Answer(.dismissed, [lightDismiss]).citing(support)
        case .openAnotherPopover:
            switch configuration.popoverType {
            case .manual: return Answer(.nothing, [manual]).citing(support)
            case .auto:
                if configuration.nestedPopover {
                    return Answer(.nothing, [Cite.source(Self.popovers, "popover", "a nested auto popover keeps its parent open")]).citing(support)
                }
                return Answer(.dismissed, [Cite.source(Self.popovers, "popover", "showing an auto popover closes the other auto popovers")]).citing(support)
            case .hint:
                return Answer(.dismissed, [Cite.source(Self.popovers, "popover", "a hint popover closes other hint popovers, never auto ones")]).citing(support)
            }
        case .tapDismissButton:
            return Answer(.dismissed, [Cite.source(Self.popovers, "popover", "a button with popovertarget shows and hides it")]).citing(support)
        case .swipeDown, .dragUp, .tapGrabber, .focusLoss, .presentAnotherSheet, .requestClose, .swipeToEdge:
            return .notDefined(.nothing, gap: "the sources do not say what \(gesture.rawValue) does to a popover")
        }
    }
}

extension Answer {
    /// The same value left open: the citations say why no answer is given.
    func withGap(_ gap: String) -> Answer {
        var copy = Answer.notDefined(value, gap: gap)
        copy.disagreements = disagreements
        return copy
    }
}
