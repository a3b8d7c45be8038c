import CatalogModel

/// Templates that cannot be used: each problem as a Diagnostic pointing at `templates/<file>:line`.
public struct TemplateError: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
