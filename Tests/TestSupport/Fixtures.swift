import CatalogModel
import Foundation

/// Catalogs built in code, and the project's own templates read from the package.
public enum Fixtures {
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every `*.mustache` and strings file under templates/, keyed as the site layer keys them.
    public static func templates() -> [String: String] {
        let root = packageRoot.appendingPathComponent("templates").resolvingSymlinksInPath()
        var result: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".mustache") || relative.hasPrefix("strings/") else { continue }
            result[relative] = try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
        }
        return result
    }

    public static func loc(_ line: Int, _ file: String = "sheets.md") -> SourceLocation { SourceLocation(file: file, line: line) }

    /// A small catalog: two components, a guide, a disagreement, passing and failing examples.
    public static func catalog(title: String = "Sheets", leadText: String = "Use a sheet for a short task.",
                        ruleID: String = "sheets.best-practices.use-a-sheet",
                        link: String = "https://example.org/sheets") -> Catalog {
        let rule = Rule(id: ruleID, componentID: "sheets", sectionID: "best-practices",
                        lead: [.text(leadText)],
                        body: [.paragraph([.text("Keep it focused. See "), .link(destination: link, children: [.text("the docs")]), .text(".")])],
                        strength: .do, platforms: [], sources: [SourceReference(sourceID: "hig-sheets-2024", edition: "2024-03-29")],
                        location: loc(12))
        let swipe = Rule(id: "sheets.ios-ipados.support-swiping-down", componentID: "sheets", sectionID: "ios-ipados",
                         lead: [.text("Support swiping down to dismiss detents.")], body: [], strength: .do,
                         platforms: ["ios", "ipados"], sources: [SourceReference(sourceID: "hig-sheets-2024")], location: loc(30))
        let taste = Rule(id: "sheets.best-practices.keep-titles-short", componentID: "sheets", sectionID: "best-practices",
                         lead: [.text("Keep titles short.")], body: [], strength: .prefer, platforms: [],
                         sources: [SourceReference(sourceID: "hig-sheets-2024")], location: loc(20), isTaste: true)
        let sheets = Component(
            id: "sheets", title: title, abstract: [.text("A sheet helps people with a scoped task.")],
            overview: [.paragraph([.text("Sheets slide up over the parent view.")])],
            sections: [
                .init(id: "best-practices", title: "Best practices", ruleIDs: [rule.id, taste.id], location: loc(10)),
                .init(id: "ios-ipados", title: "iOS, iPadOS", platforms: ["ios", "ipados"], ruleIDs: [swipe.id], location: loc(28)),
            ],
            rules: [rule, taste, swipe],
            related: [.init(title: "Action sheets", componentID: "action-sheets")],
            apis: [.init(name: "sheet(isPresented:onDismiss:content:)", framework: "SwiftUI", url: "https://developer.apple.com/x")],
            changeLog: [.init(date: "March 29, 2024", text: "Added guidance for visionOS.")],
            sources: [SourceReference(sourceID: "hig-sheets-2024", edition: "2024-03-29")],
            platformStatus: ["tvos": .noAdditionalConsiderations, "watchos": .unsupported],
            presentations: ["sheet"], file: "sheets.md", location: loc(1))
        let actionRule = Rule(id: "action-sheets.best-practices.avoid-scrolling", componentID: "action-sheets",
                              sectionID: "best-practices", lead: [.text("Avoid letting an action sheet scroll.")], body: [],
                              strength: .avoid, platforms: [], sources: [SourceReference(sourceID: "hig-action-sheets")],
                              location: loc(8, "action-sheets.md"))
        let actionSheets = Component(
            id: "action-sheets", title: "Action sheets", abstract: [.text("Choices tied to an action.")],
            sections: [.init(id: "best-practices", title: "Best practices", ruleIDs: [actionRule.id], location: loc(6, "action-sheets.md"))],
            rules: [actionRule], sources: [SourceReference(sourceID: "hig-action-sheets")],
            platformStatus: ["visionos": .unsupported], presentations: ["action-sheet", "popover"],
            file: "action-sheets.md", location: loc(1, "action-sheets.md"))
        let guide = Component(id: "choosing", kind: .guide, title: "Choosing a presentation",
                              abstract: [.text("Pick the lightest presentation that fits.")], file: "choosing.md",
                              location: loc(1, "choosing.md"))
        let passing = SpecExample(id: "sheets.swipe-dismisses", componentID: "sheets", title: "Swipe dismisses a sheet",
                                  ruleIDs: [swipe.id], lines: [.init(text: "Given a sheet on iPhone", location: loc(41)),
                                                               .init(text: "When the person swipes down", location: loc(42)),
                                                               .init(text: "Then the sheet is dismissed", location: loc(43))],
                                  location: loc(40))
        let failing = SpecExample(id: "sheets.short-task", componentID: "sheets", title: "Short task", ruleIDs: [rule.id],
                                  lines: [.init(text: "Given a sheet on Mac", location: loc(51))], location: loc(50))
        return Catalog(
            components: [actionSheets, guide, sheets],
            sources: [
                Source(id: "hig-action-sheets", work: "Apple HIG: Action sheets", title: "Human Interface Guidelines: Action sheets"),
                Source(id: "hig-sheets-2022", work: "Apple HIG: Sheets", title: "HIG Sheets (earlier)", edition: "earlier edition"),
                Source(id: "hig-sheets-2024", work: "Apple HIG: Sheets", title: "HIG Sheets", url: "https://developer.apple.com/design/sheets",
                       edition: "2024-03-29"),
            ],
            disagreements: [Disagreement(id: "stacking", componentID: "sheets", topic: "One sheet at a time?",
                                         positions: [.init(sourceID: "hig-sheets-2024", says: "Show one at a time."),
                                                     .init(sourceID: "hig-sheets-2022", says: "Stacking is fine.")],
                                         ruleIDs: [rule.id], location: loc(3))],
            examples: [failing, passing],
            results: [
                ExampleResult(exampleID: passing.id, ruleIDs: passing.ruleIDs, status: .passed, message: "",
                              cases: [.init(steps: passing.lines.map(\.text), status: .passed, scenes: [
                                  SketchScene(moment: .after, platform: "ios", width: "compact", rightToLeft: false, requested: "sheet",
                                              shown: "sheet", detent: "large", detentHeight: 1, parent: "dimmed"),
                              ])], location: loc(40), platforms: ["ios"]),
                ExampleResult(exampleID: failing.id, ruleIDs: failing.ruleIDs, status: .failed,
                              message: "expected the sheet to be modal, but it was nonmodal",
                              cases: [.init(steps: ["Given a sheet on Mac"], status: .failed, message: "expected modal")],
                              location: loc(50), platforms: ["macos"]),
            ])
    }

    /// `catalog()` with `count` more pages like its third, each with its own id, file and rule ids.
    public static func largeCatalog(generated count: Int = 40) -> Catalog {
        var catalog = Fixtures.catalog()
        let template = catalog.components[2]
        for n in 0..<count {
            var c = template
            c.id = "generated-\(n)"
            c.title = "Generated \(n)"
            c.file = "generated-\(n).md"
            c.rules = c.rules.map { r in
                var r = r
                r.id = r.id.replacingOccurrences(of: "sheets.", with: "generated-\(n).")
                r.componentID = c.id
                return r
            }
            c.sections = c.sections.map { s in
                var s = s
                s.ruleIDs = s.ruleIDs.map { $0.replacingOccurrences(of: "sheets.", with: "generated-\(n).") }
                return s
            }
            catalog.components.append(c)
        }
        return catalog
    }
}
