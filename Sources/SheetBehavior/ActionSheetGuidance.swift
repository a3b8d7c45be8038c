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

    /// As the platform declares (`PlatformFacts.actionSheet`): none in visionOS, where action
    /// sheets are not supported; at most four buttons and Cancel top leading on watchOS; no
    /// scrolling on iPhone and iPad; Cancel at the bottom elsewhere (002).
    public static func on(_ platform: PlatformKind) -> ActionSheetGuidance? { platform.facts.actionSheet }
}
