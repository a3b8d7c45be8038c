import SheetBehavior
import SwiftSyntax

/// UIKit presentations where they are plain to see: `present(vc, animated:)` of a view
/// controller made in the same function (or right in the call), with the settings made on it
/// there (`modalPresentationStyle`, `isModalInPresentation`) and, for a `UIAlertController`,
/// the actions added to it.
enum UIKitPresentation {
    /// Calls that give a UIKit screen a control lint cannot follow: it may well close the screen.
    static let controls: Set<String> = ["UIBarButtonItem", "UIButton", "addTarget", "UIAction", "performSegue", "addAction"]

    /// Superclasses that give a view controller no control of their own.
    static let plainSuperclasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController", "NSObject",
    ]

    /// Sheet settings the model's API table knows, by the property's name.
    static let sheetAPIs: [String: String] = [
        "sheetPresentationController": "UISheetPresentationController",
        "prefersGrabberVisible": "prefersGrabberVisible",
        "largestUndimmedDetentIdentifier": "largestUndimmedDetentIdentifier",
    ]

    /// The properties that decide which presentation a view controller gets and whether it can
    /// be swiped away.
    static let settings: Set<String> = ["modalPresentationStyle", "isModalInPresentation"]

    /// `vc.modalPresentationStyle = .fullScreen`, `isModalInPresentation = true`.
    static func setting(_ sequence: SequenceExprSyntax) -> ScanResult.UIKitSetting? {
        guard let (target, property, value) = assignment(sequence), settings.contains(property) else { return nil }
        return .init(property: property, target: target, value: value.trimmedDescription, position: sequence.positionAfterSkippingLeadingTrivia)
    }

    /// The `.custom(…)` detent in `sheet.detents = [.medium(), .custom { … }]`, which needs a
    /// newer iOS than the sheet controller itself.
    static func customDetent(_ sequence: SequenceExprSyntax) -> ExprSyntax? {
        guard let (target, property, value) = assignment(sequence), property == "detents",
              target.lowercased().contains("sheet"), let list = value.as(ArrayExprSyntax.self) else { return nil }
        for element in list.elements {
            if let call = element.expression.as(FunctionCallExprSyntax.self), ContentScanner.calledName(call) == "custom" {
                return element.expression
            }
        }
        return nil
    }

    /// `target.property = value` split in three; `target` is empty for the object itself
    /// (`isModalInPresentation = true`, `self.isModalInPresentation = true`).
    static func assignment(_ sequence: SequenceExprSyntax) -> (target: String, property: String, value: ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) { return ("", reference.baseName.text, elements[2]) }
        guard let member = elements[0].as(MemberAccessExprSyntax.self) else { return nil }
        var target = member.base?.trimmedDescription ?? ""
        if target == "self" { target = "" }
        return (target, member.declName.baseName.text, elements[2])
    }

    /// The presentation `present(_:animated:)` makes, or nil when the call is not one or what it
    /// presents is not plain to see.
    static func presented(by call: FunctionCallExprSyntax, scanner: ContentScanner) -> ScanResult.Presented? {
        guard ContentScanner.calledName(call) == "present", call.arguments.count >= 2,
              let first = call.arguments.first, first.label == nil,
              call.arguments.contains(where: { $0.label?.text == "animated" }) else { return nil }
        var presented = ScanResult.Presented(presentation: .sheet, file: scanner.file, position: ContentScanner.namePosition(call),
                                             call: call, bindingName: nil, content: ScanResult())
        presented.framework = .uiKit
        var made = first.expression
        var instance: String?
        var body: CodeBlockItemListSyntax?
        if let reference = made.as(DeclReferenceExprSyntax.self) {
            guard let (initializer, block) = declaration(of: reference.baseName.text, before: call) else { return nil }
            made = initializer
            instance = reference.baseName.text
            body = block
        }
        guard let creation = made.as(FunctionCallExprSyntax.self), let type = ContentScanner.calledName(creation) else { return nil }
        if type == "UIAlertController" {
            let style = creation.arguments.first { $0.label?.text == "preferredStyle" }?.expression.trimmedDescription ?? ""
            presented.presentation = style.hasSuffix("actionSheet") ? .actionSheet : .alert
            if let instance, let body { presented.buttons = alertActions(of: instance, in: body, presentedBy: call) }
            return presented
        }
        scanner.scanContent(creation, into: &presented.content)
        if let instance, let body {
            // Settings made on the instance count as the view controller's own.
            for sequence in body.descendants(SequenceExprSyntax.self) {
                guard var setting = setting(sequence), setting.target == instance else { continue }
                setting.target = ""
                presented.content.uikitSettings.append(setting)
            }
        }
        return presented
    }

    /// What a view controller's settings make of it: the style it asked for, and whether the
    /// swipe is off. Nil for a style the model has no presentation for (`.custom`,
    /// `.overCurrentContext`).
    static func presentation(from settings: [ScanResult.UIKitSetting]) -> (presentation: Presentation, modalInPresentation: Bool)? {
        var presentation = Presentation.sheet
        var modal = false
        for setting in settings where setting.target.isEmpty {
            switch setting.property {
            case "modalPresentationStyle":
                switch setting.value.split(separator: ".").last.map(String.init) ?? "" {
                case "fullScreen", "overFullScreen": presentation = .fullScreenModal
                case "pageSheet": presentation = .pageSheet
                case "formSheet": presentation = .formSheet
                case "popover": presentation = .popover
                case "automatic": presentation = .sheet
                default: return nil
                }
            case "isModalInPresentation":
                if setting.value == "true" { modal = true } else if setting.value != "false" { return nil }
            default: break
            }
        }
        return (presentation, modal)
    }

    /// The actions added to an alert controller, in order; nil when any is not a plain
    /// `UIAlertAction(…, style: .x)` or the controller is handed to other code that may add more.
    static func alertActions(of name: String, in body: CodeBlockItemListSyntax, presentedBy present: FunctionCallExprSyntax) -> [ScanResult.DialogButton]? {
        var buttons: [ScanResult.DialogButton] = []
        for reference in body.descendants(DeclReferenceExprSyntax.self) where reference.baseName.text == name {
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id {
                let property = member.declName.baseName.text
                if property == "addAction", let call = member.parent?.as(FunctionCallExprSyntax.self),
                   let argument = call.arguments.first?.expression {
                    guard let button = DialogButtons.alertAction(argument) else { return nil }
                    buttons.append(button)
                } else if property == "addAction" || property == "actions" {
                    return nil
                }
            } else if reference.parent?.is(LabeledExprSyntax.self) == true,
                      reference.parent?.parent?.parent?.id != Syntax(present).id {
                return nil
            }
        }
        return buttons
    }

    /// `let name = <initializer>` in a code block around `node`, before it, with that block.
    static func declaration(of name: String, before node: some SyntaxProtocol) -> (ExprSyntax, CodeBlockItemListSyntax)? {
        var current = node.parent
        while let parent = current {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value {
                            return (value, items)
                        }
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// Every node of a kind below this one, in source order.
    func descendants<T: SyntaxProtocol>(_ kind: T.Type) -> [T] {
        var found: [T] = []
        var stack: [Syntax] = [Syntax(self)]
        while let current = stack.popLast() {
            if let match = current.as(T.self) { found.append(match) }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
