/// A value a template can show, test or loop over.
///
/// Typed on purpose: a look-up answers with one of these cases, so rendering a variable is a
/// switch, never a runtime cast of `Any` to find out what it holds. Casting every value on every
/// level of the context stack is what made general-purpose engines the larger part of a build.
public enum TemplateValue: Sendable {
    /// Not here: a look-up goes on to the values around this one.
    case missing
    case text(String)
    case bool(Bool)
    case int(Int)
    case list([TemplateValue])
    /// A list whose items are made one at a time as a section walks it, and let go after: for
    /// pages that list thousands of entries, which then need not all exist at once.
    case sequence(TemplateSequence)
    case object(TemplateObject)

    /// Wraps anything that knows its template form (strings, numbers, views, lists of them).
    @inlinable
    public init<Value: TemplateRepresentable>(_ value: Value) {
        self = value.templateValue
    }

    /// The field `key` of an object; `.missing` for every other kind of value.
    @inlinable
    public func child(_ key: TemplateKey) -> TemplateValue {
        if case .object(let object) = self { return object.value(for: key) }
        return .missing
    }
}

/// A value with named fields, such as a page's view of a rule. Answer `.missing` for a name you do
/// not have, so the template looks for it further out. Subclasses must not change once made:
/// pages render on every core, and one object may be shown by several of them.
///
/// A class to subclass, not a protocol: the engine keeps each object on its stack and asks it for
/// fields without retaining it again (`Unmanaged`), which Swift allows for a class but not for a
/// protocol's existential. Retaining and releasing the object on every look-up was a tenth of the
/// atomic operations of a build.
open class TemplateObject: TemplateRepresentable, @unchecked Sendable {
    public init() {}

    /// The field named `key`. The engine asks with the hash it computed when it parsed the
    /// template; a type with more than a few fields answers from ``TemplateFieldNames`` instead
    /// of comparing names in turn. Override this one.
    open func value(for key: TemplateKey) -> TemplateValue { .missing }

    /// The field named `key`, by its name alone.
    public final func value(forKey key: String) -> TemplateValue { value(for: TemplateKey(key)) }

    @inlinable
    public final var templateValue: TemplateValue { .object(self) }
}

/// Named values, such as a page's context built as a dictionary.
///
/// Found by the key's precomputed hash in a ``TemplateFieldNames`` table: the interface strings,
/// which every page shows through `{{strings.key}}`, are a few hundred names, and a scan of them
/// for each look-up was 1.7% of a 1,000-page build's instructions.
public final class TemplateFields: TemplateObject, @unchecked Sendable {
    @usableFromInline let names: TemplateFieldNames
    @usableFromInline let values: [TemplateValue]

    /// The fields of a dictionary of anything with a template form.
    @inlinable
    public init<Value: TemplateRepresentable>(_ fields: [String: Value]) {
        var keys: [String] = []
        var values: [TemplateValue] = []
        keys.reserveCapacity(fields.count)
        values.reserveCapacity(fields.count)
        for (key, value) in fields {
            keys.append(key)
            values.append(value.templateValue)
        }
        self.names = TemplateFieldNames(keys)
        self.values = values
        super.init()
    }

    public override func value(for key: TemplateKey) -> TemplateValue {
        names.index(of: key).map { values[$0] } ?? .missing
    }
}

/// The items of a `.sequence`, made on demand. `item` must give the same value for the same
/// position every time: a template may walk the list more than once.
public final class TemplateSequence: Sendable {
    public let count: Int
    private let item: @Sendable (Int) -> TemplateValue

    public init(count: Int, item: @escaping @Sendable (Int) -> TemplateValue) {
        self.count = count
        self.item = item
    }

    public subscript(position: Int) -> TemplateValue { item(position) }
}

/// Anything with a template form.
public protocol TemplateRepresentable: Sendable {
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateRepresentable {
    @inlinable
    public var templateValue: TemplateValue { self }
}

extension String: TemplateRepresentable {
    @inlinable
    public var templateValue: TemplateValue { .text(self) }
}

extension Bool: TemplateRepresentable {
    @inlinable
    public var templateValue: TemplateValue { .bool(self) }
}

extension Int: TemplateRepresentable {
    @inlinable
    public var templateValue: TemplateValue { .int(self) }
}

/// A nil optional is absent, so a look-up falls through to outer values as a missing key does.
extension Optional: TemplateRepresentable where Wrapped: TemplateRepresentable {
    @inlinable
    public var templateValue: TemplateValue { self?.templateValue ?? .missing }
}

extension Array: TemplateRepresentable where Element: TemplateRepresentable {
    @inlinable
    public var templateValue: TemplateValue { .list(map(\.templateValue)) }
}

extension Dictionary: TemplateRepresentable where Key == String, Value: TemplateRepresentable {
    @inlinable
    public var templateValue: TemplateValue { .object(TemplateFields(self)) }
}
