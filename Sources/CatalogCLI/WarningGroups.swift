import CatalogModel

/// `check`'s report of many warnings: grouped by id with counts, then the first few of each,
/// so that an export with hundreds of warnings reads in a screen, and the kinds to fix first
/// stand out. Errors and notes are printed one by one as ever.
struct WarningGroups {
    /// Up to this many warnings in all are printed one by one.
    static let groupAbove = 10
    /// How many of each kind are printed in full.
    static let shownPerKind = 3

    struct Group {
        var id: String
        var warnings: [Diagnostic]
    }

    /// The warnings by id, the most frequent kind first (ties by id); each kind's warnings in
    /// the order given.
    static func groups(_ warnings: [Diagnostic]) -> [Group] {
        var byID: [String: [Diagnostic]] = [:]
        for w in warnings { byID[w.id, default: []].append(w) }
        return byID.map { Group(id: $0.key, warnings: $0.value) }
            .sorted { ($0.warnings.count, $1.id) > ($1.warnings.count, $0.id) }
    }

    /// The lines to print for `warnings` (in display order), each warning by `render`.
    static func lines(_ warnings: [Diagnostic], render: (Diagnostic) -> String) -> [String] {
        guard warnings.count > groupAbove else { return warnings.map(render) }
        let groups = groups(warnings)
        let width = groups.map(\.id.count).max() ?? 0
        var lines = ["\(warnings.count) warnings of \(groups.count) kind\(groups.count == 1 ? "" : "s"):"]
        for group in groups {
            lines.append("  \(group.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(group.warnings.count)")
        }
        for group in groups {
            let shown = group.warnings.prefix(shownPerKind)
            lines.append("")
            lines.append(group.warnings.count > shown.count
                         ? "[\(group.id)] \(group.warnings.count) warnings, the first \(shown.count):"
                         : "[\(group.id)] \(group.warnings.count) warning\(group.warnings.count == 1 ? "" : "s"):")
            lines += shown.map(render)
            if group.warnings.count > shown.count {
                lines.append("  … and \(group.warnings.count - shown.count) more (`--format json` lists every one)")
            }
        }
        return lines
    }
}
