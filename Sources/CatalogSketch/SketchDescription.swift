public import CatalogModel
import SheetBehavior

/// The title and description of a sketch, said from the same scene it draws, so that a screen
/// reader hears what a sighted reader sees.
public struct SketchDescription: Hashable, Sendable {
    /// Short: "After: a sheet on iPhone".
    public var title: String
    /// Every drawn fact in one sentence: "A sheet at the medium detent on iPhone; the grabber is
    /// visible; Done at the top trailing corner; the parent view is dimmed."
    public var text: String

    public init(_ scene: SketchScene, strings: SketchStrings = .english, pair: Bool = false) {
        let device = Self.deviceName(scene.platform)
        let what = scene.shown.map { Self.withArticle(Self.name($0)) } ?? "nothing"
        let head = pair ? (scene.moment == .before ? strings.before : strings.after) + ": " : ""
        let subject = scene.shown == nil ? "\(device) with nothing presented"
            : "\(head.isEmpty ? what.capitalizedFirst : what) on \(device)"
        title = head + subject

        var clauses: [String] = []
        if let shown = scene.shown {
            var main = Self.withArticle(Self.name(scene.requested ?? shown))
            if let requested = scene.requested, requested != shown { main += " appears as " + Self.withArticle(Self.name(shown)) }
            if let detent = scene.detent { main += " at the \(detent) detent" }
            main += " on \(device)"
            switch shown {
            case "form-sheet": main += ", centred"
            case "popover": main += ", its arrow pointing at the control that opened it"
            case "action-sheet":
                let others = scene.actions.filter { $0 != "cancel" }.count
                main += " with \(others) \(others == 1 ? "action" : "actions")"
                if scene.actions.contains("destructive") { main += ", one of them destructive" }
                if scene.actions.contains("cancel") { main += ", and \(strings.cancel) set apart below them" }
            default: break
            }
            clauses.append(main.capitalizedFirst)
            if scene.sheets > 1 { clauses.append("\(scene.sheets) sheets are stacked") }
            if scene.detents.count > 1 { clauses.append("it can rest at " + Self.spoken(scene.detents)) }
            if scene.grabber { clauses.append("the grabber is visible") }
            for button in scene.buttons {
                var clause = "\(strings.label(ofButton: button.kind)) at the \(button.placement)" + (button.placement == "bottom" ? "" : " corner")
                // Right to left, say where that corner is on the screen, as the drawing shows it.
                if scene.rightToLeft, let physical = ButtonPlacement(rawValue: button.placement)?.physical(in: .rightToLeft),
                   physical != button.placement {
                    clause += " (\(physical))"
                }
                clauses.append(clause)
            }
        } else if scene.dismissed, let requested = scene.requested {
            clauses.append("\(Self.withArticle(Self.name(requested)).capitalizedFirst) was dismissed; only the parent view is on \(device)")
        } else if let requested = scene.requested {
            clauses.append("\(device) shows no \(Self.name(requested)); only the parent view is there")
        } else {
            clauses.append("Nothing is presented on \(device)")
        }
        if scene.rightToLeft { clauses.append("the layout runs right to left") }
        if scene.shown != nil {
            switch scene.parent {
            case "dimmed": clauses.append("the parent view is dimmed")
            case "covered": clauses.append("the parent view is covered")
            case "unaffected": clauses.append(scene.modality == "nonmodal" ? "the parent view stays usable" : "the parent view is not dimmed")
            default: clauses.append("no source says what happens to the parent view")
            }
        }
        if let gesture = scene.gesture.flatMap({ Self.gesturePhrase($0, scene, strings) }) {
            clauses.append("the arrow: \(gesture)")
        }
        // The first clause starts with a capital of its own; a device name keeps its spelling (iPhone).
        text = clauses.joined(separator: "; ") + "."
    }

    /// The core model's names, so a sketch says what the pages say; an id the model does not
    /// know (a platform newer than this build) is said as written.
    static func name(_ presentation: String) -> String {
        Presentation(rawValue: presentation)?.displayName ?? presentation
    }

    static func deviceName(_ platform: String) -> String {
        PlatformKind(rawValue: platform)?.deviceName ?? platform
    }

    static func withArticle(_ noun: String) -> String {
        (noun.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + noun
    }

    static func spoken(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    static func gesturePhrase(_ gesture: String, _ scene: SketchScene, _ strings: SketchStrings) -> String? {
        switch gesture {
        case "drag-up": return "the person drags it up"
        case "swipe-down": return "the person swipes it down"
        case "tap-grabber": return "the person taps the grabber"
        case "tap-outside": return "the person taps outside it"
        case "focus-loss": return "the person moves on to the parent view"
        case "tap-dismiss-button":
            let button = scene.buttons.first { $0.kind == "done" } ?? scene.buttons.first
            return "the person taps \(strings.label(ofButton: button?.kind ?? "done"))"
        case "present-another-sheet": return "the app presents another sheet"
        default: return nil
        }
    }
}

extension String {
    var capitalizedFirst: String { first.map { $0.uppercased() + dropFirst() } ?? self }
}
