/// A plain arrow (or a ring for a tap) showing the gesture of an example.
enum SketchGestureDrawing {
    static func draw(_ gesture: String, card: Box?, screen s: Box, buttons: [String: (x: Int, y: Int)],
                     on canvas: inout SketchCanvas) {
        let c = card ?? s
        switch gesture {
        case "drag-up":
            let x = canvas.x(c.midX), from = min(c.y + 40, s.maxY - 6), to = max(s.y + 6, c.y - 26)
            canvas.path("a", "M\(x) \(from)V\(to)m-5 6l5-6l5 6")
        case "swipe-down":
            let x = canvas.x(c.midX), from = c.y + 12, to = min(s.maxY - 6, c.y + 52)
            canvas.path("a", "M\(x) \(from)V\(to)m-5-6l5 6l5-6")
        case "swipe-to-edge":
            // Sideways, toward the screen edge nearer the card: the edge a side sheet came from.
            let y = c.midY, toRight = c.midX >= s.midX
            let from = canvas.x(toRight ? max(s.x + 6, c.maxX - 52) : min(s.maxX - 6, c.x + 52))
            let to = canvas.x(toRight ? s.maxX - 4 : s.x + 4)
            // The head points the way the line runs once mirrored for a right-to-left layout.
            canvas.path("a", to > from ? "M\(from) \(y)H\(to)m-6-5l6 5l-6 5" : "M\(from) \(y)H\(to)m6-5l-6 5l6 5")
        case "present-another-sheet":
            let x = canvas.x(c.midX + 24), from = s.maxY - 6, to = max(s.y + 10, s.maxY - 60)
            canvas.path("a", "M\(x) \(from)V\(to)m-5 6l5-6l5 6")
        case "tap-grabber":
            canvas.circle("a", c.midX, c.y + 5, r: 8)
        case "tap-dismiss-button":
            let spot = buttons["done"] ?? buttons["cancel"] ?? buttons.values.first ?? (c.midX, c.midY)
            canvas.circle("a", spot.x, spot.y, r: 11)
        default:
            // A tap outside, or focus moving on: a ring on the parent, above the presentation
            // where there is room, else beside it.
            if card != nil && c.y - s.y >= 30 {
                canvas.circle("a", s.midX, s.y + (c.y - s.y) / 2 + 4, r: 8)
            } else if let card, card.x - s.x >= 24 {
                canvas.circle("a", s.x + (card.x - s.x) / 2, s.midY, r: 8)
            } else if let card, s.maxX - card.maxX >= 24 {
                canvas.circle("a", card.maxX + (s.maxX - card.maxX) / 2, s.midY, r: 8)
            } else {
                canvas.circle("a", s.x + 14, s.maxY - 14, r: 8)
            }
        }
    }
}

extension Box {
    var midY: Int { y + h / 2 }
}
