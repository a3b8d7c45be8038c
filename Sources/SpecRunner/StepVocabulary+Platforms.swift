import SheetBehavior

/// Steps for Android's Material sheets and dialogs and the web's `<dialog>` and popovers: Back
/// and Escape, the scrim, named sheet states, `showModal` and `show`, `closedby`, light dismiss,
/// the top layer, focus, and browsers by name and version.
extension StepVocabulary {
    // MARK: Given

    static let platformGiven: [StepDefinition] = StepTable.build { try [
        StepDefinition(.given, "(a|an) {presentation} on {version}",
                       "Presents something on the platform a version names, at that version: `on Android 14` (API level 34).",
                       example: "a modal bottom sheet on Android 14", sets: [.device, .version], states: nonmodalFact) { world, a in
            guard let (version, os) = a.version(), let platform = os else {
                return .invalid("the version names no platform", fix: "name it with the version: `on Android 14`")
            }
            if let problem = versionProblem(version, os: os, on: platform) { return problem }
            let configuration = a.configuration()
            if let problem = carriedOver(world, to: platform) { return problem }
            if let problem = sideSheetProblem(configuration, on: platform) { return problem }
            var context = PresentationContext(platform: platform, osVersion: version)
            if let previous = world.context, previous.platform == platform { context.framework = previous.framework }
            world.context = context
            world.present(configuration)
            world.putOn(platform)
            return .passed
        },
        StepDefinition(.given, "(a|an) {presentation} in {browser}",
                       "Presents something on the web, in a browser and optionally its version (`in Safari 18`, `in Chrome 134`).",
                       example: "a dialog in Safari 18", sets: [.device, .version], states: nonmodalFact) { world, a in
            let configuration = a.configuration()
            let (browser, version) = a.browser()
            if let problem = carriedOver(world, to: .web) { return problem }
            if let problem = sideSheetProblem(configuration, on: .web) { return problem }
            world.context = PresentationContext(platform: .web, osVersion: version, browser: browser)
            world.present(configuration)
            world.putOn(.web)
            return .passed
        },
        StepDefinition(.given, "(with fitToContents false|fitToContents is false|with fitToContents off)",
                       "Material `behavior_fitToContents` off: the sheet gains its half-expanded state.",
                       example: "fitToContents is false", sets: [.fitToContents]) { world, _ in
            world.configure { $0.fitToContents = false }
        },
        StepDefinition(.given, "(with skipCollapsed|skipCollapsed is on|skipCollapsed is true)",
                       "Material `behavior_skipCollapsed`: once expanded, a drag down hides the sheet (when it is hideable).",
                       example: "skipCollapsed is on", sets: [.skipCollapsed]) { world, _ in
            world.configure { $0.skipCollapsed = true }
        },
        StepDefinition(.given, "(with skipPartiallyExpanded|skipPartiallyExpanded is on|skipPartiallyExpanded is true)",
                       "Compose `skipPartiallyExpanded`: the sheet opens expanded and hides from there.",
                       example: "skipPartiallyExpanded is on", sets: [.skipPartiallyExpanded]) { world, _ in
            world.configure { $0.skipPartiallyExpanded = true }
        },
        StepDefinition(.given, "{subject} (starts|opens) {state}",
                       "The named state a Material sheet rests in before the first gesture.",
                       example: "the sheet starts expanded", sets: [.sheetState]) { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let states = s.sheetStatesAnswer
            guard states.value.contains(a.state()) else {
                return .invalid("\(s.configuration.spokenName) has no \(a.state().spoken) state here",
                                explanation: states.isDefined ? "It rests \(states.value.map(\.spoken).joined(separator: ", "))." : states.gap,
                                fix: "start it in one of its states, or change what it is configured with")
            }
            return world.configure { $0.sheetState = a.state() }
        },
        StepDefinition(.given, "(the sheet edge is|the side sheet's edge is|its edge is) [the] {edge} [edge]",
                       "The edge a Material side sheet comes from: start, end (the default), left or right.",
                       example: "the sheet edge is start", sets: [.sheetEdge]) { world, a in
            guard let s = world.scenario else { return .noPresentation }
            if let problem = notASideSheet(s, doing: "has a sheet edge", instead: "present a side sheet (`a modal side sheet on Android tablet`)") {
                return problem
            }
            return world.configure { $0.sheetEdge = a.edge() }
        },
        StepDefinition(.given, "(it is|the dialog is) opened with (showModal|show modal)",
                       "A `<dialog>` opened with `showModal()`: modal, in the top layer (the default).",
                       example: "the dialog is opened with showModal", sets: [.modality]) { world, _ in
            world.configure { $0.nonmodal = false }
        },
        StepDefinition(.given, "(it is|the dialog is) opened with show",
                       "A `<dialog>` opened with `show()`: nonmodal.",
                       example: "the dialog is opened with show", sets: [.modality]) { world, _ in
            world.configure { $0.nonmodal = true }
        },
        StepDefinition(.given, "(with closedby|closedby is|the dialog has closedby) {closedby}",
                       "The `<dialog>`'s `closedby` attribute: any, closerequest or none.",
                       example: "closedby is any", sets: [.closedBy]) { world, a in
            world.configure { $0.closedBy = a.closedBy() }
        },
        StepDefinition(.given, "the popover is {popover}",
                       "The `popover` attribute's state: auto (the default), manual or hint.",
                       example: "the popover is manual", sets: [.popoverType]) { world, a in
            world.configure { $0.popoverType = a.popoverType() }
        },
        StepDefinition(.given, "(it is|the popover is) nested in the other popover",
                       "The popover was opened from inside the one that opens next.",
                       example: "the popover is nested in the other popover", sets: [.nestedPopover]) { world, _ in
            world.configure { $0.nestedPopover = true }
        },
        StepDefinition(.given, "(it is|the popover is) opened (with|by) [a button with] popovertarget",
                       "A button's `popovertarget` opens the web popover (the default): the button is its invoker.",
                       example: "the popover is opened with popovertarget", sets: [.popoverInvoker]) { world, _ in
            openPopover(&world, .popoverTarget)
        },
        StepDefinition(.given, "(it is|the popover is) opened (with|by) [a button with] commandfor",
                       "A button's `commandfor` (with a show or toggle command) opens the web popover: the button is its invoker.",
                       example: "the popover is opened with commandfor", sets: [.popoverInvoker]) { world, _ in
            openPopover(&world, .commandFor)
        },
        StepDefinition(.given, "(it is|the popover is) opened with showPopover (and|with) a source",
                       "Script opens the web popover with `showPopover({ source })`: the source control is its invoker.",
                       example: "the popover is opened with showPopover and a source", sets: [.popoverInvoker]) { world, _ in
            openPopover(&world, .sourceOption)
        },
        StepDefinition(.given, "(it is|the popover is) opened with showPopover",
                       "Script opens the web popover with `showPopover()` and no source: it has no invoker.",
                       example: "the popover is opened with showPopover", sets: [.popoverInvoker]) { world, _ in
            openPopover(&world, .script)
        },
    ] }

    /// Sets how a web popover opens; anything but a web popover has no `popovertarget` or
    /// `showPopover()`, and saying so is an error rather than a setting the model ignores.
    static func openPopover(_ world: inout World, _ invoker: PopoverInvoker) -> StepCheck {
        guard let s = world.scenario else { return .noPresentation }
        guard s.isWebPopover else {
            return .invalid("`\(invoker.rawValue)` opens a web popover, not \(s.configuration.spokenName) on \(s.platform.deviceName)",
                            explanation: "Only an element with the popover attribute is opened this way.",
                            fix: "present a popover on the web, e.g. `Given a popover in Chrome`, or remove the line")
        }
        return world.configure { $0.popoverInvoker = invoker }
    }

    // MARK: When

    static let platformWhen: [StepDefinition] = StepTable.build { try [
        StepDefinition(.when, "\(actor) (presses|press|uses|use) [the system] Back [button|gesture]",
                       "The Android Back gesture or button; in a browser on Android, a close request.",
                       example: "the person presses Back") { world, _ in
            inputCheck(world, .back) ?? world.perform(.pressBack)
        },
        StepDefinition(.when, "\(actor) (presses|press) [the] (Escape|Esc) [key]",
                       "The Escape key: a close request on the web.", example: "the person presses Escape") { world, _ in
            inputCheck(world, .escape) ?? world.perform(.pressEscape)
        },
        StepDefinition(.when, "the (page|app) (calls|uses) requestClose",
                       "The page asks the dialog to close as a close request would (`requestClose()`).",
                       example: "the page calls requestClose") { world, _ in
            world.perform(.requestClose)
        },
        StepDefinition(.when, "\(actor) (swipes|swipe|drags|drag|slides|slide) {subject} (toward its edge|towards its edge|to its edge|off the screen|off screen)",
                       "Drags a Material side sheet sideways, toward the edge it came from.",
                       example: "the person swipes the side sheet toward its edge") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            if let problem = notASideSheet(s, doing: "is swiped toward its edge", instead: "swipe it down, or present a side sheet") { return problem }
            return world.perform(.swipeToEdge)
        },
        StepDefinition(.when, "\(actor) (taps|tap) the drag handle",
                       "Taps a Material sheet's drag handle.", example: "the person taps the drag handle") { world, _ in
            world.perform(.tapGrabber)
        },
        StepDefinition(.when, "another popover (opens|is opened|is shown)",
                       "Another popover of the same type opens.", example: "another popover opens") { world, _ in
            world.perform(.openAnotherPopover)
        },
    ] }

    /// A side-sheet step about something that is not a side sheet (`the sheet edge is start` for
    /// a bottom sheet).
    static func notASideSheet(_ s: Scenario, doing what: String, instead fix: String) -> StepCheck? {
        guard s.presentation != .sideSheet else { return nil }
        return .invalid("only a side sheet \(what); \(s.configuration.spokenName) comes from the bottom or the middle", fix: fix)
    }

    /// A gesture the platform has no input for (Escape on an iPhone).
    static func inputCheck(_ world: World, _ input: PlatformDeclaration.Input) -> StepCheck? {
        guard let platform = world.context?.platform, !platform.accepts(input) else { return nil }
        return .invalid("\(platform.deviceName) has no \(input.rawValue) input",
                        explanation: "\(platform.displayName) declares \(platform.declaration.inputs.map(\.rawValue).sorted().joined(separator: ", ")).",
                        fix: "use a gesture \(platform.deviceName) has, or a device with \(input.rawValue)")
    }

    // MARK: Then

    static let platformThen: [StepDefinition] = StepTable.build { try [
        StepDefinition(.then, "{subject} (rests|settles) {state}",
                       "The named state a Material sheet rests in now.", example: "the sheet rests half-expanded") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let expected = "rests \(a.state().spoken)"
            if world.lastOutcome == .dismissed { return .failed(expected: expected, actual: "is dismissed") }
            let current = s.sheetStateAnswer
            guard let state = current.value else { return .failed(expected: expected, actual: current.gap ?? notDefined) }
            return .compare(expected: expected, actual: "rests \(state.spoken)")
        },
        StepDefinition(.then, "{subject} (can rest|can settle) {state}",
                       "The state is one the sheet has.", example: "the sheet can rest half-expanded") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let states = s.sheetStatesAnswer
            guard states.isDefined else { return .failed(expected: "can rest \(a.state().spoken)", actual: notDefined) }
            return .require(states.value.contains(a.state()), expected: "can rest \(a.state().spoken)",
                            actual: "rests only \(states.value.map(\.spoken).joined(separator: ", "))")
        },
        StepDefinition(.then, "{subject} (cannot|can't|can not) (rest|settle) {state}",
                       "The sheet lacks the state.", example: "the sheet cannot rest half-expanded") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let states = s.sheetStatesAnswer
            guard states.isDefined else { return .failed(expected: "cannot rest \(a.state().spoken)", actual: notDefined) }
            return .require(!states.value.contains(a.state()), expected: "cannot rest \(a.state().spoken)",
                            actual: "can rest \(a.state().spoken)")
        },
        StepDefinition(.then, "{subject} (comes in|slides in|comes) from the {edge} edge",
                       "The edge a Material side sheet comes from.", example: "the side sheet comes in from the end edge") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let answer = s.sheetEdgeAnswer
            let expected = "comes in from the \(a.edge().rawValue) edge"
            guard let edge = answer.value else { return .failed(expected: expected, actual: answer.gap ?? notDefined) }
            return .compare(expected: expected, actual: "comes in from the \(edge.rawValue) edge")
        },
        StepDefinition(.then, "{subject} is hideable",
                       "A drag down can hide the sheet.", example: "the sheet is hideable") { world, _ in
            boolCheck(world, \.hideableAnswer, true, "is hideable", "is not hideable")
        },
        StepDefinition(.then, "{subject} is not hideable",
                       "A drag down cannot hide the sheet.", example: "the sheet is not hideable") { world, _ in
            boolCheck(world, \.hideableAnswer, false, "is not hideable", "is hideable")
        },
        StepDefinition(.then, "the (maximum|max) width is {count} dp",
                       "A Material sheet's maximum width.", example: "the maximum width is 640 dp") { world, a in
            numberCheck(world, \.maximumWidthAnswer, a.count(), "a maximum width of", "dp")
        },
        StepDefinition(.then, "the drag handle is at least {count} dp",
                       "The drag handle's smallest width and height.", example: "the drag handle is at least 48 dp") { world, a in
            numberCheck(world, \.dragHandleMinimumSizeAnswer, a.count(), "a drag handle of at least", "dp")
        },
        StepDefinition(.then, "the half-expanded state is at {count} percent of the height",
                       "`behavior_halfExpandedRatio` as a percentage.", example: "the half-expanded state is at 50 percent of the height") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let ratio = s.halfExpandedRatioAnswer
            guard let value = ratio.value else { return .failed(expected: "\(a.count()) percent", actual: ratio.gap ?? notDefined) }
            return .compare(expected: "\(a.count()) percent", actual: "\(Int((value * 100).rounded())) percent")
        },
        StepDefinition(.then, "predictive back comes with the sheet",
                       "The system's predictive Back animation needs no work from the app.",
                       example: "predictive back comes with the sheet") { world, _ in
            boolCheck(world, \.predictiveBackIsAutomaticAnswer, true, "comes with the sheet", "is wired by the app")
        },
        StepDefinition(.then, "the app wires predictive back itself",
                       "The app adds the back callback (a standard sheet).", example: "the app wires predictive back itself") { world, _ in
            boolCheck(world, \.predictiveBackIsAutomaticAnswer, false, "is wired by the app", "comes with the sheet")
        },
        StepDefinition(.then, "{subject} is in the top layer",
                       "The dialog or popover is above everything else on the page.", example: "the dialog is in the top layer") { world, _ in
            boolCheck(world, \.inTopLayerAnswer, true, "in the top layer", "not in the top layer")
        },
        StepDefinition(.then, "the rest of the page is inert",
                       "Nothing outside the dialog can be used or reached.", example: "the rest of the page is inert") { world, _ in
            boolCheck(world, \.restOfPageInertAnswer, true, "the rest of the page is inert", "the page stays usable")
        },
        StepDefinition(.then, "the rest of the page stays usable",
                       "The page outside the dialog can still be used.", example: "the rest of the page stays usable") { world, _ in
            boolCheck(world, \.restOfPageInertAnswer, false, "the page stays usable", "the rest of the page is inert")
        },
        StepDefinition(.then, "focus moves into {subject}",
                       "Keyboard focus goes into the dialog when it opens.", example: "focus moves into the dialog") { world, _ in
            boolCheck(world, \.focusMovesInAnswer, true, "focus moves in", "focus stays where it was")
        },
        StepDefinition(.then, "focus returns to the button that opened it",
                       "Keyboard focus goes back to the invoker when the dialog closes.",
                       example: "focus returns to the button that opened it") { world, _ in
            boolCheck(world, \.focusReturnsToInvokerAnswer, true, "focus returns to the invoker", "focus does not return")
        },
        StepDefinition(.then, "{subject} fires cancel, then close",
                       "The events the last gesture fired: a close request fires cancel before close.",
                       example: "the dialog fires cancel, then close", needsGesture: true) { world, _ in
            eventsCheck(world, ["cancel", "close"])
        },
        StepDefinition(.then, "{subject} fires only close",
                       "Closing from the page's own button fires close alone.", example: "the dialog fires only close",
                       needsGesture: true) { world, _ in
            eventsCheck(world, ["close"])
        },
        StepDefinition(.then, "{subject} is anchored to (the button that opened it|its invoker)",
                       "The control that opened the web popover is its implicit anchor: `position-area` and `anchor()` place it there without an `anchor-name`.",
                       example: "the popover is anchored to the button that opened it") { world, _ in
            anchorCheck(world, true)
        },
        StepDefinition(.then, "{subject} is not anchored to (the button that opened it|its invoker)",
                       "The web popover has no implicit anchor: opened by script without a source, or in a browser without CSS anchor positioning.",
                       example: "the popover is not anchored to the button that opened it") { world, _ in
            anchorCheck(world, false)
        },
        StepDefinition(.then, "the browser supports {feature}",
                       "browser-compat-data lists the feature for the browser and version.",
                       example: "the browser supports closedby") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let answer = s.webSupportAnswer(a.feature())
            guard answer.isDefined else { return .failed(expected: "supports \(a.feature().displayName)", actual: notDefined) }
            return .require(answer.value, expected: "supports \(a.feature().displayName)", actual: "does not support it")
        },
        StepDefinition(.then, "the browser does not support {feature}",
                       "browser-compat-data lists no support for the browser and version.",
                       example: "the browser does not support closedby") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let answer = s.webSupportAnswer(a.feature())
            guard answer.isDefined else { return .failed(expected: "does not support \(a.feature().displayName)", actual: notDefined) }
            return .require(!answer.value, expected: "does not support \(a.feature().displayName)", actual: "supports it")
        },
    ] }

    /// Implicit anchoring is a question about web popovers only: asked of anything else, the
    /// step is an error, not a failure the author would have to read as "false".
    static func anchorCheck(_ world: World, _ expected: Bool) -> StepCheck {
        guard let s = world.scenario else { return .noPresentation }
        guard s.isWebPopover else {
            return .invalid("\(s.configuration.spokenName) on \(s.platform.deviceName) has no implicit anchor",
                            explanation: "Implicit anchoring ties a web popover to the control that opened it.",
                            fix: "check it of a popover on the web, e.g. `Given a popover on desktop browser`")
        }
        return boolCheck(world, \.anchoredToInvokerAnswer, expected,
                         expected ? "anchored to its invoker" : "not anchored to its invoker",
                         expected ? "not anchored to its invoker" : "anchored to its invoker")
    }

    static func boolCheck(_ world: World, _ question: KeyPath<Scenario, Answer<Bool>>, _ expected: Bool,
                          _ yes: String, _ no: String) -> StepCheck {
        guard let s = world.scenario else { return .noPresentation }
        let answer = s[keyPath: question]
        guard answer.isDefined else { return .failed(expected: yes, actual: notDefined) }
        return .require(answer.value == expected, expected: yes, actual: no)
    }

    static func numberCheck(_ world: World, _ question: KeyPath<Scenario, Answer<Int?>>, _ expected: Int,
                            _ what: String, _ unit: String) -> StepCheck {
        guard let s = world.scenario else { return .noPresentation }
        let answer = s[keyPath: question]
        guard let value = answer.value else { return .failed(expected: "\(what) \(expected) \(unit)", actual: answer.gap ?? notDefined) }
        return .compare(expected: "\(what) \(expected) \(unit)", actual: "\(what) \(value) \(unit)")
    }

    static func eventsCheck(_ world: World, _ expected: [String]) -> StepCheck {
        guard let s = world.scenario, let gesture = world.lastGesture else { return .noPresentation }
        var probe = s
        // The events of the gesture as it happened: from the state before it.
        if world.lastOutcome == .dismissed { probe.configuration = s.configuration }
        let events = probe.closeEventsAnswer(of: gesture)
        guard events.isDefined else { return .failed(expected: expected.joined(separator: ", then "), actual: notDefined) }
        let actual = events.value.isEmpty ? "fires nothing" : "fires " + events.value.joined(separator: ", then ")
        return .compare(expected: "fires " + expected.joined(separator: ", then "), actual: actual)
    }
}
