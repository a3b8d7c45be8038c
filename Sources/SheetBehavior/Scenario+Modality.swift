/// Modality, the parent view and other windows.
extension Scenario {
    /// Modal or nonmodal, as people experience it right now.
    ///
    /// - Presentations are modal by default (000).
    /// - Sheets in macOS, visionOS and watchOS are always modal; only iOS and iPadOS sheets may be
    ///   nonmodal (000). tvOS gets the default.
    /// - A sheet with background interaction enabled up through a detent is nonmodal while it
    ///   rests at or below that detent (003).
    /// - Popovers do not block the rest of the app (001); macOS panels are modeless windows (000).
    public var modality: Modality {
        guard let shown = effectivePresentation else { return .modal }
        switch shown {
        case .popover, .panel:
            return .nonmodal
        case .sheet, .pageSheet, .formSheet, .customBottomSheet:
            guard context.isTouchSheetPlatform else { return .modal }
            if configuration.nonmodal { return .nonmodal }
            if backgroundInteractionActive { return .nonmodal }
            return .modal
        case .fullScreenModal, .actionSheet, .alert:
            return .modal
        }
    }

    /// Whether people can use the parent view while the presentation is shown.
    public var canInteractWithParent: Bool { modality == .nonmodal }

    /// Dimmed, covered or unaffected.
    ///
    /// - macOS dims the parent window under a sheet (000); visionOS dims the window the sheet
    ///   floats in front of (000); iPad page and form sheets sit on a dimmed view (000, 001).
    /// - watchOS sheets and full-screen modals cover the content (000, 001).
    /// - Nonmodal presentations leave the parent as it is.
    public var parentTreatment: ParentTreatment {
        guard effectivePresentation != nil else { return .unaffected }
        if coversFullScreen { return .covered }
        return modality == .nonmodal ? .unaffected : .dimmed
    }

    /// Whether other windows of the app stay usable; nil where one app has no side-by-side windows.
    ///
    /// A sheet belongs to its parent window only: on the Mac people expect to use the app's other
    /// windows before dismissing it (000). The same holds for iPad and visionOS windows.
    public var otherWindowsStayUsable: Bool? {
        guard effectivePresentation != nil, platform.hasAppWindows else { return nil }
        return true
    }

    /// Background interaction is on and the sheet rests at or below the detent it is enabled through.
    var backgroundInteractionActive: Bool {
        guard let limit = configuration.backgroundInteractionUpThrough, osAtLeast(16, 4) else { return false }
        guard let current = restingDetent else { return false }
        return current.relativeHeight <= limit.relativeHeight
    }
}
