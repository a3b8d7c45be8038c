/// The questions both Material sheets answer: whether a drag hides it, the states it rests in,
/// the numbers of its size and predictive back.
///
/// Each goes to the answer of the presentation asked about: a side sheet's
/// (Scenario+MaterialSideSheets.swift) where Material's side sheets are declared, else a bottom
/// sheet's (Scenario+MaterialSheets.swift), which says "not defined" for anything but a Material
/// bottom sheet.
extension Scenario {
    /// Whether a drag can hide the sheet, and why.
    public var hideableAnswer: Answer<Bool> {
        isMaterialSideSheet ? sideSheetHideableAnswer : bottomSheetHideableAnswer
    }

    /// The named states the sheet can rest in, lowest first, and why.
    public var sheetStatesAnswer: Answer<[SheetState]> {
        isMaterialSideSheet ? sideSheetStatesAnswer : bottomSheetStatesAnswer
    }

    /// The state the sheet rests in now, and why: the one set when the sheet has it, else the
    /// first it opens in.
    public var sheetStateAnswer: Answer<SheetState?> {
        isMaterialSideSheet ? sideSheetStateAnswer : bottomSheetStateAnswer
    }

    /// The state the sheet rests in now; nil when it is not a Material sheet.
    public var sheetState: SheetState? { sheetStateAnswer.value }

    /// The half-expanded state's share of the height.
    public var halfExpandedRatioAnswer: Answer<Double?> {
        isMaterialSideSheet ? sideSheetHalfExpandedRatioAnswer : bottomSheetHalfExpandedRatioAnswer
    }

    /// The sheet's maximum width in dp.
    public var maximumWidthAnswer: Answer<Int?> {
        isMaterialSideSheet ? sideSheetMaximumWidthAnswer : bottomSheetMaximumWidthAnswer
    }

    /// The drag handle's smallest size in dp.
    public var dragHandleMinimumSizeAnswer: Answer<Int?> {
        isMaterialSideSheet ? sideSheetDragHandleMinimumSizeAnswer : bottomSheetDragHandleMinimumSizeAnswer
    }

    /// Whether the system's predictive Back animation comes with the sheet, or the app wires it.
    public var predictiveBackIsAutomaticAnswer: Answer<Bool> {
        isMaterialSideSheet ? sideSheetPredictiveBackAnswer : bottomSheetPredictiveBackAnswer
    }
}
