/// Makes a struct a template model: each of its properties that is neither `static` nor
/// `private`, stored or computed, is a field templates see by the property's name.
///
/// ```swift
/// @TemplateModel
/// struct RuleRef {
///     let id: String
///     let href: String?
///     var hasHref: Bool { href != nil }
/// }
/// ```
///
/// Every property's type must have a template form (`TemplateRepresentable`): strings, numbers,
/// Booleans, other models, optionals and arrays of them. A nil optional is absent, so a look-up
/// goes on to the values around it.
@attached(extension, conformances: TemplateModel, names: named(templateFieldNames), named(value(for:)))
public macro TemplateModel() = #externalMacro(module: "TemplateKitMacros", type: "TemplateModelMacro")

/// A plain value whose fields templates read by name. `@TemplateModel` writes the conformance.
public protocol TemplateModel: TemplateRepresentable {
    /// The names of the fields, found by a key's precomputed hash (see ``TemplateFieldNames``).
    static var templateFieldNames: TemplateFieldNames { get }
    /// The field named `key`; for any other name, `otherValue(for:)`.
    func value(for key: TemplateKey) -> TemplateValue
    /// What a name that is not a field answers: `.missing` unless a model hands such names on,
    /// as a link to a rule hands every name but its own to the rule.
    func otherValue(for key: TemplateKey) -> TemplateValue
}

extension TemplateModel {
    @inlinable
    public func otherValue(for key: TemplateKey) -> TemplateValue { .missing }

    /// The model in a box the renderer can hold without retaining it on each look-up.
    @inlinable
    public var templateValue: TemplateValue { .object(TemplateModelBox(self)) }
}

/// A model as a ``TemplateObject``: what a template receives for it.
public final class TemplateModelBox<Model: TemplateModel>: TemplateObject, TemplateModelHolder, @unchecked Sendable {
    public let model: Model

    @inlinable
    public init(_ model: Model) {
        self.model = model
        super.init()
    }

    public override func value(for key: TemplateKey) -> TemplateValue { model.value(for: key) }

    public var heldModel: any TemplateModel { model }
}

/// An object that holds a model, for code that walks rendered values (tests, tools) without
/// knowing each model's type.
public protocol TemplateModelHolder {
    var heldModel: any TemplateModel { get }
}
