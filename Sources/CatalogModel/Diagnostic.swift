/// One problem found anywhere in the pipeline, reported like a compiler does.
///
/// Ingest errors, failing spec examples and template errors all use this one type, so that
/// every tool downstream (the terminal, `--format json`, the preview's error page) prints the same
/// thing. Diagnostics are collected, never thrown: a run reports all of them at once.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Sendable, Codable, Comparable {
        case error, warning, note
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
    }

    /// A stable identifier such as `frontmatter.unclosed`; documented in docs/diagnostics.md.
    public var id: String
    public var severity: Severity
    /// One line, lower-case start, no trailing period: what is wrong.
    public var summary: String
    /// Optional longer text: why it matters, what was expected and what was found.
    public var explanation: String?
    /// Optional concrete fix, phrased as an instruction.
    public var fix: String?
    public var location: SourceLocation?
    /// The pipeline step that found it (`ingest`, `verify`, `render`, `write`).
    public var step: String?

    public init(
        id: String, severity: Severity = .error, summary: String,
        explanation: String? = nil, fix: String? = nil,
        location: SourceLocation? = nil, step: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
        self.fix = fix
        self.location = location
        self.step = step
    }

    public static func error(
        _ id: String, _ summary: String, at location: SourceLocation?,
        explanation: String? = nil, fix: String? = nil
    ) -> Diagnostic {
        Diagnostic(id: id, severity: .error, summary: summary, explanation: explanation, fix: fix, location: location)
    }

    public static func warning(
        _ id: String, _ summary: String, at location: SourceLocation?,
        explanation: String? = nil, fix: String? = nil
    ) -> Diagnostic {
        Diagnostic(id: id, severity: .warning, summary: summary, explanation: explanation, fix: fix, location: location)
    }

    /// `path:line:col: error: summary [id]` — the machine-readable one-line form. Always one
    /// line, whatever the file name or quoted text holds (see `String.visible`).
    public var compilerStyle: String {
        let place = location.map { "\($0.description): " } ?? ""
        return "\(place)\(severity.rawValue): \(summary) [\(id)]".visible()
    }

    /// The one-line form followed by the explanation and fix, indented, for people.
    ///
    /// An explanation may span lines (`expected: …` above `actual: …`): each prints on its own
    /// line, indented, so that no line of it can pass for a diagnostic of its own in a log.
    public var humanReadable: String {
        var lines = [compilerStyle]
        lines += explanationLines.map { "    \($0)" }
        if let fix { lines.append("    fix: \(fix.visible())") }
        return lines.joined(separator: "\n")
    }

    /// The explanation's lines, each made visible (see `String.visible`); empty without one. A
    /// line feed in the explanation ends a line; every other control character stays escaped.
    public var explanationLines: [String] {
        guard let explanation else { return [] }
        return explanation.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).visible() }
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
    public var errorCount: Int { filter { $0.severity == .error }.count }
    public var warningCount: Int { filter { $0.severity == .warning }.count }

    /// Sorted by file, line, column, then id, so output is stable run to run.
    public func sortedForDisplay() -> [Diagnostic] {
        sorted { a, b in
            switch (a.location, b.location) {
            case let (la?, lb?) where la != lb: return la < lb
            case (nil, _?): return true
            case (_?, nil): return false
            default: return (a.id, a.summary) < (b.id, b.summary)
            }
        }
    }
}
