import SheetBehavior
import SwiftSyntax

/// Walks view code and collects what `ScanResult` holds.
///
/// A presentation's content closure is scanned on its own, so a `dismiss()` inside a nested
/// sheet counts for that sheet, not for the one around it.
struct ContentScanner {
    /// Names of the types the sources declare, so a content that builds one can be followed.
    let declaredTypes: Set<String>
    /// Index of the file being scanned, carried into what is found.
    let file: Int

    func scan(_ node: some SyntaxProtocol) -> ScanResult {
        var result = ScanResult()
        visit(Syntax(node), into: &result)
        return result
    }

    private func visit(_ node: Syntax, into result: inout ScanResult) {
        // An explicit stack, not recursion: a generated file may chain thousands of modifiers.
        var stack: [Syntax] = [node]
        while let current = stack.popLast() {
            // A type declared inside the stretch is a stretch of its own.
            if current.id != node.id && Self.isTypeDeclaration(current) { continue }
            if let call = current.as(FunctionCallExprSyntax.self), let presented = presentation(call) ?? UIKitPresentation.presented(by: call, scanner: self) {
                result.presented.append(presented)
                // The view the modifier is applied to is still this stretch's code.
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    stack.append(Syntax(base))
                }
                continue
            }
            note(current, into: &result)
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
    }

    /// Records what one node says, without looking at its children.
    private func note(_ node: Syntax, into result: inout ScanResult) {
        if let call = node.as(FunctionCallExprSyntax.self) {
            let name = Self.calledName(call)
            if let name, PresentationCall.modifiers.contains(name), call.calledExpression.is(MemberAccessExprSyntax.self) {
                result.modifiers.append(.init(name: name, file: file, position: Self.namePosition(call), node: Syntax(call),
                                              argumentText: call.arguments.trimmedDescription))
            }
            if name == "dismiss" || name == "toggle" { result.offersDismiss = true }
            if let name, UIKitPresentation.controls.contains(name) || call.calledExpression.is(OptionalChainingExprSyntax.self) {
                result.hasUIKitControl = true
            }
            if let name, declaredTypes.contains(name), call.calledExpression.is(DeclReferenceExprSyntax.self) {
                if !result.followedTypes.contains(name) { result.followedTypes.append(name) }
            } else {
                for argument in call.arguments {
                    if let binding = Self.bindingName(argument.expression) { result.passedBindings.insert(binding) }
                }
            }
        } else if let member = node.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if member.base == nil && (name == "cancellationAction" || name == "confirmationAction") { result.offersDismiss = true }
            if member.base != nil, let api = UIKitPresentation.sheetAPIs[name] {
                result.modifiers.append(.init(name: api, file: file, position: member.declName.baseName.positionAfterSkippingLeadingTrivia,
                                              node: node, argumentText: ""))
            }
            if name == "delegate" { result.hasUIKitControl = true }
        } else if let reference = node.as(DeclReferenceExprSyntax.self), declaredTypes.contains(reference.baseName.text),
                  node.parent?.is(FunctionCallExprSyntax.self) != true {
            // A view type used without a call (`content: EditView.init`) is followed as well.
            let name = reference.baseName.text
            if !result.followedTypes.contains(name) { result.followedTypes.append(name) }
        } else if let declared = node.as(ClassDeclSyntax.self), let inherited = declared.inheritanceClause?.inheritedTypes {
            // A view controller's superclass may hold its Close button: one of the sources is
            // followed; one lint cannot see (another module's) makes its way out unknown.
            for type in inherited {
                let name = type.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                if declaredTypes.contains(name) {
                    if !result.followedTypes.contains(name) { result.followedTypes.append(name) }
                } else if !UIKitPresentation.plainSuperclasses.contains(name) {
                    result.hasUIKitControl = true
                }
            }
        } else if let variable = node.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { Self.readsDismissAction($0.trimmedDescription) }) {
            // `@Environment(\.dismiss) private var close`: the action may be called by any name,
            // or handed on; a view that reads it is taken to offer it.
            result.offersDismiss = true
        } else if let sequence = node.as(SequenceExprSyntax.self) {
            if Self.setsFalseOrNil(sequence) { result.offersDismiss = true }
            if let setting = UIKitPresentation.setting(sequence) { result.uikitSettings.append(setting) }
            if let custom = UIKitPresentation.customDetent(sequence) {
                result.modifiers.append(.init(name: "UISheetPresentationController.Detent.custom", file: file,
                                              position: custom.positionAfterSkippingLeadingTrivia, node: Syntax(custom), argumentText: ""))
            }
        } else if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
                  Self.isFalseOrNil(infix.rightOperand) {
            result.offersDismiss = true
        }
    }

    /// A presentation modifier with its content scanned, or nil for any other call.
    private func presentation(_ call: FunctionCallExprSyntax) -> ScanResult.Presented? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let kind = PresentationCall.presenters[member.declName.baseName.text] else { return nil }
        var binding: String?
        var content = ScanResult()
        for argument in call.arguments {
            let label = argument.label?.text
            if label == "isPresented" || label == "item" {
                binding = Self.bindingName(argument.expression)
            } else if label == "content" || label == "actions" {
                visit(Syntax(argument.expression), into: &content)
            }
        }
        if let closure = call.trailingClosure { visit(Syntax(closure), into: &content) }
        for extra in call.additionalTrailingClosures { visit(Syntax(extra.closure), into: &content) }
        var presented = ScanResult.Presented(presentation: kind, file: file, position: Self.namePosition(call), call: call,
                                             bindingName: binding, content: content)
        if kind == .actionSheet || kind == .alert { presented.buttons = DialogButtons.swiftUI(call) }
        return presented
    }

    /// Scans a stretch into a fresh result (for a UIKit presentation's content).
    func scanContent(_ node: some SyntaxProtocol, into result: inout ScanResult) {
        visit(Syntax(node), into: &result)
    }

    static func readsDismissAction(_ attribute: String) -> Bool {
        attribute.hasPrefix("@Environment") && (attribute.contains("\\.dismiss") || attribute.contains("\\.presentationMode"))
    }

    static func isTypeDeclaration(_ node: Syntax) -> Bool {
        node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
            || node.is(ExtensionDeclSyntax.self) || node.is(ActorDeclSyntax.self)
    }

    /// `sheet` for `.sheet(...)` and `x.sheet(...)`; `EditView` for `EditView(...)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// Where the called name starts: the finding points at `sheet` in `.sheet(`, as a compiler would.
    static func namePosition(_ call: FunctionCallExprSyntax) -> AbsolutePosition {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.positionAfterSkippingLeadingTrivia
        }
        return call.calledExpression.positionAfterSkippingLeadingTrivia
    }

    /// `showEditor` for `$showEditor` (and `$model.showEditor`).
    static func bindingName(_ expression: ExprSyntax) -> String? {
        let text = expression.trimmedDescription
        guard text.hasPrefix("$") else { return nil }
        return String(text.dropFirst().split(separator: ".").last ?? "")
    }

    static func setsFalseOrNil(_ sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        for (i, element) in elements.enumerated() where element.is(AssignmentExprSyntax.self) && i + 1 < elements.count {
            if isFalseOrNil(elements[i + 1]) { return true }
        }
        return false
    }

    static func isFalseOrNil(_ expression: ExprSyntax) -> Bool {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.false) }
        return expression.is(NilLiteralExprSyntax.self)
    }
}
