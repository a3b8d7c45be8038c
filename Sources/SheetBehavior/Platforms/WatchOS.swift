extension PlatformDeclaration {
    /// watchOS: a sheet is a full-screen view with one round button; action sheets hold four buttons.
    public static let watchOS = PlatformDeclaration(
        id: "watchos", displayName: "watchOS", family: "Apple", order: 5,
        devices: [Device("Apple Watch", aliases: ["watch"], widths: [.compact])],
        inputs: [.touch, .crown],
        versioning: .releases(osNames: ["watchos"], modelled: []),
        frameworks: [.swiftUI, .uiKit],
        facts: PlatformFacts(
            presentations: [
                .sheet: Apple.sheet(section: "watchOS"),
                .pageSheet: Apple.noPageOrFormSheets, .formSheet: Apple.noPageOrFormSheets,
                .fullScreenModal: Apple.fullScreenModal(sap: false),
                .popover: Apple.popover(.unsupported, sap: false),
                .actionSheet: Apple.actionSheet(section: "watchOS"),
                .alert: Apple.alert,
                .panel: Apple.panel(.unsupported),
                .customBottomSheet: Apple.customBottomSheetUndescribed(on: "watchOS"),
            ],
            sheetModality: Apple.alwaysModal,
            fixedSizeSheet: Cite.source(Cite.higSheets, "watchOS", "a sheet is a full-screen view"),
            sheetIgnoresSwipe: Cite.source(Cite.higSheets, "watchOS", "the sheet closes with its Cancel or Done control"),
            sheetCoversScreen: Answer(true, [Cite.source(Cite.higSheets, "watchOS", "a sheet is a full-screen view over the current content")]),
            sheetParent: Answer(.covered, [Cite.source(Cite.higSheets, "watchOS", "a sheet is a full-screen view over the current content")]),
            sheetBlursParent: Cite.source(Cite.higSheets, "watchOS", "the sheet is semitransparent; a material blurs and desaturates the content it covers"),
            tapOutsideModalSheetDefined: true,
            sheetButtons: .singleTopLeading(Cite.source(Cite.higSheets, "watchOS", "a round Cancel button top left by default; Done when the sheet only informs")),
            actionSheet: ActionSheetGuidance(
                maxButtons: 4, mayScroll: nil, destructiveFirst: true, cancelPlacement: .topLeading,
                buttonStyles: PresentationConfiguration.ButtonStyle.allCases,
                citations: [Cite.source(Cite.higActionSheets, "Best practices", "destructive buttons first; Cancel at the bottom, top left in watchOS"),
                            Cite.source(Cite.higActionSheets, "watchOS", "at most four buttons; three button styles")])))
}
