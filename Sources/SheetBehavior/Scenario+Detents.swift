/// Detents, the grabber, and where a resizable sheet rests.
extension Scenario {
    /// True when the shown presentation resizes between detents: a sheet on iPhone or in compact
    /// width on iPad (000, 003), or a hand-built bottom sheet (003).
    public var isResizable: Bool {
        guard let shown = effectivePresentation, context.isTouchSheetPlatform else { return false }
        return shown == .sheet || shown == .customBottomSheet
    }

    /// The heights the sheet may rest at, lowest first; empty when it has a fixed size.
    ///
    /// - With no detents set, a sheet has only the system's large detent (000).
    /// - Listing only medium keeps it from reaching full height; listing medium and large lets it
    ///   rest at both (000). Custom heights and fractions are taken as listed (003).
    /// - `presentationDetents` needs iOS 16: on an older OS the list is ignored (003).
    public var availableDetents: [Detent] {
        guard isResizable else { return [] }
        let listed = configuration.detents
        if listed.isEmpty { return [.large] }
        if presentation != .customBottomSheet && !osAtLeast(16) { return [.large] }
        return listed.sortedByHeight
    }

    /// Where the sheet rests now: the configured detent when allowed, else the lowest one.
    public var restingDetent: Detent? {
        let allowed = availableDetents
        if let current = configuration.currentDetent, allowed.contains(current) { return current }
        return allowed.first
    }

    /// Whether a grabber shows: when the app asks for it, or when the sheet has more than one detent
    /// and so is resizable by dragging (000 asks for one in every resizable sheet).
    public var hasGrabber: Bool {
        guard isResizable else { return false }
        return configuration.grabberVisible || availableDetents.count > 1
    }

    /// The next detent up from the resting one; nil at the top.
    var detentAbove: Detent? {
        let allowed = availableDetents
        guard let current = restingDetent, let i = allowed.firstIndex(of: current), i + 1 < allowed.count else { return nil }
        return allowed[i + 1]
    }

    /// The next detent down from the resting one; nil at the bottom.
    var detentBelow: Detent? {
        let allowed = availableDetents
        guard let current = restingDetent, let i = allowed.firstIndex(of: current), i > 0 else { return nil }
        return allowed[i - 1]
    }
}
