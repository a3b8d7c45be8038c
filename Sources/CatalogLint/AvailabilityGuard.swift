import SheetBehavior
import SwiftSyntax

/// Whether code is only reached on an iOS version that has an API: inside `if #available`, after
/// `guard #available`, or in a declaration marked `@available(iOS …, *)`.
enum AvailabilityGuard {
    static func isGuarded(_ node: some SyntaxProtocol, needing version: OSVersion) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id,
               ifExpr.conditions.contains(where: { covers($0.condition.trimmedDescription, version) }) {
                return true
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self),
                       guardStmt.conditions.contains(where: { covers($0.condition.trimmedDescription, version) }) {
                        return true
                    }
                }
            }
            if let declared = parent.asProtocol(WithAttributesSyntax.self) {
                for attribute in declared.attributes {
                    if let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
                       covers(attribute.trimmedDescription, version) {
                        return true
                    }
                }
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// Whether an availability condition's text (`#available(iOS 16.4, *)`) names an iOS
    /// version at least `version`.
    static func covers(_ text: String, _ version: OSVersion) -> Bool {
        guard text.contains("available") && !text.contains("#unavailable") else { return false }
        guard let named = iOSVersion(in: text) else { return false }
        return named >= version
    }

    /// The version after `iOS` in `#available(iOS 16.4, macOS 13, *)`.
    static func iOSVersion(in text: String) -> OSVersion? {
        var rest = Substring(text)
        while let range = rest.range(of: "iOS") {
            let after = rest[range.upperBound...].drop(while: { $0 == " " })
            let digits = after.prefix(while: { $0.isNumber || $0 == "." })
            if let version = OSVersion(String(digits)), !digits.isEmpty { return version }
            rest = rest[range.upperBound...]
        }
        return nil
    }
}
