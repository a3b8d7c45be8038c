import CatalogModel

/// Where each kind of presentation sits on a screen and how large it is, and its parts: grabber,
/// corner buttons, an action sheet's stack, a popover's arrow.
struct SketchPresentationLayout {
    let scene: SketchScene
    let frame: DeviceFrame
    let screen: Box
    let strings: SketchStrings

    /// A sheet in compact width on a handheld rises from the bottom edge across the screen.
    private var compactHandheld: Bool { frame.isHandheld && scene.width == "compact" }

    /// Draws `shown`; returns the box it drew and where each corner button's label sits.
    func draw(_ shown: String, on canvas: inout SketchCanvas) -> (card: Box, buttons: [String: (x: Int, y: Int)]) {
        let s = screen
        let card: Box
        switch shown {
        case "sheet" where scene.sideEdge != nil:
            card = sideSheetBox
        case "sheet", "custom-bottom-sheet":
            card = sheetBox(custom: shown == "custom-bottom-sheet")
        case "page-sheet":
            card = Box(s.x + s.w * 12 / 100, s.y + 10, s.w * 76 / 100, s.h - 10, top: 10, bottom: 0)
        case "form-sheet":
            card = centred(s.w / 2, s.h * 70 / 100, r: 10)
        case "full-screen-modal":
            card = s
        case "popover":
            return (drawPopover(on: &canvas), [:])
        case "alert":
            card = centred(min(s.w * 60 / 100, 130), 60, r: 10)
        case "action-sheet":
            return (drawActionSheet(on: &canvas), corners(of: fullScreenOnWatch, on: &canvas))
        case "panel":
            let w = s.w * 38 / 100
            card = Box(s.maxX - w - 10, s.y + 12, w, s.h * 55 / 100, top: 6)
        default:
            card = centred(s.w * 60 / 100, s.h * 60 / 100, r: 8)
        }
        if scene.sheets > 1 && (shown == "sheet" || shown == "page-sheet" || shown == "form-sheet") {
            var behind = card
            behind.x += 8
            behind.w -= 16
            behind.y -= 7
            behind.h = min(behind.h, s.maxY - behind.y)
            canvas.box("c2", behind)
        }
        canvas.box(scene.parentBlurred ? "cz" : "c", card)
        if shown == "panel" { canvas.path("l", "M\(canvas.x(card.x)) \(card.y + 10)H\(canvas.x(card.maxX))") }
        if shown == "alert" { drawAlertButtons(card, on: &canvas) }
        if scene.grabber { canvas.rect("g", card.midX - 12, card.y + 4, 24, 3, r: 1) }
        return (card, corners(of: card, on: &canvas))
    }

    private func centred(_ w: Int, _ h: Int, r: Int) -> Box {
        Box(screen.x + (screen.w - w) / 2, screen.y + (screen.h - h) / 2, w, h, top: r)
    }

    /// A sheet: from the bottom edge at its detent's height on a handheld, full screen on a watch,
    /// hanging from the title bar in a Mac window, centred in front elsewhere.
    private func sheetBox(custom: Bool) -> Box {
        let s = screen
        switch frame.shape {
        case .watch:
            return s
        case .handheld, .handheldWithSystemBars:
            let full = s.h - 16 - frame.statusBar
            let share = scene.detentHeight ?? (custom ? 0.45 : 1)
            let h = max(30, Int((Double(full) * share).rounded()))
            let w = compactHandheld ? s.w : s.w * 60 / 100
            return Box(s.x + (s.w - w) / 2, s.maxY - h, w, h, top: 10, bottom: compactHandheld ? s.top : 0)
        case .window:
            let w = s.w * 60 / 100
            return Box(s.x + (s.w - w) / 2, s.y, w, s.h * 62 / 100, top: 0, bottom: 8)
        default:
            return centred(s.w * 62 / 100, s.h * 72 / 100, r: 12)
        }
    }

    /// A Material side sheet: the screen's height below the status bar, against its edge. The
    /// canvas mirrors x for a right-to-left layout, so the side is chosen before that turn.
    private var sideSheetBox: Box {
        let s = screen
        let w = s.w * (compactHandheld ? 70 : 40) / 100
        let onRight = (scene.sideEdge == "right") != scene.rightToLeft
        return Box(onRight ? s.maxX - w : s.x, s.y + frame.statusBar, w, s.h - frame.statusBar, top: 0)
    }

    /// An action sheet fills a watch's screen; its actions are listed below the Cancel corner.
    private var fullScreenOnWatch: Box { frame.shape == .watch ? screen : Box(0, 0, 0, 0, top: 0) }

    /// The corner buttons' labels; returns where each sits, for the gesture that taps one.
    private func corners(of card: Box, on canvas: inout SketchCanvas) -> [String: (x: Int, y: Int)] {
        guard card.w > 0 else { return [:] }
        var spots: [String: (x: Int, y: Int)] = [:]
        var trailingBottomUsed = 0
        let top = card.y + (scene.grabber ? 19 : 15) + (frame.shape == .watch ? 8 : 0)
        let inset = frame.shape == .watch ? 22 : 8
        // Done is drawn first so that it takes the far corner when two share the bottom trailing one.
        for button in scene.buttons.sorted(by: { ($0.kind == "done" ? 0 : 1) < ($1.kind == "done" ? 0 : 1) }) {
            let label = strings.label(ofButton: button.kind)
            let width = SketchCanvas.width(of: label)
            let cls = button.kind == "done" ? "tb" : "t"
            switch button.placement {
            case "top leading":
                canvas.text(cls, card.x + inset, top, .start, label)
                spots[button.kind] = (card.x + inset + width / 2, top - 3)
            case "top trailing":
                canvas.text(cls, card.maxX - inset, top, .end, label)
                spots[button.kind] = (card.maxX - inset - width / 2, top - 3)
            case "bottom trailing":
                let x = card.maxX - 8 - trailingBottomUsed
                canvas.text(cls, x, card.maxY - 8, .end, label)
                spots[button.kind] = (x - width / 2, card.maxY - 11)
                trailingBottomUsed += width + 10
            default:
                canvas.text(cls, card.midX, card.maxY - 8, .middle, label)
                spots[button.kind] = (card.midX, card.maxY - 11)
            }
        }
        return spots
    }

    /// A bubble below the control that opened it (the parent's top trailing control), with its
    /// arrow pointing at it.
    private func drawPopover(on canvas: inout SketchCanvas) -> Box {
        let s = screen
        let anchorX = s.maxX - 17, anchorY = s.y + frame.statusBar + 9 + 9
        let w = min(s.w * 45 / 100, 140), h = min(s.h / 2, 110)
        let x = min(anchorX - w / 2, s.maxX - 6 - w)
        let card = Box(x, anchorY + 7, w, h, top: 8)
        canvas.box("c", card)
        // A web popover has no arrow: it is an element in the top layer, placed by the page.
        if frame.shape == .browser { return card }
        canvas.path("c", "M\(canvas.x(anchorX - 7)) \(card.y + 1)L\(canvas.x(anchorX)) \(anchorY)L\(canvas.x(anchorX + 7)) \(card.y + 1)")
        return card
    }

    /// An alert's buttons: side by side when there are two, stacked otherwise.
    private func drawAlertButtons(_ card: Box, on canvas: inout SketchCanvas) {
        let actions = scene.actions
        canvas.rect("b", card.x + 16, card.y + 12, card.w - 32, 6)
        let rowY = card.maxY - 20
        canvas.path("l", "M\(canvas.x(card.x)) \(rowY)H\(canvas.x(card.maxX))" + (actions.count == 2 ? "M\(canvas.x(card.midX)) \(rowY)V\(card.maxY)" : ""))
        if actions.count == 2 {
            for (i, style) in actions.enumerated() {
                canvas.text(style == "destructive" ? "x" : (style == "cancel" ? "t" : "tb"), card.x + card.w / 4 + i * card.w / 2, card.maxY - 7, .middle, strings.label(ofAction: style))
            }
        } else if let first = actions.first {
            canvas.text("tb", card.midX, card.maxY - 7, .middle, strings.label(ofAction: first) + (actions.count > 1 ? " …" : ""))
        }
    }

    /// An action sheet's stack of buttons with Cancel set apart below it: at the bottom of a
    /// handheld in compact width, filling a watch (Cancel in its corner), centred elsewhere.
    private func drawActionSheet(on canvas: inout SketchCanvas) -> Box {
        let s = screen
        let rowH = 18
        let others = scene.actions.filter { $0 != "cancel" }
        let hasCancel = scene.actions.contains("cancel") && frame.shape != .watch
        let stackH = max(1, others.count) * rowH
        let box: Box
        if frame.shape == .watch {
            box = s
            canvas.box("c", box)
            for (i, style) in others.enumerated() {
                let y = s.y + 30 + i * (rowH + 4)
                guard y + rowH <= s.maxY - 4 else { break }
                canvas.rect("s", s.x + 10, y, s.w - 20, rowH, r: 8)
                canvas.text(style == "destructive" ? "x" : "t", s.midX, y + 12, .middle, strings.label(ofAction: style))
            }
            return box
        }
        let w = compactHandheld ? s.w - 16 : min(s.w / 2, 150)
        let total = stackH + (hasCancel ? rowH + 6 : 0)
        let x = s.x + (s.w - w) / 2
        let y = compactHandheld ? s.maxY - 8 - total : s.y + (s.h - total) / 2
        box = Box(x, y, w, stackH, top: 8)
        canvas.box("c", box)
        var lines = ""
        for (i, style) in others.enumerated() {
            let rowY = y + i * rowH
            if i > 0 { lines += "M\(canvas.x(x)) \(rowY)H\(canvas.x(x + w))" }
            canvas.text(style == "destructive" ? "x" : "t", box.midX, rowY + 12, .middle, strings.label(ofAction: style))
        }
        if !lines.isEmpty { canvas.path("l", lines) }
        if hasCancel {
            let cancel = Box(x, y + stackH + 6, w, rowH, top: 8)
            canvas.box("c", cancel)
            canvas.text("tb", cancel.midX, cancel.y + 12, .middle, strings.cancel)
            return Box(x, y, w, total, top: 8)
        }
        return box
    }
}
