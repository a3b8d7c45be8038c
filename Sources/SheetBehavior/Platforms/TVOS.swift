extension PlatformDeclaration {
    /// tvOS: the HIG has no sheet guidance of its own here, so most sheet behaviour is not defined.
    public static let tvOS = PlatformDeclaration(
        id: "tvos", displayName: "tvOS", family: "Apple", order: 3,
        devices: [Device("Apple TV", aliases: ["appletv", "tv"], widths: [.regular])],
        inputs: [.remote],
        versioning: .releases(osNames: ["tvos"], modelled: []),
        frameworks: [.swiftUI, .uiKit],
        facts: PlatformFacts(
            presentations: [
                .sheet: Apple.sheet(section: "Platform considerations"),
                .pageSheet: Apple.pageAndFormSheetsUndescribed(on: "tvOS"), .formSheet: Apple.pageAndFormSheetsUndescribed(on: "tvOS"),
                .fullScreenModal: Apple.fullScreenModal(sap: false),
                .popover: Apple.popover(.unsupported, sap: false),
                .actionSheet: Apple.actionSheet(section: "Platform considerations"),
                .alert: Apple.alert,
                .panel: Apple.panel(.unsupported),
                .customBottomSheet: Apple.customBottomSheetUndescribed(on: "tvOS"),
            ],
            sheetModality: .modalByDefault(Apple.modalByDefault),
            actionSheet: Apple.actionSheetGuidance(mayScroll: nil)))
}
