import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@TemplateModel` on a struct: every property it declares that is neither `static` nor
/// `private`/`fileprivate`, stored or computed, becomes a template field of the same name.
///
/// It writes the conformance to `TemplateModel`: the list of names (`templateFieldNames`, found by
/// the hash each template key carries) and `value(for:)`, a `switch` from a name's position to the
/// property. Adding a property is then the whole change; a hand-kept list and switch beside the
/// struct could drift from it without an error.
public struct TemplateModelMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: TemplateModelMessage.notAStruct))
            return []
        }
        let names = fieldNames(of: declaration)
        let access = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        let conformance = protocols.isEmpty ? "" : ": TemplateKit.TemplateModel"
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let cases = names.enumerated()
            .map { "case \($0.offset)?: return TemplateKit.TemplateValue(self.\($0.element))" }
            .joined(separator: "\n")
        let source: DeclSyntax = """
            extension \(type.trimmed)\(raw: conformance) {
                \(raw: access)static let templateFieldNames: TemplateKit.TemplateFieldNames = [\(raw: list)]

                \(raw: access)func value(for key: TemplateKit.TemplateKey) -> TemplateKit.TemplateValue {
                    switch Self.templateFieldNames.index(of: key) {
                    \(raw: cases)
                    default: return otherValue(for: key)
                    }
                }
            }
            """
        guard let ext = source.as(ExtensionDeclSyntax.self) else { return [] }
        return [ext]
    }

    /// The names of the properties templates see, in the order declared.
    static func fieldNames(of declaration: some DeclGroupSyntax) -> [String] {
        let hidden: Set<String> = ["static", "class", "private", "fileprivate"]
        var names: [String] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { hidden.contains($0.name.text) }) else { continue }
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                names.append(pattern.identifier.identifier?.name ?? pattern.identifier.text)
            }
        }
        return names
    }
}

enum TemplateModelMessage: String, DiagnosticMessage {
    case notAStruct = "@TemplateModel applies to a struct; a page model is a plain value"

    var message: String { rawValue }
    var diagnosticID: MessageID { MessageID(domain: "TemplateKitMacros", id: "notAStruct") }
    var severity: DiagnosticSeverity { .error }
}

@main
struct TemplateKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [TemplateModelMacro.self]
}
