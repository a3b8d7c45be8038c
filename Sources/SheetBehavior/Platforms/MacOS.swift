extension PlatformDeclaration {
    /// macOS: sheets attached to a window, always modal, buttons at the bottom; panels.
    public static let macOS = PlatformDeclaration(
        id: "macos", displayName: "macOS", family: "Apple", order: 2,
        devices: [Device("Mac", aliases: ["macbook"], widths: [.regular])],
        inputs: [.pointer, .keyboard],
        versioning: .releases(osNames: ["macos"], modelled: []),
        frameworks: [.swiftUI, .uiKit],
        aliases: ["osx"],
        facts: PlatformFacts(
            presentations: [
                .sheet: Apple.sheet(section: "macOS"),
                .pageSheet: Apple.noPageOrFormSheets, .formSheet: Apple.noPageOrFormSheets,
                .fullScreenModal: Apple.noFullScreenModal,
                .popover: Apple.popover(.supported, sap: false),
                .actionSheet: Apple.actionSheet(section: "Platform considerations"),
                .alert: Apple.alert,
                .panel: Apple.panel(.supported),
                .customBottomSheet: Apple.customBottomSheetUndescribed(on: "macOS"),
            ],
            sheetModality: Apple.alwaysModal,
            fixedSizeSheet: Cite.source(Cite.higSheets, "macOS", "present a sheet in a reasonable default size"),
            sheetIgnoresSwipe: Cite.source(Cite.higSheets, "macOS", "the buttons that dismiss a sheet sit at its bottom"),
            sheetCoversScreen: Apple.sheetLeavesParentVisible,
            sheetParent: Answer(.dimmed, [Cite.source(Cite.higSheets, "macOS", "the parent window is dimmed")]),
            tapOutsideModalSheetDefined: true,
            sheetButtons: .bottomTrailing(Cite.source(Cite.higSheets, "macOS", "every dismiss button at the bottom, in the trailing corner")),
            actionSheet: Apple.actionSheetGuidance(mayScroll: nil),
            hasAppWindows: true,
            otherWindowsStayUsable: Answer(true, [Cite.source(Cite.higSheets, "macOS", "people expect to use the app's other windows before dismissing a sheet")])))
}
