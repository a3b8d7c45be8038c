import Foundation
import SheetBehavior
import SwiftSyntax

/// The platforms a stretch of code is built for, where an `#if os(…)` around it says so plainly.
enum PlatformCondition {
    /// The platforms of the innermost `#if os(A)` or `#if os(A) || os(B)` clause around `node`;
    /// nil outside one, or for any other condition (`#else`, `!os(iOS)`, `canImport`), since
    /// lint does not guess which platforms those leave.
    static func platforms(around node: some SyntaxProtocol) -> [PlatformKind]? {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                guard let condition = clause.condition else { return nil }
                return platforms(in: condition.trimmedDescription)
            }
            current = parent.parent
        }
        return nil
    }

    /// `os(macOS) || os(visionOS)` as its platforms; nil for anything else.
    static func platforms(in condition: String) -> [PlatformKind]? {
        var found: [PlatformKind] = []
        for term in condition.components(separatedBy: "||") {
            let t = term.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("os("), t.hasSuffix(")") else { return nil }
            let name = t.dropFirst(3).dropLast()
            guard let platform = PlatformKind.allCases.first(where: { $0.displayName == name }) else { return nil }
            found.append(platform)
        }
        return found.isEmpty ? nil : found
    }
}
