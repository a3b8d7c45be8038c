/// The outline of each kind of device or window around the screen.
enum SketchFrameDrawing {
    static func draw(_ frame: DeviceFrame, on canvas: inout SketchCanvas) {
        let m = DeviceFrame.margin
        let bodyW = frame.screenWidth + 2 * frame.bezel
        let bodyH = frame.screenHeight + 2 * frame.bezel + frame.titleBar
        switch frame.shape {
        case .handheld, .handheldWithSystemBars:
            canvas.rect("f", m, m, bodyW, bodyH, r: frame.cornerRadius + frame.bezel)
        case .watch:
            // The crown stays on the right whatever the reading direction: it is hardware.
            canvas.rect("f", m + bodyW - 2, m + bodyH / 3, frame.beside + 2, 18, r: 2, mirrored: false)
            canvas.rect("f", m, m, bodyW, bodyH, r: frame.cornerRadius + frame.bezel)
        case .window:
            canvas.rect("f", m, m, bodyW, bodyH, r: 8)
            // The three window buttons sit at the title bar's leading end.
            for i in 0..<3 { canvas.circle("g", m + 10 + 10 * i, m + frame.titleBar / 2, r: 3) }
        case .television:
            canvas.rect("f", m + bodyW / 2 - 24, m + bodyH, 48, frame.below - 2, r: 2, mirrored: false)
            canvas.rect("f", m, m, bodyW, bodyH, r: 3)
        case .floatingWindow:
            canvas.rect("f", m, m, bodyW, bodyH, r: frame.cornerRadius)
            canvas.rect("g", m + bodyW / 2 - 20, m + bodyH + 5, 40, 4, r: 2)
        case .browser:
            canvas.rect("f", m, m, bodyW, bodyH, r: 6)
            // A tab at the leading end of the strip, then back and forward before the address bar.
            canvas.box("s", Box(m + 8, m + 3, 64, 9, top: 3, bottom: 0))
            canvas.circle("g", m + 10, m + 18, r: 2)
            canvas.circle("g", m + 18, m + 18, r: 2)
            canvas.rect("c", m + 26, m + 14, bodyW - 34, 9, r: 4)
        case .plain:
            canvas.rect("f", m, m, bodyW, bodyH, r: 4)
        }
    }

    /// What the system draws over the app and its presentations: a status bar's clock and
    /// indicators, and the gesture navigation handle.
    static func drawSystemBars(_ frame: DeviceFrame, on canvas: inout SketchCanvas) {
        guard frame.shape == .handheldWithSystemBars else { return }
        let x = frame.screenX, y = frame.screenY, w = frame.screenWidth
        canvas.rect("g", x + 12, y + 4, 14, 3, r: 1)
        canvas.rect("g", x + w - 26, y + 4, 14, 3, r: 1)
        canvas.rect("g", x + w / 2 - 18, y + frame.screenHeight - 6, 36, 3, r: 1)
    }
}
