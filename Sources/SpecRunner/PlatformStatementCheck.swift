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
        // Components and rules read in place through buffer pointers: `for component in` and
        // the rule test in `contains` copied each one (a retain per field), and the preview
        // runs this check on every rebuild.
        catalog.components.withUnsafeBufferPointer { components in
            for c in components.indices {
                let kinds = components[c].presentations.compactMap(Presentation.named)
                guard !kinds.isEmpty else { continue }
                let names = kinds.map(\.displayName).joined(separator: " / ")
                for platform in catalog.platforms {
                    guard let kind = PlatformKind(rawValue: platform.id) else { continue }
                    let modelSupports = kinds.contains { Scenario($0, on: kind).isSupported }
                    switch components[c].platformStatus[platform.id] {
                    case .unsupported? where modelSupports:
                        diagnostics.append(.warning(
                            "model.platform-mismatch",
                            "\(components[c].title) says \(names) is not supported in \(platform.name), but the core model supports it there",
                            at: components[c].location,
                            fix: "remove \(platform.name) from the page's “Not supported” statement, or change the model in SheetBehavior"))
                    case .noAdditionalConsiderations? where !modelSupports,
                         nil where !modelSupports && hasRules(components[c], assumingSupportOn: platform.id):
                        diagnostics.append(.warning(
                            "model.platform-mismatch",
                            "\(components[c].title) gives guidance for \(platform.name), but the core model says \(names) is not available there",
                            at: components[c].location,
                            fix: "say “Not supported in \(platform.name).” on the page, or change the model in SheetBehavior"))
                    default:
                        continue
                    }
                }
            }
        }
        return diagnostics
    }

    /// Whether a rule for `platform` assumes the presentation exists there: "Avoid …" or
    /// "Don't …" for a platform where it does not exist agrees with the model; any other rule
    /// there assumes it exists.
    private static func hasRules(_ component: borrowing Component, assumingSupportOn platform: String) -> Bool {
        component.rules.withUnsafeBufferPointer { rules in
            rules.indices.contains { rules[$0].platforms.contains(platform) && rules[$0].strength != .avoid && rules[$0].strength != .dont }
        }
    }
}
