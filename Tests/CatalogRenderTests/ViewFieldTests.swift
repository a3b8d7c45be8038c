import CatalogModel
import Testing
@testable import TemplateKit
@testable import CatalogRender
import TestSupport

/// Every page of a fixture site is walked through its views: each field of each view type must
/// answer on some page, with a value of the kind its name promises. A field no page fills is
/// one templates can never show.
@Suite struct ViewFieldTests {
    @Test func everyFieldOfEveryViewAnswersOnSomePage() throws {
        var catalog = Fixtures.catalog()
        // A failing example of two cases, the one place a case carries its own message.
        if let first = catalog.results.indices.first(where: { catalog.results[$0].status == .failed }) {
            catalog.results[first].cases = [.init(steps: ["Given a sheet on Mac"], status: .passed),
                                             .init(steps: ["Given a sheet on iPhone"], status: .failed, message: "expected modal")]
        }
        // A rule for the second platform of a pair only, so that side of a comparison has a count of its own.
        catalog.components[0].rules.append(Rule(
            id: "sheets.macos.attach-to-the-window", componentID: catalog.components[0].id, sectionID: "macos",
            lead: [.text("Attach a sheet to its window.")], body: [], strength: .do, platforms: ["macos"], sources: [],
            location: Fixtures.loc(60)))
        // A source with everything its entry can show.
        catalog.sources[0].publisher = "Example Press"
        catalog.sources[0].note = "Read in full."
        let builder = PageBuilder(catalog: catalog, options: RenderOptions(baseURL: "https://example.org/docs/"))
        var pages = [builder.home(), builder.compare(), builder.sources(), builder.verification(), builder.notFound()]
        // A site in two languages, whose pages link to each other.
        var bilingual = RenderOptions(baseURL: "https://example.org/docs/")
        bilingual.language = "en"
        bilingual.siteLanguages = ["en", "ko"]
        pages.append(PageBuilder(catalog: catalog, options: bilingual).home())
        pages += catalog.components.map { builder.componentPage($0).page }
        pages += builder.platforms.map { builder.platformPage($0, fragments: []) }
        // A Korean page with text left untranslated: the fields that name its language.
        var translated = LocalizedSiteTests.translated()
        for c in translated.components.indices {
            translated.components[c].overview = [.paragraph([.text("An overview.")])]
            for s in translated.components[c].sections.indices { translated.components[c].sections[s].prose = [.paragraph([.text("Prose.")])] }
        }
        let s = translated.components.firstIndex { $0.id == "sheets" }!
        translated.components[s].translations["ko"]?.title = nil
        translated.components[s].translations["ko"]?.abstract = nil
        let korean = translated.localized(to: "ko", strings: .builtInEnglish)
        var koreanOptions = RenderOptions()
        koreanOptions.language = "ko"
        pages += korean.components.map { PageBuilder(catalog: korean, options: koreanOptions).componentPage($0).page }
        pages.append(PageBuilder(catalog: korean, options: koreanOptions).home())
        let table = builder.pairTable(parallel: false)
        pages += builder.pairs(root: "").map { builder.comparePair($0, fragments: [], table: table) }

        var answered: [String: (names: [String], seen: Set<Int>)] = [:]
        var walked = Set<ObjectIdentifier>()
        // Held until the walk ends: a view made when a field is read can be freed once walked,
        // and a later one made at the same address would then look walked already.
        var held: [AnyObject] = []
        func walk(_ value: TemplateValue, depth: Int) {
            guard depth < 30 else { return }
            switch value {
            case .list(let items): for item in items { walk(item, depth: depth + 1) }
            case .sequence(let items): for n in 0..<items.count { walk(items[n], depth: depth + 1) }
            case .object(let object):
                guard walked.insert(ObjectIdentifier(object)).inserted else { return }
                held.append(object)
                if let model = (object as? any TemplateModelHolder)?.heldModel {
                    let names = type(of: model).templateFieldNames.names
                    let kind = String(describing: type(of: model))
                    var entry = answered[kind] ?? (names, [])
                    for i in names.indices {
                        let field = model.value(for: TemplateKey(names[i]))
                        if case .missing = field { continue }
                        entry.seen.insert(i)
                        // Names that say what they hold must hold it.
                        let name = names[i]
                        if name.hasPrefix("has") || name.hasPrefix("is") || name.hasPrefix("all") {
                            if case .bool = field {} else { Issue.record("\(kind).\(name) is not a Boolean: \(field)") }
                        }
                        if name.hasSuffix("Count") {
                            if case .int = field {} else { Issue.record("\(kind).\(name) is not a number: \(field)") }
                        }
                        walk(field, depth: depth + 1)
                    }
                    #expect({ if case .missing = model.value(for: TemplateKey("no-such-field")) { return true } else { return false } }(),
                            "\(kind) answers a name it does not have")
                    answered[kind] = entry
                } else if let fields = object as? TemplateFields {
                    for value in fields.values { walk(value, depth: depth + 1) }
                }
            default: break
            }
        }
        for page in pages { walk(page.templateValue, depth: 0) }

        #expect(answered.count >= 14, "views found: \(answered.keys.sorted())")
        // The one-line link of a rule, which pages hold as HTML made before this walk, answers
        // its own permalink, and everything else from the rule.
        let rules = held.compactMap { ($0 as? any TemplateModelHolder)?.heldModel as? RuleView }
        let rule = try #require(rules.first)
        let link = RuleLinkView(rule, permalink: "../elsewhere.html#r")
        #expect(Self.shape(link.value(for: TemplateKey("permalink"))) == "text ../elsewhere.html#r")
        for name in RuleView.templateFieldNames.names where name != "permalink" {
            #expect(Self.shape(link.value(for: TemplateKey(name))) == Self.shape(rule.value(for: TemplateKey(name))), "\(name)")
        }
        for (kind, entry) in answered.sorted(by: { $0.key < $1.key }) {
            let silent = entry.names.indices.filter { !entry.seen.contains($0) }.map { entry.names[$0] }
            #expect(silent.isEmpty, "\(kind) never answered \(silent)")
        }
    }

    /// What a value is, with its text or number: enough to tell two answers apart. Views made
    /// on demand are new objects at each ask, so objects compare by class, and lists by length.
    static func shape(_ value: TemplateValue) -> String {
        switch value {
        case .missing: return "missing"
        case .text(let text): return "text \(text)"
        case .bool(let flag): return "bool \(flag)"
        case .int(let number): return "int \(number)"
        case .list(let items): return "list of \(items.count)"
        case .sequence(let items): return "sequence of \(items.count)"
        case .object(let object): return "object \(type(of: object))"
        }
    }
}
