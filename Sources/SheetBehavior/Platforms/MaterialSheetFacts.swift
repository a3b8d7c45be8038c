/// Material bottom sheets as Material Components for Android and Compose Material 3 document
/// them: named resting states instead of detents, and the numbers behind them. A platform that
/// declares these facts (`PlatformFacts.materialSheets`) has its sheets answered by
/// `Scenario+MaterialSheets.swift`.
public struct MaterialSheetFacts: Hashable, Sendable {
    /// `behavior_halfExpandedRatio`'s default: the half-expanded state's share of the height.
    public var halfExpandedRatio: Double
    /// The sheet's default maximum width, in dp (`android:maxWidth`).
    public var maximumWidthDP: Int
    /// `BottomSheetDragHandleView`'s minimum width and height, in dp (the touch target).
    public var dragHandleMinimumDP: Int

    public init(halfExpandedRatio: Double = 0.5, maximumWidthDP: Int = 640, dragHandleMinimumDP: Int = 48) {
        self.halfExpandedRatio = halfExpandedRatio
        self.maximumWidthDP = maximumWidthDP
        self.dragHandleMinimumDP = dragHandleMinimumDP
    }
}
