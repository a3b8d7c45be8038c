extension PlatformDeclaration {
    /// iOS on iPhone: sheets with detents, grabber and swipe; the platform most sources describe.
    public static let iOS = PlatformDeclaration(
        id: "ios", displayName: "iOS", family: "Apple", order: 0,
        devices: [Device("iPhone", widths: [.compact, .regular])],
        inputs: [.touch],
        versioning: .releases(osNames: ["ios"], modelled: Apple.modelledIOSMajors),
        frameworks: [.swiftUI, .uiKit],
        aliases: ["iphoneos"],
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
            actionSheet: Apple.actionSheetGuidance(mayScroll: false)))
}
