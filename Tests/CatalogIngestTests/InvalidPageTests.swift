import Testing
import CatalogModel
@testable import CatalogIngest

/// Bad input gives a diagnostic with its id and file:line, never a crash.
@Suite struct InvalidPageTests {
    @Test func invalidUTF8ReportsTheLineOfTheFirstBadByte() {
        var bytes = Array("# Sheets\n\nFine line.\nBad: ".utf8)
        bytes += [0xC3, 0x28]  // a lead byte followed by a non-continuation byte
        bytes += Array(" rest\n".utf8)
        let result = PageIngester.ingest(ContentFile(path: "bad.md", data: bytes))
        #expect(result.diagnostics.idsAndPlaces == ["encoding.invalid-utf8@bad.md:4"])
        #expect(result.component == nil)
    }

    @Test(arguments: [[0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] as [[UInt8]])
    func overlongSurrogateAndTruncatedSequencesAreInvalid(sequence: [UInt8]) {
        #expect(PageText.firstInvalidUTF8(Array("ok\n".utf8) + sequence) == 3)
    }

    /// The NUL check reads eight bytes at a time; a NUL anywhere, at any alignment, near either
    /// end or among bytes with the high bit set, is found where a byte-by-byte search finds it.
    @Test func aNulByteIsFoundWhereverItIs() {
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 64, 1000] {
            let text = (0..<length).map { UInt8(truncatingIfNeeded: 0x41 + ($0 % 3) * 0x40) }  // A, 0x81, 0xC1, ...
            #expect(PageText.firstZero(in: text) == nil, "length \(length)")
            for position in Set([0, 1, 6, 7, 8, 9, length / 2, length - 2, length - 1]) where (0..<length).contains(position) {
                var bytes = text
                bytes[position] = 0
                if position + 3 < length { bytes[position + 3] = 0 }  // a second NUL after the first
                #expect(PageText.firstZero(in: bytes) == position, "length \(length), NUL at \(position)")
            }
        }
    }

    @Test func aPageTooTangledInBracketsForTheParserIsAnErrorAndIsLeftOut() {
        // `![[]()` over and over took the parser 13 s at 240 KB, and longer much faster than
        // the page grew; counting brackets first refuses it at once.
        let page = "# Sheets\n\n## Best practices\n\n**Keep it.** " + String(repeating: "![[]()", count: 5_001) + "\n"
        let result = PageIngester.ingest(ContentFile(path: "brackets.md", data: Array(page.utf8)))
        #expect(result.diagnostics.idsAndPlaces == ["markdown.too-many-brackets@brackets.md:1"])
        #expect(result.diagnostics.first?.summary == "page has 5001 image openers `![` and 10002 brackets `[`; it is not read")
        #expect(result.component?.id == nil)
    }

    @Test func aParagraphTooTangledInEmphasisAndLinksIsAnErrorAndThePageIsLeftOut() {
        // Emphasis and links alternating in one paragraph took the parser 4 s at 0.9 MB, and
        // longer much faster than the paragraph grew; counting them first refuses the page.
        let page = "# Sheets\n\n## Best practices\n\n**Keep it.** " + String(repeating: "*a* [b](c) ", count: 6_000) + "\n"
        let result = PageIngester.ingest(ContentFile(path: "tangled.md", data: Array(page.utf8)))
        #expect(result.diagnostics.idsAndPlaces == ["markdown.too-many-delimiters@tangled.md:1"])
        #expect(result.diagnostics.first?.summary
            == "paragraph at line 5 has 6000 brackets `[` among 12004 emphasis delimiters (`*`, `_`, `~`); the page is not read")
        #expect(result.component?.id == nil)
    }

    @Test func aTableTooLargeForTheParserIsReadAsTextWithAWarning() {
        let header = String(repeating: "x|", count: 500), delimiter = String(repeating: "-|", count: 500)
        let page = "# Sheets\n\n## Best practices\n\n**Keep it.** Short.\n\n" + header + "\n" + delimiter + "\n"
            + String(repeating: "x\n", count: 400)
        let result = PageIngester.ingest(ContentFile(path: "wide.md", data: Array(page.utf8)))
        #expect(result.diagnostics.idsAndPlaces == ["markdown.table-too-large@wide.md:8"])
        #expect(result.diagnostics.first?.severity == .warning)
        // The page and its rule are kept; the table's lines are the rule's text now.
        #expect(result.component?.rules.map(\.id) == ["wide.best-practices.keep-it"])
        #expect(result.component?.rules.first.map { $0.body.plainText.contains("x|x|x") } == true)
    }

    @Test func nulByteIsAnErrorNotACrash() {
        let bytes = Array("# Sheets\n\n## Best practices\n\n**Rule.** a".utf8) + [0] + Array("b\n".utf8)
        let result = PageIngester.ingest(ContentFile(path: "nul.md", data: bytes))
        #expect(result.diagnostics.idsAndPlaces == ["encoding.nul-byte@nul.md:5"])
    }

    /// Control characters and noncharacters are code points HTML forbids: passed through, they
    /// made the site invalid. They are shown as U+FFFD, with one warning at the first.
    @Test func charactersHTMLForbidsAreReplacedWithAWarning() throws {
        let page = "# Sheets\n\nIntro.\n\n## Best practices\n\n**Keep \u{1B}[31mcolour\u{1B}[0m out.** A bell \u{07}, a DEL \u{7F}, "
            + "a C1 \u{85}, a noncharacter \u{FFFE} and \u{1FFFF}; tabs\tand form feeds\u{0C} and a bidi mark \u{202E} stay.\n"
        let result = TestPages.ingest(page)
        #expect(result.diagnostics.idsAndPlaces == ["encoding.control-character@sheets.md:7"])
        #expect(result.diagnostics.first?.summary == "page contains 7 characters that HTML does not allow, the first U+001B")
        let rule = try #require(result.component?.rules.first)
        #expect(rule.leadText == "Keep \u{FFFD}[31mcolour\u{FFFD}[0m out.")
        #expect(!rule.bodyText.unicodeScalars.contains { $0.isForbiddenInHTML })
        #expect(rule.bodyText.contains("\t") && rule.bodyText.contains("\u{202E}"))
    }

    /// The fast scan, eight bytes a step, against the plain one, scalar by scalar, on strings
    /// that put every kind of character at every offset of a step.
    @Test func theFastScanForCharactersHTMLForbidsAgreesWithThePlainOne() {
        let pieces: [String] = ["a", " ", "\n", "\t", "\u{0C}", "\r", "é", "’", "—", "😀", "\u{1B}", "\u{07}", "\u{7F}",
                                "\u{85}", "\u{9F}", "\u{A0}", "\u{FDF0}", "\u{FFFD}", "\u{FFFE}",
                                "\u{FFFF}", "\u{1FFFE}", "\u{10FFFF}", "\u{10FFFD}", "\u{202E}", "abcdefgh", "\u{00}"]
            // Swift refuses these in a literal.
            + [0xFDD0, 0xFDEF].map { String(Character(Unicode.Scalar(UInt32($0))!)) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            var text = String(repeating: "x", count: Int.random(in: 0..<9, using: &generator))
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                text += Bool.random(using: &generator) ? "plain words " : pieces.randomElement(using: &generator)!
            }
            var offset = 0
            var expected: Int?
            for scalar in text.unicodeScalars {
                if scalar.isForbiddenInHTML && scalar != "\u{00}" { expected = offset; break }
                offset += String(scalar).utf8.count
            }
            #expect(PageText.firstForbiddenInHTML(in: Array(text.utf8)) == expected, "\(text.debugDescription)")
        }
    }

    @Test func rawHTMLIsKeptAsTextWithAWarning() throws {
        let page = "# Sheets\n\n## Best practices\n\n<div>boxed</div>\n\n**Rule one.** Has <b>markup</b>\nand more.\n"
        let result = TestPages.ingest(page)
        #expect(result.diagnostics.idsAndPlaces == ["content.raw-html@sheets.md:5", "content.raw-html@sheets.md:7", "content.raw-html@sheets.md:7"])
        #expect(result.diagnostics.map { $0.location?.column } == [1, 19, 28], "each at the column of its tag")
        let component = try #require(result.component)
        #expect(component.sections[0].prose == [.paragraph([.text("<div>boxed</div>")])])
        #expect(component.rules[0].bodyText.contains("<b>markup</b>"))
    }

    @Test(arguments: ["javascript:alert(1)", "JavaScript:alert(1)", " data:text/html,x", "vbscript:msgbox",
                      "java\tscript:alert(1)", "JAVA SCRIPT:é", "javascript:\u{00E9}", "\u{01}vbscript:x"])
    func scriptSchemesAreErrorsAndLoseTheirLink(destination: String) throws {
        let page = "# Sheets\n\n## Best practices\n\n**Rule one.** First line\nsee [this](<\(destination)>).\n"
        let result = TestPages.ingest(page)
        // A control character is shown as U+FFFD (with its own warning); the link is still
        // judged as written, since a browser would have dropped the control character.
        let controlCharacter = destination.unicodeScalars.contains { $0.isForbiddenInHTML }
        #expect(result.diagnostics.idsAndPlaces.sorted()
                == (controlCharacter ? ["encoding.control-character@sheets.md:6"] : []) + ["link.unsafe-scheme@sheets.md:6"])
        let body = try #require(result.component?.rules.first?.body.first)
        guard case .paragraph(let inlines) = body else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(!inlines.contains { if case .link = $0 { return true }; return false })
        #expect(body.plainText.contains("this"))
    }

    @Test(arguments: ["https://example.com/javascript:", "détail.md", "ℌttps://x", "javascripts.md"])
    func otherDestinationsAreNotScriptSchemes(destination: String) {
        let converter = ContentConverter(file: "sheets.md")
        #expect(!converter.isUnsafe(destination))
    }

    @Test func unknownPlatformHeadingIsAnError() {
        let page = "# Sheets\n\n## Platform considerations\n\n### Android\n\n**Use a bottom sheet.** Body.\n"
        let result = TestPages.ingest(page)
        #expect(result.diagnostics.idsAndPlaces == ["platform.unknown@sheets.md:5"])
        #expect(result.diagnostics.first?.fix?.contains("iPadOS") == true)
    }

    @Test func platformDeclaredInFrontMatterIsKnown() throws {
        let page = "---\nplatforms:\n  - { id: android, name: Android }\n---\n\n# Sheets\n\n## Platform considerations\n\n### Android\n\n**Use a bottom sheet.** Body.\n"
        let result = TestPages.ingest(page)
        #expect(result.diagnostics.isEmpty)
        #expect(result.component?.rules.first?.platforms == ["android"])
    }

    @Test func plainTextPageGivesNoRulesAndSaysWhy() throws {
        let page = "Intro\n\nSheets show a task.\n\nUsage\n\n  • Keep it short.\n  • Let people dismiss it.\n"
        let result = TestPages.ingest(page, path: "plain.md")
        #expect(result.component?.rules.isEmpty == true)
        let warning = try #require(result.diagnostics.with(id: "page.no-guidance").first)
        #expect(warning.severity == .warning)
        #expect(warning.explanation?.contains("'Usage'") == true)
        #expect(warning.explanation?.contains("•") == true)
    }

    @Test func emptyAndBinaryLookingPagesDoNotCrash() {
        #expect(PageIngester.ingest(ContentFile(path: "empty.md", data: [])).component != nil)
        let noise = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        _ = PageIngester.ingest(ContentFile(path: "noise.md", data: noise))
    }
}
