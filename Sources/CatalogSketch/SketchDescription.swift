public import CatalogModel
import SheetBehavior

/// The title and description of a sketch, said from the same scene it draws, so that a screen
/// reader hears what a sighted reader sees, in the language of the strings it is given.
public struct SketchDescription: Hashable, Sendable {
    /// Short: "After: a sheet on iPhone".
    public var title: String
    /// Every drawn fact in one sentence: "A sheet at the medium detent on iPhone; the grabber is
    /// visible; Done at the top trailing corner; the parent view is dimmed."
    public var text: String

    public init(_ scene: SketchScene, strings: SketchStrings = .english, pair: Bool = false) {
        let words = Words(strings: strings)
        let device = words.device(scene.platform)
        let moment = scene.moment == .before ? strings.before : strings.after
        if let shown = scene.shown {
            title = strings.format(pair ? "sketchTitlePaired" : "sketchTitle", ["moment": moment, "what": words.name(shown), "device": device])
        } else {
            title = strings.format(pair ? "sketchTitleNothingPaired" : "sketchTitleNothing", ["moment": moment, "device": device])
        }

        var clauses: [String] = []
        if let shown = scene.shown {
            var what = words.name(scene.requested ?? shown)
            if let requested = scene.requested, requested != shown {
                what = strings.format("sketchAppearsAs", ["requested": what, "shown": words.name(shown)])
            }
            if let state = scene.state {
                what = strings.format("sketchInState", ["what": what, "state": words.state(state)])
            } else if let detent = scene.detent {
                what = strings.format("sketchAtDetent", ["what": what, "detent": detent])
            }
            var main = [strings.format("sketchOn", ["what": what, "device": device])]
            if let side = scene.sideEdge { main.append(strings["sketchAgainst." + side]) }
            switch shown {
            case "form-sheet": main.append(strings["sketchCentred"])
            case "popover":
                main.append(strings[DeviceFrame.of(scene.platform).shape == .browser ? "sketchTopLayer" : "sketchArrowPoints"])
            case "action-sheet":
                let others = scene.actions.filter { $0 != "cancel" }.count
                main[0] = strings.format(others == 1 ? "sketchActions.one" : "sketchActions", ["main": main[0], "n": String(others)])
                if scene.actions.contains("destructive") { main.append(strings["sketchOneDestructive"]) }
                if scene.actions.contains("cancel") { main.append(strings.format("sketchCancelApart", ["cancel": strings.cancel])) }
            default: break
            }
            clauses.append(main.joined(separator: ", "))
            if scene.backdrop { clauses.append(strings["sketchBackdrop"]) }
            if scene.sheets > 1 { clauses.append(strings.format("sketchStacked", ["n": String(scene.sheets)])) }
            if scene.detents.count > 1 {
                let list = scene.state == nil ? words.list(scene.detents) : words.list(scene.detents.map(words.state))
                clauses.append(strings.format(scene.state == nil ? "sketchCanRest" : "sketchCanRestIn", ["list": list]))
            }
            if scene.grabber { clauses.append(strings[scene.state == nil ? "sketchGrabber" : "sketchDragHandle"]) }
            for button in scene.buttons {
                let label = strings.label(ofButton: button.kind)
                let place = strings.phrase("sketchPlace." + Words.dashed(button.placement)) ?? button.placement
                // Right to left, say where that corner is on the screen, as the drawing shows it.
                if scene.rightToLeft, let physical = ButtonPlacement(rawValue: button.placement)?.physical(in: .rightToLeft),
                   physical != button.placement {
                    let side = strings.phrase("sketchSide." + Words.dashed(physical)) ?? physical
                    clauses.append(strings.format("sketchButtonPhysical", ["button": label, "place": place, "side": side]))
                } else {
                    clauses.append(strings.format("sketchButton", ["button": label, "place": place]))
                }
            }
        } else if scene.dismissed, let requested = scene.requested {
            clauses.append(strings.format("sketchDismissed", ["what": words.name(requested), "device": device]))
        } else if let requested = scene.requested {
            clauses.append(strings.format("sketchNotShown", ["name": words.noun(requested), "device": device]))
        } else {
            clauses.append(strings.format("sketchNothing", ["device": device]))
        }
        if scene.rightToLeft { clauses.append(strings["sketchRightToLeft"]) }
        if scene.shown != nil {
            switch scene.parent {
            case "dimmed": clauses.append(strings["sketchDimmed"])
            case "covered": clauses.append(strings[scene.parentBlurred ? "sketchCoveredBlurred" : "sketchCovered"])
            case "unaffected": clauses.append(strings[scene.modality == "nonmodal" ? "sketchUsable" : "sketchNotDimmed"])
            default: clauses.append(strings["sketchParentUnknown"])
            }
            if scene.parentBlurred && scene.parent != "covered" { clauses.append(strings["sketchBlurred"]) }
        }
        if let gesture = scene.gesture, strings.phrase("sketchGesture." + gesture) != nil {
            let button = scene.buttons.first { $0.kind == "done" } ?? scene.buttons.first
            let said = strings.format("sketchGesture." + gesture, ["button": strings.label(ofButton: button?.kind ?? "done")])
            clauses.append(strings.format("sketchArrow", ["gesture": said]))
        }
        // Each phrase that starts a sentence capitalises itself ({What}); a device name keeps its
        // spelling (iPhone).
        text = clauses.joined(separator: "; ") + "."
    }

    /// The names a description uses: the language's own where it gives them, else the core
    /// model's, so a sketch says what the pages say; an id the model does not know (a platform
    /// newer than this build) is said as written.
    struct Words {
        let strings: SketchStrings

        /// With its article: "a sheet".
        func name(_ presentation: String) -> String {
            strings.phrase("sketchName." + presentation) ?? Self.withArticle(Self.modelName(presentation))
        }

        /// Without one: "sheet".
        func noun(_ presentation: String) -> String {
            strings.phrase("sketchNoun." + presentation) ?? Self.modelName(presentation)
        }

        func device(_ platform: String) -> String {
            strings.phrase("sketchDevice." + platform) ?? PlatformKind(rawValue: platform)?.deviceName ?? platform
        }

        func state(_ state: String) -> String {
            strings.phrase("sketchState." + state) ?? state
        }

        /// "medium and large"; "a, b and c".
        func list(_ words: [String]) -> String {
            guard let last = words.last, words.count > 1 else { return words.joined() }
            return strings.format("sketchList", ["list": words.dropLast().joined(separator: ", "), "last": last])
        }

        /// `top leading` → `top-leading`, as the keys spell a placement.
        static func dashed(_ words: String) -> String {
            String(decoding: words.utf8.map { $0 == UInt8(ascii: " ") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
        }

        static func modelName(_ presentation: String) -> String {
            Presentation(rawValue: presentation)?.displayName ?? presentation
        }

        static func withArticle(_ noun: String) -> String {
            (noun.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + noun
        }
    }
}
