extension PlatformDeclaration {
    /// The web: the HTML `<dialog>` element (modal with `showModal()`, nonmodal with `show()`)
    /// and the `popover` attribute, in browsers named with their versions (`Safari 18`).
    ///
    /// A sheet or an alert is a `<dialog>` (a nonmodal sheet one opened with `show()`), a popover
    /// an element with the `popover` attribute. Close requests are the Escape key and, in a
    /// browser on Android, the Back gesture.
    public static let web = PlatformDeclaration(
        id: "web", displayName: "Web", family: "Web", order: 7,
        devices: [Device("desktop browser", aliases: ["browser", "web browser", "the web"], widths: [.regular, .compact]),
                  Device("mobile browser", aliases: ["phone browser"], widths: [.compact, .regular])],
        inputs: [.pointer, .keyboard, .touch, .escape, .back],
        versioning: .browsers([
            Browser("Chrome", key: "chrome", engine: "Blink"),
            Browser("Firefox", key: "firefox", engine: "Gecko"),
            Browser("Safari", key: "safari", engine: "WebKit"),
        ]),
        frameworks: [.html],
        aliases: ["html", "browser"],
        facts: PlatformFacts(
            presentations: [
                .sheet: Answer(.supported, [Cite.source(Cite.mdnDialog, "<dialog>", "a modal or nonmodal dialog box"), WebFeature.ID.dialog.citation]),
                .alert: Answer(.supported, [Cite.source(Cite.mdnDialog, "<dialog>", "a dialog holding a message and its buttons"), WebFeature.ID.dialog.citation]),
                .popover: Answer(.supported, [Cite.source(Cite.mdnPopover, "popover", "any element can be a popover"), WebFeature.ID.popover.citation]),
            ],
            sheetModality: .mayBeNonmodal(
                byDefault: Cite.source(Cite.mdnDialog, "showModal()", "a modal dialog; the rest of the page is inert"),
                nonmodal: [Cite.source(Cite.mdnDialog, "show()", "a nonmodal dialog; the page stays usable")]),
            webDialogs: WebFacts(features: [
                WebFeature(.dialog, ["chrome": OSVersion(37), "firefox": OSVersion(98), "safari": OSVersion(15, 4)]),
                WebFeature(.closedBy, ["chrome": OSVersion(134), "firefox": OSVersion(141)]),
                WebFeature(.requestClose, ["chrome": OSVersion(134), "firefox": OSVersion(139), "safari": OSVersion(18, 4)]),
                WebFeature(.popover, ["chrome": OSVersion(114), "firefox": OSVersion(125), "safari": OSVersion(17)],
                           note: "html.elements.button.popovertarget lists the same first versions"),
                WebFeature(.popoverHint, ["chrome": OSVersion(133), "firefox": OSVersion(149)]),
                // browser-compat-data gives Firefox "preview" (Nightly only) and Safari false.
                WebFeature(.closeWatcher, ["chrome": OSVersion(126)],
                           note: "Firefox: in preview builds only, no release; Safari: not supported"),
                WebFeature(.anchorPositioning, ["chrome": OSVersion(125), "firefox": OSVersion(147), "safari": OSVersion(26)]),
            ]),
            counterparts: [
                .sheet: Answer("<dialog> opened with showModal()", [Cite.source(Cite.mdnDialog, "showModal()")]),
                .nonmodalSheet: Answer("<dialog> opened with show()", [Cite.source(Cite.mdnDialog, "show()")]),
                .dismissalDisabled: Answer("<dialog closedby=\"none\"> opened with showModal()",
                                           [Cite.source(Cite.mdnDialog, "closedBy", "none: the page's controls only"), WebFeature.ID.closedBy.citation]),
                .alert: Answer("<dialog> holding a message and its buttons", [Cite.source(Cite.mdnDialog, "<dialog>")]),
                .popover: Answer("element with the popover attribute", [Cite.source(Cite.mdnPopover, "popover")]),
            ]))
}

extension WebFeature.ID {
    /// Where the support data comes from.
    var citation: Citation { Cite.source(Cite.browserCompat, rawValue) }
}
