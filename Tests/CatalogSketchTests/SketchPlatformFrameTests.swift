import CatalogModel
import CatalogSketch
import SheetBehavior
import Testing

/// Android and the web have frames of their own, and each draws what its model says: a Material
/// sheet's state and scrim, a <dialog>'s ::backdrop, a watch sheet's blur.
@Suite struct SketchPlatformFrameTests {
    /// The y of the first `<path class="c" d="M x y…` (a bottom sheet's top edge, below its rounding).
    func cardTop(_ svg: String) -> Int? {
        guard let r = svg.range(of: "class=\"c\" d=\"M") else { return nil }
        let numbers = svg[r.upperBound...].prefix(while: { $0 != "a" }).split(separator: " ").compactMap { Int($0) }
        return numbers.count == 2 ? numbers[1] - 10 : nil
    }

    func materialSheet(_ state: SheetState) -> SketchScene {
        var config = PresentationConfiguration(.sheet, grabberVisible: true)
        config.fitToContents = false
        config.sheetState = state
        return SketchScene(Scenario(config, in: PresentationContext(platform: .android)), moment: .after)
    }

    @Test func androidAndTheWebHaveFramesOfTheirOwn() {
        #expect(DeviceFrame.of("android").shape == .handheldWithSystemBars)
        #expect(DeviceFrame.of("web").shape == .browser)
        let android = Sketch(SketchScene(Scenario(.alert, on: .android), moment: .after)).svg()
        // The status bar's two marks and the gesture handle, drawn over the app.
        #expect(android.components(separatedBy: "class=\"g\"").count - 1 >= 3)
        #expect(android.contains("class=\"d\""), "a Material dialog sits over a scrim")
    }

    @Test func aMaterialSheetRestsInItsState() {
        let screenBottom = 4 + 6 + 300
        let collapsed = materialSheet(.collapsed), half = materialSheet(.halfExpanded), expanded = materialSheet(.expanded)
        #expect(half.state == "half-expanded" && half.detents == ["collapsed", "half-expanded", "expanded"])
        let h = { (scene: SketchScene) in screenBottom - self.cardTop(Sketch(scene).svg())! }
        #expect(h(collapsed) < h(half) && h(half) < h(expanded))
        // Half-expanded is the model's behavior_halfExpandedRatio of the expanded height.
        #expect(abs(Double(h(half)) / Double(h(expanded)) - 0.5) < 0.03)
        let words = Sketch(half).description.text
        #expect(words.hasPrefix("A sheet resting half-expanded on Android phone; it can rest collapsed, half-expanded and expanded; the drag handle is visible"))
        #expect(words.hasSuffix("the parent view is dimmed."))
    }

    @Test func aModalDialogSitsOverItsBackdropAndANonmodalOneDoesNot() {
        let modal = SketchScene(Scenario(.sheet, on: .web), moment: .after)
        #expect(modal.backdrop)
        #expect(Sketch(modal).svg().contains("class=\"k\""))
        #expect(Sketch(modal).description.text.contains("over a ::backdrop that spans the page"))
        var config = PresentationConfiguration(.sheet)
        config.nonmodal = true
        let shown = SketchScene(Scenario(config, in: PresentationContext(platform: .web)), moment: .after)
        #expect(!shown.backdrop && !Sketch(shown).svg().contains("class=\"k\""))
        #expect(Sketch(shown).description.text.contains("the parent view stays usable"))
    }

    @Test func aWebPopoverHasNoArrow() {
        let web = Sketch(SketchScene(Scenario(.popover, on: .web), moment: .after))
        let iPad = Sketch(SketchScene(Scenario(.popover, on: .iPadOS), moment: .after))
        #expect(!web.svg().contains("<path class=\"c\"") && iPad.svg().contains("<path class=\"c\""))
        #expect(web.description.text.hasPrefix("A popover on desktop browser, in the top layer"))
    }

    /// The HIG says a watch sheet lets the content it covers show through, blurred and
    /// desaturated; the model says nothing of the kind for an iPhone sheet, so none is drawn there.
    @Test func onlyAWatchSheetBlursWhatItCovers() {
        let watch = SketchScene(Scenario(.sheet, on: .watchOS), moment: .after)
        #expect(watch.parentBlurred && watch.parent == "covered")
        let svg = Sketch(watch).svg()
        #expect(svg.contains("<g class=\"z\">") && svg.contains("class=\"cz\""))
        #expect(Sketch(watch).description.text.hasSuffix("the parent view is covered, yet shows through blurred and desaturated by a material."))
        #expect(Scenario(.sheet, on: .watchOS).parentBlurredAnswer.citations.count == 1)
        for platform in PlatformKind.allCases where platform != .watchOS {
            for presentation in Presentation.allCases {
                let scene = SketchScene(Scenario(presentation, on: platform), moment: .after)
                #expect(!scene.parentBlurred && !Sketch(scene).svg().contains("class=\"z\""), "\(presentation) on \(platform)")
            }
        }
    }
}
