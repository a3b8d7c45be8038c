import SheetBehavior
import Testing

/// A web popover opened by a control is anchored to it (MDN's anchor positioning guide); a
/// browser without CSS anchor positioning anchors nothing (browser-compat-data); a browser that
/// has it is left open, since the data the catalog cites has no entry for the implicit anchor.
@Suite struct PopoverAnchoringTests {
    private func popover(_ invoker: PopoverInvoker = .popoverTarget, browser: String? = nil, _ version: OSVersion? = nil)
        -> Answer<Bool>
    {
        var config = PresentationConfiguration(.popover)
        config.popoverInvoker = invoker
        return Scenario(config, in: PresentationContext(platform: .web, osVersion: version, browser: browser)).anchoredToInvokerAnswer
    }

    private func sections(_ answer: Answer<Bool>) -> [String] {
        answer.citations.compactMap { if case .source(let s) = $0 { return s.id + ": " + (s.section ?? "") } else { return nil } }
    }

    @Test(arguments: [PopoverInvoker.popoverTarget, .commandFor, .sourceOption])
    func anInvokerIsTheImplicitAnchor(_ invoker: PopoverInvoker) {
        let answer = popover(invoker)
        #expect(answer.value && answer.isDefined)
        #expect(sections(answer).contains("mdn-anchor-positioning: Implicit anchor association"))
    }

    @Test func showPopoverWithoutASourceHasNoAnchor() {
        let answer = popover(.script)
        #expect(!answer.value && answer.isDefined)
        #expect(sections(answer) == ["mdn-anchor-positioning: Implicit anchor association"])
    }

    @Test func aBrowserWithoutAnchorPositioningAnchorsNothing() {
        for (browser, version) in [("safari", OSVersion(18)), ("safari", OSVersion(18, 4)), ("firefox", OSVersion(146)), ("chrome", OSVersion(124))] {
            let answer = popover(browser: browser, version)
            #expect(!answer.value && answer.isDefined, "\(browser) \(version)")
            #expect(sections(answer).contains("browser-compat-data: css.properties.position-anchor"), "\(browser) \(version)")
        }
    }

    @Test func aBrowserWithAnchorPositioningIsLeftOpen() {
        // css.properties.position-anchor: Chrome 125, Firefox 147, Safari 26; the implicit anchor
        // itself has no entry in the data the catalog cites.
        for (browser, version) in [("chrome", OSVersion(125)), ("firefox", OSVersion(147)), ("safari", OSVersion(26))] {
            let answer = popover(browser: browser, version)
            #expect(!answer.isDefined && answer.citations.isEmpty, "\(browser) \(version)")
            #expect(answer.gap?.contains("implicit anchor") == true)
        }
        // With no version, "in Chrome" is any current Chrome: still no data for the anchor.
        #expect(!popover(browser: "chrome").isDefined)
    }

    @Test func aBrowserWithoutPopoversHasNothingToAnchor() {
        let answer = popover(browser: "safari", OSVersion(16, 4))
        #expect(!answer.value && answer.isDefined)
        #expect(sections(answer) == ["browser-compat-data: api.HTMLElement.popover"])
        // The browser's script opening it does not change that.
        #expect(!popover(.script, browser: "safari", OSVersion(16, 4)).value)
    }

    @Test func onlyAWebPopoverHasAnImplicitAnchor() {
        let dialog = Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .web)).anchoredToInvokerAnswer
        #expect(!dialog.isDefined)
        let iPad = Scenario(PresentationConfiguration(.popover), in: PresentationContext(platform: .iPadOS)).anchoredToInvokerAnswer
        #expect(!iPad.isDefined)
    }

    @Test func anchorPositioningIsAFeatureByItsBrowserCompatDataKey() {
        #expect(WebFeature.ID.named("anchor positioning") == .anchorPositioning)
        #expect(WebFeature.ID.named("CSS anchor positioning") == .anchorPositioning)
        #expect(WebFeature.ID.anchorPositioning.rawValue == "css.properties.position-anchor")
    }
}
