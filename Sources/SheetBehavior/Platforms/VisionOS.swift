extension PlatformDeclaration {
    /// visionOS: sheets float in front of their window, always modal; no action sheets.
    public static let visionOS = PlatformDeclaration(
        id: "visionos", displayName: "visionOS", family: "Apple", order: 4,
        devices: [Device("Vision Pro", aliases: ["applevisionpro", "vision"], widths: [.regular])],
        inputs: [.eyesAndHands],
        versioning: .releases(osNames: ["visionos"], modelled: []),
        frameworks: [.swiftUI, .uiKit],
        facts: PlatformFacts(
            presentations: [
                .sheet: Apple.sheet(section: "visionOS"),
                .pageSheet: Apple.pageAndFormSheetsUndescribed(on: "visionOS"),
                .formSheet: Apple.pageAndFormSheetsUndescribed(on: "visionOS"),
                .fullScreenModal: Apple.fullScreenModal(sap: false),
                .popover: Apple.popover(.supported, sap: false),
                .actionSheet: Answer(.unsupported, [Cite.source(Cite.higActionSheets, "Platform considerations", "not supported in visionOS")]),
                .alert: Apple.alert,
                .panel: Apple.panel(.unsupported),
                .customBottomSheet: Apple.customBottomSheetUndescribed(on: "visionOS"),
            ],
            sheetModality: Apple.alwaysModal,
            fixedSizeSheet: Cite.source(Cite.higSheets, "visionOS", "present a sheet in a default size"),
            sheetCoversScreen: Apple.sheetLeavesParentVisible,
            sheetParent: Answer(.dimmed, [Cite.source(Cite.higSheets, "visionOS", "the sheet dims the window it floats in front of")]),
            tapOutsideModalSheetDefined: true,
            hasAppWindows: true,
            bottomEdgeSheetDiscouraged: Cite.source(Cite.higSheets, "visionOS", "avoid a sheet that emerges from the bottom edge of a window")))
}
