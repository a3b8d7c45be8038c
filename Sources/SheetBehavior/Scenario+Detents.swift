/// Detents, the grabber, and where a resizable sheet rests.
extension Scenario {
    /// True when the shown presentation resizes between detents: a sheet on iPhone or in compact
    /// width on iPad, or a hand-built bottom sheet.
    public var isResizable: Bool { resizableAnswer.value }

    /// Whether the shown presentation resizes between detents, and why.
    public var resizableAnswer: Answer<Bool> {
        let shown = shownAnswer
        guard let view = shown.value else { return shown.map { _ in false } }
        let detentsAreForSheets = Cite.source(Cite.higSheets, "iOS, iPadOS", "sheets resize between detents, designed for iPhone")
        if isMaterialSheet {
            return Answer(true, [Material.sheets("Standard bottom sheet", "dragged vertically to show more or less content")])
        }
        switch view {
        case .sheet where context.isTouchSheetPlatform:
            return Answer(true, [detentsAreForSheets])
        case .customBottomSheet:
            return Answer(true, [Cite.source(Cite.fieldGuide, "Pattern 7: Custom Bottom Sheet", "snap points are the app's own")])
        case .sideSheet:
            return sideSheetResizableAnswer
        case .pageSheet, .formSheet:
            return Answer(false, [Cite.source(Cite.higSheets, "iOS, iPadOS", "page and form sheets have a default size")])
        case .sheet:
            if let fixed = platform.facts.fixedSizeSheet { return Answer(false, [fixed]) }
            return .notDefined(false, gap: "no source describes detents for sheets in \(platform.displayName)")
        case .fullScreenModal, .popover, .alert, .actionSheet, .panel:
            return Answer(false, [detentsAreForSheets])
        }
    }

    /// The heights the sheet may rest at, lowest first; empty when it has a fixed size.
    public var availableDetents: [Detent] { detentsAnswer.value }

    /// The heights the sheet may rest at, and why.
    ///
    /// - With no detents set, a sheet has only the system's large detent (HIG).
    /// - Listing only medium keeps it from reaching full height; listing medium and large lets it
    ///   rest at both (HIG; the field guide disagrees on a lone medium detent).
    /// - SwiftUI's `presentationDetents` needs iOS 16: on an older OS the list is ignored.
    /// - UIKit's `UISheetPresentationController` has medium and large from iOS 15 and custom
    ///   heights from iOS 16: on iOS 15 only the system detents of the list apply.
    /// - A hand-built bottom sheet snaps wherever the app says, on every iOS version.
    public var detentsAnswer: Answer<[Detent]> {
        let resizable = resizableAnswer
        guard resizable.value else { return resizable.map { _ in [] } }
        if isMaterialSheet { return .notDefined([], gap: "Material sheets rest in named states, not detents") }
        let listed = configuration.detents
        let largeByDefault = Cite.source(Cite.higSheets, "iOS, iPadOS", "sheets support the large detent automatically")
        if listed.isEmpty { return Answer([.large], [largeByDefault]) }
        if presentation == .customBottomSheet { return Answer(listed.sortedByHeight, resizable.citations) }
        var answer: Answer<[Detent]>
        switch context.framework {
        case .swiftUI:
            let api = Citation.api(.presentationDetents)
            guard has(.presentationDetents) else {
                return Answer([.large], [api, Cite.source(Cite.fieldGuide, "Frequently Asked Questions", "presentationDetents requires iOS 16"), largeByDefault])
            }
            answer = Answer(listed.sortedByHeight, [api, Cite.source(Cite.higSheets, "iOS, iPadOS")])
        case .uiKit:
            guard has(.sheetDetents) else { return Answer([.large], [.api(.sheetPresentationController), largeByDefault]) }
            let system = listed.filter { $0 == .medium || $0 == .large }
            if system.count < listed.count && !has(.customSheetDetent) {
                return Answer(system.isEmpty ? [.large] : system.sortedByHeight, [.api(.sheetDetents), .api(.customSheetDetent)])
            }
            answer = Answer(listed.sortedByHeight, [.api(.sheetDetents), Cite.source(Cite.higSheets, "iOS, iPadOS")])
            if system.count < listed.count { answer.citations.append(.api(.customSheetDetent)) }
        case .materialViews, .compose, .html:
            return .notDefined([], gap: "\(context.framework.displayName) has no detents on \(platform.displayName)")
        }
        if answer.value == [.medium] {
            answer.disagreements.append(Dissent(Cite.source(Cite.fieldGuide, "Common Bugs and How to Fix Them"),
                                                says: "people can still drag a sheet with a lone medium detent past it"))
        }
        return answer
    }

    /// Where the sheet rests now: the configured detent when allowed, else the lowest one.
    public var restingDetent: Detent? {
        let allowed = availableDetents
        if let current = configuration.currentDetent, allowed.contains(current) { return current }
        return allowed.first
    }

    /// Whether a grabber shows.
    public var hasGrabber: Bool { grabberAnswer.value }

    /// Whether a grabber shows, and why: only when the app asks for one (UIKit's
    /// `prefersGrabberVisible` is false by default; SwiftUI documents no rule that shows the drag
    /// indicator unasked), on an OS version that has the API. The HIG asks for one in every
    /// resizable sheet, which is guidance, not behaviour.
    public var grabberAnswer: Answer<Bool> {
        let resizable = resizableAnswer
        guard resizable.value else { return resizable.map { _ in false } }
        let asked = configuration.grabberVisible
        if isMaterialSheet {
            return Answer(asked, [Material.sheets("Making bottom sheets accessible", "the app adds the drag handle view; it shows to everyone")])
        }
        if presentation == .customBottomSheet {
            return Answer(asked, [Cite.source(Cite.fieldGuide, "Pattern 7: Custom Bottom Sheet", "a hand-built sheet draws its own capsule")])
        }
        switch context.framework {
        case .swiftUI:
            let api = Citation.api(APIReference.presentationDragIndicator.saying("shows the drag indicator when the app asks for it"))
            return Answer(asked && has(.presentationDragIndicator), [api])
        case .uiKit:
            let api = Citation.api(APIReference.prefersGrabberVisible.saying("false by default: no grabber unless the app asks"))
            return Answer(asked && has(.prefersGrabberVisible), [api])
        case .materialViews, .compose, .html:
            return .notDefined(false, gap: "\(context.framework.displayName) has no grabber on \(platform.displayName)")
        }
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
