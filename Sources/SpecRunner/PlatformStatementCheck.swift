import CatalogModel
import SheetBehavior

/// Checks a page's platform statements against the core model.
///
/// "Not supported in visionOS" and "No additional considerations for tvOS" are behavioural
/// claims like any other: a page must not call a presentation unsupported where the model has it,
/// nor give guidance for a platform where the model says the presentation does not exist. The
/// page's `presentations:` front matter names the model kinds it speaks for.
public enum PlatformStatementCheck {
    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for component in catalog.components {
            let kinds = component.presentations.compactMap(Presentation.named)
            guard !kinds.isEmpty else { continue }
            let names = kinds.map(\.displayName).joined(separator: " / ")
            for platform in catalog.platforms {
                guard let kind = PlatformKind(rawValue: platform.id) else { continue }
                let modelSupports = kinds.contains { Scenario($0, on: kind).isSupported }
                // "Avoid …" or "Don't …" for a platform where the presentation does not exist agrees
                // with the model; any other rule there assumes it exists.
                let hasRules = component.rules.contains {
                    $0.platforms.contains(platform.id) && $0.strength != .avoid && $0.strength != .dont
                }
                switch component.platformStatus[platform.id] {
                case .unsupported? where modelSupports:
                    diagnostics.append(.warning(
                        "model.platform-mismatch",
                        "\(component.title) says \(names) is not supported in \(platform.name), but the core model supports it there",
                        at: component.location,
                        fix: "remove \(platform.name) from the page's “Not supported” statement, or change the model in SheetBehavior"))
                case .noAdditionalConsiderations? where !modelSupports,
                     nil where hasRules && !modelSupports:
                    diagnostics.append(.warning(
                        "model.platform-mismatch",
                        "\(component.title) gives guidance for \(platform.name), but the core model says \(names) is not available there",
                        at: component.location,
                        fix: "say “Not supported in \(platform.name).” on the page, or change the model in SheetBehavior"))
                default:
                    continue
                }
            }
        }
        return diagnostics
    }
}
