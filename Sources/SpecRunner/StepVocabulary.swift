import SheetBehavior

/// The one table of step definitions: every sentence an example may use, and what it means in
/// the core model. docs/spec-examples.md lists the same table (a test keeps them in step).
public enum StepVocabulary {
    /// Every step definition, in the order the docs list them.
    public static var all: [StepDefinitionInfo] { definitions.map(\.info) }

    static let actor = "(the person|a person|people|someone|the user|they)"

    /// What a check reports when the model's sources give no answer: a negative claim cannot
    /// pass on the absence of one.
    static let notDefined = "not defined by the model's sources"

    static let definitions: [StepDefinition] = given + platformGiven + when + platformWhen + then + platformThen

    // MARK: Given — set up

    static let given: [StepDefinition] = StepTable.build { try [
        StepDefinition(.given, "(a|an) {presentation} on {device}",
                       "Presents something on a device or platform, in its usual width (compact on iPhone and Apple Watch).",
                       example: "a sheet on iPhone", sets: [.device], states: nonmodalFact) { world, a in
            startScenario(&world, a)
        },
        StepDefinition(.given, "(a|an) {presentation} on {device} in {width} width",
                       "The same, in a given horizontal size class (one the device has: Apple Watch is compact only; Mac, Apple TV and Vision Pro are regular only).",
                       example: "a popover on iPad in compact width", sets: [.device, .width], states: nonmodalFact) { world, a in
            startScenario(&world, a)
        },
        StepDefinition(.given, "(a|an) {presentation} on {device} running {version}",
                       "The same, on a given OS version: the device's own OS, and a version the model covers (iOS and iPadOS 13 to 18 and 26).",
                       example: "a sheet on iPhone running iOS 14", sets: [.device, .version], states: nonmodalFact) { world, a in
            startScenario(&world, a)
        },
        StepDefinition(.given, "(an|the) app (on|runs on|is on) {device}",
                       "Puts the example on a device without presenting anything (for the decision tree).",
                       example: "an app on iPad", sets: [.device]) { world, a in
            let platform = a.platform()
            if let problem = carriedOver(world, to: platform) { return problem }
            var context = world.context ?? PresentationContext(platform: platform)
            context.platform = platform
            context.width = platform.defaultWidth
            world.context = context
            world.putOn(platform)
            return .passed
        },
        StepDefinition(.given, "in {framework}",
                       "The UI framework the app presents with: SwiftUI (the default) or UIKit; usually at the end of a Given line: `Given a sheet on iPhone running iOS 15 in UIKit`.",
                       example: "in UIKit", sets: [.framework]) { world, a in
            guard let framework = a.framework() else { return .noPresentation }
            if let problem = frameworkProblem(world, framework) { return problem }
            return world.adjustContext { $0.framework = framework }
        },
        StepDefinition(.given, "the app uses {framework}",
                       "The same, as a line of its own.", example: "the app uses UIKit", sets: [.framework]) { world, a in
            guard let framework = a.framework() else { return .noPresentation }
            if let problem = frameworkProblem(world, framework) { return problem }
            return world.adjustContext { $0.framework = framework }
        },
        StepDefinition(.given, "the (width|size class|horizontal size class) is {width}",
                       "Sets the horizontal size class.", example: "the width is compact", sets: [.width]) { world, a in
            guard let width = a.width() else { return .noPresentation }
            if let problem = widthProblem(world, width) { return problem }
            return world.adjustContext { $0.width = width }
        },
        StepDefinition(.given, "in {width} width",
                       "The same, as a clause of a Given line.", example: "in compact width", sets: [.width]) { world, a in
            guard let width = a.width() else { return .noPresentation }
            if let problem = widthProblem(world, width) { return problem }
            return world.adjustContext { $0.width = width }
        },
        StepDefinition(.given, "the layout [direction] is {direction}",
                       "Sets the reading direction; leading and trailing corners follow it.",
                       example: "the layout is right-to-left", sets: [.direction]) { world, a in
            world.adjustContext { $0.layoutDirection = a.direction() }
        },
        StepDefinition(.given, "the (app runs on|os version is|os is|app targets) {version}",
                       "Sets the OS version the app runs on.", example: "the app runs on iOS 15", sets: [.version]) { world, a in
            guard let (version, os) = a.version() else { return .noPresentation }
            let platform = world.context?.platform ?? os ?? .iOS
            if let problem = versionProblem(version, os: os, on: platform) { return problem }
            if world.context == nil {
                // The OS named puts the world on it, until a device says which one.
                world.context = PresentationContext(platform: platform)
                world.platforms.insert(platform)
                world.platformFromVersion = platform
            }
            return world.adjustContext { $0.osVersion = version }
        },
        StepDefinition(.given, "(with detents|using detents|the detents are|it has detents|the sheet has detents) {detents}",
                       "Lists the detents the sheet may rest at, exactly (medium, large, height 300, fraction 0.4, 40%).",
                       example: "the detents are medium and large", sets: [.detents],
                       states: { "detents=" + $0.detents().sortedByHeight.spoken }) { world, a in
            world.configure { $0.detents = a.detents() }
        },
        StepDefinition(.given, "(with the medium detent added|the medium detent is added|the app adds the medium detent)",
                       "Adds medium to the detents already set (large when none are).",
                       example: "the medium detent is added") { world, _ in
            if world.configuration?.detents.contains(.medium) == true {
                return .rejected(Finding(id: "spec.contradiction", summary: "medium is already among the detents",
                                         fix: "remove this line, or list the detents once with `And the detents are …`"))
            }
            return world.configure { config in
                var list = config.detents.isEmpty ? [Detent.large] : config.detents
                list.append(.medium)
                config.detents = list
            }
        },
        StepDefinition(.given, "(with the grabber visible|the grabber is visible|with a grabber)",
                       "Shows the grabber.", example: "the grabber is visible", sets: [.grabber], states: { _ in "grabber" }) { world, _ in
            world.configure { $0.grabberVisible = true }
        },
        StepDefinition(.given, "(with interactive dismissal disabled|interactive dismissal is disabled|swiping to dismiss is disabled)",
                       "Turns off dismissing by swipe (SwiftUI `interactiveDismissDisabled`).",
                       example: "interactive dismissal is disabled", sets: [.interactiveDismissal]) { world, _ in
            world.configure { $0.interactiveDismissDisabled = true }
        },
        StepDefinition(.given, "(with unsaved changes|there are unsaved changes|the person has unsaved changes|it has unsaved changes)",
                       "The sheet holds changes that would be lost.", example: "there are unsaved changes",
                       sets: [.unsavedChanges]) { world, _ in
            world.configure { $0.hasUnsavedChanges = true }
        },
        StepDefinition(.given, "(with background interaction|background interaction is enabled) up through {detent}",
                       "People can use the parent while the sheet rests at or below the detent.",
                       example: "background interaction is enabled up through medium", sets: [.backgroundInteraction]) { world, a in
            world.configure { $0.backgroundInteractionUpThrough = a.detent() }
        },
        StepDefinition(.given, "(with compact adaptation|compact adaptation is) [a|an] {presentation}",
                       "What a popover becomes in compact width (SwiftUI `presentationCompactAdaptation`).",
                       example: "compact adaptation is popover", sets: [.compactAdaptation]) { world, a in
            let adaptation = a.presentation().0
            // SwiftUI adapts a popover into its own presentations; a side sheet is Material's.
            if adaptation == .sideSheet {
                return .invalid("a popover does not adapt into a side sheet",
                                fix: "use `compact adaptation is sheet`, `popover` or `full-screen modal`")
            }
            return world.configure { $0.compactAdaptation = adaptation }
        },
        StepDefinition(.given, "(the sheet is|it is|the flow is|with the flow) on (step|page) {page:count} of {pages:count}",
                       "A multi-step flow inside the sheet, on page n of m (1 ≤ n ≤ m).",
                       example: "the flow is on page 2 of 3", sets: [.flow]) { world, a in
            let page = a.count("page"), pages = a.count("pages")
            guard page >= 1 && page <= pages else {
                return .invalid("page \(page) of \(pages) does not exist",
                                explanation: "A flow of m pages has pages 1 to m.",
                                fix: pages >= 1 ? "pick a page from 1 to \(pages)" : "give the flow at least one page")
            }
            return world.configure { config in
                config.stepCount = pages
                config.step = page
            }
        },
        StepDefinition(.given, "(that only presents information|it only presents information|the sheet only presents information)",
                       "The sheet shows information and enables no task.",
                       example: "the sheet only presents information", sets: [.informationOnly]) { world, _ in
            world.configure { $0.presentsInformationOnly = true }
        },
        StepDefinition(.given, "(with|it has|the action sheet has|the alert has) {count} buttons",
                       "How many buttons, Cancel included: an alert or action sheet holds 1 to 10.",
                       example: "the action sheet has 5 buttons", sets: [.buttons]) { world, a in
            if let problem = buttonCountProblem(world, a.count()) { return problem }
            return world.configure { $0.buttonCount = a.count() }
        },
        StepDefinition(.given, "(with buttons|the buttons are) {styles}",
                       "The buttons' styles from top to bottom: default, destructive, cancel.",
                       example: "the buttons are default, destructive and cancel", sets: [.buttons]) { world, a in
            if let problem = buttonCountProblem(world, a.styles().count) { return problem }
            return world.configure { $0.buttons = a.styles() }
        },
        StepDefinition(.given, "(with no dismiss button|without a dismiss button|there is no dismiss button|it has no dismiss button)",
                       "No visible Done, Cancel or Close button.", example: "there is no dismiss button",
                       sets: [.dismissButton]) { world, _ in
            world.configure { $0.hasDismissButton = false }
        },
        StepDefinition(.given, "{subject} (scrolls|has to scroll)",
                       "The content does not fit, so the action sheet scrolls.", example: "the action sheet scrolls",
                       sets: [.scrolling]) { world, _ in
            world.configure { $0.scrolls = true }
        },
        StepDefinition(.given, "{subject} (rests|is resting) at {detent}",
                       "Starts the sheet at a detent (it starts at the lowest one otherwise).",
                       example: "the sheet rests at large", sets: [.restingDetent],
                       states: { "rests=\($0.detent())" }) { world, a in
            world.configure { $0.currentDetent = a.detent() }
        },
        StepDefinition(.given, "{subject} is nonmodal",
                       "Asks for a nonmodal sheet (also: `Given a nonmodal sheet on iPad`).",
                       example: "the sheet is nonmodal", sets: [.modality], states: { _ in "modality=nonmodal" }) { world, _ in
            world.configure { $0.nonmodal = true }
        },
        StepDefinition(.given, "(another|a second) sheet is (already on screen|on screen|stacked on it)",
                       "A sheet is already showing under this one.", example: "another sheet is already on screen",
                       sets: [.stacking]) { world, _ in
            world.configure { $0.sheetsOnScreen = max(2, $0.sheetsOnScreen + 1) }
        },
        StepDefinition(.given, "\(actor) (wants|want) to {intent}",
                       "The person's intent, for the decision tree.", example: "the person wants to view or edit content",
                       sets: [.intent]) { world, a in
            world.intent = a.intent()
            return .passed
        },
    ] }

    /// "a nonmodal sheet on iPad" states that the sheet was asked to be nonmodal.
    static let nonmodalFact: StepDefinition.Fact = { $0.presentation().nonmodal ? "modality=nonmodal" : nil }

    /// Starts the example's presentation, checking every value against the device.
    static func startScenario(_ world: inout World, _ a: StepArguments) -> StepCheck {
        let configuration = a.configuration()
        let platform = a.platform()
        if let problem = carriedOver(world, to: platform) { return problem }
        if let problem = sideSheetProblem(configuration, on: platform) { return problem }
        var context = PresentationContext(platform: platform, width: a.width())
        if let width = a.width(), !platform.widths.contains(width) {
            return widthProblem(platform, width)
        }
        if let (version, os) = a.version() {
            if let problem = versionProblem(version, os: os, on: platform) { return problem }
            context.osVersion = version
        }
        // Settings given before the presentation carry over (`carriedOver` checked they fit).
        if let previous = world.context {
            context.layoutDirection = previous.layoutDirection
            context.framework = previous.framework
            context.osVersion = context.osVersion ?? previous.osVersion
            if a.width() == nil && previous.platform == platform { context.width = previous.width }
        }
        world.context = context
        world.present(configuration)
        world.putOn(platform)
        return .passed
    }

    /// A side sheet on a platform without Material's side sheets (`a side sheet on iPhone`).
    static func sideSheetProblem(_ configuration: PresentationConfiguration, on platform: PlatformKind) -> StepCheck? {
        guard configuration.presentation == .sideSheet, platform.facts.materialSheets == nil else { return nil }
        let material = PlatformKind.allCases.filter { $0.facts.materialSheets != nil }.map(\.displayName)
        return .invalid("\(platform.deviceName) has no Material side sheets",
                        explanation: "Side sheets are Material's; the model knows them on \(material.joined(separator: ", ")).",
                        fix: "present the side sheet on \(material.first ?? "Android"), or use a sheet here")
    }

    /// A framework the platform the example is on does not have (SwiftUI on Android).
    static func frameworkProblem(_ world: World, _ framework: UIFramework) -> StepCheck? {
        guard let platform = world.context?.platform, !platform.declaration.frameworks.isEmpty,
              !platform.declaration.frameworks.contains(framework) else { return nil }
        let names = platform.declaration.frameworks.map(\.displayName).joined(separator: " or ")
        return .invalid("\(platform.displayName) has no \(framework.displayName)",
                        explanation: "Apps on \(platform.deviceName) present with \(names).",
                        fix: "use \(names), or another device")
    }

    /// A version or width set before the device that the device cannot have.
    static func carriedOver(_ world: World, to platform: PlatformKind) -> StepCheck? {
        guard let previous = world.context else { return nil }
        if let version = previous.osVersion, !platform.runs(previous.platform) || !platform.models(version) {
            return versionProblem(version, os: world.platforms.contains(previous.platform) ? previous.platform : nil, on: platform)
        }
        if world.settings[.width] != nil, !platform.widths.contains(previous.width) {
            return widthProblem(platform, previous.width)
        }
        return nil
    }

    /// Whether `version` (of `os`, when named) is one the model covers on `platform`.
    static func versionProblem(_ version: OSVersion, os: PlatformKind?, on platform: PlatformKind) -> StepCheck? {
        let device = platform.deviceName
        if let os, !platform.runs(os) {
            return .invalid("\(device) does not run \(os.displayName)",
                            explanation: "\(device) runs \(platform.displayName).",
                            fix: platform.modelledMajorVersions.isEmpty
                                ? "remove the version: the model answers the same for every \(platform.displayName) version"
                                : "write the version as \(platform.displayName) \(platform.modelledMajorVersions.last!)")
        }
        guard platform.models(version) else {
            let majors = platform.modelledMajorVersions
            if majors.isEmpty {
                return .invalid("the model has no \(platform.displayName) versions",
                                explanation: "Nothing the model answers for \(device) depends on the OS version.",
                                fix: "remove the version")
            }
            return .invalid("\(platform.displayName) \(version) is not a version the model covers",
                            explanation: "The model covers \(platform.displayName) \(majors.map(String.init).joined(separator: ", ")) (no release was numbered 19 to 25).",
                            fix: "use one of those versions")
        }
        return nil
    }

    static func widthProblem(_ world: World, _ width: HorizontalSizeClass) -> StepCheck? {
        guard let platform = world.context?.platform, world.platforms.contains(platform) || !world.held.isEmpty,
              !platform.widths.contains(width) else { return nil }
        return widthProblem(platform, width)
    }

    static func widthProblem(_ platform: PlatformKind, _ width: HorizontalSizeClass) -> StepCheck {
        .invalid("\(platform.deviceName) has no \(width.rawValue) width",
                 explanation: "\(platform.deviceName) shows apps in \(platform.widths.map(\.rawValue).joined(separator: " or ")) width only.",
                 fix: "remove the width, or use a device that has a \(width.rawValue) width (iPhone, iPad)")
    }

    /// A button count the presentation cannot hold.
    static func buttonCountProblem(_ world: World, _ count: Int) -> StepCheck? {
        guard let configuration = world.configuration else { return nil }
        let presentation = configuration.presentation
        guard let capacity = presentation.buttonCapacity else {
            return .invalid("the model does not count the buttons of \(configuration.spokenName)",
                            explanation: "Button counts and styles describe an alert or an action sheet.",
                            fix: "use `there is no dismiss button` for a \(presentation.displayName) without one, or present an alert or action sheet")
        }
        guard capacity.contains(count) else {
            return .invalid("\(configuration.spokenName) cannot hold \(count) button\(count == 1 ? "" : "s")",
                            explanation: "The model's \(presentation.displayName) holds \(capacity.lowerBound) to \(capacity.upperBound) buttons, Cancel included.",
                            fix: "use a count from \(capacity.lowerBound) to \(capacity.upperBound)")
        }
        return nil
    }

    // MARK: When — act

    static let when: [StepDefinition] = StepTable.build { try [
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
            guard (1...10).contains(a.count()) else {
                return .invalid("tapping the grabber \(a.count()) times is not a gesture the model takes",
                                fix: "tap it 1 to 10 times, or write one `When` step per tap")
            }
            var check = StepCheck.passed
            for _ in 0..<a.count() { check = world.perform(.tapGrabber) }
            return check
        },
        StepDefinition(.when, "\(actor) (taps|tap|clicks|click) (outside|outside the sheet|outside the popover|outside the dialog|outside it|the dimmed area|the background|the scrim|the backdrop)",
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
                       "Taps a Done, Cancel or Close button the presentation shows.", example: "the person taps Cancel") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let button = a.button()
            if let problem = missingButton(s, button) { return problem }
            return world.perform(.tapDismissButton)
        },
        StepDefinition(.when, "the app (presents|shows|opens) (another|a second) sheet",
                       "A second sheet is shown from the presentation on top.", example: "the app presents another sheet") { world, _ in
            world.perform(.presentAnotherSheet)
        },
        StepDefinition(.when, "{subject} (presents|shows|opens) (another|a second) sheet",
                       "The same, from the presentation named.", example: "the sheet presents another sheet") { world, _ in
            world.perform(.presentAnotherSheet)
        },
        StepDefinition(.when, "the (width|window|size class) (becomes|changes to) {width} [width]",
                       "The width changes (rotation, split view, window resize).", example: "the width becomes compact") { world, a in
            guard let context = world.context, let width = a.width() else { return .noPresentation }
            guard context.platform.widths.contains(width) else { return widthProblem(context.platform, width) }
            world.context?.width = width
            return .passed
        },
        StepDefinition(.when, "\(actor) (wants|want) to {intent}",
                       "The person's intent, for the decision tree.", example: "the person wants to complete a mandatory flow") { world, a in
            world.intent = a.intent()
            return .passed
        },
    ] }

    // MARK: Then — check

    static let then: [StepDefinition] = StepTable.build { try [
        StepDefinition(.then, "{subject} is {modality}",
                       "Modal or nonmodal.", example: "the sheet is modal",
                       checks: { "modality=\($0.modality().rawValue)" }) { world, a in
            guard let s = world.scenario else { return .noPresentation }
            return .compare(expected: a.modality().rawValue, actual: s.modality.rawValue)
        },
        StepDefinition(.then, "{subject} is dismissed",
                       "The last gesture closed the presentation.", example: "the sheet is dismissed",
                       needsGesture: true) { world, _ in
            outcomeCheck(world, expected: .dismissed)
        },
        StepDefinition(.then, "{subject} (is not dismissed|stays on screen|stays open)",
                       "The last gesture did not close it.", example: "the sheet stays on screen",
                       needsGesture: true) { world, _ in
            guard world.scenario != nil else { return .noPresentation }
            return .require(world.lastOutcome != .dismissed, expected: "stays on screen", actual: "is dismissed")
        },
        StepDefinition(.then, "{subject} (rests|is resting|settles) at {detent}",
                       "Where the sheet rests now.", example: "the sheet rests at medium",
                       checks: { "rests=\($0.detent())" }) { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let expected = "rests at \(a.detent())"
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
                       "The last gesture changed nothing.", example: "nothing happens", needsGesture: true) { world, _ in
            guard world.scenario != nil else { return .noPresentation }
            return .require(world.lastChangedNothing, expected: "does nothing",
                            actual: world.lastOutcome?.description ?? "no gesture happened")
        },
        StepDefinition(.then, "(an action sheet asks|the person is asked|people are asked|an action sheet asks them) (to confirm|for confirmation)",
                       "The dismiss gesture became a confirmation in an action sheet.",
                       example: "an action sheet asks for confirmation", needsGesture: true) { world, _ in
            outcomeCheck(world, expected: .asksForConfirmation)
        },
        StepDefinition(.then, "the (tap|touch) (reaches|goes to|passes through to) the parent [view|window]",
                       "The touch went through to the parent view.", example: "the tap reaches the parent view",
                       needsGesture: true) { world, _ in
            outcomeCheck(world, expected: .reachesParent)
        },
        StepDefinition(.then, "the second sheet is (stacked|stacked on top|shown on top)",
                       "The API stacked a second sheet.", example: "the second sheet is stacked on top",
                       needsGesture: true) { world, _ in
            outcomeCheck(world, expected: .stacked)
        },
        StepDefinition(.then, "the second sheet (is not shown|is not presented|does not appear)",
                       "The API refused a second sheet.", example: "the second sheet is not shown",
                       needsGesture: true) { world, _ in
            outcomeCheck(world, expected: .notPresented)
        },
        StepDefinition(.then, "the available detents are {detents}",
                       "Every detent the sheet may rest at.", example: "the available detents are medium and large",
                       checks: { "detents=" + $0.detents().sortedByHeight.spoken }) { world, a in
            guard let s = world.scenario else { return .noPresentation }
            return .compare(expected: a.detents().sortedByHeight.spoken, actual: s.availableDetents.spoken)
        },
        StepDefinition(.then, "{subject} (can reach|can rest at) {detent}",
                       "The detent is among the allowed ones.", example: "the sheet can reach large") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            return .require(s.availableDetents.contains(a.detent()), expected: "can reach \(a.detent())",
                            actual: "detents are \(s.availableDetents.spoken)")
        },
        StepDefinition(.then, "{subject} (cannot|can't|can not) (reach|rest at) {detent}",
                       "The detent is not allowed.", example: "the sheet cannot reach large") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            // An answer no source gives (a tvOS sheet's detents) proves nothing either way.
            if !s.detentsAnswer.isDefined { return .failed(expected: "cannot reach \(a.detent())", actual: notDefined) }
            return .require(!s.availableDetents.contains(a.detent()), expected: "cannot reach \(a.detent())",
                            actual: "detents are \(s.availableDetents.spoken)")
        },
        StepDefinition(.then, "(the grabber is shown|the grabber is visible|there is a grabber)",
                       "A grabber shows.", example: "the grabber is visible", checks: { _ in "grabber" }) { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            return .require(s.hasGrabber, expected: "a grabber", actual: "no grabber")
        },
        StepDefinition(.then, "(the grabber is not shown|the grabber is not visible|the grabber is hidden|there is no grabber)",
                       "No grabber shows.", example: "there is no grabber") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            if !s.grabberAnswer.isDefined { return .failed(expected: "no grabber", actual: notDefined) }
            return .require(!s.hasGrabber, expected: "no grabber", actual: "a grabber")
        },
        StepDefinition(.then, "{subject} (appears as|is shown as|becomes|adapts to|adapts into) [a|an] {presentation}",
                       "What appears after adaptation to the platform and width.",
                       example: "the popover appears as a sheet") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let expected = a.presentation().0
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
            if !s.coversFullScreenAnswer.isDefined { return .failed(expected: "covers the full screen", actual: notDefined) }
            return .require(s.coversFullScreen, expected: "covers the full screen", actual: "does not cover the full screen")
        },
        StepDefinition(.then, "{subject} does not cover the (full|whole|entire) screen",
                       "Part of the parent stays visible.", example: "the sheet does not cover the full screen") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            if !s.coversFullScreenAnswer.isDefined { return .failed(expected: "does not cover the full screen", actual: notDefined) }
            return .require(!s.coversFullScreen, expected: "does not cover the full screen", actual: "covers the full screen")
        },
        StepDefinition(.then, "the parent (view|window) is {parent}",
                       "Dimmed, covered, or unaffected.", example: "the parent window is dimmed") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            return .compare(expected: a.parent().rawValue, actual: s.parentTreatment.rawValue)
        },
        StepDefinition(.then, "\(actor) can (interact with|use) the parent [view|window]",
                       "The parent stays usable.", example: "the person can interact with the parent view") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            return .require(s.canInteractWithParent, expected: "parent usable", actual: "parent blocked")
        },
        StepDefinition(.then, "\(actor) (cannot|can't|can not) (interact with|use) the parent [view|window]",
                       "The parent is blocked.", example: "the person cannot interact with the parent window") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            if !s.modalityAnswer.isDefined { return .failed(expected: "parent blocked", actual: notDefined) }
            return .require(!s.canInteractWithParent, expected: "parent blocked", actual: "parent usable")
        },
        StepDefinition(.then, "other [app] windows (stay|remain) usable",
                       "The app's other windows keep working (Mac, iPad, Vision Pro).",
                       example: "other app windows stay usable") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let answer = s.otherWindowsAnswer
            let actual = answer.value.map { $0 ? "usable" : "blocked" }
                ?? (answer.isDefined ? "no other windows on \(s.platform.displayName)" : notDefined)
            return .compare(expected: "usable", actual: actual)
        },
        StepDefinition(.then, "other [app] windows are blocked",
                       "The app's other windows wait until the presentation closes.",
                       example: "other app windows are blocked") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let answer = s.otherWindowsAnswer
            let actual = answer.value.map { $0 ? "usable" : "blocked" }
                ?? (answer.isDefined ? "no other windows on \(s.platform.displayName)" : notDefined)
            return .compare(expected: "blocked", actual: actual)
        },
        StepDefinition(.then, "{button} (is at|is in|sits at|sits in|goes at|goes in|is placed at|is placed in) the {placement}",
                       "Where a button goes: top leading, top trailing, bottom trailing, bottom, or a physical corner (top left, top right).",
                       example: "Done is at the top trailing corner") { world, a in
            placementCheck(world, a.button(), a.placement())
        },
        StepDefinition(.then, "there is a {button} button",
                       "The button is shown, wherever it goes.", example: "there is a Back button") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let placement = s.placement(of: a.button())
            return .require(placement != nil && placement != .hidden, expected: "\(a.button().displayName) shown",
                            actual: placement == nil ? "no guidance" : "\(a.button().displayName) not shown")
        },
        StepDefinition(.then, "there is no {button} button",
                       "The button is not shown.", example: "there is no Back button") { world, a in
            placementCheck(world, a.button(), (.hidden, nil))
        },
        StepDefinition(.then, "{button} is not shown",
                       "The same.", example: "Cancel is not shown") { world, a in
            placementCheck(world, a.button(), (.hidden, nil))
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
            let v = a.violation()
            let found = s.violations
            return .require(found.contains(v), expected: v.rawValue,
                            actual: found.isEmpty ? "no violations" : found.map(\.rawValue).joined(separator: ", "))
        },
        StepDefinition(.then, "the check does not (find|report|flag) {violation}",
                       "The configuration does not break the guidance in this way.",
                       example: "the check does not find too-many-buttons") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let v = a.violation()
            return .require(!s.violations.contains(v), expected: "no \(v.rawValue)", actual: v.rawValue)
        },
        StepDefinition(.then, "at most {count} buttons are allowed",
                       "The action sheet button limit on this platform, Cancel included.",
                       example: "at most 4 buttons are allowed") { world, a in
            guard let s = world.scenario else { return .noPresentation }
            let limit = ActionSheetGuidance.on(s.platform)?.maxButtons
            return .compare(expected: "at most \(a.count())", actual: limit.map { "at most \($0)" } ?? "no limit")
        },
        StepDefinition(.then, "{subject} (must not|should not|may not|does not) scroll",
                       "The action sheet should not scroll on this platform.", example: "the action sheet should not scroll") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let may = ActionSheetGuidance.on(s.platform)?.mayScroll
            return .compare(expected: "should not scroll", actual: may == false ? "should not scroll" : "no scrolling limit")
        },
        StepDefinition(.then, "{subject} (may|can) scroll",
                       "The guidance sets no scrolling limit for the action sheet here.", example: "the action sheet may scroll") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let may = ActionSheetGuidance.on(s.platform)?.mayScroll
            return .compare(expected: "no scrolling limit", actual: may == false ? "should not scroll" : "no scrolling limit")
        },
        StepDefinition(.then, "destructive buttons (come|go) first",
                       "Destructive buttons are placed at the top.", example: "destructive buttons come first") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let first = ActionSheetGuidance.on(s.platform)?.destructiveFirst ?? false
            return .compare(expected: "destructive first", actual: first ? "destructive first" : "no action sheets here")
        },
        StepDefinition(.then, "destructive buttons (come|go) last",
                       "Destructive buttons are placed at the bottom.", example: "destructive buttons come last") { world, _ in
            guard let s = world.scenario else { return .noPresentation }
            let first = ActionSheetGuidance.on(s.platform)?.destructiveFirst ?? false
            return .compare(expected: "destructive last", actual: first ? "destructive first" : "no action sheets here")
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
        StepDefinition(.then, "the guidance allows stacked sheets",
                       "The design guidance lets sheets stack.", example: "the guidance allows stacked sheets") { _, _ in
            .compare(expected: "stacked sheets",
                     actual: Stacking.guidanceAllowsStackedSheets ? "stacked sheets" : "one sheet at a time")
        },
        StepDefinition(.then, "{api} (needs|requires|is available from) {version}",
                       "The first iOS version of a SwiftUI API.", example: "presentationDetents needs iOS 16") { world, a in
            guard let api = a.api() else { return .failed(expected: "a known API", actual: "unknown") }
            world.platforms.insert(.iOS)
            guard let (version, os) = a.version() else { return .noPresentation }
            if let os, os != .iOS && os != .iPadOS {
                return .invalid("SwiftUI's availability is given in iOS versions, not \(os.displayName)", fix: "write `iOS \(version)`")
            }
            return .compare(expected: "iOS \(version)", actual: api.requirement)
        },
        StepDefinition(.then, "{api} (works on|is available on) every iOS version",
                       "The API needs no particular iOS version.", example: "custom ZStack overlay works on every iOS version") { world, a in
            guard let api = a.api() else { return .failed(expected: "a known API", actual: "unknown") }
            world.platforms.insert(.iOS)
            return .compare(expected: "every iOS version", actual: api.requirement)
        },
        StepDefinition(.then, "{api} is available",
                       "The API exists on the OS version set up.", example: "fullScreenCover is available") { world, a in
            guard let api = a.api() else { return .failed(expected: "a known API", actual: "unknown") }
            let version = world.context?.osVersion
            return .require(api.isAvailable(onIOS: version), expected: "available",
                            actual: "needs \(api.requirement), app runs on iOS \(version?.description ?? "?")")
        },
        StepDefinition(.then, "{api} is (not available|unavailable)",
                       "The API does not exist yet on the OS version set up.", example: "presentationDetents is not available") { world, a in
            guard let api = a.api() else { return .failed(expected: "a known API", actual: "unknown") }
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
            // On a device, the pattern must exist there: the tree does not send a Mac app to a
            // custom bottom sheet.
            if let platform = world.context?.platform, world.platforms.contains(platform) {
                let shown = Scenario(PresentationConfiguration(recommendation.presentation, detents: recommendation.detents),
                                     in: PresentationContext(platform: platform))
                if !shown.isSupported || (!recommendation.detents.isEmpty && !shown.isResizable) {
                    return .failed(expected: a.text("pattern"),
                                   actual: "\(recommendation.pattern), which \(platform.deviceName) does not have")
                }
            }
            return .require(recommendation.matches(a.text("pattern")), expected: a.text("pattern"), actual: recommendation.pattern)
        },
    ] }

    /// A button the presentation does not show: tapping it is no gesture anyone can make.
    static func missingButton(_ s: Scenario, _ button: DismissButton) -> StepCheck? {
        let shown: Bool
        switch s.effectivePresentation {
        case .alert?, .actionSheet?:
            // Alerts and action sheets show the buttons the example lists; Cancel when it lists none.
            let styles = s.configuration.buttons
            shown = styles.isEmpty || button != .cancel || styles.contains(.cancel)
        default:
            shown = s.configuration.hasDismissButton && s.placement(of: button) != .hidden
        }
        guard !shown else { return nil }
        return .invalid("\(s.configuration.spokenName) on \(s.platform.deviceName) shows no \(button.displayName) button here",
                        explanation: "The model places \(button.displayName) nowhere in this set-up, so there is nothing to tap.",
                        fix: "tap a button the presentation shows, or check `Then there is no \(button.displayName) button`")
    }

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
