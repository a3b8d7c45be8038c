import BuiltStrings
import Testing
@testable import MarkdownKit

/// `w` is in cmark's table of trigger characters only while a page that may hold a `www.`
/// autolink is parsed (`MarkdownParser.wwwTrigger`). These tests hold every page to the tree it
/// gets with `w` always in the table, which is what autolink alone would give.
@Suite struct WWWTriggerTests {
    private static func mayHold(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { MarkdownParser.mayHoldWWWAutolink($0) }
    }

    @Test(arguments: [
        "www.apple.com", "See www.apple.com.", "(www.apple.com)", "*www.apple.com*", "_www.apple.com_",
        "~www.apple.com~", "[www.apple.com]", "line\nwww.apple.com", ">www.apple.com", "| a |www.apple.com|",
        "tab\twww.apple.com", "\"www.apple.com\"", "-www.x", "https://example.com and then www.apple.com",
    ])
    func aWWWThatAutolinkCouldLinkCounts(_ text: String) {
        #expect(Self.mayHold(text))
    }

    @Test(arguments: [
        "", "www", "ww.", "wow, windows", "https://www.apple.com/legal/", "[Apple](https://www.apple.com)",
        "awww.apple.com", "Www.apple.com", "WWW.APPLE.COM", "1www.x", "a.www.x", "wwww.apple.com",
    ])
    func aWWWThatAutolinkCannotLinkDoesNot(_ text: String) {
        #expect(!Self.mayHold(text))
    }

    /// Pages made of pieces that start, end or break autolinks and the syntax around them, each
    /// parsed both ways. A page the check wrongly passes over loses its `www.` link here.
    @Test func everyPageGetsTheTreeItWouldWithTheTriggerAlwaysOn() {
        let pieces = [
            "www.", "www.apple.com", "w", "ww", "wow", ":", "//", "https", "http", "ftp", "/", ".", "(", ")", "[", "]",
            "](", "*", "**", "_", "~", "~~", " ", "  ", "\n", "\n\n", "> ", "| ", "|", "-", "- ", "a", "x.com", "@",
            "me@example.com", "\t", "![", "`", "\\", "&amp;", "<", ">", "1. ", "# ",
        ]
        var differing: [String] = []
        var linked = 0
        for page in BuiltStrings(4_000, of: pieces, pieceCounts: 1...24, seed: 0x5EED_CA7A_1065) {
            let parsed = MarkdownParser.parse(page)
            if parsed != MarkdownParser.parseWithWWWTrigger(page) { differing.append(page) }
            if Self.hasWWWLink(parsed.blocks) { linked += 1 }
        }
        #expect(differing.isEmpty, "parsed differently: \(differing.prefix(5).map { String(reflecting: $0) })")
        // The pages must reach the case that matters: `www.` links made, many of them.
        #expect(linked > 100, "only \(linked) pages had a www. link")
    }

    private static func hasWWWLink(_ blocks: [MarkdownBlock]) -> Bool {
        func inInlines(_ inlines: [MarkdownInline]) -> Bool {
            inlines.contains { inline in
                switch inline {
                case .link(let destination, _, let children): return destination.hasPrefix("http://www.") || inInlines(children)
                case .emphasis(let c), .strong(let c), .strikethrough(let c), .image(_, _, let c): return inInlines(c)
                default: return false
                }
            }
        }
        return blocks.contains { block in
            switch block.kind {
            case .paragraph(let i), .heading(_, let i): return inInlines(i)
            case .blockQuote(let b), .listItem(let b), .list(_, _, let b): return hasWWWLink(b)
            case .table(let header, let rows): return header.contains(where: inInlines) || rows.contains { $0.contains(where: inInlines) }
            default: return false
            }
        }
    }
}
