import CatalogModel
import Testing

@Suite struct MarkupEscapingTests {
    /// The five characters with a meaning in markup become entities and a NUL, which no HTML
    /// may hold, becomes U+FFFD; everything else, beyond ASCII too, stays as it was.
    @Test func escapesTheFiveMarkupCharactersAndNUL() {
        #expect(MarkupEscaping.escape("a < b && \"c\" > 'd'\u{0}é") == "a &lt; b &amp;&amp; &quot;c&quot; &gt; &#39;d&#39;\u{FFFD}é")
        #expect(MarkupEscaping.escape("détente — ✓ \u{1F600}") == "détente — ✓ \u{1F600}")
        #expect(MarkupEscaping.escape("") == "")
    }
}
