import CatalogModel
import CatalogSketch
import SheetBehavior

/// The sketches a page shows: each example's cases, and each presentation on each platform in
/// the comparison.
extension PageBuilder {
    /// An example's sketches in one row: each case where it ends, after how it stood before its
    /// first gesture when it has one, so a table's rows on several platforms read side by side.
    /// nil when no case reached a device.
    static func sketchesHTML(_ cases: [ExampleResult.Case], strings: SketchStrings = .english) -> String? {
        guard cases.contains(where: { !$0.scenes.isEmpty }) else { return nil }
        var html = "<div class=\"sketches\">"
        for (n, c) in cases.enumerated() {
            let pair = c.scenes.count > 1
            for scene in c.scenes {
                var caption = cases.count > 1 ? strings.caseCaption(n + 1) : ""
                if pair {
                    let moment = scene.moment == .before ? strings.before : strings.after
                    caption += caption.isEmpty ? moment : ", " + moment.lowercased()
                }
                html += "<figure class=\"sketch\">" + Sketch(scene, strings: strings, pair: pair).svgDrawnOnce()
                    + (caption.isEmpty ? "" : "<figcaption>\(caption)</figcaption>") + "</figure>"
            }
        }
        return html + "</div>"
    }

    /// A presentation on a platform as the comparison's model answers describe it (SwiftUI,
    /// current OS, the platform's usual width).
    static func sketchHTML(_ presentation: Presentation, on platform: PlatformKind, strings: SketchStrings = .english) -> String {
        Sketch(SketchScene.of(Scenario(presentation, on: platform), moment: .after), strings: strings).svgDrawnOnce()
    }

    /// The sketches' words in the page's language: the `sketch…` keys of its strings file,
    /// looked up as every other interface string is.
    var sketchStrings: SketchStrings {
        SketchStrings(values: interfaceStrings.values)
    }

    /// A configured presentation (a nonmodal sheet, one with interactive dismissal disabled) on a
    /// platform, as the equivalents page's answers describe it.
    static func sketchHTML(_ configuration: PresentationConfiguration, on platform: PlatformKind,
                           strings: SketchStrings = .english) -> String {
        Sketch(SketchScene(Scenario(configuration, in: PresentationContext(platform: platform)), moment: .after), strings: strings).svg()
    }
}
