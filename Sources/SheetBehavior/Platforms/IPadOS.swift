extension PlatformDeclaration {
    /// iPadOS: iOS's sheets, plus what regular width changes (form sheets, action sheets as
    /// popovers) and app windows side by side.
    public static let iPadOS = PlatformDeclaration(
        id: "ipados", displayName: "iPadOS", family: "Apple", order: 1,
        devices: [Device("iPad", widths: [.regular, .compact])],
        inputs: [.touch, .pointer, .keyboard],
        versioning: .releases(osNames: ["ipados", "ios"], modelled: Apple.modelledIOSMajors),
        frameworks: [.swiftUI, .uiKit],
        facts: PlatformFacts(
            presentations: [
                .sheet: Apple.sheet(section: "iOS, iPadOS"),
                .pageSheet: Apple.pageAndFormSheets, .formSheet: Apple.pageAndFormSheets,
                .fullScreenModal: Apple.fullScreenModal(sap: true),
                .popover: Apple.popover(.supported, sap: true),
                .actionSheet: Apple.actionSheet(section: "Platform considerations"),
                .alert: Apple.alert,
                .panel: Apple.panel(.unsupported),
                .customBottomSheet: Apple.customBottomSheet,
            ],
            sheetModality: Apple.mayBeNonmodal,
            resizableSheets: true,
            sheetCoversScreen: Apple.sheetLeavesParentVisible,
            tapOutsideModalSheetDefined: true,
            sheetButtons: .topCorners,
            fullScreenModalButtons: Apple.fullScreenModalButtons,
            actionSheet: Apple.actionSheetGuidance(mayScroll: false),
            regularWidthAdaptations: true,
            hasAppWindows: true))
}
