import Testing
import Foundation
import MarkdownKit

/// The converter's contract: every node kind the ingester relies on arrives as a Swift value
/// with the range it was written at.
@Suite struct MarkdownParserTests {
    @Test func headingCarriesLevelTextAndRange() {
        let doc = MarkdownParser.parse("intro\n\n### [iOS, iPadOS](https://example.com#iOS)\n")
        #expect(doc.blocks.count == 2)
        guard case .heading(let level, let content) = doc.blocks[1].kind else {
            Issue.record("expected a heading, got \(doc.blocks[1].kind)")
            return
        }
        #expect(level == 3)
        #expect(content.plainText == "iOS, iPadOS")
        #expect(doc.blocks[1].range.startLine == 3)
        #expect(doc.blocks[1].range.startColumn == 1)
    }

    @Test func paragraphWithBoldLeadKeepsStructure() {
        let doc = MarkdownParser.parse("**Keep it short.** Body with `code` and *emphasis*.\nSecond line.")
        guard case .paragraph(let inlines) = doc.blocks.first?.kind else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(inlines.first == .strong([.text("Keep it short.")]))
        #expect(inlines.contains(.code("code")))
        #expect(inlines.contains(.emphasis([.text("emphasis")])))
        #expect(inlines.contains(.softBreak))
        #expect(doc.blocks[0].range.endLine == 2)
    }

    @Test func linksAndImagesKeepDestinationsAndAlt() {
        let doc = MarkdownParser.parse("[Sheets](sheets.md \"t\") ![A sheet](img.png) ~~gone~~ https://example.com")
        guard case .paragraph(let inlines) = doc.blocks.first?.kind else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(inlines.contains(.link(destination: "sheets.md", title: "t", children: [.text("Sheets")])))
        #expect(inlines.contains(.image(source: "img.png", title: "", children: [.text("A sheet")])))
        #expect(inlines.contains(.strikethrough([.text("gone")])))
        // The autolink extension turns a bare URL into a link.
        #expect(inlines.contains(.link(destination: "https://example.com", title: "", children: [.text("https://example.com")])))
    }

    @Test func fencedCodeKeepsInfoString() {
        let doc = MarkdownParser.parse("text\n\n```example rules=a.b title=\"T\"\nGiven x\n```\n")
        #expect(doc.blocks[1].kind == .codeBlock(info: "example rules=a.b title=\"T\"", literal: "Given x\n", fenced: true))
        #expect(doc.blocks[1].range.startLine == 3)
    }

    @Test func gfmTableHasHeaderAndRows() {
        let doc = MarkdownParser.parse("Date| Changes  \n---|---  \nMarch 29, 2024| Added form sheets.  \nJune 5, 2023| Updated.  \n")
        guard case .table(let header, let rows) = doc.blocks.first?.kind else {
            Issue.record("expected a table, got \(String(describing: doc.blocks.first?.kind))")
            return
        }
        #expect(header.map(\.plainText) == ["Date", "Changes"])
        #expect(rows.map { $0.map(\.plainText) } == [["March 29, 2024", "Added form sheets."], ["June 5, 2023", "Updated."]])
    }

    @Test func listsQuotesBreaksAndRules() {
        let doc = MarkdownParser.parse("3. one\n4. two\n\n> quoted\n\n---\n\n- a\n")
        guard case .list(true, 3, let items) = doc.blocks[0].kind else {
            Issue.record("expected an ordered list starting at 3")
            return
        }
        #expect(items.count == 2)
        guard case .blockQuote(let quoted) = doc.blocks[1].kind else {
            Issue.record("expected a block quote")
            return
        }
        #expect(quoted.first?.kind == .paragraph([.text("quoted")]))
        #expect(doc.blocks[2].kind == .thematicBreak)
        guard case .list(false, _, _) = doc.blocks[3].kind else {
            Issue.record("expected a bullet list")
            return
        }
        let hard = MarkdownParser.parse("a  \nb")
        #expect(hard.blocks.first?.kind == .paragraph([.text("a"), .hardBreak, .text("b")]))
    }

    @Test func rawHTMLIsItsOwnNodeKind() {
        let doc = MarkdownParser.parse("<div class=\"x\">hi</div>\n\nText <b>bold</b> end.\n")
        #expect(doc.blocks[0].kind == .htmlBlock("<div class=\"x\">hi</div>\n"))
        guard case .paragraph(let inlines) = doc.blocks[1].kind else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(inlines.contains(.html("<b>")))
        #expect(inlines.contains(.html("</b>")))
    }

    @Test func bytesAndStringGiveTheSameDocument() {
        let text = "# Title\n\nSome *text* with é and 日本.\n"
        #expect(MarkdownParser.parse(text) == MarkdownParser.parse(utf8: Array(text.utf8)))
        #expect(MarkdownParser.parse("").blocks.isEmpty)
    }

    /// Regression: ten thousand nested quotes must not exhaust a worker thread's stack.
    @Test func deepNestingIsFlattenedNotFatal() {
        let text = String(repeating: ">", count: 10_000) + " deep\n\n" + String(repeating: "*a ", count: 5_000)
        let doc = MarkdownParser.parse(text)
        #expect(Self.text(of: doc.blocks).contains("deep"))
    }

    static func text(of blocks: [MarkdownBlock]) -> String {
        blocks.map { block -> String in
            switch block.kind {
            case .paragraph(let i), .heading(_, let i): return i.plainText
            case .blockQuote(let b), .listItem(let b), .list(_, _, let b): return text(of: b)
            default: return ""
            }
        }.joined(separator: "\n")
    }

    @Test func parsesFromManyThreadsAtOnce() async {
        let text = "# T\n\n**Rule.** Body.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
        let expected = MarkdownParser.parse(text)
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 { group.addTask { MarkdownParser.parse(text) == expected } }
            var all: [Bool] = []
            for await ok in group { all.append(ok) }
            return all
        }
        #expect(results.count == 64 && results.allSatisfy { $0 })
    }
}

/// cmark-gfm shares one table of inline trigger characters between all parsers and changes it
/// while a parse runs; unguarded, pages parsed at the same time lost their strikethrough and
/// autolinks at random. Parsing on every core must give what parsing one page at a time does,
/// for pages with strikethrough (which take turns) and pages without (which do not) side by side.
@Suite struct ConcurrentParsingTests {
    /// Each page repeats its paragraph so that parses overlap for longer, and a race shows.
    static let pages = [
        "Keep ~~this~~ and https://example.com/\(String(repeating: "a", count: 40)) here.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
        "No tilde here, but www.example.org/w and https://example.com/\(String(repeating: "w", count: 40)) link.\n",
        "Words with w and a colon: **bold** then ~~struck~~ and www.apple.com too.\n",
        // No `www.` to link, so parsed without `w` in cmark's table, beside pages that put it there.
        "With windows, wide sheets and a view: see https://example.com/wow now, wow.\n",
    ].map { String(repeating: $0 + "\n", count: 8) }

    @Test func pagesParsedAtOnceKeepTheirExtensions() {
        let expected = Self.pages.map { MarkdownParser.parse($0) }
        let count = 6_000
        let differing = Tally()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let page = index % Self.pages.count
            if MarkdownParser.parse(Self.pages[page]) != expected[page] { differing.add() }
        }
        #expect(differing.value == 0, "\(differing.value) of \(count) concurrent parses differed")

        let inlines = expected.map { document -> [MarkdownInline] in
            guard case .paragraph(let inlines) = document.blocks.first?.kind else { return [] }
            return inlines
        }
        #expect(inlines[0].contains(.strikethrough([.text("this")])))
        #expect(inlines[2].contains(.strikethrough([.text("struck")])))
        for page in inlines {
            let links = page.filter { if case .link = $0 { return true } else { return false } }
            #expect(!links.isEmpty, "an autolink was lost: \(page)")
        }
        #expect(inlines[1].filter { if case .link = $0 { return true } else { return false } }.count == 2)
        #expect(expected.allSatisfy { $0.blocks.count >= 8 })
    }
}

/// A counter the parsing threads share.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
