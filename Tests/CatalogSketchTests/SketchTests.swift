import CatalogModel
import Foundation
import CatalogSketch
import SheetBehavior
import SpecRunner
import Testing

@Suite struct SketchTests {
    /// A sheet on iPhone at the medium detent with the grabber shown.
    func mediumSheet(direction: LayoutDirection = .leftToRight) -> Scenario {
        var config = PresentationConfiguration(.sheet, detents: [.medium, .large], grabberVisible: true)
        config.currentDetent = .medium
        return Scenario(config, in: PresentationContext(platform: .iOS, layoutDirection: direction))
    }

    /// The top edge of a bottom sheet: its path of class `c` opens with `M x y+10`, below the
    /// rounding of its top corners.
    func cardTop(_ svg: String) -> Int? {
        guard let r = svg.range(of: "class=\"c\" d=\"M") else { return nil }
        let numbers = svg[r.upperBound...].prefix(while: { $0 != "a" }).split(separator: " ").compactMap { Int($0) }
        return numbers.count == 2 ? numbers[1] - 10 : nil
    }

    /// The x of the label `label`.
    func x(of label: String, in svg: String) -> Int? {
        guard let end = svg.range(of: ">\(label)</text>") else { return nil }
        let head = svg[..<end.lowerBound]
        guard let x = head.range(of: " x=\"", options: .backwards) else { return nil }
        return Int(head[x.upperBound...].prefix(while: \.isNumber))
    }

    @Test func descriptionSaysWhatIsDrawn() {
        let scene = SketchScene(mediumSheet(), moment: .after)
        let sketch = Sketch(scene)
        #expect(sketch.description.text == "A sheet at the medium detent on iPhone; it can rest at medium and large; "
            + "the grabber is visible; Done at the top trailing corner; Cancel at the top leading corner; the parent view is dimmed.")
        let svg = sketch.svg()
        #expect(svg.contains("<title>A sheet on iPhone</title>"))
        #expect(svg.contains("<desc>\(sketch.description.text)</desc>"))
        #expect(svg.contains(">Done</text>") && svg.contains(">Cancel</text>"))
        #expect(svg.contains("class=\"d\""), "the parent is dimmed")
    }

    @Test func sameSceneSameBytesNoScriptNoIDs() {
        let scene = SketchScene(mediumSheet(), moment: .after)
        let a = Sketch(scene).svg(style: .auto), b = Sketch(scene).svg(style: .auto)
        #expect(a == b)
        #expect(!a.contains("<script") && !a.contains(" id=") && !a.contains("href") && !a.contains("@import"))
        #expect(a.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!Sketch(scene).svg().contains("<style>"), "a sketch in a page takes the page's styles")
    }

    /// Every presentation on every platform, in each style, stays well under 4 KB.
    @Test func everySketchIsSmall() {
        for platform in PlatformKind.allCases {
            for presentation in Presentation.allCases {
                var config = PresentationConfiguration(presentation, grabberVisible: true)
                config.sheetsOnScreen = 2
                let scene = SketchScene(Scenario(config, in: PresentationContext(platform: platform, layoutDirection: .rightToLeft)),
                                        moment: .before, gesture: .tapDismissButton)
                for style in SketchStyle.allCases {
                    let bytes = Sketch(scene, pair: true).svg(style: style).utf8.count
                    #expect(bytes < (style == .page ? 2_500 : 3_500), "\(presentation) on \(platform) as \(style): \(bytes) bytes")
                }
            }
        }
    }

    @Test func rightToLeftMirrorsTheCorners() {
        let ltr = Sketch(SketchScene(mediumSheet(), moment: .after)).svg()
        let rtl = Sketch(SketchScene(mediumSheet(direction: .rightToLeft), moment: .after)).svg()
        let middle = 4 + 6 + 75
        #expect(x(of: "Done", in: ltr)! > middle)
        #expect(x(of: "Done", in: rtl)! < middle)
        #expect(x(of: "Cancel", in: rtl)! > middle)
        #expect(rtl.contains("the layout runs right to left"))
    }

    @Test func theDetentSetsTheHeight() {
        func top(_ detent: Detent) -> Int {
            var config = PresentationConfiguration(.sheet, detents: [.medium, .large, .height(200)])
            config.currentDetent = detent
            let svg = Sketch(SketchScene(Scenario(config, in: PresentationContext(platform: .iOS)), moment: .after)).svg()
            return cardTop(svg)!
        }
        let screenTop = 4 + 6, screenBottom = screenTop + 300
        let full = screenBottom - top(.large), half = screenBottom - top(.medium), fixed = screenBottom - top(.height(200))
        #expect(abs(half * 2 - full) <= 2, "medium is half of large: \(half) against \(full)")
        #expect(abs(Double(fixed) / Double(full) - 0.25) < 0.02, "200 points of the model's 800")
    }

    @Test func actionSheetStacksItsButtonsWithCancelApart() {
        let config = PresentationConfiguration(.actionSheet, buttons: [.default, .destructive, .cancel])
        let sketch = Sketch(SketchScene(Scenario(config, in: PresentationContext(platform: .iOS)), moment: .after))
        let svg = sketch.svg()
        #expect(svg.contains(">Action</text>") && svg.contains("class=\"x\"") && svg.contains(">Cancel</text>"))
        #expect(sketch.description.text.hasPrefix("An action sheet on iPhone with 2 actions, one of them destructive, and Cancel set apart below them"))
    }

    @Test func whatTheModelChangesIsDrawn() {
        let popover = SketchScene(Scenario(.popover, on: .iOS), moment: .after)
        #expect(popover.shown == "sheet")
        #expect(Sketch(popover).description.text.hasPrefix("A popover appears as a sheet at the large detent on iPhone"))
        let onIPad = SketchScene(Scenario(.popover, on: .iPadOS), moment: .after)
        #expect(Sketch(onIPad).description.text.contains("A popover on iPad, its arrow pointing at the control that opened it"))
        let panel = SketchScene(Scenario(.panel, on: .iOS), moment: .after)
        #expect(Sketch(panel).description.text.hasPrefix("iPhone shows no panel"))
    }

    @Test func aPlatformWithoutAFrameIsDrawnPlain() {
        let scene = SketchScene(moment: .after, platform: "toy", width: "compact", rightToLeft: false,
                                requested: "sheet", shown: "sheet", detent: "large", detentHeight: 1, parent: "dimmed")
        let svg = Sketch(scene).svg()
        #expect(DeviceFrame.of("toy").shape == .plain)
        #expect(svg.contains("<title>A sheet on toy</title>"))
    }

    /// The runner keeps how a case stood before its first gesture and where it ended.
    @Test func aWhenGivesBeforeAndAfter() {
        let lines = ["Given a sheet on iPhone", "And the grabber is visible", "When the person swipes down", "Then the sheet is dismissed"]
        let example = SpecExample(id: "sheets.swipe", componentID: "sheets", title: nil, ruleIDs: ["sheets.rule"],
                                  lines: lines.enumerated().map { .init(text: $1, location: SourceLocation(file: "s.md", line: 2 + $0)) },
                                  location: SourceLocation(file: "s.md", line: 1))
        let (result, _) = SpecRunner().run(example, knownRuleIDs: ["sheets.rule"])
        #expect(result.status == .passed)
        let scenes = result.cases[0].scenes
        #expect(scenes.map(\.moment) == [.before, .after])
        #expect(scenes[0].gesture == "swipe-down" && scenes[0].shown == "sheet" && scenes[0].grabber)
        #expect(scenes[1].dismissed && scenes[1].shown == nil)
        #expect(Sketch(scenes[1], pair: true).description.title == "After: iPhone with nothing presented")
        #expect(Sketch(scenes[0], pair: true).description.text.hasSuffix("the arrow: the person swipes it down."))
    }
}

/// The default stylesheet styles every class a sketch uses, so a sketch inside a page is drawn
/// in the page's colours, light or dark.
@Suite struct SketchStylesheetTests {
    @Test func theSiteStylesheetCarriesTheSketchRules() throws {
        let css = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../templates/assets/site.css").standardizedFileURL
        let text = try String(contentsOf: css, encoding: .utf8)
        #expect(text.contains(SketchStyle.rules), "templates/assets/site.css has SketchStyle.rules verbatim")
        for variable in ["--bg", "--panel", "--line", "--muted", "--accent", "--focus", "--bad-fg"] {
            #expect(text.contains(variable + ":"), "\(variable) is defined by the site")
        }
    }
}
