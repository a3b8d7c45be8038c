import CatalogModel
import CatalogSketch
import SheetBehavior
import Testing

/// A scene worked out once and a sketch drawn once give what working out and drawing give, and
/// nothing that differs in what is drawn or said shares a kept drawing.
@Suite struct SketchMemoTests {
    func scenario(_ presentation: Presentation, on platform: PlatformKind, direction: LayoutDirection = .leftToRight) -> Scenario {
        var config = PresentationConfiguration(presentation, detents: [.medium, .large], grabberVisible: true)
        config.currentDetent = .medium
        return Scenario(config, in: PresentationContext(platform: platform, layoutDirection: direction))
    }

    @Test func keptScenesAndDrawingsAreTheOnesMadeAnew() {
        for platform in [PlatformKind.iOS, .iPadOS, .macOS] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let scenario = scenario(.sheet, on: platform, direction: direction)
                for moment in [SketchScene.Moment.before, .after] {
                    let made = SketchScene(scenario, moment: moment, gesture: .swipeDown)
                    // Twice: the first look-up may make the value, the second finds it kept.
                    #expect(SketchScene.of(scenario, moment: moment, gesture: .swipeDown) == made)
                    #expect(SketchScene.of(scenario, moment: moment, gesture: .swipeDown) == made)
                    for style in SketchStyle.allCases {
                        #expect(Sketch(made, pair: true).svgDrawnOnce(style: style) == Sketch(made, pair: true).svg(style: style))
                        #expect(Sketch(made, pair: true).svgDrawnOnce(style: style) == Sketch(made, pair: true).svg(style: style))
                    }
                }
            }
        }
    }

    @Test func whatDiffersInTheDrawingIsNotShared() {
        let scene = SketchScene.of(scenario(.sheet, on: .iOS), moment: .after)
        let korean = SketchStrings(values: ["sketchDone": "완료"])
        let english = Sketch(scene).svgDrawnOnce()
        #expect(Sketch(scene, strings: korean).svgDrawnOnce().contains(">완료</text>"))
        #expect(Sketch(scene).svgDrawnOnce() == english)
        #expect(Sketch(scene, pair: true).svgDrawnOnce() != english)
        #expect(Sketch(scene).svgDrawnOnce(style: .dark) != english)
        #expect(SketchScene.of(scenario(.sheet, on: .iOS), moment: .after, dismissed: true).shown == nil)
        #expect(SketchScene.of(scenario(.sheet, on: .iOS, direction: .rightToLeft), moment: .after).rightToLeft)
    }
}
