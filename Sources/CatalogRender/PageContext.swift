import TemplateKit

extension TemplateValue {
    /// A page's values as the page builders assemble them (`[String: Any]`, holding views, lists
    /// and nested dictionaries), typed once per page before rendering. Casting here, once per
    /// value, is what keeps casts out of the per-look-up path of the engine.
    init(converting value: Any) {
        // One cast answers for nearly every value: strings, numbers, flags, views and typed lists
        // all know their template form. A failed dynamic cast costs about as much as a page's
        // worth of look-ups, so the untyped containers are tried only after it.
        if let known = value as? any TemplateRepresentable {
            self = known.templateValue
            return
        }
        switch value {
        case let dictionary as [String: Any]: self = .object(TemplateFields(dictionary.mapValues { TemplateValue(converting: $0) }))
        case let list as [Any]: self = .list(list.map { TemplateValue(converting: $0) })
        default: self = .missing
        }
    }
}
