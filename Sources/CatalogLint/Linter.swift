import CatalogModel
import SheetBehavior
import SwiftSyntax

/// Finds presentations in Swift sources and reports what the core model and the catalog's
/// rules say of them. Pure: the caller reads the files and the catalog.
public struct Linter: Sendable {
    public var rules: LintRules
    /// The lowest iOS version the app supports; nil when unknown, so no API is checked.
    public var deploymentTarget: OSVersion?
    /// The built site's address, for the links to the rules.
    public var siteURL: String?

    public init(rules: LintRules, deploymentTarget: OSVersion? = nil, siteURL: String? = nil) {
        self.rules = rules
        self.deploymentTarget = deploymentTarget
        self.siteURL = siteURL
    }

    public func lint(_ sources: [LintSource]) -> LintResult {
        let parsed = ParsedSources(sources)
        var result = LintResult()
        for file in parsed.files where file.tree.hasError {
            result.notes.append("\(file.source.path): has code the parser could not read; presentations in it may be missed")
        }
        var all: [ScanResult.Presented] = []
        var modifiers: [ScanResult.ModifierUse] = []
        func collect(_ scan: ScanResult) {
            modifiers += scan.modifiers
            for p in scan.presented {
                all.append(p)
                collect(p.content)
            }
        }
        for name in parsed.types.keys.sorted() { collect(parsed.types[name]!) }
        parsed.topLevel.forEach(collect)

        /// Something lint saw and chose not to judge, at its place, for `--verbose`.
        func skip(file: Int, at position: AbsolutePosition, _ why: String) {
            let (line, column) = parsed.location(position, in: file)
            result.notes.append("\(parsed.files[file].source.path):\(line):\(column): \(why)")
        }

        var found: [LintFinding] = []
        var reported: Set<String> = []
        func report(_ violation: Violation, _ presentation: Presentation, file: Int, at position: AbsolutePosition,
                    summary: String, citations: [Citation], hint: String? = nil) {
            guard let rule = rules.rule(for: violation, presentation: presentation, hint: hint) else {
                let note = "no rule in the catalog checks \(violation.rawValue), so it is not reported"
                if !result.notes.contains(note) { result.notes.append(note) }
                return
            }
            let (line, column) = parsed.location(position, in: file)
            let key = "\(file):\(line):\(column):\(rule.id)"
            guard reported.insert(key).inserted else { return }
            found.append(LintFinding(path: parsed.files[file].source.path, line: line, column: column, ruleID: rule.id,
                                     violation: violation, summary: summary, lead: rule.lead, link: LintRules.link(for: rule, siteURL: siteURL),
                                     citations: citations.map(\.description), lineText: parsed.lineText(line, in: file)))
        }

        for p in all where p.framework == .swiftUI && (p.presentation == .sheet || p.presentation == .fullScreenModal) {
            let content = Reach(p.content, in: parsed)
            let disabled = content.modifiers.contains { $0.name == "interactiveDismissDisabled" && Self.isTrue($0.argumentText) }
            let unsure = p.bindingName.map { content.passedBindings.contains($0) } ?? false
            if unsure && !content.offersDismiss && (disabled || p.presentation == .fullScreenModal) {
                skip(file: p.file, at: p.position, "not judged: the content hands $\(p.bindingName ?? "") to a view the sources do not declare, which may close it")
            }
            let scenario = Scenario(PresentationConfiguration(p.presentation, interactiveDismissDisabled: disabled,
                                                              hasDismissButton: content.offersDismiss || unsure),
                                    in: PresentationContext(platform: .iOS))
            if scenario.violations.contains(.noWayOut) {
                let what = p.presentation == .fullScreenModal ? "this full-screen cover" : "this sheet, with interactive dismissal disabled,"
                report(.noWayOut, p.presentation, file: p.file, at: p.position,
                       summary: "\(what) offers no way out: its content has no dismiss() call, no binding set to false and no toolbar cancellation or confirmation action",
                       citations: Violation.noWayOut.citations, hint: disabled ? "interactive dismissal is disabled" : nil)
            }
            for q in content.presented where q.presentation == .sheet || q.presentation == .fullScreenModal {
                var inner = PresentationConfiguration(q.presentation, sheetsOnScreen: 2)
                inner.hasDismissButton = true
                guard Scenario(inner, in: PresentationContext(platform: .iOS)).violations.contains(.moreThanOneSheet) else { continue }
                report(.moreThanOneSheet, q.presentation, file: q.file, at: q.position,
                       summary: "a \(q.presentation == .sheet ? "sheet" : "full-screen cover") presented from inside the content of another \(p.presentation == .sheet ? "sheet" : "full-screen cover")",
                       citations: Violation.moreThanOneSheet.citations)
            }
        }

        // A view controller presented in UIKit: its style and swipe come from its settings, its
        // way out from its own class, so only a class the sources declare is judged.
        for p in all where p.framework == .uiKit && p.presentation != .actionSheet && p.presentation != .alert {
            guard let typeName = p.content.followedTypes.first, let type = parsed.types[typeName] else {
                skip(file: p.file, at: p.position, "not judged: the view controller presented here is not one the sources declare")
                continue
            }
            guard let (kind, modal) = UIKitPresentation.presentation(from: p.content.uikitSettings + type.uikitSettings) else {
                skip(file: p.file, at: p.position, "not judged: \(typeName)'s modalPresentationStyle or isModalInPresentation is not a value lint can read")
                continue
            }
            guard kind != .popover else { continue }
            let content = Reach(p.content, in: parsed)
            let scenario = Scenario(PresentationConfiguration(kind, interactiveDismissDisabled: modal,
                                                              hasDismissButton: content.offersDismiss || content.hasUIKitControl),
                                    in: PresentationContext(platform: .iOS, framework: .uiKit))
            guard scenario.violations.contains(.noWayOut) else { continue }
            let what = kind == .fullScreenModal ? "this full-screen presentation of \(typeName)" : "this sheet of \(typeName), with isModalInPresentation set,"
            report(.noWayOut, kind, file: p.file, at: p.position,
                   summary: "\(what) offers no way out: \(typeName) has no dismiss(animated:) call, no bar button item, control or delegate that could close it",
                   citations: Violation.noWayOut.citations, hint: modal ? "interactive dismissal is disabled" : nil)
        }

        // Action sheets and confirmation dialogs whose buttons are all plain to see.
        for p in all where p.presentation == .actionSheet {
            guard let buttons = p.buttons else {
                skip(file: p.file, at: p.position, "buttons not judged: not all of them are plain to see (a loop, a condition, a view or an action made elsewhere)")
                continue
            }
            let scenario = Scenario(PresentationConfiguration(.actionSheet, buttons: buttons.map(\.style)),
                                    in: PresentationContext(platform: .iOS, framework: p.framework))
            if scenario.violations.contains(.destructiveNotFirst),
               let firstDefault = buttons.firstIndex(where: { $0.style == .default }),
               let late = buttons[firstDefault...].first(where: { $0.style == .destructive }) {
                report(.destructiveNotFirst, .actionSheet, file: p.file, at: late.position,
                       summary: "a destructive button below an ordinary one in this \(p.framework == .uiKit ? "action sheet" : "confirmation dialog"); put destructive choices first",
                       citations: Violation.destructiveNotFirst.citations)
            }
            if scenario.violations.contains(.destructiveWithoutCancel) {
                report(.destructiveWithoutCancel, .actionSheet, file: p.file, at: p.position,
                       summary: "this action sheet has a destructive action and no cancel-style action; UIKit adds no Cancel of its own",
                       citations: Violation.destructiveWithoutCancel.citations)
            }
        }

        // A sheet made nonmodal (`presentationBackgroundInteraction(.enabled…)`) in code built
        // only for platforms where every sheet is modal.
        for p in all where p.framework == .swiftUI && p.presentation == .sheet {
            let content = Reach(p.content, in: parsed)
            for m in content.modifiers where m.name == "presentationBackgroundInteraction" && m.argumentText.contains(".enabled") {
                guard let platforms = PlatformCondition.platforms(around: m.node) ?? PlatformCondition.platforms(around: p.call) else { continue }
                let always = platforms.filter {
                    Scenario(PresentationConfiguration(.sheet, nonmodal: true), in: PresentationContext(platform: $0))
                        .violations.contains(.nonmodalNotAvailable)
                }
                guard !always.isEmpty, always.count == platforms.count else { continue }
                report(.nonmodalNotAvailable, .sheet, file: m.file, at: m.position,
                       summary: "background interaction asks for a nonmodal sheet, but in \(always.map(\.displayName).joined(separator: " and ")) every sheet is modal",
                       citations: Violation.nonmodalNotAvailable.citations)
            }
        }

        if let target = deploymentTarget {
            var calls: [(name: String, arguments: String, file: Int, position: AbsolutePosition, node: Syntax, presentation: Presentation)] = []
            for p in all where p.framework == .swiftUI {
                let name = ContentScanner.calledName(p.call) ?? ""
                calls.append((name, p.call.arguments.trimmedDescription, p.file, p.position, Syntax(p.call), p.presentation))
            }
            for m in modifiers { calls.append((m.name, m.argumentText, m.file, m.position, m.node, .sheet)) }
            for call in calls {
                guard let apiName = PresentationCall.apiName(call.name, arguments: call.arguments),
                      let api = APIAvailability.named(apiName), let needed = api.minimumIOS,
                      !api.isAvailable(onIOS: target),
                      !AvailabilityGuard.isGuarded(call.node, needing: needed) else { continue }
                // Code inside `#if os(macOS)` is never built for iOS: the iOS target does not apply.
                if let platforms = PlatformCondition.platforms(around: call.node), !platforms.contains(.iOS) { continue }
                report(.apiUnavailable, call.presentation, file: call.file, at: call.position,
                       summary: "\(api.name) needs iOS \(needed), but the deployment target is iOS \(target); guard it with `if #available(iOS \(needed), *)`",
                       citations: api.citations)
            }
        }
        let kept = found.filter { finding in
            let file = parsed.files.firstIndex { $0.source.path == finding.path }!
            return !Suppression.isSuppressed(finding, lines: parsed.files[file].lines)
        }
        result.suppressedCount = found.count - kept.count
        result.findings = kept.sorted(by: LintFinding.ordered)
        result.presentationCount = all.count
        return result
    }

    /// `interactiveDismissDisabled()` and `(true)` disable it; a variable might not, so the
    /// linter does not count it.
    static func isTrue(_ arguments: String) -> Bool { arguments.isEmpty || arguments == "true" }
}

/// What a presentation's content reaches: its own code and, transitively, the code of every
/// type of the sources it builds.
private struct Reach {
    var modifiers: [ScanResult.ModifierUse]
    var presented: [ScanResult.Presented]
    var offersDismiss: Bool
    var hasUIKitControl: Bool
    var passedBindings: Set<String>

    init(_ content: ScanResult, in parsed: ParsedSources) {
        var merged = content
        var visited: Set<String> = []
        var queue = content.followedTypes
        while let name = queue.popLast() {
            guard visited.insert(name).inserted, let type = parsed.types[name] else { continue }
            merged.modifiers += type.modifiers
            merged.presented += type.presented
            merged.offersDismiss = merged.offersDismiss || type.offersDismiss
            merged.hasUIKitControl = merged.hasUIKitControl || type.hasUIKitControl
            queue += type.followedTypes
        }
        modifiers = merged.modifiers
        presented = merged.presented
        offersDismiss = merged.offersDismiss
        hasUIKitControl = merged.hasUIKitControl
        passedBindings = content.passedBindings
    }
}
