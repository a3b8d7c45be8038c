import Testing
import TemplateKit

/// A small value with fields, standing in for the page views.
private final class Item: TemplateObject, @unchecked Sendable {
    let fields: [String: TemplateValue]
    init(fields: [String: TemplateValue]) { self.fields = fields }
    override func value(for key: TemplateKey) -> TemplateValue { fields[key.name] ?? .missing }
}

/// Counts calls from a `@Sendable` closure (tests render on one thread).
private final class Counter: @unchecked Sendable {
    private(set) var count = 0
    func add() { count += 1 }
}

private func render(_ text: String, _ context: [String: TemplateValue] = [:], partials: [String: String] = [:]) throws -> String {
    var library = TemplateLibrary()
    library.register(try Template(parsing: text), named: "page")
    for (name, partial) in partials { library.register(try Template(parsing: partial), named: name) }
    return library.renderString(.object(TemplateFields(context)), template: "page")!
}

@Suite struct TemplateTests {
    @Test func variablesAreEscapedUnlessTripled() throws {
        let context: [String: TemplateValue] = ["v": .text("<a href=\"x\">'&'</a>\u{0}")]
        #expect(try render("{{v}}", context) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;\u{FFFD}")
        #expect(try render("{{{v}}}|{{&v}}", context) == "<a href=\"x\">'&'</a>\u{0}|<a href=\"x\">'&'</a>\u{0}")
        #expect(try render("{{n}} {{b}} [{{absent}}]", ["n": .int(42), "b": .bool(true)]) == "42 true []")
    }

    @Test func sectionsFollowMustacheTruthiness() throws {
        let items: TemplateValue = .list([.object(Item(fields: ["name": .text("a")])), .object(Item(fields: ["name": .text("b")]))])
        let context: [String: TemplateValue] = ["items": items, "yes": .bool(true), "no": .bool(false), "empty": .list([]),
                                                "text": .text("t"), "zero": .int(0)]
        #expect(try render("{{#items}}<{{name}}>{{/items}}", context) == "<a><b>")
        #expect(try render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{#empty}}E{{/empty}}{{#absent}}A{{/absent}}", context) == "Y")
        #expect(try render("{{^yes}}Y{{/yes}}{{^no}}N{{/no}}{{^empty}}E{{/empty}}{{^absent}}A{{/absent}}", context) == "NEA")
        #expect(try render("{{#text}}[{{.}}]{{/text}}{{#zero}}({{.}}){{/zero}}{{^text}}x{{/text}}", context) == "[t](0)")
    }

    @Test func aSequenceRendersAsItsListWouldMakingEachItemWhenReached() throws {
        let made = Counter()
        let names = ["a", "b", "c"]
        let sequence: TemplateValue = .sequence(TemplateSequence(count: names.count) { n in
            made.add()
            return .object(Item(fields: ["name": .text(names[n])]))
        })
        let list: TemplateValue = .list(names.map { .object(Item(fields: ["name": .text($0)])) })
        let template = "{{#items}}<{{name}}>{{/items}}|{{^items}}none{{/items}}|[{{items}}]|{{#items}}{{name}}{{/items}}"
        #expect(try render(template, ["items": sequence]) == render(template, ["items": list]))
        #expect(try render(template, ["items": sequence]) == "<a><b><c>||[]|abc")
        // Each walk makes the items again; nothing is made for a tag that shows no item.
        #expect(made.count == 12)
        let empty: TemplateValue = .sequence(TemplateSequence(count: 0) { _ in .text("never") })
        #expect(try render("{{#items}}x{{/items}}{{^items}}none{{/items}}", ["items": empty]) == "none")
    }

    @Test func namesFallThroughToOuterValuesUnlessDotted() throws {
        let inner = Item(fields: ["title": .text("inner")])
        let context: [String: TemplateValue] = ["title": .text("outer"), "note": .text("outer note"), "inner": .object(inner),
                                                "platform": .object(Item(fields: ["name": .text("iOS")]))]
        #expect(try render("{{#inner}}{{title}}/{{note}}/[{{#.note}}{{.}}{{/.note}}]{{/inner}}", context) == "inner/outer note/[]")
        #expect(try render("{{platform.name}}|{{platform.missing}}|{{#inner}}{{platform.name}}{{/inner}}", context) == "iOS||iOS")
    }

    @Test func standaloneTagLinesLeaveNoTrace() throws {
        let context: [String: TemplateValue] = ["items": .list([.text("a"), .text("b")])]
        #expect(try render("<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n", context) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
        #expect(try render("a\r\n{{! a comment\nover lines }}\r\nb", context) == "a\r\nb")
        #expect(try render("x {{#items}}{{/items}} y\n", context) == "x  y\n")
    }

    @Test func partialsIndentEveryLineOfAStandaloneTag() throws {
        let out = try render("<div>\n  {{> item}}\n</div>\n", ["x": .text("1\n2")], partials: ["item": "<p>\n{{x}}\n</p>\n"])
        #expect(out == "<div>\n  <p>\n  1\n2\n  </p>\n</div>\n")
    }

    @Test func pagesOverrideTheBlocksOfTheirParent() throws {
        let layout = "<title>{{$title}}Default{{/title}}</title>\n<main>\n{{$main}}{{/main}}\n</main>\n"
        let page = "{{<layout}}\n{{$main}}\n<h1>{{name}}</h1>\n{{/main}}\n{{/layout}}\n"
        #expect(try render(page, ["name": .text("Sheets")], partials: ["layout": layout])
            == "<title>Default</title>\n<main>\n<h1>Sheets</h1>\n\n</main>\n")
    }

    @Test func theOutermostOverrideOfABlockWinsThroughEveryLevelOfParents() throws {
        let layout = "<title>{{$title}}Site{{/title}}</title>\n{{$main}}{{/main}}\n"
        let base = "{{<layout}}{{$title}}Base{{/title}}{{$main}}[{{$inner}}inner default{{/inner}}]{{/main}}{{/layout}}"
        let partials = ["layout": layout, "base": base]
        #expect(try render("{{<base}}{{$inner}}{{name}}{{/inner}}{{/base}}", ["name": .text("Sheets")], partials: partials)
            == "<title>Base</title>\n[Sheets]\n")
        #expect(try render("{{<base}}{{$title}}Page{{/title}}{{/base}}", partials: partials)
            == "<title>Page</title>\n[inner default]\n")
        // Overrides last only while their parent renders: the same block outside it shows its default.
        #expect(try render("{{<layout}}{{$title}}T{{/title}}{{/layout}}|{{$title}}D{{/title}}", partials: partials)
            == "<title>T</title>\n\n|D")
    }

    @Test func standalonePartialsInsidePartialsAddTheirIndentation() throws {
        let partials = ["one": "<b>\n  {{> two}}\n</b>\n", "two": "<c>\n{{x}}\n</c>\n"]
        #expect(try render("<a>\n  {{> one}}\n</a>\n", ["x": .text("v")], partials: partials)
            == "<a>\n  <b>\n    <c>\n    v\n    </c>\n  </b>\n</a>\n")
    }

    /// Big pages stream to disk in chunks; a chunk may end anywhere, including just before a
    /// line that an indented partial must indent, so every chunk size must give the same bytes.
    @Test func renderingInChunksGivesTheSameBytesAsRenderingWhole() throws {
        var library = TemplateLibrary()
        let partials = ["one": "<b>\n  {{> two}}\n</b>\n", "two": "<c>\n{{x}}\n{{#items}}\n  <i>{{.}}</i>\n{{/items}}\n</c>\n"]
        library.register(try Template(parsing: "<a>\n  {{> one}}\n{{#items}}[{{.}}]{{/items}}\n  {{> two}}\n</a>\n"), named: "page")
        for (name, text) in partials { library.register(try Template(parsing: text), named: name) }
        let fields: [String: TemplateValue] = [
            "x": .text("v & w"), "items": .list((1...40).map { TemplateValue.text("item \($0)\nline") }),
        ]
        let context = TemplateValue.object(TemplateFields(fields))
        let whole = library.renderString(context, template: "page")!
        for chunkSize in [1, 2, 3, 5, 8, 13, 64, 1000, whole.utf8.count, whole.utf8.count + 1] {
            var chunks: [[UInt8]] = []
            #expect(library.render(context, template: "page", chunkSize: chunkSize) { chunks.append(Array($0)) })
            #expect(String(decoding: chunks.joined(), as: UTF8.self) == whole, "chunk size \(chunkSize)")
            #expect(chunks.dropLast().allSatisfy { $0.count >= chunkSize }, "chunk size \(chunkSize)")
        }
        #expect(!library.render(context, template: "absent", chunkSize: 64) { _ in Issue.record("no template, no chunk") })
    }

    @Test func missingAndSelfIncludingPartialsRenderNothingMore() throws {
        #expect(try render("[{{> absent}}][{{<absent}}{{$a}}x{{/a}}{{/absent}}]") == "[][]")
        // A partial that includes itself stops at the depth limit instead of recursing forever.
        let out = try render("{{> loop}}", partials: ["loop": "x{{> loop}}"])
        #expect(out.count == 100 && out.allSatisfy { $0 == "x" })
    }

    @Test func delimitersCanChange() throws {
        #expect(try render("{{=<% %>=}}<% name %> {{name}}", ["name": .text("n")]) == "n {{name}}")
    }

    @Test func syntaxErrorsSayWhereAndHow() {
        func error(_ text: String) -> TemplateSyntaxError? {
            do { _ = try Template(parsing: text); return nil } catch { return error }
        }
        let mismatch = error("a\nb {{#one}}\n{{/two}}")
        #expect(mismatch?.line == 3 && mismatch?.column == 1)
        #expect(mismatch?.message.contains("{{#one}} from line 2") == true)
        let unclosed = error("line\n  {{#open}}\n")
        #expect(unclosed?.line == 2 && unclosed?.column == 3 && unclosed?.message.contains("never closed") == true)
        #expect(error("{{name")?.message.contains("never closed") == true)
        #expect(error("{{bad name}}")?.message.contains("not a name") == true)
        #expect(error("{{<layout}}\nstray text\n{{/layout}}")?.line == 2)
        #expect(error("{{upper(name)}}") != nil)
    }

    @Test func includesListPartialsAndParentsWithPositions() throws {
        let template = try Template(parsing: "{{<layout}}\n{{$main}}\n  {{> partials/rule}}\n{{/main}}\n{{/layout}}")
        #expect(template.includes.map(\.name) == ["layout", "partials/rule"])
        #expect(template.includes.last?.line == 3 && template.includes.last?.column == 3)
    }
}
