/// The API references the core model cites, with availability as Apple's documentation lists it.
extension APIReference {
    private static func swiftUI(_ symbol: String, _ path: String, _ introduced: [Introduced]) -> APIReference {
        APIReference(framework: "SwiftUI", symbol: symbol, introduced: introduced,
                     url: "https://developer.apple.com/documentation/swiftui/" + path)
    }

    private static func uiKit(_ symbol: String, _ path: String, _ introduced: [Introduced]) -> APIReference {
        APIReference(framework: "UIKit", symbol: symbol, introduced: introduced,
                     url: "https://developer.apple.com/documentation/uikit/" + path)
    }

    /// Every platform at the versions SwiftUI gained a modifier family: (iOS, macOS, tvOS, visionOS, watchOS).
    private static func everywhere(_ iOS: OSVersion, mac: OSVersion, tv: OSVersion, vision: OSVersion, watch: OSVersion) -> [Introduced] {
        [.init(.iOS, iOS), .init(.iPadOS, iOS), .init(.macOS, mac), .init(.tvOS, tv), .init(.visionOS, vision), .init(.watchOS, watch)]
    }

    // MARK: SwiftUI

    public static let sheet = swiftUI("sheet(isPresented:onDismiss:content:)", "view/sheet(ispresented:ondismiss:content:)",
                                      everywhere(OSVersion(13), mac: OSVersion(10, 15), tv: OSVersion(13), vision: OSVersion(1), watch: OSVersion(6)))
    public static let fullScreenCover = swiftUI("fullScreenCover(isPresented:onDismiss:content:)", "view/fullscreencover(ispresented:ondismiss:content:)",
                                                [.init(.iOS, OSVersion(14)), .init(.iPadOS, OSVersion(14)), .init(.tvOS, OSVersion(14)),
                                                 .init(.visionOS, OSVersion(1)), .init(.watchOS, OSVersion(7))])
    public static let popover = swiftUI("popover(isPresented:attachmentAnchor:arrowEdge:content:)",
                                        "view/popover(ispresented:attachmentanchor:arrowedge:content:)",
                                        [.init(.iOS, OSVersion(13)), .init(.iPadOS, OSVersion(13)), .init(.macOS, OSVersion(10, 15)),
                                         .init(.visionOS, OSVersion(1))])
    public static let alert = swiftUI("alert(_:isPresented:actions:)", "view/alert(_:ispresented:actions:)",
                                      everywhere(OSVersion(15), mac: OSVersion(12), tv: OSVersion(15), vision: OSVersion(1), watch: OSVersion(8)))
    public static let confirmationDialog = swiftUI("confirmationDialog(_:isPresented:titleVisibility:actions:)",
                                                   "view/confirmationdialog(_:ispresented:titlevisibility:actions:)",
                                                   everywhere(OSVersion(15), mac: OSVersion(12), tv: OSVersion(15), vision: OSVersion(1), watch: OSVersion(8)))
    public static let presentationDetents = swiftUI("presentationDetents(_:)", "view/presentationdetents(_:)",
                                                    everywhere(OSVersion(16), mac: OSVersion(13), tv: OSVersion(16), vision: OSVersion(1), watch: OSVersion(9)))
    public static let presentationDragIndicator = swiftUI("presentationDragIndicator(_:)", "view/presentationdragindicator(_:)",
                                                          everywhere(OSVersion(16), mac: OSVersion(13), tv: OSVersion(16), vision: OSVersion(1), watch: OSVersion(9)))
    public static let presentationCompactAdaptation = swiftUI("presentationCompactAdaptation(_:)", "view/presentationcompactadaptation(_:)",
                                                              everywhere(OSVersion(16, 4), mac: OSVersion(13, 3), tv: OSVersion(16, 4), vision: OSVersion(1), watch: OSVersion(9, 4)))
    public static let presentationBackgroundInteraction = swiftUI("presentationBackgroundInteraction(_:)", "view/presentationbackgroundinteraction(_:)",
                                                                  everywhere(OSVersion(16, 4), mac: OSVersion(13, 3), tv: OSVersion(16, 4), vision: OSVersion(1), watch: OSVersion(9, 4)))
    public static let presentationCornerRadius = swiftUI("presentationCornerRadius(_:)", "view/presentationcornerradius(_:)",
                                                         everywhere(OSVersion(16, 4), mac: OSVersion(13, 3), tv: OSVersion(16, 4), vision: OSVersion(1), watch: OSVersion(9, 4)))
    public static let presentationSizing = swiftUI("presentationSizing(_:)", "view/presentationsizing(_:)",
                                                   everywhere(OSVersion(18), mac: OSVersion(15), tv: OSVersion(18), vision: OSVersion(2), watch: OSVersion(11)))

    // MARK: UIKit

    public static let sheetPresentationController = uiKit("UISheetPresentationController", "uisheetpresentationcontroller",
                                                          [.init(.iOS, OSVersion(15)), .init(.iPadOS, OSVersion(15)), .init(.visionOS, OSVersion(1))])
    public static let sheetDetents = uiKit("UISheetPresentationController.Detent", "uisheetpresentationcontroller/detent",
                                           [.init(.iOS, OSVersion(15)), .init(.iPadOS, OSVersion(15))])
    public static let customSheetDetent = uiKit("UISheetPresentationController.Detent.custom(identifier:resolver:)",
                                                "uisheetpresentationcontroller/detent/custom(identifier:resolver:)",
                                                [.init(.iOS, OSVersion(16)), .init(.iPadOS, OSVersion(16))])
    public static let prefersGrabberVisible = uiKit("UISheetPresentationController.prefersGrabberVisible",
                                                    "uisheetpresentationcontroller/prefersgrabbervisible",
                                                    [.init(.iOS, OSVersion(15)), .init(.iPadOS, OSVersion(15))])
    public static let largestUndimmedDetentIdentifier = uiKit("UISheetPresentationController.largestUndimmedDetentIdentifier",
                                                              "uisheetpresentationcontroller/largestundimmeddetentidentifier",
                                                              [.init(.iOS, OSVersion(15)), .init(.iPadOS, OSVersion(15))])
    public static let automaticModalStyle = uiKit("UIModalPresentationStyle.automatic", "uimodalpresentationstyle/automatic",
                                                  [.init(.iOS, OSVersion(13)), .init(.iPadOS, OSVersion(13)), .init(.tvOS, OSVersion(13)),
                                                   .init(.visionOS, OSVersion(1))])
    public static let modalPresentationStyle = uiKit("UIViewController.modalPresentationStyle", "uiviewcontroller/modalpresentationstyle",
                                                     [.init(.iOS, OSVersion(3, 2)), .init(.iPadOS, OSVersion(3, 2)), .init(.visionOS, OSVersion(1))])
}
