import Foundation
import Synchronization
import Testing
import TemplateKit

/// A view with a fixed list of names, answered by position, and counting how often it is asked
/// by name, which the renderer should no longer need once it knows the positions.
private final class Card: TemplateObject, @unchecked Sendable {
    static let names: TemplateFieldNames = ["title", "note", "rank"]
    let title: String
    let note: String?
    let rank: Int
    init(title: String, note: String? = nil, rank: Int = 0) {
        self.title = title
        self.note = note
        self.rank = rank
    }

    override class var fieldList: TemplateFieldNames? { names }
    override func value(for key: TemplateKey) -> TemplateValue { Self.names.index(of: key).map { value(at: $0) } ?? .missing }
    override func value(at position: Int) -> TemplateValue {
        switch position {
        case 0: return .text(title)
        case 1: return note.map { .text($0) } ?? .missing
        case 2: return .int(rank)
        default: return .missing
        }
    }
}

/// A second class with a list, sharing one name with `Card`, so both land in the table.
private final class Shelf: TemplateObject, @unchecked Sendable {
    static let names: TemplateFieldNames = ["title", "cards"]
    let title: String
    let cards: [Card]
    init(title: String, cards: [Card]) {
        self.title = title
        self.cards = cards
    }

    override class var fieldList: TemplateFieldNames? { names }
    override func value(for key: TemplateKey) -> TemplateValue { Self.names.index(of: key).map { value(at: $0) } ?? .missing }
    override func value(at position: Int) -> TemplateValue {
        switch position {
        case 0: return .text(title)
        case 1: return .list(cards.map { .object($0) })
        default: return .missing
        }
    }
}

/// Many names, each its own field: more pairs of name and class than the table has slots.
private final class Wide: TemplateObject, @unchecked Sendable {
    static let count = 300
    static let names = TemplateFieldNames((0..<count).map { "f\($0)" })
    let salt: Int
    init(salt: Int) { self.salt = salt }

    override class var fieldList: TemplateFieldNames? { names }
    override func value(for key: TemplateKey) -> TemplateValue { Self.names.index(of: key).map { value(at: $0) } ?? .missing }
    override func value(at position: Int) -> TemplateValue { position < Self.count ? .int(position * 1000 + salt) : .missing }
}

private func library(_ templates: [String: String]) throws -> TemplateLibrary {
    var library = TemplateLibrary()
    for (name, text) in templates { library.register(try Template(parsing: text), named: name) }
    return library
}

/// The renderer remembers where a class keeps each name and asks by position after the first
/// time (`FieldPositions`). These check that what it remembers never changes what a page shows.
@Suite struct FieldPositionTests {
    @Test func namesAnswerFromTheirPositionsAndFallThroughLikeLookUpsByName() throws {
        let lib = try library(["page": "{{#shelves}}[{{title}}:{{#cards}}<{{title}}|{{note}}|{{rank}}|{{site}}>{{/cards}}]{{/shelves}}"])
        let shelves: [TemplateValue] = [
            .object(Shelf(title: "A", cards: [Card(title: "a1", note: "n", rank: 1), Card(title: "a2")])),
            .object(Shelf(title: "B", cards: [Card(title: "b1", rank: 3)])),
        ]
        // `note` is missing on two cards, so it is looked up further out, where the page has one;
        // `site` is on no card or shelf, only on the page.
        let context = TemplateFields(["shelves": TemplateValue.list(shelves), "note": .text("page note"), "site": .text("S")])
        let page = lib.renderString(.object(context), template: "page")
        #expect(page == "[A:<a1|n|1|S><a2|page note|0|S>][B:<b1|page note|3|S>]")
        // The same page again, now with every position known from the first render.
        #expect(lib.renderString(.object(context), template: "page") == page)
    }

    @Test func moreNamesThanTheTableHoldsStillAnswerRight() throws {
        let body = (0..<Wide.count).map { "{{f\($0)}}" }.joined(separator: ",")
        let lib = try library(["page": "{{#rows}}\(body);{{/rows}}"])
        let rows = TemplateValue.list((0..<3).map { .object(Wide(salt: $0)) })
        let expected = (0..<3).map { salt in (0..<Wide.count).map { String($0 * 1000 + salt) }.joined(separator: ",") + ";" }.joined()
        for _ in 0..<2 {
            #expect(lib.renderString(.object(TemplateFields(["rows": rows])), template: "page") == expected)
        }
    }

    @Test func aTemplateRegisteredLaterIsNotAnsweredFromOldPositions() throws {
        var lib = try library(["page": "{{title}}/{{rank}}"])
        let card = TemplateValue.object(Card(title: "t", rank: 7))
        #expect(lib.renderString(card, template: "page") == "t/7")
        // New names shift the program's numbering of names; what was learnt must not carry over.
        lib.register(try Template(parsing: "{{rank}}-{{note}}-{{title}}"), named: "other")
        lib.register(try Template(parsing: "{{rank}}:{{title}}"), named: "page")
        #expect(lib.renderString(card, template: "page") == "7:t")
        #expect(lib.renderString(card, template: "other") == "7--t")
    }

    @Test func rendersOnSeveralThreadsAtOnceAgree() throws {
        let lib = try library(["page": "{{#cards}}{{title}}={{rank}};{{/cards}}"])
        let cards = TemplateValue.list((0..<50).map { .object(Card(title: "c\($0)", rank: $0)) })
        let context = TemplateValue.object(TemplateFields(["cards": cards]))
        let expected = (0..<50).map { "c\($0)=\($0);" }.joined()
        // One library shared by every thread: renders that find the shared table taken use one
        // of their own, and each must still give the whole page.
        let wrong = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            if lib.renderString(context, template: "page") != expected { wrong.withLock { $0 += 1 } }
        }
        #expect(wrong.withLock { $0 } == 0)
    }
}
