/// A web popover's implicit anchor: the control that opened it, which CSS anchor positioning
/// then uses as the popover's default anchor, so `position-area` and `anchor()` place the popover
/// beside its button without an `anchor-name`.
///
/// MDN's anchor positioning guide names the ways that make the control an invoker:
/// `popovertarget`, `commandfor`, and `showPopover()`'s `source` option. Whether a browser does
/// it depends first on anchor positioning itself (browser-compat-data's
/// `css.properties.position-anchor`); for a browser that has anchor positioning, the data the
/// catalog cites holds no entry for the implicit anchor, so the model leaves that open.
extension Scenario {
    private static let implicitAnchor = Cite.source(
        Cite.mdnAnchorPositioning, "Implicit anchor association",
        "popovertarget, commandfor or showPopover's source option make the control the popover's implicit anchor")

    /// Whether the popover is anchored to the control that opened it, and why.
    public var anchoredToInvokerAnswer: Answer<Bool> {
        guard isWebPopover else {
            return .notDefined(false, gap: "only a web popover has an implicit anchor in the sources: not defined here")
        }
        let popover = webSupportAnswer(configuration.popoverType == .hint ? .popoverHint : .popover)
        guard popover.value else { return popover.map { _ in false } }
        guard configuration.popoverInvoker.hasInvoker else {
            return Answer(false, [Cite.source(Cite.mdnAnchorPositioning, "Implicit anchor association",
                                              "showPopover() without a source leaves the popover with no invoker to anchor to")])
        }
        let positioning = webSupportAnswer(.anchorPositioning)
        guard positioning.value else {
            return Answer(false, [Cite.source(Cite.mdnAnchorPositioning, "Implicit anchor association",
                                              "the implicit anchor is used only by CSS anchor positioning")]).citing(positioning)
        }
        if context.browser != nil {
            return .notDefined(false, gap: "browser-compat-data as the catalog cites it has anchor positioning in this browser "
                + "but no entry for a popover invoker's implicit anchor: not defined here")
        }
        return Answer(true, [Self.implicitAnchor]).citing(positioning)
    }
}
