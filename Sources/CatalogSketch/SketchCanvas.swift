import CatalogModel

/// The SVG elements of one sketch, written in left-to-right coordinates and mirrored on the way
/// out when the layout runs right to left, so that every shape is laid out once.
struct SketchCanvas {
    private(set) var body = ""
    let rightToLeft: Bool
    /// The vertical axis the picture mirrors about, doubled to stay in whole units.
    let axis2: Int

    init(rightToLeft: Bool, frame: DeviceFrame) {
        self.rightToLeft = rightToLeft
        axis2 = 2 * frame.screenX + frame.screenWidth
    }

    /// The x of a shape `width` wide that starts at `x` in left-to-right layout.
    func x(_ x: Int, width: Int = 0) -> Int { rightToLeft ? axis2 - x - width : x }

    mutating func rect(_ cls: String, _ x: Int, _ y: Int, _ w: Int, _ h: Int, r: Int = 0, mirrored: Bool = true) {
        let left = mirrored ? self.x(x, width: w) : x
        body += "<rect class=\"\(cls)\" x=\"\(left)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\"" + (r > 0 ? " rx=\"\(r)\"" : "") + "/>"
    }

    mutating func circle(_ cls: String, _ cx: Int, _ cy: Int, r: Int) {
        body += "<circle class=\"\(cls)\" cx=\"\(x(cx))\" cy=\"\(cy)\" r=\"\(r)\"/>"
    }

    /// Opens a group whose class styles everything drawn until `close()`.
    mutating func open(_ cls: String) { body += "<g class=\"\(cls)\">" }
    mutating func close() { body += "</g>" }

    /// A path whose commands are already mirrored (made with `x(_:)`).
    mutating func path(_ cls: String, _ d: String) {
        body += "<path class=\"\(cls)\" d=\"\(d)\"/>"
    }

    /// A box with its own radius at the top and at the bottom (a sheet's top is rounder than the
    /// screen corners it sits in).
    mutating func box(_ cls: String, _ b: Box) {
        if b.top == b.bottom {
            rect(cls, b.x, b.y, b.w, b.h, r: b.top)
            return
        }
        let left = x(b.x, width: b.w), t = b.top, u = b.bottom
        let d = "M\(left) \(b.y + t)" + (t > 0 ? "a\(t) \(t) 0 0 1 \(t) -\(t)" : "") + "h\(b.w - 2 * t)"
            + (t > 0 ? "a\(t) \(t) 0 0 1 \(t) \(t)" : "")
            + "v\(b.h - t - u)" + (u > 0 ? "a\(u) \(u) 0 0 1 -\(u) \(u)" : "") + "h-\(b.w - 2 * u)"
            + (u > 0 ? "a\(u) \(u) 0 0 1 -\(u) -\(u)" : "") + "z"
        path(cls, d)
    }

    enum Anchor: String { case start, middle, end }

    mutating func text(_ cls: String, _ x: Int, _ y: Int, _ anchor: Anchor, _ string: String) {
        var a = anchor
        if rightToLeft { a = anchor == .start ? .end : anchor == .end ? .start : .middle }
        body += "<text class=\"\(cls)\" x=\"\(self.x(x))\" y=\"\(y)\"" + (a == .start ? "" : " text-anchor=\"\(a.rawValue)\"")
            + ">\(MarkupEscaping.escape(string))</text>"
    }

    /// About how wide a label is at the sketch's 9-unit type: Hangul, kana and Han take a full
    /// em, other letters about half of one.
    static func width(of label: String) -> Int {
        label.unicodeScalars.reduce(0) { sum, scalar in
            let wide = (0x1100...0x11FF).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                || (0xFF00...0xFF60).contains(scalar.value)
            return sum + (wide ? 9 : 5)
        }
    }
}

/// A rectangle with a radius for its top corners and one for its bottom corners.
struct Box: Equatable {
    var x: Int, y: Int, w: Int, h: Int
    var top: Int, bottom: Int

    init(_ x: Int, _ y: Int, _ w: Int, _ h: Int, top: Int, bottom: Int? = nil) {
        self.x = x
        self.y = y
        self.w = w
        self.h = h
        self.top = top
        self.bottom = bottom ?? top
    }

    var midX: Int { x + w / 2 }
    var maxX: Int { x + w }
    var maxY: Int { y + h }
}
