import SheetBehavior

/// The one table of step definitions: every sentence an example may use, and what it means in
/// the core model. docs/spec-examples.md lists the same table (a test keeps them in step).
public enum StepVocabulary {
    /// Every step definition, in the order the docs list them.
    public static var all: [StepDefinitionInfo] { definitions.map(\.info) }

    static let actor = "(the person|a person|people|someone|the user|they)"

    static let definitions: [StepDefinition] = given + when + then

    // MARK: Given — set up

    static let given: [StepDefinition] = [
        StepDefinition(.given, "(a|an) {presentation} on {device}",
                       "Presents something on a device or platform, in its usual width (compact on iPhone and Apple Watch).",
                       example: "a sheet on iPhone") { world, a in
            startScenario(&world, a, width: nil)
        },
        StepDefinition(.given, "(a|an) {presentation} on {device} in {width} width",
                       "The same, in a given horizontal size class.",
                       example: "a popover on iPad in compact width") { world, a in
            startScenario(&world, a, width: a.width(2))
        },
        StepDefinition(.given, "(a|an) {presentation} on {device} running {version}",
                       "The same, on a given OS version (for API availability and stacking).",
                       example: "a sheet on iPhone running iOS 14") { world, a in
            let check = startScenario(&world, a, width: nil)
            world.context?.osVersion = a.version(2)
            return check
        },
        StepDefinition(.given, "the (width|size class|horizontal size class) is {width}",
                       "Sets the horizontal size class.", example: "the width is compact") { world, a in
            world.adjustContext { $0.width = a.width(0) }
        },
        StepDefinition(.given, "the layout [direction] is {direction}",
                       "Sets the reading direction; leading and trailing corners follow it.",
                       example: "the layout is right-to-left") { world, a in
            world.adjustContext { $0.layoutDirection = a.direction(0) }
        },
        StepDefinition(.given, "the (app runs on|os version is|os is|app targets) {version}",
                       "Sets the OS version the app runs on.", example: "the app runs on iOS 15") { world, a in
            world.adjustContext { $0.osVersion = a.version(0) }
        },
        StepDefinition(.given, "(with detents|using detents|the detents are|it has detents|the sheet has detents) {detents}",
                       "Lists the detents the sheet may rest at, exactly (medium, large, height 300, fraction 0.4, 40%).",
                       example: "the detents are medium and large") { world, a in
            world.configure { $0.detents = a.detents(0) }
        },
        StepDefinition(.given, "(with the medium detent added|the medium detent is added|the app adds the medium detent)",
                       "Adds medium to the detents already set (large when none are).",
                       example: "the medium detent is added") { world, _ in
            world.configure { config in
                var list = config.detents.isEmpty ? [Detent.large] : config.detents
                if !list.contains(.medium) { list.append(.medium) }
                config.detents = list
            }
        },
        StepDefinition(.given, "(with the grabber visible|the grabber is visible|with a grabber)",
                       "Shows the grabber.", example: "the grabber is visible") { world, _ in
            world.configure { $0.grabberVisible = true }
        },
        StepDefinition(.given, "(with interactive dismissal disabled|interactive dismissal is disabled|swiping to dismiss is disabled)",
                       "Turns off dismissing by swipe (SwiftUI `interactiveDismissDisabled`).",
                       example: "interactive dismissal is disabled") { world, _ in
            world.configure { $0.interactiveDismissDisabled = true }
        },
        StepDefinition(.given, "(with unsaved changes|there are unsaved changes|the person has unsaved changes|it has unsaved changes)",
                       "The sheet holds changes that would be lost.", example: "there are unsaved changes") { world, _ in
            world.configure { $0.hasUnsavedChanges = true }
        },
        StepDefinition(.given, "(with background interaction|background interaction is enabled) up through {detent}",
                       "People can use the parent while the sheet rests at or below the detent.",
                       example: "background interaction is enabled up through medium") { world, a in
            world.configure { $0.backgroundInteractionUpThrough = a.detent(0) }
        },
        StepDefinition(.given, "(with compact adaptation|compact adaptation is) [a|an] {presentation}",
                       "What a popover becomes in compact width (SwiftUI `presentationCompactAdaptation`).",
                       example: "compact adaptation is popover") { world, a in
            world.configure { $0.compactAdaptation = a.presentation(0).0 }
        },
        StepDefinition(.given, "(the sheet is|it is|the flow is|with the flow) on (step|page) {count} of {count}",
                       "A multi-step flow inside the sheet, on page n of m.",
                       example: "the flow is on page 2 of 3") { world, a in
            world.configure { config in
                config.stepCount = max(1, a.count(1))
                config.step = min(max(1, a.count(0)), config.stepCount)
            }
        },
        StepDefinition(.given, "(that only presents information|it only presents information|the sheet only presents information)",
                       "The sheet shows information and enables no task.",
                       example: "the sheet only presents information") { world, _ in
            world.configure { $0.presentsInformationOnly = true }
        },
        StepDefinition(.given, "(with|it has|the action sheet has|the alert has) {count} buttons",
                       "How many buttons, Cancel included.", example: "the action sheet has 5 buttons") { world, a in
            world.configure { $0.buttonCount = a.count(0) }
        },
        StepDefinition(.given, "(with buttons|the buttons are) {styles}",
                       "The buttons' styles from top to bottom: default, destructive, cancel.",
                       example: "the buttons are default, destructive and cancel") { world, a in
            world.configure { $0.buttons = a.styles(0) }
        },
        StepDefinition(.given, "(with no dismiss button|without a dismiss button|there is no dismiss button|it has no dismiss button)",
                       "No visible Done, Cancel or Close button.", example: "there is no dismiss button") { world, _ in
            world.configure { $0.hasDismissButton = false }
        },
        StepDefinition(.given, "{subject} (scrolls|has to scroll)",
                       "The content does not fit, so the action sheet scrolls.", example: "the action sheet scrolls") { world, _ in
            world.configure { $0.scrolls = true }
        },
        StepDefinition(.given, "{subject} (rests|is resting) at {detent}",
                       "Starts the sheet at a detent (it starts at the lowest one otherwise).",
                       example: "the sheet rests at large") { world, a in
            world.configure { $0.currentDetent = a.detent(1) }
        },
        StepDefinition(.given, "{subject} is nonmodal",
                       "Asks for a nonmodal sheet (also: `Given a nonmodal sheet on iPad`).",
                       example: "the sheet is nonmodal") { world, _ in
            world.configure { $0.nonmodal = true }
        },
        StepDefinition(.given, "(another|a second) sheet is (already on screen|on screen|stacked on it)",
                       "A sheet is already showing under this one.", example: "another sheet is already on screen") { world, _ in
            world.configure { $0.sheetsOnScreen = max(2, $0.sheetsOnScreen + 1) }
        },
        StepDefinition(.given, "\(actor) (wants|want) to {intent}",
                       "The person's intent, for the decision tree.", example: "the person wants to view or edit content") { world, a in
            world.intent = a.intent(0)
            return .passed
        },
    ]

    @discardableResult
    static func startScenario(_ world: inout World, _ a: StepArguments, width: HorizontalSizeClass?) -> StepCheck {
        let (presentation, nonmodal) = a.presentation(0)
        let platform = a.platform(1)
        var context = PresentationContext(platform: platform, width: width)
        // Settings given before the presentation carry over: the reading direction always, the
        // OS version and width only when they were set for the same platform.
        if let previous = world.context {
            context.layoutDirection = previous.layoutDirection
            if previous.platform == platform {
                context.osVersion = context.osVersion ?? previous.osVersion
                if width == nil { context.width = previous.width }
            }
        }
        world.context = context
        world.configuration = PresentationConfiguration(presentation, nonmodal: nonmodal)
        world.lastOutcome = nil
        world.dismissed = false
        world.platforms.insert(platform)
        return .passed
    }

    // MARK: When — act

    static let when: [StepDefinition] = [
        StepDefinition(.when, "\(actor) (drags|drag|swipes|swipe) [the grabber|the sheet] up",
                       "Drags the sheet up to the next detent.", example: "the person drags the grabber up") { world, _ in
            world.perform(.dragUp)
        },
        StepDefinition(.when, "\(actor) (drags|drag|swipes|swipe) [the grabber|the sheet] down",
                       "Drags or swipes the sheet down: to the next lower detent, or away from the lowest one.",
                       example: "the person swipes down") { world, _ in
            world.perform(.swipeDown)
        },
        StepDefinition(.when, "\(actor) (taps|tap) the grabber",
                       "Taps the grabber: the sheet moves to the next detent, wrapping to the lowest.",
                       example: "the person taps the grabber") { world, _ in
            world.perform(.tapGrabber)
        },
        StepDefinition(.when, "\(actor) (taps|tap) the grabber {count} times",
                       "Taps the grabber several times.", example: "the person taps the grabber 2 times") { world, a in
            var check = StepCheck.passed
            for _ in 0..<max(0, a.count(0)) { check = world.perform(.tapGrabber) }
            return check
        },
        StepDefinition(.when, "\(actor) (taps|tap|clicks|click) (outside|outside the sheet|outside the popover|outside it|the dimmed area|the background)",
                       "Taps outside the presentation.", example: "the person taps outside") { world, _ in
            world.perform(.tapOutside)
        },
        StepDefinition(.when, "{subject} loses focus",
                       "Focus leaves the presentation.", example: "the popover loses focus") { world, _ in
            world.perform(.focusLoss)
        },
        StepDefinition(.when, "(focus moves elsewhere|the focus moves elsewhere)",
                       "The same.", example: "focus moves elsewhere") { world, _ in
            world.perform(.focusLoss)
        },
        StepDefinition(.when, "\(actor) (interacts|interact) with another part of the app",
                       "The same.", example: "the person interacts with another part of the app") { world, _ in
            world.perform(.focusLoss)
        },
        StepDefinition(.when, "\(actor) (taps|tap|clicks|click|chooses|choose) {button}",
                       "Taps a Done, Cancel or Close button.", example: "the person taps Cancel") { world, _ in
            world.perform(.tapDismissButton)
        },
        StepDefinition(.when, "(the sheet|it|the app|the modal) (presents|shows|opens) (another|a second) sheet",
                       "A second sheet is shown from the first.", example: "the sheet presents another sheet") { world, _ in
            world.perform(.presentAnotherSheet)
        },
        StepDefinition(.when, "the (width|window|size class) (becomes|changes to) {width} [width]",
                       "The width changes (rotation, split view, window resize).", example: "the width becomes compact") { world, a in
            guard world.context != nil else { return .noPresentation }
            world.context?.width = a.width(0)
            return .passed
        },
        StepDefinition(.when, "\(actor) (wants|want) to {intent}",
                       "The person's intent, for the decision tree.", example: "the person wants to complete a mandatory flow") { world, a in
            world.intent = a.intent(0)
            return .passed
        },
    ]

    // MARK: Then — check

    static let then: [StepDefinition] = [
        StepDefinition(.then, "{subject} is {modality}",
                       "Modal or nonmodal.", example: "the sheet is modal") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            return .compare(expected: a.modality(1).rawValue, actual: s.modality.rawValue)
        },
        StepDefinition(.then, "{subject} is dismissed",
                       "The last gesture closed the presentation.", example: "the sheet is dismissed") { world, _ in
            outcomeCheck(world, expected: .dismissed)
        },
        StepDefinition(.then, "{subject} (is not dismissed|stays on screen|stays open)",
                       "The last gesture did not close it.", example: "the sheet stays on screen") { world, _ in
            guard world.scenario != nil else { return .noPresentation }
            return .require(world.lastOutcome != .dismissed, expected: "stays on screen", actual: "is dismissed")
        },
        StepDefinition(.then, "{subject} (rests|is resting|settles) at {detent}",
                       "Where the sheet rests now.", example: "the sheet rests at medium") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let expected = "rests at \(a.detent(1))"
            if let outcome = world.lastOutcome {
                switch outcome {
                case .restsAt, .nothing, .reachesParent: break
                default: return .compare(expected: expected, actual: outcome.description)
                }
            }
            guard let current = s.restingDetent else { return .failed(expected: expected, actual: "has no detents (fixed size)") }
            return .compare(expected: expected, actual: "rests at \(current)")
        },
        StepDefinition(.then, "nothing happens",
                       "The last gesture changed nothing.", example: "nothing happens") { world, _ in
            guard world.scenario != nil else { return .noPresentation }
            return .require(world.lastChangedNothing, expected: "does nothing",
                            actual: world.lastOutcome?.description ?? "no gesture happened")
        },
        StepDefinition(.then, "(an action sheet asks|the person is asked|people are asked|an action sheet asks them) (to confirm|for confirmation)",
                       "The dismiss gesture became a confirmation in an action sheet.",
                       example: "an action sheet asks for confirmation") { world, _ in
            outcomeCheck(world, expected: .asksForConfirmation)
        },
        StepDefinition(.then, "the (tap|touch) (reaches|goes to|passes through to) the parent [view|window]",
                       "The touch went through to the parent view.", example: "the tap reaches the parent view") { world, _ in
            outcomeCheck(world, expected: .reachesParent)
        },
        StepDefinition(.then, "the second sheet is (stacked|stacked on top|shown on top)",
                       "The API stacked a second sheet.", example: "the second sheet is stacked on top") { world, _ in
            outcomeCheck(world, expected: .stacked)
        },
        StepDefinition(.then, "the second sheet (is not shown|is not presented|does not appear)",
                       "The API refused a second sheet.", example: "the second sheet is not shown") { world, _ in
            outcomeCheck(world, expected: .notPresented)
        },
        StepDefinition(.then, "the available detents are {detents}",
                       "Every detent the sheet may rest at.", example: "the available detents are medium and large") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            return .compare(expected: a.detents(0).sortedByHeight.spoken, actual: s.availableDetents.spoken)
        },
        StepDefinition(.then, "{subject} (can reach|can rest at) {detent}",
                       "The detent is among the allowed ones.", example: "the sheet can reach large") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            return .require(s.availableDetents.contains(a.detent(1)), expected: "can reach \(a.detent(1))",
                            actual: "detents are \(s.availableDetents.spoken)")
        },
        StepDefinition(.then, "{subject} (cannot|can't|can not) (reach|rest at) {detent}",
                       "The detent is not allowed.", example: "the sheet cannot reach large") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            return .require(!s.availableDetents.contains(a.detent(1)), expected: "cannot reach \(a.detent(1))",
                            actual: "detents are \(s.availableDetents.spoken)")
        },
        StepDefinition(.then, "(the grabber is shown|the grabber is visible|there is a grabber)",
                       "A grabber shows.", example: "the grabber is visible") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            return .require(s.hasGrabber, expected: "a grabber", actual: "no grabber")
        },
        StepDefinition(.then, "{subject} (appears as|is shown as|becomes|adapts to|adapts into) [a|an] {presentation}",
                       "What appears after adaptation to the platform and width.",
                       example: "the popover appears as a sheet") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let expected = a.presentation(1).0
            return .compare(expected: expected.displayName, actual: s.effectivePresentation?.displayName ?? "not supported")
        },
        StepDefinition(.then, "{subject} (appears as|is shown as) a (page or form sheet|form or page sheet)",
                       "What appears is a page or form sheet, the styles iPad apps should prefer.",
                       example: "the sheet appears as a page or form sheet") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            return .require(s.isPageOrFormSheet, expected: "page or form sheet",
                            actual: s.effectivePresentation?.displayName ?? "not supported")
        },
        StepDefinition(.then, "{subject} is (not supported|unsupported)",
                       "The presentation does not exist on the platform.", example: "the action sheet is not supported") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let support = s.supportAnswer.value
            return .require(support == .unsupported, expected: "not supported",
                            actual: support == .notDefined ? "not defined by the model's sources" : "supported")
        },
        StepDefinition(.then, "{subject} is supported",
                       "The presentation exists on the platform.", example: "the action sheet is supported") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let support = s.supportAnswer.value
            return .require(support == .supported, expected: "supported",
                            actual: support == .notDefined ? "not defined by the model's sources" : "not supported")
        },
        StepDefinition(.then, "{subject} covers the (full|whole|entire) screen",
                       "The presentation takes the whole screen.", example: "the sheet covers the full screen") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            return .require(s.coversFullScreen, expected: "covers the full screen", actual: "does not cover the full screen")
        },
        StepDefinition(.then, "{subject} does not cover the (full|whole|entire) screen",
                       "Part of the parent stays visible.", example: "the sheet does not cover the full screen") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            return .require(!s.coversFullScreen, expected: "does not cover the full screen", actual: "covers the full screen")
        },
        StepDefinition(.then, "the parent (view|window) is {parent}",
                       "Dimmed, covered, or unaffected.", example: "the parent window is dimmed") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            return .compare(expected: a.parent(0).rawValue, actual: s.parentTreatment.rawValue)
        },
        StepDefinition(.then, "\(actor) can (interact with|use) the parent [view|window]",
                       "The parent stays usable.", example: "the person can interact with the parent view") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            return .require(s.canInteractWithParent, expected: "parent usable", actual: "parent blocked")
        },
        StepDefinition(.then, "\(actor) (cannot|can't|can not) (interact with|use) the parent [view|window]",
                       "The parent is blocked.", example: "the person cannot interact with the parent window") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            return .require(!s.canInteractWithParent, expected: "parent blocked", actual: "parent usable")
        },
        StepDefinition(.then, "other [app] windows (stay|remain) usable",
                       "The app's other windows keep working (Mac, iPad, Vision Pro).",
                       example: "other app windows stay usable") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let actual = s.otherWindowsStayUsable.map { $0 ? "usable" : "blocked" } ?? "no other windows on \(s.platform.displayName)"
            return .compare(expected: "usable", actual: actual)
        },
        StepDefinition(.then, "{button} (is at|is in|sits at|sits in|goes at|goes in|is placed at|is placed in) the {placement}",
                       "Where a button goes: top leading, top trailing, bottom trailing, bottom, or a physical corner (top left, top right).",
                       example: "Done is at the top trailing corner") { world, a in
            placementCheck(world, a.button(0), a.placement(1))
        },
        StepDefinition(.then, "there is no {button} button",
                       "The button is not shown.", example: "there is no Back button") { world, a in
            placementCheck(world, a.button(0), (.hidden, nil))
        },
        StepDefinition(.then, "{button} is not shown",
                       "The same.", example: "Cancel is not shown") { world, a in
            placementCheck(world, a.button(0), (.hidden, nil))
        },
        StepDefinition(.then, "there are no violations",
                       "The configuration follows the guidance.", example: "there are no violations") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let found = s.violations
            return .compare(expected: "no violations", actual: found.isEmpty ? "no violations" : found.map(\.rawValue).joined(separator: ", "))
        },
        StepDefinition(.then, "the check (finds|reports|flags) {violation}",
                       "The configuration breaks the guidance in this way.", example: "the check finds no-way-out") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let v = a.violation(0)
            let found = s.violations
            return .require(found.contains(v), expected: v.rawValue,
                            actual: found.isEmpty ? "no violations" : found.map(\.rawValue).joined(separator: ", "))
        },
        StepDefinition(.then, "the check does not (find|report|flag) {violation}",
                       "The configuration does not break the guidance in this way.",
                       example: "the check does not find too-many-buttons") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let v = a.violation(0)
            return .require(!s.violations.contains(v), expected: "no \(v.rawValue)", actual: v.rawValue)
        },
        StepDefinition(.then, "at most {count} buttons are allowed",
                       "The action sheet button limit on this platform, Cancel included.",
                       example: "at most 4 buttons are allowed") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let limit = ActionSheetGuidance.on(s.platform)?.maxButtons
            return .compare(expected: "at most \(a.count(0))", actual: limit.map { "at most \($0)" } ?? "no limit")
        },
        StepDefinition(.then, "{subject} (must not|should not|may not|does not) scroll",
                       "The action sheet should not scroll on this platform.", example: "the action sheet should not scroll") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let may = ActionSheetGuidance.on(s.platform)?.mayScroll
            return .compare(expected: "should not scroll", actual: may == false ? "should not scroll" : "no scrolling limit")
        },
        StepDefinition(.then, "destructive buttons (come|go) first",
                       "Destructive buttons are placed at the top.", example: "destructive buttons come first") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let first = ActionSheetGuidance.on(s.platform)?.destructiveFirst ?? false
            return .compare(expected: "destructive first", actual: first ? "destructive first" : "no action sheets here")
        },
        StepDefinition(.then, "the (api|swiftui api) allows stacked sheets",
                       "SwiftUI stacks a second sheet on this OS version.", example: "the API allows stacked sheets") { world, _ in
            let allows = Stacking.apiAllowsStackedSheets(iOS: world.context?.osVersion)
            return .compare(expected: "stacked sheets", actual: allows ? "stacked sheets" : "one sheet at a time")
        },
        StepDefinition(.then, "the (api|swiftui api) allows (only one sheet|one sheet) at a time",
                       "SwiftUI shows one sheet at a time on this OS version.",
                       example: "the API allows only one sheet at a time") { world, _ in
            let allows = Stacking.apiAllowsStackedSheets(iOS: world.context?.osVersion)
            return .compare(expected: "one sheet at a time", actual: allows ? "stacked sheets" : "one sheet at a time")
        },
        StepDefinition(.then, "the guidance (allows|asks for) (only one sheet|one sheet) at a time",
                       "The design guidance: one sheet at a time.", example: "the guidance allows only one sheet at a time") { _, _ in
            .compare(expected: "one sheet at a time",
                     actual: Stacking.guidanceAllowsStackedSheets ? "stacked sheets" : "one sheet at a time")
        },
        StepDefinition(.then, "{api} (needs|requires|is available from) {version}",
                       "The first iOS version of a SwiftUI API.", example: "presentationDetents needs iOS 16") { world, a in
            guard let api = a.api(0) else { return .failed(expected: "a known API", actual: "unknown") }
            world.platforms.insert(.iOS)
            return .compare(expected: "iOS \(a.version(1))", actual: api.requirement)
        },
        StepDefinition(.then, "{api} (works on|is available on) every iOS version",
                       "The API needs no particular iOS version.", example: "custom ZStack overlay works on every iOS version") { world, a in
            guard let api = a.api(0) else { return .failed(expected: "a known API", actual: "unknown") }
            world.platforms.insert(.iOS)
            return .compare(expected: "every iOS version", actual: api.requirement)
        },
        StepDefinition(.then, "{api} is available",
                       "The API exists on the OS version set up.", example: "fullScreenCover is available") { world, a in
            guard let api = a.api(0) else { return .failed(expected: "a known API", actual: "unknown") }
            let version = world.context?.osVersion
            return .require(api.isAvailable(onIOS: version), expected: "available",
                            actual: "needs \(api.requirement), app runs on iOS \(version?.description ?? "?")")
        },
        StepDefinition(.then, "{api} is (not available|unavailable)",
                       "The API does not exist yet on the OS version set up.", example: "presentationDetents is not available") { world, a in
            guard let api = a.api(0) else { return .failed(expected: "a known API", actual: "unknown") }
            let version = world.context?.osVersion
            return .require(!api.isAvailable(onIOS: version), expected: "not available",
                            actual: "available (needs \(api.requirement))")
        },
        StepDefinition(.then, "the (recommended pattern|recommendation|decision tree recommends|pattern) is {pattern}",
                       "The decision tree's pattern for the intent.", example: "the recommended pattern is full-screen modal") { world, a in
            guard let intent = world.intent else {
                return .failed(expected: "an intent set first (`When the person wants to …`)", actual: "no intent")
            }
            let recommendation = Recommendation.forIntent(intent)
            return .require(recommendation.matches(a.text(0)), expected: a.text(0), actual: recommendation.pattern)
        },
    ]

    static func outcomeCheck(_ world: World, expected: Outcome) -> StepCheck {
        guard world.scenario != nil else { return .noPresentation }
        guard let outcome = world.lastOutcome else {
            return .failed(expected: expected.description, actual: "no gesture happened yet")
        }
        return .compare(expected: expected.description, actual: outcome.description)
    }

    static func placementCheck(_ world: World, _ button: DismissButton, _ placement: (ButtonPlacement?, String?)) -> StepCheck {
        guard let s = world.scenario else { return .noPresentation }
        let actual = s.placement(of: button)
        let name = button.displayName
        if let physical = placement.1 {
            let actualText = actual.map { $0.physical(in: s.context.layoutDirection) } ?? "no guidance"
            return .compare(expected: "\(name) at \(physical)", actual: "\(name) at \(actualText)")
        }
        let expected = placement.0 ?? .hidden
        return .compare(expected: "\(name) at \(expected.rawValue)", actual: "\(name) at \(actual?.rawValue ?? "no guidance")")
    }
}
