extension PlatformDeclaration {
    /// iOS on iPhone: sheets with detents, grabber and swipe; the platform most sources describe.
    public static let iOS = PlatformDeclaration(
        id: "ios", displayName: "iOS", family: "Apple", order: 0,
        devices: [Device("iPhone", widths: [.compact, .regular])],
        inputs: [.touch],
        versioning: .releases(osNames: ["ios"], modelled: Apple.modelledIOSMajors),
        frameworks: [.swiftUI, .uiKit],
        aliases: ["iphoneos"],
        facts: Apple.iPhoneAndIPadFacts(onIPad: false))
}
