import SheetBehavior
import Testing

/// Facts whose sources were once weak now rest on the data or code that says them:
/// browser-compat-data's own keys for browser support, Material Components' code for the state a
/// sheet opens in.
@Suite struct SupportSourceTests {
    private func web(_ p: Presentation, _ browser: String, _ version: OSVersion?) -> Scenario {
        Scenario(PresentationConfiguration(p), in: PresentationContext(platform: .web, osVersion: version, browser: browser))
    }

    private func bcdKeys(_ answer: Answer<Bool>) -> [String] {
        answer.citations.compactMap { if case .source(let s) = $0, s.id == Cite.browserCompat.id { return s.section } else { return nil } }
    }

    @Test func closeWatcherIsInNoFirefoxRelease() {
        // browser-compat-data lists Firefox as "preview": no release version has it.
        for version in [OSVersion(132), OSVersion(149), OSVersion(200)] {
            let firefox = web(.sheet, "firefox", version).webSupportAnswer(.closeWatcher)
            #expect(!firefox.value, "Firefox \(version)")
            #expect(bcdKeys(firefox) == ["api.CloseWatcher"])
        }
        #expect(!web(.sheet, "safari", OSVersion(26)).webSupportAnswer(.closeWatcher).value)
        #expect(!web(.sheet, "chrome", OSVersion(125)).webSupportAnswer(.closeWatcher).value)
        let chrome = web(.sheet, "chrome", OSVersion(126)).webSupportAnswer(.closeWatcher)
        #expect(chrome.value)
        // The note says what the data holds beyond the versions.
        let note = chrome.citations.compactMap { if case .source(let s) = $0 { return s.note } else { return nil } }.first
        #expect(note?.contains("preview") == true)
    }

    @Test func popoverVersionsAreBrowserCompatDatas() {
        for (browser, before, first) in [("chrome", OSVersion(113), OSVersion(114)), ("firefox", OSVersion(124), OSVersion(125)),
                                         ("safari", OSVersion(16, 4), OSVersion(17))] {
            #expect(!web(.popover, browser, before).webSupportAnswer(.popover).value, "\(browser) \(before)")
            let supported = web(.popover, browser, first).webSupportAnswer(.popover)
            #expect(supported.value, "\(browser) \(first)")
            #expect(bcdKeys(supported) == ["api.HTMLElement.popover"])
        }
    }

    @Test func aMaterialComponentsSheetOpensCollapsedAsTheCodeSays() {
        let modal = Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .android))
        let state = modal.sheetStateAnswer
        #expect(state.value == .collapsed)
        let symbols = state.citations.compactMap { if case .api(let a) = $0 { return a.symbol } else { return nil } }
        #expect(symbols.contains("BottomSheetDialog.onStart()"))
        #expect(symbols.contains("BottomSheetBehavior.state"))
        // A standard sheet is no dialog: only the behaviour's own starting state speaks for it.
        let standard = Scenario(PresentationConfiguration(.sheet, nonmodal: true), in: PresentationContext(platform: .android)).sheetStateAnswer
        #expect(standard.value == .collapsed)
        let standardSymbols = standard.citations.compactMap { if case .api(let a) = $0 { return a.symbol } else { return nil } }
        #expect(standardSymbols.contains("BottomSheetBehavior.state") && !standardSymbols.contains("BottomSheetDialog.onStart()"))
    }
}

/// Focus in a nonmodal dialog: the HTML standard's show() moves it in as showModal() does; where
/// it goes on closing depends on where focus is then, which the model leaves open.
@Suite struct NonmodalDialogFocusTests {
    @Test func showMovesFocusInByTheStandard() {
        let nonmodal = Scenario(PresentationConfiguration(.sheet, nonmodal: true), in: PresentationContext(platform: .web))
        let focus = nonmodal.focusMovesInAnswer
        #expect(focus.value && focus.isDefined)
        #expect(focus.citations.contains { if case .source(let s) = $0 { return s.id == Cite.htmlDialog.id } else { return false } })
        #expect(!nonmodal.focusReturnsToInvokerAnswer.isDefined)
        let modal = Scenario(PresentationConfiguration(.sheet), in: PresentationContext(platform: .web))
        #expect(modal.focusMovesInAnswer.value && modal.focusReturnsToInvokerAnswer.value)
    }
}
