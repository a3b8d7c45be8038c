import TemplateKit

extension TemplateValue {
    /// A page's values as the page builders assemble them (`[String: Any]`, holding views, lists
    /// and nested dictionaries), typed once per page before rendering. Casting here, once per
    /// value, is what keeps casts out of the per-look-up path of the engine.
    init(converting value: Any) {
        switch value {
        case let value as TemplateValue: self = value
        case let text as String: self = .text(text)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .int(number)
        case let dictionary as [String: Any]: self = .object(TemplateFields(dictionary.mapValues { TemplateValue(converting: $0) }))
        case let value as any TemplateRepresentable: self = value.templateValue
        case let list as [Any]: self = .list(list.map { TemplateValue(converting: $0) })
        default: self = .missing
        }
    }
}
