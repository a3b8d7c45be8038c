extension PlatformDeclaration {
    /// iPadOS: iOS's sheets, plus what regular width changes (form sheets, action sheets as
    /// popovers) and app windows side by side.
    public static let iPadOS = PlatformDeclaration(
        id: "ipados", displayName: "iPadOS", family: "Apple", order: 1,
        devices: [Device("iPad", widths: [.regular, .compact])],
        inputs: [.touch, .pointer, .keyboard],
        versioning: .releases(osNames: ["ipados", "ios"], modelled: Apple.modelledIOSMajors),
        frameworks: [.swiftUI, .uiKit],
        facts: Apple.iPhoneAndIPadFacts(onIPad: true))
}
