/// How a requested presentation turns into what people see, per platform and width.
extension Scenario {
    /// The presentation that actually appears, or nil when the platform does not support it.
    ///
    /// - A popover appears only in regular width; in compact width it becomes a sheet unless the
    ///   app asks for a popover through compact adaptation (iOS 16.4+), or for another style (001, 003).
    /// - A confirmation dialog becomes a popover on iPad in regular width (003).
    /// - A plain modal sheet in regular width on iPad is a form sheet: the default modal style there (001).
    /// - Page and form sheets in compact width look and act like a sheet.
    public var effectivePresentation: Presentation? {
        guard isSupported else { return nil }
        let touch = context.isTouchSheetPlatform
        let compact = context.width == .compact
        switch presentation {
        case .popover where touch && compact:
            if let adaptation = configuration.compactAdaptation, osAtLeast(16, 4) {
                return adaptation
            }
            return .sheet
        case .actionSheet where platform == .iPadOS && !compact:
            return .popover
        case .sheet where platform == .iPadOS && !compact && !configuration.nonmodal
            && configuration.backgroundInteractionUpThrough == nil:
            return .formSheet
        case .pageSheet, .formSheet:
            return compact ? .sheet : presentation
        default:
            return presentation
        }
    }

    /// True when the presentation takes over the whole screen.
    ///
    /// Full-screen modals do by definition (000, 001); on watchOS every sheet is a full-screen view
    /// that slides over the current content (000).
    public var coversFullScreen: Bool {
        guard let shown = effectivePresentation else { return false }
        if shown == .fullScreenModal { return true }
        return platform == .watchOS && (shown.isSheetLike || shown == .fullScreenModal)
    }

    /// Whether what appears is a page or form sheet: the styles an iPadOS app should prefer, as
    /// they give the sheet a default size centred over a dimmed view (000). A plain sheet in
    /// regular width qualifies, since it shows as a form sheet there (001).
    public var isPageOrFormSheet: Bool {
        guard let shown = effectivePresentation else { return false }
        return shown == .pageSheet || shown == .formSheet
    }
}
