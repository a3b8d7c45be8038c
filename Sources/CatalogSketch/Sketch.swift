public import CatalogModel

/// Draws a scene as a small SVG: the device or window, the parent view as neutral blocks, the
/// presentation where and as large as the model puts it, its grabber and buttons, the dimming of
/// the parent and an arrow for the gesture.
///
/// The same scene gives the same bytes: whole units only, no ids, no script, the system font.
public struct Sketch: Hashable, Sendable {
    public var scene: SketchScene
    public var strings: SketchStrings
    /// Whether the scene is one of a before and after pair (its title says which).
    public var pair: Bool

    public init(_ scene: SketchScene, strings: SketchStrings = .english, pair: Bool = false) {
        self.scene = scene
        self.strings = strings
        self.pair = pair
    }

    public var description: SketchDescription { SketchDescription(scene, strings: strings, pair: pair) }

    /// The SVG text. `.page` leaves the colours to the page's stylesheet; the other styles carry
    /// their own and the XML namespace, for a file of its own.
    public func svg(style: SketchStyle = .page) -> String {
        let frame = DeviceFrame.of(scene.platform)
        var canvas = SketchCanvas(rightToLeft: scene.rightToLeft, frame: frame)
        SketchFrameDrawing.draw(frame, on: &canvas)
        let screen = Box(frame.screenX, frame.screenY, frame.screenWidth, frame.screenHeight, top: frame.cornerRadius)
        let shown = scene.shown
        if scene.parentBlurred {
            // Seen through a material: the parent drawn blurred and grey under a see-through card.
            canvas.open("z")
            drawParent(screen, frame, on: &canvas)
            canvas.close()
        } else if scene.parent != "covered" || shown == nil {
            drawParent(screen, frame, on: &canvas)
        }
        if shown != nil && scene.parent == "dimmed" { canvas.box("d", screen) }
        // A ::backdrop spans the viewport; how it looks is the page's to style, so it is outlined.
        if scene.backdrop { canvas.rect("k", screen.x + 2, screen.y + 2, screen.w - 4, screen.h - 4) }
        var card: Box?
        var buttonSpots: [String: (x: Int, y: Int)] = [:]
        if let shown {
            let layout = SketchPresentationLayout(scene: scene, frame: frame, screen: screen, strings: strings)
            let drawn = layout.draw(shown, on: &canvas)
            card = drawn.card
            buttonSpots = drawn.buttons
        }
        SketchFrameDrawing.drawSystemBars(frame, on: &canvas)
        if let gesture = scene.gesture {
            SketchGestureDrawing.draw(gesture, card: card, screen: screen, buttons: buttonSpots, on: &canvas)
        }
        let words = description
        let head = style == .page ? "<svg" : "<svg xmlns=\"http://www.w3.org/2000/svg\""
        return head + " class=\"sk\" viewBox=\"0 0 \(frame.canvasWidth) \(frame.canvasHeight)\" width=\"\(frame.canvasWidth)\""
            + " height=\"\(frame.canvasHeight)\" role=\"img\"><title>\(MarkupEscaping.escape(words.title))</title>"
            + "<desc>\(MarkupEscaping.escape(words.text))</desc>\(style.element)\(canvas.body)</svg>"
    }

    /// The parent view: a title, the control a popover opens from, and rows of content.
    private func drawParent(_ screen: Box, _ frame: DeviceFrame, on canvas: inout SketchCanvas) {
        canvas.box("s", screen)
        let inset = frame.shape == .watch ? 18 : 10
        var d = ""
        func block(_ x: Int, _ y: Int, _ w: Int, _ h: Int) {
            d += "M\(canvas.x(x, width: w)) \(y)h\(w)v\(h)h-\(w)z"
        }
        let top = screen.y + frame.statusBar + (frame.shape == .watch ? 14 : 9)
        block(screen.x + inset, top, screen.w * 35 / 100, 7)
        if frame.shape != .watch { block(screen.maxX - 24, top - 1, 14, 9) }
        var y = top + 19
        var rows = 0
        while y + 10 <= screen.maxY - 10 && rows < 8 {
            block(screen.x + inset, y, screen.w - 2 * inset, 10)
            y += 20
            rows += 1
        }
        canvas.path("b", d)
    }
}
