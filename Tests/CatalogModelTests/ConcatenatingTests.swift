import Testing
import CatalogModel

/// Links are put together with `String.concatenating`; it must give what `+` gives.
@Suite struct ConcatenatingTests {
    @Test(arguments: [
        [], [""], ["", "", ""], ["a"], ["../", "components/", "sheets", ".html"],
        ["../", "components/", "sheets", ".html#", "sheets.best-practices.keep-it-short"],
        ["é", "\u{301}", "한국어", "🙂", ""], [String(repeating: "long ", count: 100), "tail"],
    ])
    func partsJoinAsPlusJoinsThem(parts: [String]) {
        let p = parts + Array(repeating: "", count: 5 - parts.count)
        let joined = String.concatenating(p[0], p[1], p[2], p[3], p[4])
        let expected = parts.reduce("", +)
        #expect(joined == expected)
        #expect(Array(joined.utf8) == Array(expected.utf8))
        #expect(String.concatenating() == "")
        #expect(String.concatenating(p[0]) == p[0])
    }
}
