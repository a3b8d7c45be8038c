import CatalogModel
import CatalogSketch
import SheetBehavior
import SpecRunner
import Testing
import TestSupport

/// Golden SVGs, one file each so that a reviewer opens them: every presentation on every
/// platform, the detents, a right-to-left layout, the dark style and a gesture's before and after.
/// `SHEETCAT_RECORD=1 swift test --filter GoldenSketchTests` rewrites them.
@Suite struct GoldenSketchTests {
    func svg(_ scenario: Scenario, style: SketchStyle = .auto, gesture: Gesture? = nil) -> String {
        Sketch(SketchScene(scenario, moment: gesture == nil ? .after : .before, gesture: gesture), pair: gesture != nil)
            .svg(style: style) + "\n"
    }

    @Test(arguments: PlatformKind.allCases)
    func everyPresentation(on platform: PlatformKind) throws {
        for presentation in Presentation.allCases {
            let config = PresentationConfiguration(presentation, grabberVisible: presentation == .sheet)
            let scenario = Scenario(config, in: PresentationContext(platform: platform))
            try Golden.assertMatches(svg(scenario), golden: "\(platform.rawValue)-\(presentation.rawValue).svg")
        }
    }

    @Test func detents() throws {
        for (name, detent) in [("medium", Detent.medium), ("height-300", .height(300)), ("fraction-0.3", .fraction(0.3))] {
            var config = PresentationConfiguration(.sheet, detents: [detent, .large], grabberVisible: true)
            config.currentDetent = detent
            try Golden.assertMatches(svg(Scenario(config, in: PresentationContext(platform: .iOS))), golden: "detent-\(name).svg")
        }
    }

    @Test func rightToLeftAndDark() throws {
        var config = PresentationConfiguration(.sheet, detents: [.medium, .large], grabberVisible: true)
        config.currentDetent = .medium
        let rtl = Scenario(config, in: PresentationContext(platform: .iOS, layoutDirection: .rightToLeft))
        try Golden.assertMatches(svg(rtl), golden: "rtl-sheet.svg")
        try Golden.assertMatches(svg(Scenario(.popover, on: .iPadOS).rightToLeft), golden: "rtl-popover.svg")
        try Golden.assertMatches(svg(rtl, style: .dark), golden: "dark-rtl-sheet.svg")
        try Golden.assertMatches(svg(Scenario(.actionSheet, on: .iOS), style: .dark), golden: "dark-action-sheet.svg")
        try Golden.assertMatches(svg(Scenario(.formSheet, on: .iPadOS), style: .light), golden: "light-form-sheet.svg")
    }

    @Test func gestures() throws {
        let config = PresentationConfiguration(.sheet, detents: [.medium, .large], grabberVisible: true)
        let sheet = Scenario(config, in: PresentationContext(platform: .iOS))
        for gesture in Gesture.allCases {
            try Golden.assertMatches(svg(sheet, gesture: gesture), golden: "gesture-\(gesture.rawValue).svg")
        }
    }

    /// Android's frame with its system bars: a Material bottom sheet in each of its states,
    /// with its drag handle, over the scrim.
    @Test func materialBottomSheetStates() throws {
        for state in [SheetState.collapsed, .halfExpanded, .expanded] {
            var config = PresentationConfiguration(.sheet, grabberVisible: true)
            config.fitToContents = false
            config.sheetState = state
            try Golden.assertMatches(svg(Scenario(config, in: PresentationContext(platform: .android))), golden: "android-sheet-\(state.rawValue).svg")
        }
    }

    /// Material side sheets: a modal one against the end edge over the scrim, with the swipe
    /// toward that edge; a standard one set to the start edge, which a right-to-left layout
    /// puts on the right.
    @Test func materialSideSheets() throws {
        let modal = PresentationConfiguration(.sideSheet)
        try Golden.assertMatches(svg(Scenario(modal, in: PresentationContext(platform: .android)), gesture: .swipeToEdge),
                                 golden: "android-side-sheet-swipe.svg")
        var standard = PresentationConfiguration(.sideSheet, nonmodal: true)
        standard.sheetEdge = .start
        var context = PresentationContext(platform: .android)
        context.layoutDirection = .rightToLeft
        let scene = SketchScene(Scenario(standard, in: context), moment: .after)
        #expect(scene.sideEdge == "right")
        #expect(SketchDescription(scene).text.contains("against the right edge of the screen"))
        try Golden.assertMatches(svg(Scenario(standard, in: context)), golden: "android-side-sheet-start-rtl.svg")
    }

    /// The browser's frame: a modal <dialog> over its ::backdrop, one opened with show() without
    /// one, and a popover.
    @Test func webDialogsAndPopovers() throws {
        try Golden.assertMatches(svg(Scenario(.sheet, on: .web), style: .light), golden: "web-dialog-modal.svg")
        var nonmodal = PresentationConfiguration(.sheet)
        nonmodal.nonmodal = true
        try Golden.assertMatches(svg(Scenario(nonmodal, in: PresentationContext(platform: .web)), style: .light), golden: "web-dialog-show.svg")
        try Golden.assertMatches(svg(Scenario(.popover, on: .web), style: .dark), golden: "web-popover-dark.svg")
    }

    /// A Korean page's sketches: labels, title and description from ko.strings.
    @Test func korean() throws {
        let korean = try SketchStringsFile.read("ko")
        var config = PresentationConfiguration(.sheet, detents: [.medium, .large], grabberVisible: true)
        config.currentDetent = .medium
        let rtl = Scenario(config, in: PresentationContext(platform: .iOS, layoutDirection: .rightToLeft))
        try Golden.assertMatches(Sketch(SketchScene(rtl, moment: .after), strings: korean).svg(style: .auto) + "\n", golden: "ko-rtl-sheet.svg")
        let sheet = Scenario(config, in: PresentationContext(platform: .iOS))
        try Golden.assertMatches(Sketch(SketchScene(sheet, moment: .before, gesture: .tapDismissButton), strings: korean, pair: true).svg(style: .auto) + "\n",
                         golden: "ko-gesture-tap-dismiss-button.svg")
        try Golden.assertMatches(Sketch(SketchScene(Scenario(.actionSheet, on: .iOS), moment: .after), strings: korean).svg(style: .auto) + "\n",
                         golden: "ko-action-sheet.svg")
    }

    /// A whole example through the runner: the two sketches a When shows side by side.
    @Test func beforeAndAfterOfAnExample() throws {
        let lines = ["Given a sheet on iPhone", "And with detents medium and large", "And the grabber is visible",
                     "When the person drags the grabber up", "Then the sheet rests at large"]
        let example = SpecExample(id: "sheets.drag", componentID: "sheets", title: nil, ruleIDs: ["sheets.rule"],
                                  lines: lines.enumerated().map { .init(text: $1, location: SourceLocation(file: "s.md", line: 2 + $0)) },
                                  location: SourceLocation(file: "s.md", line: 1))
        let (result, _) = SpecRunner().run(example, knownRuleIDs: ["sheets.rule"])
        let scenes = result.cases[0].scenes
        #expect(scenes.count == 2)
        for scene in scenes {
            try Golden.assertMatches(Sketch(scene, pair: true).svg(style: .auto) + "\n", golden: "example-drag-\(scene.moment.rawValue).svg")
        }
    }
}

extension Scenario {
    var rightToLeft: Scenario {
        var copy = self
        copy.context.layoutDirection = .rightToLeft
        return copy
    }
}
