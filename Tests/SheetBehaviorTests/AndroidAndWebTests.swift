import SheetBehavior
import Testing

/// Android's Material sheets and the web's dialogs answer from their declared facts, each
/// answer cited, and say "not defined" where the sources stop.
@Suite struct AndroidAndWebTests {
    @Test func materialSheetsRestInNamedStates() {
        var config = PresentationConfiguration(.sheet)
        let modal = Scenario(config, in: PresentationContext(platform: .android))
        #expect(modal.sheetStatesAnswer.value == [.collapsed, .expanded])
        #expect(modal.hideableAnswer.value)
        config.fitToContents = false
        #expect(Scenario(config, in: PresentationContext(platform: .android)).sheetStatesAnswer.value == [.collapsed, .halfExpanded, .expanded])
        config.nonmodal = true
        let standard = Scenario(config, in: PresentationContext(platform: .android))
        #expect(!standard.hideableAnswer.value)
        #expect(standard.outcome(of: .tapOutside) == .reachesParent)
        let compose = Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .android, framework: .compose))
        #expect(compose.sheetStatesAnswer.value == [.partiallyExpanded, .expanded])
        #expect(compose.outcome(of: .pressBack) == .dismissed)
    }

    @Test func everyAndroidAndWebAnswerIsCitedOrOpen() {
        for platform in [PlatformKind.android, .web] {
            for p in Presentation.allCases {
                for framework in platform.declaration.frameworks {
                    let s = Scenario(PresentationConfiguration(p), in: PresentationContext(platform: platform, framework: framework))
                    for g in Gesture.allCases {
                        let a = s.outcomeAnswer(of: g)
                        #expect(a.citations.isEmpty == (a.gap != nil), "\(p) on \(platform) \(g)")
                    }
                }
            }
        }
    }

    @Test func webDialogsFollowClosedByAndTheBrowser() {
        let modal = Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .web))
        #expect(modal.closedByAnswer.value == .closeRequest)
        #expect(modal.outcome(of: .pressEscape) == .dismissed)
        #expect(modal.closeEventsAnswer(of: .pressEscape).value == ["cancel", "close"])
        var any = PresentationConfiguration(.sheet)
        any.closedBy = .any
        #expect(Scenario(any, in: PresentationContext(platform: .web, osVersion: OSVersion(134), browser: "chrome")).outcome(of: .tapOutside) == .dismissed)
        let safari = Scenario(any, in: PresentationContext(platform: .web, osVersion: OSVersion(18), browser: "safari"))
        #expect(!safari.webSupportAnswer(.closedBy).value)
        #expect(safari.outcome(of: .tapOutside) == .nothing)
        #expect(!Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .web, osVersion: OSVersion(18), browser: "safari"))
            .webSupportAnswer(.requestClose).value)
        #expect(Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .web, osVersion: OSVersion(18, 4), browser: "safari"))
            .webSupportAnswer(.requestClose).value)
    }

    @Test func androidVersionsAreAPILevels() {
        #expect(PlatformKind.android.apiLevel(ofRelease: 14) == 34)
        #expect(PlatformKind.android.models(OSVersion(34)))
        #expect(!PlatformKind.android.models(OSVersion(14)))
    }
}
