import SheetBehavior
import Testing

/// Answers the model used to give wrongly or without a source, each pinned.
@Suite struct CorrectedAnswerTests {
    func scenario(_ config: PresentationConfiguration, _ platform: PlatformKind, width: HorizontalSizeClass? = nil,
                  os: OSVersion? = nil, _ framework: UIFramework = .swiftUI) -> Scenario {
        Scenario(config, in: PresentationContext(platform: platform, width: width, osVersion: os, framework: framework))
    }

    /// Regression: `presentationCornerRadius` was said to need iOS 26; it arrived in iOS 16.4.
    @Test func cornerRadiusNeedsIOS16_4() {
        let api = APIAvailability.named("presentationCornerRadius")!
        #expect(api.minimumIOS == OSVersion(16, 4))
        #expect(!api.isAvailable(onIOS: OSVersion(16)) && api.isAvailable(onIOS: OSVersion(16, 4)))
        #expect(APIReference.presentationCornerRadius.firstVersion(on: .macOS) == OSVersion(13, 3))
        #expect(APIReference.presentationCornerRadius.firstVersion(on: .watchOS) == OSVersion(9, 4))
    }

    /// Regression: an action sheet shown as a popover on iPad was called nonmodal.
    @Test func actionSheetShownAsAPopoverStaysModal() {
        let s = scenario(PresentationConfiguration(.actionSheet), .iPadOS)
        #expect(s.effectivePresentation == .popover)
        #expect(s.modality == .modal)
        #expect(BehaviorSummary.of(.actionSheet, on: .iPadOS).modality.text == "modal")
        #expect(s.modalityAnswer.citations.contains { if case .source(let c) = $0 { c.id == "hig-action-sheets" } else { false } })
    }

    /// A tap outside a nonmodal sheet reaches the parent; SAP's contrary statement is recorded as
    /// a disagreement, not taken as the answer.
    @Test func sapsTapOutsideDismissalIsADisagreement() {
        let answer = scenario(PresentationConfiguration(.sheet, nonmodal: true), .iOS).outcomeAnswer(of: .tapOutside)
        #expect(answer.value == .reachesParent)
        #expect(answer.disagreements.map(\.citation) == [.source(Cite.sap.at("Non-Modal Sheets"))])
        #expect(!scenario(PresentationConfiguration(.sheet, nonmodal: true), .iOS).dismissGestures.contains(.tapOutside))
    }

    /// Regression: detents were said not to exist before iOS 16 whatever the framework; UIKit has
    /// medium and large from iOS 15, custom heights from iOS 16.
    @Test func detentsDependOnTheFramework() {
        let list = PresentationConfiguration(.sheet, detents: [.medium, .large])
        let swiftUI15 = scenario(list, .iOS, os: OSVersion(15))
        #expect(swiftUI15.availableDetents == [.large])
        #expect(swiftUI15.violations == [.apiUnavailable])
        let uiKit15 = scenario(list, .iOS, os: OSVersion(15), .uiKit)
        #expect(uiKit15.availableDetents == [.medium, .large])
        #expect(uiKit15.violations.isEmpty)
        let custom = scenario(PresentationConfiguration(.sheet, detents: [.height(300), .large]), .iOS, os: OSVersion(15), .uiKit)
        #expect(custom.availableDetents == [.large])
        #expect(custom.missingAPIs.map(\.name) == ["UISheetPresentationController.Detent.custom"])
        #expect(scenario(list, .iOS, os: OSVersion(14), .uiKit).availableDetents == [.large])
        #expect(scenario(list, .iOS, os: OSVersion(16), .uiKit).availableDetents == [.medium, .large])
    }

    /// Regression: a plain sheet on iPad was a form sheet for every version. UIKit's automatic
    /// style is a page sheet before iOS 18 (SAP's form sheet default recorded against it) and a
    /// form sheet from iOS 18.
    @Test func aPlainSheetOnIPadDependsOnFrameworkAndVersion() {
        let plain = PresentationConfiguration(.sheet)
        let uiKit17 = scenario(plain, .iPadOS, os: OSVersion(17), .uiKit)
        #expect(uiKit17.effectivePresentation == .pageSheet)
        #expect(uiKit17.shownAnswer.disagreements.map(\.citation.description).first?.hasPrefix("sap-fiori-ios-sheets") == true)
        #expect(scenario(plain, .iPadOS, os: OSVersion(18), .uiKit).effectivePresentation == .formSheet)
        #expect(scenario(plain, .iPadOS, .uiKit).effectivePresentation == .formSheet)
        #expect(scenario(plain, .iPadOS, os: OSVersion(17)).effectivePresentation == .formSheet)
        #expect(BehaviorSummary.of(.sheet, on: .iPadOS, framework: .uiKit, osVersion: OSVersion(17)).shownAs.text == "page sheet")
    }

    /// tvOS sheets are modal by default; whether one may be nonmodal no source says, so a
    /// nonmodal request is neither honoured nor reported as a violation.
    @Test func tvOSModalityIsTheDefaultOnly() {
        #expect(scenario(PresentationConfiguration(.sheet), .tvOS).modality == .modal)
        let asked = scenario(PresentationConfiguration(.sheet, nonmodal: true), .tvOS)
        #expect(asked.modality == .notDefined)
        #expect(!asked.violations.contains(.nonmodalNotAvailable))
        #expect(scenario(PresentationConfiguration(.sheet, nonmodal: true), .macOS).violations.contains(.nonmodalNotAvailable))
    }

    /// tvOS sheets: how much of the screen they cover and what happens behind them is not defined.
    @Test func tvOSSheetCoverageAndDimmingAreNotDefined() {
        let s = scenario(PresentationConfiguration(.sheet), .tvOS)
        #expect(!s.coversFullScreenAnswer.isDefined)
        #expect(s.parentTreatment == .notDefined)
    }

    /// A tap outside closes a form sheet (SAP) and not a page sheet, which is modal and needs an
    /// explicit dismissal (HIG, SAP): both answers now name their sources.
    @Test func tapOutsideFormAndPageSheetsAreSourced() {
        let form = scenario(PresentationConfiguration(.formSheet), .iPadOS).outcomeAnswer(of: .tapOutside)
        #expect(form.value == .dismissed)
        #expect(form.citations == [.source(Cite.sap.at("Form Sheets", "a tap outside the form sheet leaves it"))])
        let page = scenario(PresentationConfiguration(.pageSheet), .iPadOS).outcomeAnswer(of: .tapOutside)
        #expect(page.value == .nothing)
        #expect(page.citations.contains { if case .source(let c) = $0 { c.id == "sap-fiori-ios-sheets" } else { false } })
    }

    /// No source covers a custom bottom sheet outside iOS; in visionOS the HIG advises against a
    /// sheet rising from a window's bottom edge.
    @Test func customBottomSheetsOutsideIOSAreNotDefined() {
        for platform in [PlatformKind.macOS, .visionOS, .tvOS, .watchOS] {
            let s = scenario(PresentationConfiguration(.customBottomSheet), platform)
            #expect(s.supportAnswer.value == .notDefined)
            #expect(BehaviorSummary.of(.customBottomSheet, on: platform).supported.text == "not defined")
        }
        #expect(scenario(PresentationConfiguration(.customBottomSheet), .visionOS).violations == [.risesFromBottomEdge])
        #expect(scenario(PresentationConfiguration(.customBottomSheet), .macOS).violations.isEmpty)
    }

    /// Regression: watchOS full-screen modals borrowed the watch sheet's button rules; no source
    /// places buttons there.
    @Test func watchFullScreenModalsHaveNoButtonGuidance() {
        let s = scenario(PresentationConfiguration(.fullScreenModal), .watchOS)
        #expect(s.placement(of: .cancel) == nil && s.placement(of: .done) == nil)
        #expect(s.placementAnswer(of: .cancel).gap != nil)
        #expect(scenario(PresentationConfiguration(.sheet), .watchOS).placement(of: .cancel) == .topLeading)
    }
}
