/// The outline of each kind of device or window around the screen.
enum SketchFrameDrawing {
    static func draw(_ frame: DeviceFrame, on canvas: inout SketchCanvas) {
        let m = DeviceFrame.margin
        let bodyW = frame.screenWidth + 2 * frame.bezel
        let bodyH = frame.screenHeight + 2 * frame.bezel + frame.titleBar
        switch frame.shape {
        case .handheld:
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
        case .plain:
            canvas.rect("f", m, m, bodyW, bodyH, r: 4)
        }
    }
}
