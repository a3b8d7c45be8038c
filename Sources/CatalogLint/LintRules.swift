import CatalogModel
import SheetBehavior

/// Which catalog rule a violation goes against, read from the catalog itself: a rule whose spec
/// example ends with `the check finds <violation>` is the rule the violation breaks. A team's own
/// catalog (`--catalog`) therefore drives its own lint; a violation no rule checks is not reported.
/// Without one, the built-in catalog's rules drive it (`LintRules.builtIn`).
public struct LintRules: Hashable, Sendable {
    /// One rule that an example ties to a violation, with what the example is about: all that
    /// lint needs of a catalog, so the built-in catalog's share of it fits in the binary.
    public struct Candidate: Hashable, Sendable, Comparable {
        public var violation: Violation
        public var rule: LintRule
        /// The example's `Given` line, lower-cased (`given a full-screen modal on iphone`).
        public var given: String
        /// The whole example, lower-cased, to prefer the one closest to the code's situation.
        public var text: String

        public init(violation: Violation, rule: LintRule, given: String, text: String) {
            self.violation = violation
            self.rule = rule
            self.given = given
            self.text = text
        }

        public static func < (a: Candidate, b: Candidate) -> Bool {
            (a.violation.rawValue, a.rule.id, a.given, a.text) < (b.violation.rawValue, b.rule.id, b.given, b.text)
        }
    }

    /// Every candidate, sorted, so two readings of the same catalog compare equal.
    public let candidates: [Candidate]
    private let byViolation: [Violation: [Candidate]]

    public init(candidates: [Candidate]) {
        self.candidates = Array(Set(candidates)).sorted()
        byViolation = Dictionary(grouping: self.candidates, by: \.violation)
    }

    public init(catalog: Catalog) {
        var found: [Candidate] = []
        for example in catalog.examples {
            let lines = example.lines.map { $0.text.lowercased() }
            let given = lines.first { $0.hasPrefix("given ") } ?? ""
            for line in lines {
                guard let range = line.range(of: "the check finds ") else { continue }
                guard let violation = Violation.named(String(line[range.upperBound...])) else { continue }
                for id in example.ruleIDs {
                    guard let rule = catalog.rule(id: id) else { continue }
                    found.append(Candidate(violation: violation, rule: LintRule(id: rule.id, componentID: rule.componentID, lead: rule.leadText),
                                           given: given, text: lines.joined(separator: "\n")))
                }
            }
        }
        self.init(candidates: found)
    }

    /// The rules of the catalog built into the program (`content/` as checked in).
    public static let builtIn = LintRules(candidates: BuiltInLintRules.candidates)

    public static func == (a: LintRules, b: LintRules) -> Bool { a.candidates == b.candidates }
    public func hash(into hasher: inout Hasher) { hasher.combine(candidates) }

    /// Whether the catalog has any rule for the violation.
    public func checks(_ violation: Violation) -> Bool { byViolation[violation] != nil }

    /// The rule a finding is tied to. Preferred in turn: an example given the same presentation,
    /// an example that mentions `hint` (`interactive dismissal is disabled`), the presentation's
    /// own page; ties go to the smallest rule id, so the choice is the same every run.
    public func rule(for violation: Violation, presentation: Presentation, hint: String? = nil) -> LintRule? {
        guard let all = byViolation[violation] else { return nil }
        let name = presentation.displayName.lowercased()
        let page = Self.page[presentation]
        func score(_ c: Candidate) -> Int {
            var s = 0
            if c.given.hasPrefix("given a " + name) || c.given.hasPrefix("given an " + name) { s += 4 }
            if let hint, c.text.contains(hint) { s += 2 }
            if c.rule.componentID == page { s += 1 }
            return s
        }
        return all.max { a, b in
            let (sa, sb) = (score(a), score(b))
            return sa != sb ? sa < sb : a.rule.id > b.rule.id
        }?.rule
    }

    /// The page of the built-in catalog that speaks for each presentation.
    static let page: [Presentation: String] = [
        .sheet: "sheets", .fullScreenModal: "full-screen-modals", .popover: "popovers",
        .actionSheet: "action-sheets", .alert: "alerts", .customBottomSheet: "custom-bottom-sheets",
    ]

    /// The rule's page in the built site: `components/<page>.html#<rule id>`, below `siteURL`
    /// when given (the link `sheetcat build` writes for a rule).
    public static func link(for rule: LintRule, siteURL: String?) -> String {
        let relative = "components/" + percentEncoded(rule.componentID) + ".html#" + percentEncoded(rule.id)
        guard let siteURL, !siteURL.isEmpty else { return relative }
        return siteURL.hasSuffix("/") ? siteURL + relative : siteURL + "/" + relative
    }

    /// Encodes everything but unreserved characters, as the site's own links do.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII && (c.isLetter || c.isNumber || "-._~".contains(c)) {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

/// What a finding says of the rule it goes against: its id, its page and its lead sentence.
public struct LintRule: Hashable, Sendable {
    public var id: String
    public var componentID: String
    public var lead: String

    public init(id: String, componentID: String, lead: String) {
        self.id = id
        self.componentID = componentID
        self.lead = lead
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
