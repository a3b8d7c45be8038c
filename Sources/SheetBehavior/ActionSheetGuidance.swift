/// The limits an action sheet must respect on a platform (002).
public struct ActionSheetGuidance: Hashable, Sendable, Codable {
    /// Most buttons allowed, Cancel included; nil when no limit is given.
    public var maxButtons: Int?
    /// Whether the sheet may scroll; nil when the sources say nothing for the platform.
    public var mayScroll: Bool?
    /// Destructive buttons use the destructive style and come first, at the top (002).
    public var destructiveFirst: Bool
    /// Where Cancel goes.
    public var cancelPlacement: ButtonPlacement
    /// The button styles the system defines: default, destructive, cancel (002).
    public var buttonStyles: [PresentationConfiguration.ButtonStyle]
    /// Where each limit comes from (HIG Action sheets).
    public var citations: [Citation]

    /// - visionOS: action sheets are not supported (002), so nil.
    /// - watchOS: at most four buttons including Cancel; Cancel in the top leading corner (002).
    /// - iOS, iPadOS: avoid letting the action sheet scroll (002).
    /// - Everywhere else Cancel sits at the bottom (002).
    public static func on(_ platform: PlatformKind) -> ActionSheetGuidance? {
        guard platform != .visionOS else { return nil }
        return ActionSheetGuidance(
            maxButtons: platform == .watchOS ? 4 : nil,
            mayScroll: platform == .iOS || platform == .iPadOS ? false : nil,
            destructiveFirst: true,
            cancelPlacement: platform == .watchOS ? .topLeading : .bottom,
            buttonStyles: PresentationConfiguration.ButtonStyle.allCases,
            citations: [Cite.source(Cite.higActionSheets, "Best practices", "destructive buttons first; Cancel at the bottom, top left in watchOS"),
                        Cite.source(Cite.higActionSheets, platform == .watchOS ? "watchOS" : "iOS, iPadOS",
                                    platform == .watchOS ? "at most four buttons; three button styles" : "avoid scrolling")])
    }
}
