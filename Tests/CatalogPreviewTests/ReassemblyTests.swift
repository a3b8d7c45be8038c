import CatalogIngest
import CatalogModel
@testable import CatalogPreview
import Foundation
import Testing
import TestSupport

/// The preview puts an edited page into the last catalog instead of assembling every page again
/// (`Reassembly.reassemble`). Whatever it gives must be exactly what assembling every page
/// gives, locations and resolved links included; and it must say no (nil) whenever it cannot
/// know that. Each edit below is made to each page of the real content/ in turn.
@Suite struct ReassemblyTests {
    struct Edit: Sendable {
        var name: String
        /// Whether the shortcut is expected to take this edit (nil: either way is right).
        var fast: Bool?
        /// The page's text and file name in, the edited text out.
        var apply: @Sendable (String, String) -> String
    }

    static let edits: [Edit] = [
        // The first " the " may be in a rule's lead, and then the rule's id changes with it.
        Edit(name: "a word in the text", fast: nil) { text, _ in text.replacingFirst(" the ", with: " the very ") },
        Edit(name: "a paragraph inserted before the first section, moving every line below", fast: true) { text, _ in
            text.replacingFirst("\n## ", with: "\n\nA paragraph that was not there.\n\n## ")
        },
        Edit(name: "an example's step", fast: true) { text, _ in
            text.replacingFirst("Given a sheet on iPhone", with: "Given a sheet on iPad")
        },
        Edit(name: "a link to a page that exists", fast: true) { text, _ in
            text.addingParagraphToBestPractices("See also [alerts](alerts.md).")
        },
        Edit(name: "a rule's lead reworded, so its id changes and the old one is gone", fast: false) { text, _ in
            text.replacingFirst("\n**", with: "\n**Truly, ")
        },
        Edit(name: "a new rule", fast: true) { text, _ in
            text.addingParagraphToBestPractices("**Keep this new rule in mind.** Its body.")
        },
        Edit(name: "a new rule and a link to it from the same page", fast: true) { text, file in
            text.addingParagraphToBestPractices("**Keep this new rule in mind.** See [the next one](\(file)#best-practices.mind-the-other-new-rule).\n\n"
                + "**Mind the other new rule.** Its body.")
        },
        Edit(name: "a new rule whose written id is another's, so their ids collide", fast: false) { text, _ in
            text.addingParagraphToBestPractices("**Keep this new rule in mind.** One. {#kept-in-mind}\n\n**Keep another rule in mind.** Two. {#kept-in-mind}")
        },
        Edit(name: "two new rules whose leads repeat, so the second id gets a suffix", fast: true) { text, _ in
            text.addingParagraphToBestPractices("**Keep this new rule in mind.** One.\n\n**Keep this new rule in mind.** Two.")
        },
        Edit(name: "a link to a page that does not exist", fast: false) { text, _ in
            text.addingParagraphToBestPractices("See [gone](no-such-page.md).")
        },
        Edit(name: "a link to a rule that does not exist", fast: false) { text, _ in
            text.addingParagraphToBestPractices("See [nothing](rule:no.such.rule).")
        },
        // A translation's links are checked as its page's are: the shortcut must not take a link
        // from a translation that lands nowhere (it took them unchecked).
        Edit(name: "a link in a translation to a page that does not exist", fast: nil) { text, _ in
            text.replacingFirst("\n## 모범 사례\n", with: "\n## 모범 사례\n\n[없는 페이지](no-such-page.md)를 보십시오.\n")
        },
        Edit(name: "a link in a translation to a page that exists", fast: nil) { text, _ in
            text.replacingFirst("\n## 모범 사례\n", with: "\n## 모범 사례\n\n[시트](sheets.md)를 보십시오.\n")
        },
        Edit(name: "a new example", fast: false) { text, _ in
            text.replacingFirst("\n## ", with: "\n```example title=\"A new one\"\nGiven a sheet on iPhone\nThen the sheet is modal\n```\n\n## ")
        },
    ]

    static func contentFiles() throws -> [ContentFile] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.packageRoot.appendingPathComponent("content").path).filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { ContentFile(path: $0, data: Array(try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("content").appendingPathComponent($0)))) }
    }

    @Test func anEditedPageInTheLastCatalogEqualsAssemblingEveryPage() throws {
        let files = try Self.contentFiles()
        let pages = files.map(PageIngester.ingest)
        let (catalog, diagnostics, kept, _) = Reassembly.assemble(pages)
        #expect(diagnostics.isEmpty)
        let reassembly = try #require(kept, "content/ assembles cleanly, so its indexes are kept")
        var tookShortcut = 0
        for edit in Self.edits {
            for (n, file) in files.enumerated() {
                let text = String(decoding: file.data, as: UTF8.self)
                let edited = edit.apply(text, file.path)
                guard edited != text else { continue }
                let new = PageIngester.ingest(ContentFile(path: file.path, data: Array(edited.utf8)))
                var all = pages
                all[n] = new
                let whole = Reassembly.assemble(all)
                let patched = reassembly.reassemble(catalog, replacing: [(pages[n], new)])?.0
                let place = "\(edit.name), \(file.path)"
                if let patched {
                    tookShortcut += 1
                    #expect(whole.diagnostics.isEmpty, "\(place): the shortcut took an edit that assembling every page reports")
                    // Compared first and reported by place: the catalogs themselves are too big to print.
                    let same = patched == whole.catalog
                    #expect(same, "\(place): the catalogs differ")
                }
                // A per-language file's rules take their page's ids, so a reworded lead changes no
                // id there: which of these edits it takes differs, and its catalogs are compared above.
                if let fast = edit.fast, TranslationFile.parse(file.path) == nil {
                    let took = patched != nil
                    #expect(took == fast, "\(place): expected the shortcut \(fast ? "to" : "not to") take it")
                }
            }
        }
        #expect(tookShortcut >= 3 * files.count, "the shortcut should take most text edits")
    }

    /// While a page or its front matter cannot be read, a reference that may only fail because
    /// of it is held back under a note: not reported, but not clean either. The shortcut, which
    /// takes only edits whose references all resolve, must leave such an edit to the whole assembly.
    @Test func anEditWhoseReferenceIsHeldBackTakesTheWholeAssembly() throws {
        let unreadable = [
            ContentFile(path: "unreadable.md", data: Array("---\nkind: component: oops\n---\n\n# Notes\n\nText.\n".utf8)),
            ContentFile(path: "binary.md", data: Array("# Binary\n\nText.\n".utf8) + [0xFF]),
        ]
        let files = try Self.contentFiles() + unreadable
        let pages = files.map(PageIngester.ingest)
        let (catalog, diagnostics, kept, _) = Reassembly.assemble(pages)
        #expect(diagnostics.isEmpty, "the two pages' own errors are theirs, not assembly's")
        let reassembly = try #require(kept)
        let n = try #require(files.firstIndex { $0.path == "sheets.md" })
        for paragraph in ["**Keep this new rule in mind.** Its body. {sources=nowhere-declared}",
                          "See [the binary page](binary.md).", "See [its rule](rule:binary.best-practices.some-rule)."] {
            let edited = String(decoding: files[n].data, as: UTF8.self).addingParagraphToBestPractices(paragraph)
            let new = PageIngester.ingest(ContentFile(path: "sheets.md", data: Array(edited.utf8)))
            var all = pages
            all[n] = new
            let whole = CatalogAssembler.assemble(all)
            #expect(whole.diagnostics.map(\.id) == ["page.errors-held-back"], "\(paragraph)")
            let tookShortcut = reassembly.reassemble(catalog, replacing: [(pages[n], new)]) != nil
            #expect(!tookShortcut, "\(paragraph): the shortcut would have shown the edit with no word of the held-back error")
        }
    }

    @Test func editsToSeveralPagesAtOnceEqualAssemblingEveryPage() throws {
        let files = try Self.contentFiles()
        let pages = files.map(PageIngester.ingest)
        let (catalog, _, kept, _) = Reassembly.assemble(pages)
        let reassembly = try #require(kept)
        var all = pages
        var edits: [(old: PageIngestResult, new: PageIngestResult)] = []
        for n in stride(from: 0, to: files.count, by: 3) {
            let text = String(decoding: files[n].data, as: UTF8.self)
            let new = PageIngester.ingest(ContentFile(path: files[n].path, data: Array(Self.edits[2].apply(Self.edits[1].apply(text, files[n].path), files[n].path).utf8)))
            edits.append((pages[n], new))
            all[n] = new
        }
        let patched = try #require(reassembly.reassemble(catalog, replacing: edits)?.0)
        #expect(patched == CatalogAssembler.assemble(all).catalog)
    }
}

private extension String {
    /// A paragraph at the top of the page's "Best practices" section, where links are checked.
    func addingParagraphToBestPractices(_ paragraph: String) -> String {
        replacingFirst("\n## Best practices\n", with: "\n## Best practices\n\n" + paragraph + "\n")
    }

    /// The text with the first `target` replaced; unchanged when there is none.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
