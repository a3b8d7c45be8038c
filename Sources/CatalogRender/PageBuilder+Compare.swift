import CatalogModel
import SheetBehavior

extension PageBuilder {
    /// The core model's presentations a catalog talks about: those named in front matter, or all of
    /// them when no page names any.
    var presentations: [Presentation] {
        let named = Set(catalog.components.flatMap(\.presentations).compactMap(Presentation.named))
        return named.isEmpty ? Presentation.allCases : Presentation.allCases.filter(named.contains)
    }

    /// How each presentation behaves on a platform, per the core model; empty for platforms it does not model.
    func behaviors(on platform: Platform) -> [BehaviorView] {
        guard let kind = PlatformKind(rawValue: platform.id) else { return [] }
        return presentations.map { p in
            let s = BehaviorSummary.of(p, on: kind)
            // An absent presentation has nothing to describe but its absence.
            let rows = s.supported.text == "no" ? Array(Self.rows(s).prefix(1)) : Self.rows(s)
            return BehaviorView(anchor: "behavior-" + p.rawValue, presentation: p.displayName.prefix(1).uppercased() + p.displayName.dropFirst(),
                                rows: rows, note: s.supported.text == "no" ? nil : "Default configuration at \(s.width.rawValue) width")
        }
    }

    static func rows(_ s: BehaviorSummary) -> [BehaviorRow] {
        func text(_ c: BehaviorSummary.Cell) -> String { c.note.map { "\(c.text) (\($0))" } ?? c.text }
        return [
            BehaviorRow(label: "Supported", value: text(s.supported)),
            BehaviorRow(label: "Modality", value: text(s.modality)),
            BehaviorRow(label: "Shown as", value: text(s.shownAs)),
            BehaviorRow(label: "Dismissal", value: text(s.dismissal)),
            BehaviorRow(label: "Done button", value: text(s.done)),
            BehaviorRow(label: "Cancel button", value: text(s.cancel)),
            BehaviorRow(label: "Detents", value: text(s.detents)),
        ]
    }

    /// One matrix cell: the page's own statement first, then the core model, then the rules.
    func cell(_ c: Component, _ platform: Platform, root: String) -> CellView {
        let href = LinkResolver.platformHref(platform.id, root: root) + "#" + HTML.fragment("component-" + c.id)
        let componentHref = LinkResolver.componentHref(c.id, root: root, fragment: "platform-" + platform.id)
        let specific = c.rules.filter { $0.platforms.contains(platform.id) }.count
        let rulesNote = specific == 0 ? nil : (specific == 1 ? "1 platform rule" : "\(specific) platform rules")
        if c.platformStatus[platform.id] == .unsupported {
            return CellView(status: "unsupported", label: "Not supported", note: "the page says so", href: componentHref, platform: platform.name)
        }
        var adaptation: String?
        if let kind = PlatformKind(rawValue: platform.id) {
            let modelled = c.presentations.compactMap(Presentation.named)
            if !modelled.isEmpty {
                let summaries = modelled.map { BehaviorSummary.of($0, on: kind) }
                if summaries.allSatisfy({ $0.supported.text == "no" }) {
                    return CellView(status: "unsupported", label: "Not supported",
                                    note: summaries.compactMap(\.supported.note).first ?? "per the core model",
                                    href: componentHref, platform: platform.name)
                }
                // Partly: some of the page's presentations do not exist here. A presentation that
                // exists but adapts (a popover shown as a sheet on iPhone) is supported, with a note.
                let missing = summaries.filter { $0.supported.text == "no" }.map { "no \($0.presentation.displayName)" }
                var adapted: [String] = []
                for s in summaries where s.supported.text != "no" {
                    guard let note = s.supported.note else { continue }
                    let line = "\(s.presentation.displayName) \(note)"
                    if !adapted.contains(line) { adapted.append(line) }
                }
                if !missing.isEmpty {
                    return CellView(status: "partial", label: "Partly", note: (missing + adapted).joined(separator: "; "),
                                    href: href, platform: platform.name)
                }
                adaptation = adapted.isEmpty ? nil : adapted.joined(separator: "; ")
            }
        }
        if c.platformStatus[platform.id] == .noAdditionalConsiderations {
            return CellView(status: "no-additional-considerations", label: "No additional considerations", note: adaptation,
                            href: href, platform: platform.name)
        }
        let note = [adaptation, rulesNote].compactMap { $0 }.joined(separator: "; ")
        return CellView(status: "supported", label: "Supported", note: note.isEmpty ? nil : note, href: href, platform: platform.name)
    }

    func matrix(root: String) -> [MatrixRow] {
        catalog.components.filter { $0.kind == .component }.map { c in
            MatrixRow(component: PlatformRef(id: c.id, name: c.title, href: LinkResolver.componentHref(c.id, root: root)),
                      cells: platforms.map { cell(c, $0, root: root) })
        }
    }

    func pairs(root: String) -> [PairView] {
        var result: [PairView] = []
        for (i, a) in platforms.enumerated() {
            for b in platforms[(i + 1)...] {
                result.append(PairView(a: platformRef(a.id, root: root), b: platformRef(b.id, root: root),
                                       href: root + "compare/" + HTML.pathSegment(a.id + "-vs-" + b.id) + ".html",
                                       title: "\(a.name) and \(b.name)"))
            }
        }
        return result
    }

    /// `compare.html`: the components × platforms matrix and links to every two-platform view.
    func compare() -> Page {
        var context = chrome(title: "Compare platforms", path: "compare.html", current: "compare")
        context["platforms"] = platforms.map { platformRef($0.id, root: "") }
        context["rows"] = matrix(root: "")
        context["pairs"] = pairs(root: "")
        let presentationRows = presentationMatrix(root: "")
        context["presentationRows"] = presentationRows
        context["hasPresentationRows"] = !presentationRows.isEmpty
        return Page(template: "compare", path: "compare.html", context: context)
    }

    /// Presentations × platforms from the core model alone: does it exist there, and as what.
    func presentationMatrix(root: String) -> [[String: Any]] {
        let kinds = platforms.compactMap { PlatformKind(rawValue: $0.id) }
        guard !kinds.isEmpty else { return [] }
        return presentations.map { p in
            [
                "title": p.displayName.prefix(1).uppercased() + p.displayName.dropFirst(),
                "cells": kinds.map { k -> CellView in
                    let s = BehaviorSummary.of(p, on: k)
                    let status = s.supported.text == "no" ? "unsupported" : "supported"
                    let label = status == "unsupported" ? "Not supported" : "Supported"
                    return CellView(status: status, label: label, note: s.supported.note,
                                    href: LinkResolver.platformHref(k.rawValue, root: root) + "#" + HTML.fragment("behavior-" + p.rawValue),
                                    platform: k.displayName)
                },
            ]
        }
    }

    /// `compare/<a>-vs-<b>.html` for every pair: only what differs between the two platforms.
    func comparePairs() -> [Page] {
        pairs(root: "").map { pair in
            let path = "compare/" + pair.a.id + "-vs-" + pair.b.id + ".html"
            let root = root(for: path)
            guard let a = catalog.platform(id: pair.a.id), let b = catalog.platform(id: pair.b.id) else {
                return Page(template: "compare-pair", path: path, context: chrome(title: pair.title, path: path, current: "compare"))
            }
            var context = chrome(title: "\(a.name) vs \(b.name)", path: path, current: "compare")
            context["a"] = platformRef(a.id, root: root)
            context["b"] = platformRef(b.id, root: root)
            var componentDiffs: [[String: Any]] = []
            for c in catalog.components {
                // Guides are advice across components, not a thing that exists on a platform: only their rules compare.
                let isComponent = c.kind == .component
                let ca = cell(c, a, root: root), cb = cell(c, b, root: root)
                let onlyA = c.rules.filter { $0.platforms.contains(a.id) && !$0.platforms.contains(b.id) }
                let onlyB = c.rules.filter { $0.platforms.contains(b.id) && !$0.platforms.contains(a.id) }
                let cellsDiffer = isComponent && (ca.status != cb.status || ca.note != cb.note)
                if !cellsDiffer && onlyA.isEmpty && onlyB.isEmpty { continue }
                var entry: [String: Any] = [
                    "title": c.title, "href": LinkResolver.componentHref(c.id, root: root),
                    "onlyA": onlyA.map { ruleView($0, root: root, samePage: false) },
                    "onlyB": onlyB.map { ruleView($0, root: root, samePage: false) },
                ]
                if isComponent {
                    entry["cellA"] = ca
                    entry["cellB"] = cb
                }
                componentDiffs.append(entry)
            }
            context["components"] = componentDiffs
            context["hasComponents"] = !componentDiffs.isEmpty
            var behaviorDiffs: [[String: Any]] = []
            if let ka = PlatformKind(rawValue: a.id), let kb = PlatformKind(rawValue: b.id) {
                for p in presentations {
                    let ra = Self.rows(BehaviorSummary.of(p, on: ka)), rb = Self.rows(BehaviorSummary.of(p, on: kb))
                    let rows = zip(ra, rb).filter { $0.value != $1.value }.map { ["label": $0.label, "a": $0.value, "b": $1.value] }
                    if rows.isEmpty { continue }
                    behaviorDiffs.append(["presentation": p.displayName.prefix(1).uppercased() + p.displayName.dropFirst(), "rows": rows])
                }
            }
            context["behaviors"] = behaviorDiffs
            context["hasBehaviors"] = !behaviorDiffs.isEmpty
            context["nothingDiffers"] = componentDiffs.isEmpty && behaviorDiffs.isEmpty
            context["pairs"] = pairs(root: root)
            return Page(template: "compare-pair", path: path, context: context)
        }
    }
}
