import SheetBehavior
import SwiftSyntax

/// The buttons of a confirmation dialog, action sheet or alert, read only where every one of them
/// is plain to see: one button per statement, with a role (or style) written as a literal.
enum DialogButtons {
    typealias Button = ScanResult.DialogButton

    /// `.confirmationDialog(…) { Button("Delete", role: .destructive) {}; … }`, and the older
    /// `.actionSheet { ActionSheet(title:, buttons: [.destructive(…), .cancel()]) }`.
    static func swiftUI(_ call: FunctionCallExprSyntax) -> [Button]? {
        var actions: ClosureExprSyntax?
        for argument in call.arguments where argument.label?.text == "actions" || argument.label?.text == "content" {
            actions = argument.expression.as(ClosureExprSyntax.self)
        }
        if actions == nil { actions = call.trailingClosure }
        guard let statements = actions?.statements else { return nil }
        if statements.count == 1, let item = statements.first?.item.as(ExprSyntax.self),
           let older = item.as(FunctionCallExprSyntax.self), ContentScanner.calledName(older) == "ActionSheet" {
            return actionSheetValue(older)
        }
        var buttons: [Button] = []
        for statement in statements {
            guard let expression = statement.item.as(ExprSyntax.self), let button = innermostCall(expression),
                  ContentScanner.calledName(button) == "Button", button.calledExpression.is(DeclReferenceExprSyntax.self) else { return nil }
            guard let role = button.arguments.first(where: { $0.label?.text == "role" }) else {
                buttons.append(Button(style: .default, position: button.positionAfterSkippingLeadingTrivia))
                continue
            }
            guard let style = style(named: role.expression.trimmedDescription) else { return nil }
            buttons.append(Button(style: style, position: button.positionAfterSkippingLeadingTrivia))
        }
        return buttons
    }

    /// `ActionSheet(title: …, buttons: [.destructive(Text("Delete")), .default(…), .cancel()])`.
    static func actionSheetValue(_ call: FunctionCallExprSyntax) -> [Button]? {
        guard let list = call.arguments.first(where: { $0.label?.text == "buttons" })?.expression.as(ArrayExprSyntax.self) else { return nil }
        var buttons: [Button] = []
        for element in list.elements {
            guard let made = element.expression.as(FunctionCallExprSyntax.self),
                  let member = made.calledExpression.as(MemberAccessExprSyntax.self),
                  let style = style(named: "." + member.declName.baseName.text) else { return nil }
            buttons.append(Button(style: style, position: made.positionAfterSkippingLeadingTrivia))
        }
        return buttons
    }

    /// `UIAlertAction(title: "Delete", style: .destructive) { _ in … }`.
    static func alertAction(_ expression: ExprSyntax) -> Button? {
        guard let call = expression.as(FunctionCallExprSyntax.self), ContentScanner.calledName(call) == "UIAlertAction",
              let written = call.arguments.first(where: { $0.label?.text == "style" }),
              let style = style(named: written.expression.trimmedDescription) else { return nil }
        return Button(style: style, position: call.positionAfterSkippingLeadingTrivia)
    }

    /// `.destructive`, `ButtonRole.destructive`, `UIAlertAction.Style.cancel`; nil for anything
    /// lint cannot read (a variable).
    static func style(named text: String) -> PresentationConfiguration.ButtonStyle? {
        guard let last = text.split(separator: ".").last, text.contains(".") else { return nil }
        switch last {
        case "destructive": return .destructive
        case "cancel": return .cancel
        case "default": return .default
        default: return nil
        }
    }

    /// `Button(…)` under `.keyboardShortcut(…)` and other modifiers chained on it.
    static func innermostCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression.as(FunctionCallExprSyntax.self)
        while let call = current, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(FunctionCallExprSyntax.self) {
            current = base
        }
        return current
    }
}
