import Testing
import CatalogModel

/// Plain text is what the search index, `catalog.json` and slugs read: markup gone, each kind of
/// block laid out as the reader would see it.
@Suite struct PlainTextTests {
    @Test func inlinesLoseTheirMarkup() {
        let inlines: [Inline] = [
            .text("Keep "), .emphasis([.text("one")]), .text(" "), .strong([.code("sheet")]), .lineBreak,
            .link(destination: "other.md", children: [.strikethrough([.text("open")])]), .image(source: "a.png", alt: " now"),
        ]
        #expect(inlines.plainText == "Keep one sheet open now")
        #expect([Inline.text("alone")].plainText == "alone")
        #expect(Inline.emphasis([.text("a"), .code("b")]).plainText == "ab")
        #expect([Inline]().plainText == "")
    }

    @Test func blocksAreSeparatedAsTheyRead() {
        let blocks: [Block] = [
            .heading(level: 2, [.text("Title")]),
            .paragraph([.text("First "), .emphasis([.text("paragraph")]), .text(".")]),
            .thematicBreak,
            .list(ordered: false, items: [[.paragraph([.text("one")])], [.paragraph([.text("two")])]]),
            .table(header: [[.text("Aspect")], [.text("iOS")]], rows: [[[.text("Detents")], [.code("medium")]]]),
            .quote([.paragraph([.text("quoted")]), .code(language: "swift", text: "let x = 1")]),
            .paragraph([]),
        ]
        #expect(blocks.plainText == "Title\n\nFirst paragraph.\n\none\ntwo\n\nAspect | iOS\nDetents | medium\n\nquoted\n\nlet x = 1")
        #expect([Block.paragraph([.text("only")])].plainText == "only")
        #expect([Block.thematicBreak].plainText == "")
        #expect(Block.code(language: nil, text: "é—\u{1F600}").plainText == "é—\u{1F600}")
    }
}
