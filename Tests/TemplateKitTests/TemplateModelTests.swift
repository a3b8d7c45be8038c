import Testing
import TemplateKit

/// A model as a page would declare one: stored and computed properties are fields, private ones
/// and static ones are not.
@TemplateModel
private struct Card {
    let title: String
    let count: Int
    var isEmpty: Bool { count == 0 }
    let note: String?
    let tags: [Tag]
    private let secret: String
    static let kind = "card"

    init(title: String, count: Int, note: String?, tags: [Tag], secret: String = "hidden") {
        self.title = title; self.count = count; self.note = note; self.tags = tags; self.secret = secret
    }
}

@TemplateModel
private struct Tag {
    let name: String
}

/// Hands every name but `title` on to the card it wraps.
@TemplateModel
private struct Retitled {
    let title: String
    private let card: Card

    init(_ card: Card, title: String) {
        self.card = card
        self.title = title
    }

    func otherValue(for key: TemplateKey) -> TemplateValue { card.value(for: key) }
}

private func render(_ text: String, _ value: some TemplateRepresentable, outer: [String: TemplateValue] = [:]) throws -> String {
    var library = TemplateLibrary()
    library.register(try Template(parsing: text), named: "page")
    var context = outer
    context["it"] = value.templateValue
    return library.renderString(.object(TemplateFields(context)), template: "page")!
}

@Suite struct TemplateModelTests {
    fileprivate let card = Card(title: "Sheets & co", count: 2, note: nil, tags: [Tag(name: "ios"), Tag(name: "macos")])

    @Test func storedAndComputedPropertiesAreFields() throws {
        let text = "{{#it}}{{title}}|{{count}}|{{isEmpty}}|{{#tags}}{{name}};{{/tags}}{{/it}}"
        #expect(try render(text, card) == "Sheets &amp; co|2|false|ios;macos;")
    }

    /// A nil optional, a private property and a static one are not fields: the look-up goes on
    /// to the values around the model, as for a name the model lacks.
    @Test func absentNamesFallThroughToOuterValues() throws {
        let text = "{{#it}}[{{note}}][{{secret}}][{{kind}}][{{other}}]{{/it}}"
        let outer: [String: TemplateValue] = ["note": .text("outer note"), "secret": .text("outer secret"),
                                              "kind": .text("outer kind"), "other": .text("outer other")]
        #expect(try render(text, card, outer: outer) == "[outer note][outer secret][outer kind][outer other]")
        #expect(Card.templateFieldNames.names == ["title", "count", "isEmpty", "note", "tags"])
    }

    @Test func otherValueAnswersNamesThatAreNotFields() throws {
        let text = "{{#it}}{{title}}|{{count}}|{{#tags}}{{name}}{{/tags}}|[{{missing}}]{{/it}}"
        #expect(try render(text, Retitled(card, title: "Renamed")) == "Renamed|2|iosmacos|[]")
    }
}
