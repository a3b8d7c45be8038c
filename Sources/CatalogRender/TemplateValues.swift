/// Turns page models into nested dictionaries before they meet the template engine.
///
/// The engine looks up every `{{name}}` by reflecting over the value, building a fresh `Mirror`
/// per lookup; on a site of 10,000 rules that dominated the build. Reflecting once here and
/// handing over dictionaries (which the engine reads by hash) keeps the same names and the same
/// semantics: a nil optional becomes an absent key, exactly as the engine treated it.
enum TemplateValues {
    static func flatten(_ value: Any) -> Any {
        switch value {
        case let s as String: return s
        case let b as Bool: return b
        case let i as Int: return i
        case let d as [String: Any]:
            var out: [String: Any] = [:]
            out.reserveCapacity(d.count)
            for (k, v) in d { if let f = flattenOptional(v) { out[k] = f } }
            return out
        case let a as [Any]:
            return a.compactMap(flattenOptional)
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?:
            var out: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let f = flattenOptional(child.value) else { continue }
                out[label] = f
            }
            return out
        case .collection?:
            return mirror.children.compactMap { flattenOptional($0.value) }
        default:
            return value
        }
    }

    /// nil for an empty optional, the flattened payload otherwise.
    private static func flattenOptional(_ value: Any) -> Any? {
        if let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrappedValue else { return nil }
            return flattenOptional(wrapped)
        }
        return flatten(value)
    }
}

/// Lets `TemplateValues` see through an optional without building a `Mirror` for every value.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}
