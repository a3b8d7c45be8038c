import SheetBehavior

/// The kinds of value a step pattern can hold, each with its reader and its list of allowed values.
enum SlotKind: String, Sendable, CaseIterable {
    case presentation, device, width, direction, version, detent, detents, count, styles, button, placement
    case modality, parent, intent, api, violation, pattern, framework
    case state, closedby, popover, feature, browser, edge
    /// Words naming a presentation the example set up ("the sheet", "the second sheet", "it"),
    /// resolved in the example's world when the step runs.
    case subject

    /// What a designer calls this kind of value in an error message.
    var noun: String {
        switch self {
        case .presentation, .pattern: return "presentation"
        case .device: return "device or platform"
        case .width: return "width"
        case .direction: return "layout direction"
        case .version: return "OS version"
        case .detent: return "detent"
        case .detents: return "detent"
        case .count: return "number"
        case .styles: return "button style"
        case .button: return "button"
        case .placement: return "placement"
        case .modality: return "modality"
        case .parent: return "parent treatment"
        case .intent: return "intent"
        case .api: return "API"
        case .violation: return "violation"
        case .framework: return "UI framework"
        case .state: return "sheet state"
        case .closedby: return "closedby value"
        case .popover: return "popover type"
        case .feature: return "web feature"
        case .browser: return "browser"
        case .edge: return "sheet edge"
        case .subject: return "subject"
        }
    }

    /// The values a designer may write, for `spec.unknown-value` and the docs.
    var allowed: [String] {
        switch self {
        case .presentation, .pattern:
            // A side sheet's names last, and no pattern: an intent never recommends one.
            return Presentation.allCases.filter { $0 != .sideSheet }.flatMap(\.aliases) + ["nonmodal sheet"]
                + (self == .pattern ? ["sheet with detents"] : SlotKind.sideSheetNames)
        case .device:
            return PlatformKind.allCases.map(\.deviceName) + PlatformKind.allCases.map(\.displayName)
        case .width: return ["compact", "regular"]
        case .direction: return ["left-to-right", "right-to-left", "LTR", "RTL"]
        case .version:
            let majors = PlatformKind.iOS.modelledMajorVersions.map(String.init).joined(separator: ", ")
            return ["iOS 14", "iOS 16.4", "iPadOS 17", "15 (the device's OS; the model covers iOS and iPadOS \(majors))"]
        case .detent: return Detent.spellings
        case .detents: return Detent.spellings.map { $0 } + ["a list: medium and large, or medium, large"]
        case .count: return ["1", "2", "…", "one", "two", "three", "four", "five", "six"]
        case .styles: return PresentationConfiguration.ButtonStyle.allCases.map(\.rawValue)
        case .button: return ["Done", "Save", "OK", "Close", "Cancel", "Back"]
        case .placement: return ButtonPlacement.spellings
        case .modality: return ["modal", "nonmodal"]
        case .parent: return ["dimmed", "covered", "unaffected", "not dimmed"]
        case .intent: return Intent.allCases.map(\.rawValue)
        case .api: return APIAvailability.all.map(\.name)
        case .violation: return Violation.allCases.map(\.rawValue)
        case .framework: return UIFramework.allCases.map(\.displayName)
        case .state: return SheetState.allCases.map(\.spoken)
        case .closedby: return ClosedBy.allCases.map(\.rawValue)
        case .popover: return PopoverType.allCases.map(\.rawValue)
        case .feature: return WebFeature.ID.allCases.map(\.displayName)
        case .browser: return ["Chrome", "Firefox", "Safari", "Safari 18", "Chrome 134", "Firefox 141"]
        case .edge: return SheetEdge.allCases.map(\.rawValue)
        case .subject: return ["the sheet", "the side sheet", "the popover", "the second sheet", "it (a presentation the example sets up)"]
        }
    }

    /// Reads the text of one slot; nil when the value is not one the model knows.
    func read(_ raw: String) -> SlotValue? {
        let text = raw.lowercased()
        switch self {
        case .presentation, .pattern:
            var words = text.split(separator: " ").map(String.init)
            var nonmodal = false
            if let first = words.first, ["nonmodal", "non-modal", "modeless", "standard"].contains(first) {
                nonmodal = true
                words.removeFirst()
            }
            if self == .pattern, Recommendation.forIntent(.halfSheet).matches(raw) && Presentation.named(raw) == nil {
                return .pattern(raw)
            }
            // A Material side sheet: "side sheet", "modal side sheet", "standard side sheet".
            if self == .presentation, words.suffix(2) == ["side", "sheet"],
               words.count == 2 || (words.count == 3 && words[0] == "modal" && !nonmodal) {
                return .presentation(.sideSheet, nonmodal: nonmodal)
            }
            // Only the forms above name a side sheet: not "standard modal side sheet", not a pattern.
            guard let p = Presentation.named(words.joined(separator: " ")), p != .sideSheet else { return nil }
            if nonmodal && !p.isSheetLike { return nil }
            return self == .pattern ? .pattern(raw) : .presentation(p, nonmodal: nonmodal)
        case .device:
            return PlatformKind.named(raw).map(SlotValue.platform)
        case .width:
            switch text {
            case "compact", "compact-width": return .width(.compact)
            case "regular", "regular-width": return .width(.regular)
            default: return nil
            }
        case .direction:
            switch text.filter({ $0.isLetter }) {
            case "righttoleft", "rtl": return .direction(.rightToLeft)
            case "lefttoright", "ltr": return .direction(.leftToRight)
            default: return nil
            }
        case .version:
            // "iOS 16.4", "iPadOS 17" or a bare "15": the OS name, when given, is kept so that
            // it can be checked against the device.
            var words = text.split(separator: " ").map(String.init)
            var os: PlatformKind?
            if let first = words.first, let named = PlatformKind(rawValue: first) {
                os = named
                words.removeFirst()
            } else if let first = words.first, first.hasPrefix("ios"), first.count > 3 {
                os = .iOS
                words[0] = String(first.dropFirst(3))
            }
            if os == .android, words.first == "api" { words.removeFirst(); os = .android
                guard words.count == 1, let level = Int(words[0]) else { return nil }
                return .version(OSVersion(level), os: os)
            }
            guard words.count == 1, words[0].first?.isNumber == true, var v = OSVersion(words[0]) else { return nil }
            // Android is named by release (`Android 14`) and modelled by API level (34).
            if os == .android, let level = PlatformKind.android.apiLevel(ofRelease: v.major) { v = OSVersion(level) }
            return .version(v, os: os)
        case .framework:
            return UIFramework(named: text.replacingSpaces()).map(SlotValue.framework)
        case .edge:
            return SheetEdge(rawValue: text).map(SlotValue.edge)
        case .state:
            return SheetState.named(raw).map(SlotValue.state)
        case .closedby:
            let key = text.filter { $0.isLetter }
            return ClosedBy.allCases.first { $0.rawValue == key }.map(SlotValue.closedBy)
        case .popover:
            let key = text.filter { $0.isLetter }
            return PopoverType(rawValue: key).map(SlotValue.popover)
        case .feature:
            return WebFeature.ID.named(raw).map(SlotValue.feature)
        case .browser:
            // "Safari", "Safari 18", "Chrome 134.0": a browser the web declares, and its version.
            let words = text.split(separator: " ").map(String.init)
            guard let first = words.first, words.count <= 2,
                  case .browsers(let browsers) = PlatformKind.web.declaration.versioning,
                  let browser = browsers.first(where: { $0.key == first }) else { return nil }
            guard words.count == 2 else { return .browser(browser.key, nil) }
            guard let version = OSVersion(words[1]), version.major > 0 else { return nil }
            return .browser(browser.key, version)
        case .detent:
            return Detent.named(raw).map(SlotValue.detent)
        case .detents:
            if case .success(let list) = Detent.list(raw) { return .detents(list) }
            return nil
        case .count:
            return SlotKind.number(text).map(SlotValue.count)
        case .styles:
            var styles: [PresentationConfiguration.ButtonStyle] = []
            for part in text.split(whereSeparator: { $0 == "," || $0 == " " }) where part != "and" && part != "then" {
                guard let style = PresentationConfiguration.ButtonStyle(rawValue: String(part)) else { return nil }
                styles.append(style)
            }
            return styles.isEmpty ? nil : .styles(styles)
        case .button:
            var words = text.split(separator: " ").map(String.init)
            if words.first == "the" { words.removeFirst() }
            if words.last == "button" { words.removeLast() }
            guard words.count == 1 || words == ["done", "or", "save"], let b = DismissButton.named(words.joined()) else { return nil }
            return .button(b)
        case .placement:
            var key = text
            for suffix in [" corner", " edge"] where key.hasSuffix(suffix) { key = String(key.dropLast(suffix.count)) }
            if key == "top left" || key == "top right" || key == "bottom left" || key == "bottom right" { return .physical(key) }
            if key == "not shown" || key == "hidden" { return .placement(.hidden) }
            if key == "top leading" || key == "top-leading" { return .placement(.topLeading) }
            if key == "top trailing" || key == "top-trailing" { return .placement(.topTrailing) }
            if key == "bottom trailing" || key == "bottom-trailing" { return .placement(.bottomTrailing) }
            if key == "bottom" { return .placement(.bottom) }
            return nil
        case .modality:
            switch text.filter({ $0.isLetter }) {
            case "modal": return .modality(.modal)
            case "nonmodal", "modeless": return .modality(.nonmodal)
            default: return nil
            }
        case .parent:
            switch text {
            case "dimmed": return .parent(.dimmed)
            case "covered", "hidden": return .parent(.covered)
            case "unaffected", "not dimmed", "untouched": return .parent(.unaffected)
            default: return nil
            }
        case .intent:
            return Intent.named(raw).map(SlotValue.intent)
        case .api:
            return APIAvailability.named(raw).map(SlotValue.api)
        case .violation:
            var key = text
            for article in ["a ", "an ", "the "] where key.hasPrefix(article) { key = String(key.dropFirst(article.count)) }
            if key.hasSuffix(" violation") { key = String(key.dropLast(" violation".count)) }
            return Violation.named(key).map(SlotValue.violation)
        case .subject:
            let words = text.split(separator: " ")
            return words.count <= 5 ? .subject(raw) : nil
        }
    }

    /// The names a Material side sheet goes by in a `{presentation}` slot.
    static let sideSheetNames = Presentation.sideSheet.aliases

    static func number(_ text: String) -> Int? {
        if let n = Int(text), n >= 0 { return n }
        let names = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return names.firstIndex(of: text)
    }
}

/// A value read from a slot.
enum SlotValue: Sendable {
    case presentation(Presentation, nonmodal: Bool)
    case pattern(String)
    case platform(PlatformKind)
    case width(HorizontalSizeClass)
    case direction(LayoutDirection)
    /// A version and, when written, the OS it names (`iOS 15`).
    case version(OSVersion, os: PlatformKind?)
    case detent(Detent)
    case detents([Detent])
    case count(Int)
    case styles([PresentationConfiguration.ButtonStyle])
    case button(DismissButton)
    case placement(ButtonPlacement)
    /// `top left`: a corner named on screen, compared after the layout direction is applied.
    case physical(String)
    case modality(Modality)
    case parent(ParentTreatment)
    case intent(Intent)
    case api(APIAvailability)
    case violation(Violation)
    case framework(UIFramework)
    case state(SheetState)
    case closedBy(ClosedBy)
    case popover(PopoverType)
    case feature(WebFeature.ID)
    /// A browser's browser-compat-data key and, when written, its version.
    case browser(String, OSVersion?)
    case edge(SheetEdge)
    case subject(String)
}

extension String {
    /// "iOS 16.4" → "iOS16.4", so the version reader sees one token.
    func replacingSpaces() -> String { String(filter { $0 != " " }) }
}
