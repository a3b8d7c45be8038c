/// The outline a sketch draws a platform in, and the size of its screen in sketch units.
///
/// Each platform declares its frame here by id; a platform without one is drawn in a plain
/// rectangle named after it, so a platform added to the model is sketched before it has a look
/// of its own.
public struct DeviceFrame: Hashable, Sendable {
    /// The kind of outline.
    public enum Shape: String, Hashable, Sendable {
        /// A phone or tablet: a rounded body around the screen.
        case handheld
        /// A desktop window with a title bar and its three buttons.
        case window
        /// A watch: a rounded body with a crown on its side.
        case watch
        /// A television: a thin bezel on a stand.
        case television
        /// A window floating in space: glass with a bar beneath it.
        case floatingWindow
        /// A phone whose screen shows the system's bars: a status bar along the top and the
        /// gesture navigation handle along the bottom (Android).
        case handheldWithSystemBars
        /// A browser window: a tab strip and an address bar above the viewport.
        case browser
        /// A plain rectangle, for a platform that declares no frame.
        case plain
    }

    /// The platform id this frame is for (`ios`).
    public var platform: String
    public var shape: Shape
    public var screenWidth: Int
    public var screenHeight: Int
    /// The radius of the screen's corners.
    public var cornerRadius: Int
    /// The width of the body around the screen.
    public var bezel: Int
    /// A window's title bar, above the screen.
    public var titleBar: Int

    public init(platform: String, shape: Shape, screenWidth: Int, screenHeight: Int, cornerRadius: Int,
                bezel: Int, titleBar: Int = 0) {
        self.platform = platform
        self.shape = shape
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.cornerRadius = cornerRadius
        self.bezel = bezel
        self.titleBar = titleBar
    }

    /// The frames the platforms declare: iPhone in portrait, iPad in landscape, a Mac window,
    /// Apple Watch, a television, a visionOS window, an Android phone and a desktop browser.
    public static let declared: [DeviceFrame] = [
        DeviceFrame(platform: "ios", shape: .handheld, screenWidth: 150, screenHeight: 300, cornerRadius: 20, bezel: 6),
        DeviceFrame(platform: "ipados", shape: .handheld, screenWidth: 300, screenHeight: 214, cornerRadius: 10, bezel: 9),
        DeviceFrame(platform: "macos", shape: .window, screenWidth: 300, screenHeight: 196, cornerRadius: 0, bezel: 0, titleBar: 18),
        DeviceFrame(platform: "watchos", shape: .watch, screenWidth: 120, screenHeight: 146, cornerRadius: 26, bezel: 8),
        DeviceFrame(platform: "tvos", shape: .television, screenWidth: 320, screenHeight: 180, cornerRadius: 0, bezel: 4),
        DeviceFrame(platform: "visionos", shape: .floatingWindow, screenWidth: 300, screenHeight: 200, cornerRadius: 18, bezel: 0),
        DeviceFrame(platform: "android", shape: .handheldWithSystemBars, screenWidth: 150, screenHeight: 300, cornerRadius: 14, bezel: 6),
        DeviceFrame(platform: "web", shape: .browser, screenWidth: 300, screenHeight: 180, cornerRadius: 0, bezel: 0, titleBar: 26),
    ]

    /// The frame of a platform: its declared one, or a plain rectangle.
    public static func of(_ platform: String) -> DeviceFrame {
        declared.first { $0.platform == platform }
            ?? DeviceFrame(platform: platform, shape: .plain, screenWidth: 240, screenHeight: 170, cornerRadius: 4, bezel: 4)
    }

    /// A phone or tablet, with or without the system's bars drawn.
    var isHandheld: Bool { shape == .handheld || shape == .handheldWithSystemBars }
    /// The system's status bar at the top of the screen, which the app's content starts below.
    var statusBar: Int { shape == .handheldWithSystemBars ? 10 : 0 }

    /// The space around the body, and below it for a stand or a window bar.
    static let margin = 4
    var below: Int { shape == .television || shape == .floatingWindow ? 12 : 0 }
    /// The crown sticks out on the watch's trailing side.
    var beside: Int { shape == .watch ? 4 : 0 }

    var canvasWidth: Int { screenWidth + 2 * bezel + 2 * DeviceFrame.margin + beside }
    var canvasHeight: Int { screenHeight + 2 * bezel + titleBar + 2 * DeviceFrame.margin + below }
    /// Where the screen starts on the canvas.
    var screenX: Int { DeviceFrame.margin + bezel }
    var screenY: Int { DeviceFrame.margin + bezel + titleBar }
}
