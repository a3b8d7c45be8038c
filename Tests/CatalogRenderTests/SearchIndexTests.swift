import CatalogModel
@testable import CatalogRender
import Foundation
import TemplateKit
import Testing
import TestSupport

@Suite struct SearchIndexTests {
    /// The index read back from its files, documents in the shape they had when the core held
    /// them: `[kind, title, href, componentIndex, strength, platforms, context]`.
    struct Index {
        var docs: [[Any]]
        var terms: [String]
        /// Document numbers times two, plus one for a match in the title or lead.
        var postings: [[Int]]
        /// The lists as the file has them.
        var packedPostings: [[Int]]
        var shardCount: Int

        init(_ out: RenderOutput) throws {
            try self.init(files: out.files)
        }

        init(files: [OutputFile]) throws {
            let out = RenderOutput(files: files, emittedPaths: [], diagnostics: [],
                                   stats: RenderStats(bytesPerRule: 0, searchIndexBytes: 0, pageCount: 0))
            let text = try #require(out.text(SearchIndex.corePath))
            let object = try Self.json(text, after: "window.SHEETCAT_SEARCH=") as [String: Any]
            terms = try #require(object["terms"] as? [String])
            // The posting lists are in shards of consecutive terms, each starting where the core says.
            let starts = try #require(object["postingShards"] as? [Int])
            let tags = try #require(object["shardTags"] as? [String: [String]])
            let postingTags = try #require(tags["postings"]), docTags = try #require(tags["docs"])
            #expect(postingTags.count == starts.count)
            #expect(starts == starts.sorted() && starts.first == (terms.isEmpty ? nil : 0))
            var packed: [[Int]] = []
            for (n, start) in starts.enumerated() {
                let shard = try #require(out.text(SearchIndex.postingShardPath(n, tag: postingTags[n])), "no posting shard \(n)")
                #expect(postingTags[n] == SearchIndex.contentTag(Array(shard.utf8)), "a shard is named by its bytes")
                let lists = try Self.json(shard, after: "(window.SHEETCAT_SEARCH_POSTINGS=window.SHEETCAT_SEARCH_POSTINGS||{})[\(n)]=") as [String]
                #expect(packed.count == start && !lists.isEmpty)
                packed += try lists.map { try #require(PackedNumbers.unpack($0)) }
            }
            #expect(out.files.filter { $0.path.hasPrefix("assets/search-postings/") }.count == starts.count)
            #expect(packed.count == terms.count)
            // Written as distances between documents; read back as document numbers.
            postings = packed.map { packed in
                var document = 0
                return packed.map { delta in
                    document += delta >> 1
                    return document << 1 | delta & 1
                }
            }
            packedPostings = packed
            let count = try #require(object["count"] as? Int)
            // Packed, and the component's index counted from 1 so that none (-1) is a number too.
            let packedFacets = try #require(object["facets"] as? String)
            let facets = try #require(PackedNumbers.unpack(packedFacets))
                .enumerated().map { $0.offset % 4 == 1 ? $0.element - 1 : $0.element }
            let strengths = try #require(object["strengths"] as? [String])
            let platformSets = try #require(object["platformSets"] as? [String])
            let shardSize = try #require(object["docShardSize"] as? Int)
            #expect(facets.count == 4 * count)
            // Every shard in order, each holding its documents' entries.
            var shown: [[Any]] = []
            shardCount = (count + shardSize - 1) / shardSize
            for n in 0..<shardCount {
                let shard = try #require(out.text(SearchIndex.docShardPath(n, tag: docTags[n])), "no shard \(n)")
                #expect(docTags[n] == SearchIndex.contentTag(Array(shard.utf8)), "a shard is named by its bytes")
                let entries = try Self.json(shard, after: "(window.SHEETCAT_SEARCH_DOCS=window.SHEETCAT_SEARCH_DOCS||{})[\(n)]=") as [[Any]]
                #expect(entries.count == min(shardSize, count - n * shardSize))
                shown += entries
            }
            #expect(out.files.filter { $0.path.hasPrefix("assets/search-docs/") }.count == shardCount && docTags.count == shardCount)
            let kinds = ["c", "r", "e", "p"]
            docs = (0..<count).map { d -> [Any] in
                let f = Array(facets[4 * d..<4 * d + 4])
                let kind: Any = kinds[f[0]], strength: Any = strengths[f[2]], platforms: Any = platformSets[f[3]]
                return [kind, shown[d][0], shown[d][1], f[1], strength, platforms, shown[d][2]]
            }
        }

        /// The JSON value a script assigns: `text` without `prefix` and the closing `;\n`.
        static func json<T>(_ text: String, after prefix: String) throws -> T {
            #expect(text.hasPrefix(prefix) && text.hasSuffix(";\n"))
            let json = String(text.dropFirst(prefix.count).dropLast(2))
            return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? T)
        }

        func documents(for term: String) -> [(title: String, inTitle: Bool)] {
            guard let i = terms.firstIndex(of: term) else { return [] }
            return postings[i].map { (docs[$0 >> 1][1] as! String, $0 & 1 == 1) }
        }
    }

    @Test func indexesComponentsRulesAndExamplesWithPermalinks() throws {
        let index = try Index(try Fixtures.render())
        let kinds = Set(index.docs.compactMap { $0[0] as? String })
        // And the equivalents page's rows, as pages.
        #expect(kinds == ["c", "r", "e", "p"])
        let rule = try #require(index.docs.first { $0[1] as? String == "Support swiping down to dismiss detents." })
        #expect(rule[2] as? String == "components/sheets.html#sheets.ios-ipados.support-swiping-down")
        #expect(rule[5] as? String == "ios ipados")
        #expect(rule[4] as? String == "do")
        // The example links to itself, under the rule it checks, not to the rule: a reader who
        // searched for words of its title lands on it.
        let example = try #require(index.docs.first { $0[1] as? String == "Swipe dismisses a sheet" })
        #expect(example[2] as? String == "components/sheets.html#example-sheets.swipe-dismisses")
    }

    @Test func postingsAreDistancesBetweenAscendingDocuments() throws {
        let index = try Index(try Fixtures.render())
        #expect(index.postings.count == index.terms.count)
        for (packed, list) in zip(index.packedPostings, index.postings) {
            let documents = list.map { $0 >> 1 }
            // One posting per document, in document order, each naming a document of the index.
            #expect(documents == documents.sorted() && Set(documents).count == documents.count)
            #expect(documents.allSatisfy { index.docs.indices.contains($0) })
            // After the first, each is the distance from the document before, flag kept.
            for k in packed.indices.dropFirst() {
                #expect(packed[k] >> 1 == documents[k] - documents[k - 1] && packed[k] & 1 == list[k] & 1)
            }
        }
        // A term in several documents shows the saving: some distance is smaller than its document.
        let common = try #require(zip(index.packedPostings, index.postings).first { $0.0.count > 2 })
        #expect(common.0.last! < common.1.last!)
    }

    /// Packed numbers need no separator and no escaping, and read back as written, at every
    /// length of number, 0 to far past the largest document number.
    @Test func packedNumbersReadBackAsWritten() {
        let numbers = [0, 1, 31, 32, 33, 1023, 1024, 32767, 32768, 1_048_575, 1_048_576, 999_999_999]
            + (0..<2000).map { ($0 * 7919) % 70_000 }
        var out = OutputBytes(capacity: 16)
        for n in numbers { PackedNumbers.append(n, to: &out) }
        let text = out.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(PackedNumbers.unpack(text) == numbers)
        let allowed = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)
        #expect(text.utf8.allSatisfy(allowed.contains))
        #expect(PackedNumbers.unpack("W") == nil, "a number cut short")
    }

    @Test func postingsMarkLeadMatchesApartFromBodyMatches() throws {
        let index = try Index(try Fixtures.render())
        // "focused" only appears in a body; "swiping" (stemmed "swip") in a lead.
        #expect(index.documents(for: "focus").map(\.title).contains("Use a sheet for a short task."))
        #expect(index.documents(for: "focus").allSatisfy { !$0.inTitle })
        #expect(index.documents(for: "swip").contains { $0.inTitle })
        #expect(index.terms == index.terms.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        #expect(!index.terms.contains("the"))
    }

    @Test(arguments: [("detents", "detent"), ("dismissed", "dismiss"), ("dismisses", "dismiss"), ("sheets", "sheet"),
                      ("presenting", "present"), ("categories", "category"), ("status", "status"),
                      ("dismissal", "dismiss"), ("dismissals", "dismiss"), ("modal", "modal")])
    func stemmingFoldsWordEndings(word: String, stem: String) {
        #expect(SearchText.stem(word) == stem)
    }

    @Test func numberedTermsAreTheIndexTermsWordForWord() {
        // The index numbers terms and remembers words it has met; it must file exactly what
        // `indexTerms` finds, for ASCII text, repeated words, and text in other scripts.
        let manyWords = (0..<5000).map { n -> String in
            var word = "w", rest = n
            repeat {
                word.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(rest % 26))))
                rest /= 26
            } while rest > 0
            return word
        }.joined(separator: " ")
        let texts = ["Use a sheet; don't stack sheets. Sheets' detents: use presentationDetents(_:).",
                     "Sheets and SHEETS and sheets again, with the stop words of a sheet.",
                     "Café sheets show détente — presentationBackgroundInteraction in ‘quotes’.",
                     // Words of 16 and 17 bytes are keyed differently inside; the results may not differ.
                     "sixteenletterwrd seventeenletterwd sixteenletterwrd seventeenletterwd presentationmode presentationmods",
                     "setInteractiveDismissDisabledEverywhere setInteractiveDismissDisabledEverywhere",
                     // Thousands of different words, so the table of known words grows several times.
                     manyWords,
                     manyWords,  // now every word is found in the grown table
                     ""]
        var numbering = TermNumbering()
        for text in texts {
            var numbers: [Int] = []
            numbering.forEachTermNumber(in: text) { numbers.append($0) }
            #expect(numbers.map { numbering.terms[$0] } == SearchText.indexTerms(text), "\(text)")
        }
        #expect(Set(numbering.terms).count == numbering.terms.count, "a term has one number")
    }

    @Test func theASCIITokeniserFindsWhatTheGeneralOneFinds() {
        // Nearly all text takes the ASCII path, a table-driven loop; the general tokeniser
        // (words, then camel-case pieces) is the reference. Apostrophes join words but split
        // camel-case runs, digits count as lower case, and a word may end the text.
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["sheet", "Sheet", "SHEET", "a", "the", "don't", "'", "''", "iOS", "UIKit", "x2Y", "2x",
                      "presentationDetents", "ABCdef", "aB", " ", "  ", ".", "(_:)", "-", "\n", "\t", "7", "Q",
                      "detents", "dismissal", "activities", "sixteenletterwrdX", "it's", "O'Neil"]
        for _ in 0..<500 {
            let text = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined(separator: next(3) == 0 ? "" : " ")
            let reference = SearchText.terms(text)
                + SearchText.camelCaseParts(text).filter { !SearchText.stopWords.contains($0) }.map(SearchText.stem)
            #expect(SearchText.indexTerms(text).sorted() == reference.sorted(), "\(text)")
        }
    }

    @Test func camelCaseAPINamesAreAlsoFiledUnderTheirWords() {
        #expect(SearchText.camelCaseParts("use presentationBackgroundInteraction(_:) here") == ["presentation", "background", "interaction"])
        #expect(SearchText.camelCaseParts("UISheetPresentationController") == ["uisheet", "presentation", "controller"])
        #expect(SearchText.camelCaseParts("UIKit and plain words").isEmpty)
        let terms = SearchText.indexTerms("Turn it off with interactiveDismissDisabled.")
        // Terms are stemmed, the whole name and its parts alike.
        #expect(terms.contains("interactivedismissdisabl"))
        #expect(terms.contains("interactive") && terms.contains("dismiss") && terms.contains("disabl"))
        #expect(terms.filter { $0 == "turn" }.count == 1, "plain words are not filed twice")
    }

    @Test func aRuleIsFoundByTheWordsOfAnAPIItNames() throws {
        var catalog = Fixtures.catalog()
        catalog.components[0].rules[0].body = [.paragraph([.text("SwiftUI: "), .code("presentationBackgroundInteraction(_:)"), .text(".")])]
        let index = try Index(try Fixtures.render(catalog))
        let lead = catalog.components[0].rules[0].leadText
        #expect(index.documents(for: "background").map(\.title).contains(lead))
        #expect(index.documents(for: "presentationbackgroundinteraction").map(\.title).contains(lead))
    }

    // Words and result context take a byte-level path for ASCII text; text with one non-ASCII
    // character takes the general path. Both must give the same answer for the same words.

    @Test func asciiAndUnicodeTextTokeniseAlike() {
        #expect(SearchText.words("Don't DISMISS the sheet, 2 detents") == ["dont", "dismiss", "the", "sheet", "2", "detents"])
        #expect(SearchText.words("Don’t DISMISS the sheet, 2 detents é") == ["dont", "dismiss", "the", "sheet", "2", "detents", "é"])
        #expect(SearchText.words("Über-sheets") == ["über", "sheets"])
    }

    @Test func resultContextCollapsesSpacesAndCutsBetweenWords() {
        #expect(SearchIndex.clip("  a  sheet\n\nholds   a task ") == "a sheet holds a task")
        let long = Array(repeating: "detent", count: 40).joined(separator: " \n ")
        let clipped = SearchIndex.clip(long)
        #expect(clipped.hasSuffix(" …"))
        #expect(clipped.count <= SearchIndex.contextLength + 2)
        #expect(clipped.dropLast(2).split(separator: " ").allSatisfy { $0 == "detent" })
        // The same text with one non-ASCII word at the end is cut at the same place.
        #expect(SearchIndex.clip(long + " é") == clipped)
    }

    /// An example's steps are tokenised one by one, not joined by ` · `: the terms must be the
    /// same, since the dot joins no word.
    @Test func stepsTokeniseAlikeAloneOrJoined() {
        let examples = [
            ["Given a sheet on iPhone", "When the person swipes down", "Then the sheet is dismissed"],
            ["Given a sheet with presentationDetents([.medium, .large])", "Then the grabber shows"],
            ["Given an alert on watchOS", "Then it’s full screen · really", "And the café closes"],
            ["Given x", "", "Then y"],
        ]
        for steps in examples {
            let alone = Set(steps.flatMap { SearchText.indexTerms($0) })
            let joined = Set(SearchText.indexTerms(steps.joined(separator: " · ")))
            #expect(alone == joined, "\(steps)")
        }
    }

    /// The byte clip counts a scalar of its ranges as one character: none of them joins the
    /// character before or after it.
    @Test func scalarsTheByteClipTakesAreCharactersOfTheirOwn() {
        for value in Array(0xA0...0x2FF) + Array(0x2010...0x2027) + Array(0x2030...0x205E) {
            let scalar = String(UnicodeScalar(UInt32(value))!)
            #expect(("a" + scalar + "b").count == 3, "U+\(String(value, radix: 16))")
            #expect((scalar + scalar).count == 2, "U+\(String(value, radix: 16))")
        }
    }

    @Test func indexSizeGrowsWithContentNotFaster() throws {
        func catalog(rules n: Int) -> Catalog {
            var c = Fixtures.catalog()
            let base = c.components[2].rules[0]
            c.components[2].rules = (0..<n).map { i in
                var r = base
                r.id = "sheets.generated.rule-\(i)"
                r.lead = [.text("Rule number \(i) keeps sheet detents predictable for task \(i).")]
                return r
            }
            return c
        }
        let small = try Fixtures.render(catalog(rules: 200)).stats
        let large = try Fixtures.render(catalog(rules: 2000)).stats
        #expect(small.bytesPerRule > 0)
        #expect(Double(large.bytesPerRule) <= Double(small.bytesPerRule) * 1.3)
        #expect(large.searchIndexBytes > small.searchIndexBytes * 5)
    }
}

@Suite struct SearchTargetTests {
    @Test func everyExampleResultLandsOnAnAnchorThatExistsOnce() throws {
        let out = try Fixtures.render()
        let index = try SearchIndexTests.Index(out)
        for doc in index.docs where doc[0] as? String == "e" {
            let href = try #require(doc[2] as? String)
            let parts = href.split(separator: "#", maxSplits: 1).map(String.init)
            let page = try #require(out.text(parts[0]), "no page \(parts[0])")
            #expect(page.components(separatedBy: "id=\"\(parts[1])\"").count == 2, "\(href) is not one anchor")
        }
    }
}
